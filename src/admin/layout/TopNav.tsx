/**
 * The top menu (settings "top nav"): the top-level menus in the navbar, as many as `max(1, floor(width / 3 / 85))`,
 * the rest under 更多菜单. Choosing an item with children loads them into the sidebar; an item without children
 * navigates (its page has no sidebar); an external link opens a new window.
 */
import { useEffect, useMemo, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '@shared/i18n';
import { menuHref, type MenuItem } from '../lib/routes/buildRoutes';
import { usePermissionStore } from '../stores/permission';
import { useAppStore } from '../stores/app';
import { useTitleOf } from '../hooks/useRouteMeta';
import { MenuIcon } from './icons';
import { splitTopMenus } from './topNav';

export const MORE_KEY = '__more__';

function useBodyWidth(): number {
  const [width, setWidth] = useState(() => document.body.getBoundingClientRect().width || window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(document.body.getBoundingClientRect().width || window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

export default function TopNav({ activeKey }: { activeKey?: string }) {
  const { t } = useTranslation('admin');
  const menus = usePermissionStore((s) => s.menus);
  const chooseTopNav = useAppStore((s) => s.chooseTopNav);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const titleOf = useTitleOf();
  const width = useBodyWidth();

  const items = useMemo<NonNullable<MenuProps['items']>>(() => {
    const { visible, more } = splitTopMenus(menus, width);
    const toItem = (m: MenuItem) => ({ key: m.key, icon: <MenuIcon name={m.icon} />, label: titleOf(m) });
    const out: NonNullable<MenuProps['items']> = visible.map(toItem);
    if (more.length) out.push({ key: MORE_KEY, label: t('topNav.more'), children: more.map(toItem) });
    return out;
  }, [menus, width, titleOf, t]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const item = menus.find((m) => m.key === key);
    if (!item) return;
    if (item.external) {
      window.open(item.key, '_blank', 'noopener,noreferrer');
    } else if (item.children?.length) {
      chooseTopNav({ key: item.key, at: pathname });
    } else {
      chooseTopNav(null);
      void navigate(menuHref(item));
    }
  };

  return (
    <nav className="admin-topnav" aria-label={t('topNav.label')}>
      <Menu mode="horizontal" disabledOverflow selectedKeys={activeKey ? [activeKey] : []} items={items} onClick={onClick} />
    </nav>
  );
}
