import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { DownIcon } from '../components/icons';
import type { SiteMenuItem } from './menuData';
import { activeMenu } from './activeMenu';

/**
 * One menu group: a button that discloses its links (WAI-ARIA disclosure navigation). Opens on mouse hover,
 * on click / Enter / Space; closes on Escape (focus back on the button), when focus or the pointer leaves,
 * and on navigation.
 */
function NavGroup({ item, active, currentPath }: { item: SiteMenuItem; active: boolean; currentPath: string }) {
  const [open, setOpen] = useState(false);
  // a mouse opens the panel on hover; its click then keeps it open instead of closing it again
  const openedByHover = useRef(false);
  const id = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // a page change closes the panel
  const [path, setPath] = useState(currentPath);
  if (path !== currentPath) {
    setPath(currentPath);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  return (
    <li
      ref={root}
      className={`site-nav__item site-nav__group${open ? ' is-open' : ''}${active ? ' is-active' : ''}`}
      onPointerEnter={(e) => {
        if (e.pointerType === 'mouse' && !open) {
          openedByHover.current = true;
          setOpen(true);
        }
      }}
      onPointerLeave={(e) => {
        if (e.pointerType === 'mouse') setOpen(false);
      }}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="site-nav__link"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          if (open && openedByHover.current) openedByHover.current = false;
          else setOpen((o) => !o);
        }}
      >
        <span>{item.name}</span>
        <DownIcon className="site-nav__caret" />
      </button>
      <ul id={id} className="site-nav__panel" hidden={!open}>
        {(item.children ?? []).map((c) => (
          <li key={c.cid}>
            <Link to={c.path} className="site-nav__child" aria-current={c.path === currentPath ? 'page' : undefined}>
              {c.img && <img src={c.img} alt="" width={40} height={40} loading="lazy" />}
              <span>{c.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The desktop menu (≥ 992 px): links and dropdown groups. */
export function DesktopNav({ menus, label }: { menus: SiteMenuItem[]; label: string }) {
  const { pathname } = useLocation();
  const active = activeMenu(menus, pathname);
  return (
    <nav className="site-header__nav" aria-label={label}>
      <ul className="site-nav">
        {menus.map((m) =>
          m.children?.length ? (
            <NavGroup key={m.id} item={m} active={active.item === m} currentPath={pathname} />
          ) : (
            <li key={m.id} className={`site-nav__item${active.item === m ? ' is-active' : ''}`}>
              <Link
                to={m.path}
                className="site-nav__link"
                aria-current={active.item === m && active.exact ? 'page' : undefined}
              >
                {m.name}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
