/**
 * The sidebar menu from the server's routes (RuoYi Sidebar / vue-element-admin SidebarItem): dark or light antd
 * Menu, one sub-menu open at a time, active item = `meta.activeMenu` or the path (a hidden page without either in
 * the menu lights the item whose path is its longest prefix), external links in a new tab, titles longer than
 * 5 characters with a tooltip. Hidden items and the single-visible-child rule are applied when the menu is built
 * (lib/routes/buildRoutes.ts).
 */
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from '@shared/i18n';
import { menuAncestors, menuHref, menuLeaves, type MenuItem } from '../lib/routes/buildRoutes';
import { useCurrentHandle, useTitleOf } from '../hooks/useRouteMeta';
import { MenuIcon } from './icons';
import Logo from './Logo';

type Items = NonNullable<MenuProps['items']>;
/** RuoYi shows a tooltip for titles longer than 5 characters. */
export const TOOLTIP_MIN_LENGTH = 6;

function Label({ text }: { text: string }) {
  return <span title={text.length >= TOOLTIP_MIN_LENGTH ? text : undefined}>{text}</span>;
}

export function toMenuItems(menus: MenuItem[], titleOf: (m: MenuItem) => string, newTabText: string): Items {
  return menus.map((m) => {
    const title = titleOf(m);
    const icon = <MenuIcon name={m.icon} />;
    if (m.children) return { key: m.key, icon, label: <Label text={title} />, children: toMenuItems(m.children, titleOf, newTabText) };
    const tooltip = title.length >= TOOLTIP_MIN_LENGTH ? title : undefined;
    const label = m.external ? (
      <a href={m.key} target="_blank" rel="noopener noreferrer" title={tooltip ?? `${title} (${newTabText})`}>
        {title}
      </a>
    ) : (
      <Link to={menuHref(m)} title={tooltip}>
        {title}
      </Link>
    );
    return { key: m.key, icon, label, title };
  });
}

/** RuoYi `unique-opened`: opening a sub-menu closes the others except its own ancestors. */
export function uniqueOpen(prev: string[], next: string[]): string[] {
  const latest = next.find((k) => !prev.includes(k));
  if (!latest) return next;
  return next.filter((k) => k === latest || latest.startsWith(`${k}/`));
}

/**
 * The menu key to light for the page: `activeKey` when it is a leaf of the menu, else the leaf whose path is the
 * longest prefix of it (`/monitor/job-log/index/1` → `/monitor/job`), else `activeKey` unchanged.
 */
export function selectedKeyFor(menus: MenuItem[], activeKey: string): string {
  const leaves = menuLeaves(menus).filter((m) => !m.external);
  if (leaves.some((m) => m.key === activeKey)) return activeKey;
  let best: string | undefined;
  for (const m of leaves) {
    if (m.key !== '/' && activeKey.startsWith(`${m.key}/`) && (!best || m.key.length > best.length)) best = m.key;
  }
  return best ?? activeKey;
}

export interface SidebarProps {
  collapsed: boolean;
  menus: MenuItem[];
  theme?: 'dark' | 'light';
  showLogo?: boolean;
  onNavigate?: () => void;
}

export default function Sidebar({ collapsed, menus, theme = 'dark', showLogo = true, onNavigate }: SidebarProps) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const handle = useCurrentHandle();
  const activeKey = selectedKeyFor(menus, handle.meta?.activeMenu || pathname);
  const titleOf = useTitleOf();

  const [openKeys, setOpenKeys] = useState<string[]>(() => menuAncestors(menus, activeKey));
  useEffect(() => {
    // follow navigation: open the branch of the active item (keeping what the user opened on it)
    const ancestors = menuAncestors(menus, activeKey);
    if (ancestors.length) setOpenKeys(ancestors);
  }, [menus, activeKey]);

  const items = useMemo(
    () => toMenuItems(menus, (m) => titleOf({ title: m.title, titleKey: m.titleKey }), t('layout.opensInNewTab')),
    [menus, titleOf, t],
  );

  return (
    <div className={`admin-sidebar admin-sidebar--${theme}`}>
      {showLogo && <Logo collapsed={collapsed} />}
      <nav className="admin-sidebar__nav" aria-label={t('layout.mainMenu')}>
        <Menu
          mode="inline"
          theme={theme}
          inlineCollapsed={collapsed}
          selectedKeys={[activeKey]}
          {...(collapsed ? {} : { openKeys, onOpenChange: (keys: string[]) => setOpenKeys((prev) => uniqueOpen(prev, keys)) })}
          items={items}
          onClick={() => onNavigate?.()}
        />
      </nav>
    </div>
  );
}
