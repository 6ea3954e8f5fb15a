import { useEffect, useRef } from 'react';
import { useTranslation } from '@shared/i18n';
import { Link, useLocation } from 'react-router-dom';
import type { Lang } from '@shared/i18n';
import { CloseIcon, RightIcon } from '../components/pageIcons';
import { homePath } from '../lib/langPath';
import { activeMenu } from './activeMenu';
import type { SiteMenuItem } from './menuData';

/**
 * The phone menu (< 992 px): a drawer with the same items; groups are native disclosures (details/summary),
 * the current page's group starts open. Loaded on demand (prefetched when the phone is idle).
 * A native modal `<dialog>`: the browser traps focus in it, closes it on Escape, makes the page behind inert and
 * gives focus back to the menu button; no UI kit, so a phone's first visit does not download and run antd for a
 * menu it may never open (issue 13).
 */
function MobileNav({
  open,
  onClose,
  menus,
  lang,
}: {
  open: boolean;
  onClose: () => void;
  menus: SiteMenuItem[];
  lang: Lang;
}) {
  const { t } = useTranslation('site');
  const { pathname } = useLocation();
  const active = activeMenu(menus, pathname);
  const home = homePath(lang);
  const current = (path: string) => (path === pathname ? 'page' : undefined);

  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    else if (!open && d.open) d.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="site-drawer"
      aria-labelledby="site-drawer-title"
      onClose={onClose}
      // a press on the backdrop (outside the panel, which fills the dialog's box) closes it
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className="site-drawer__panel">
        <div className="site-drawer__head">
          <h2 id="site-drawer-title">{t('nav.menuTitle')}</h2>
          <button type="button" className="site-hbtn site-hbtn--icon" aria-label={t('nav.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t('nav.mobile')}>
          <ul className="site-mnav">
            <li>
              <Link to={home} onClick={onClose} className="site-mnav__link" aria-current={current(home)}>
                {t('nav.home')}
              </Link>
            </li>
            {menus.map((m) =>
              m.children?.length ? (
                <li key={m.id}>
                  <details className="site-mnav__group" open={active.item === m}>
                    <summary className={`site-mnav__link${active.item === m ? ' is-active' : ''}`}>
                      <span>{m.name}</span>
                      <RightIcon className="site-mnav__caret" />
                    </summary>
                    <ul>
                      {m.children.map((c) => (
                        <li key={c.cid}>
                          <Link to={c.path} onClick={onClose} className="site-mnav__child" aria-current={current(c.path)}>
                            {c.img && <img src={c.img} alt="" width={32} height={32} loading="lazy" />}
                            <span>{c.name}</span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ) : (
                <li key={m.id}>
                  <Link
                    to={m.path}
                    onClick={onClose}
                    className={`site-mnav__link${active.item === m ? ' is-active' : ''}`}
                    aria-current={current(m.path)}
                  >
                    {m.name}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>
      </div>
    </dialog>
  );
}

export default MobileNav;
