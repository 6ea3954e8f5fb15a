/**
 * The sidebar menu from the server's routes (RuoYi Sidebar / vue-element-admin SidebarItem): dark antd Menu,
 * one sub-menu open at a time, active item = `meta.activeMenu` or the path, external links in a new tab,
 * titles longer than 5 characters with a tooltip.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermissionStore } from '../stores/permission';
import { menuAncestors, menuHref, type MenuItem } from '../router/buildRoutes';
import { useCurrentHandle, useTitleOf } from '../hooks/useRouteMeta';
import { MenuIcon } from './icons';
import Logo from './Logo';

type Items = NonNullable<MenuProps['items']>;
/** RuoYi shows a tooltip for titles longer than this. */
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

export default function Sidebar({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  const menus = usePermissionStore((s) => s.menus);
  const { pathname } = useLocation();
  const handle = useCurrentHandle();
  const activeKey = handle.meta?.activeMenu || pathname;
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
    <div className="admin-sidebar">
      <Logo collapsed={collapsed} />
      <nav className="admin-sidebar__nav" aria-label={t('layout.mainMenu')}>
        <Menu
          mode="inline"
          theme="dark"
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
