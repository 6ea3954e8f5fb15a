/** Breadcrumb trail (pure): from the sidebar tree when the page is in it, else from the route meta. */
import { menuChain, type MenuItem } from '../router/buildRoutes';
import { HOME_MENU, HOME_PATH } from '../router/staticRoutes';
import type { RouteHandle } from '../router/types';

export interface Crumb {
  title: string;
  titleKey?: string;
  /** clickable when set */
  path?: string;
}

export function buildBreadcrumb(menus: MenuItem[], pathname: string, current: RouteHandle): Crumb[] {
  const meta = current.meta;
  if (meta?.breadcrumb === false) return [];
  const activeMenu = meta?.activeMenu;
  const key = activeMenu || pathname;
  const chain = menuChain(menus, key);
  let crumbs: Crumb[];
  if (chain.length) {
    crumbs = chain.map((m) => ({ title: m.title, ...(m.titleKey ? { titleKey: m.titleKey } : {}) }));
    if (activeMenu && meta?.title) {
      // a detail page: its list page is the parent and clickable
      crumbs[crumbs.length - 1] = { ...crumbs[crumbs.length - 1]!, path: activeMenu };
      crumbs.push({ title: meta.title, ...(meta.titleKey ? { titleKey: meta.titleKey } : {}) });
    }
  } else {
    crumbs = [
      ...(current.parents ?? []).map((title) => ({ title })),
      ...(meta?.title ? [{ title: meta.title, ...(meta.titleKey ? { titleKey: meta.titleKey } : {}) }] : []),
    ];
  }
  if (key !== HOME_PATH && pathname !== HOME_PATH) {
    crumbs.unshift({ title: HOME_MENU.title, titleKey: HOME_MENU.titleKey, path: HOME_PATH });
  }
  return crumbs;
}
