/**
 * Breadcrumb trail (pure), RuoYi's rules (ruoyi-contract 1.4):
 * - built from the matched routes that have a title (a `ParentView` directory flattened away above a page still
 *   shows, by its title); an item with `meta.breadcrumb === false` is left out;
 * - 首页 first, unless the trail starts at the dashboard;
 * - items whose route redirects to `noRedirect`, and the last item, are not clickable; others link to their redirect
 *   or their own path;
 * - a hidden detail page (`meta.activeMenu`) sits under its list page's menu branch, the list page clickable.
 * The component freezes the trail while on `/redirect/*` (the refresh helper).
 */
import { menuChain, type MenuItem } from '../lib/routes/buildRoutes';
import { HOME_MENU, HOME_PATH } from '../lib/routes/staticRoutes';
import type { RouteHandle } from '../lib/routes/types';

export const NO_REDIRECT = 'noRedirect';

export interface Crumb {
  title: string;
  titleKey?: string;
  /** clickable when set */
  path?: string;
}

function crumbOf(handle: RouteHandle): Crumb | null {
  const meta = handle.meta;
  if (!meta?.title || meta.breadcrumb === false) return null;
  const crumb: Crumb = { title: meta.title };
  if (meta.titleKey) crumb.titleKey = meta.titleKey;
  if (handle.redirect !== NO_REDIRECT) {
    const target = handle.redirect || handle.fullPath;
    if (target && !target.includes(':')) crumb.path = target;
  }
  return crumb;
}

/**
 * @param menus the sidebar tree (for the branch of a detail page's list page)
 * @param pathname the current in-app path
 * @param trail the handles of the matched routes, outermost first (`useMatches()`)
 */
export function buildBreadcrumb(menus: MenuItem[], pathname: string, trail: readonly RouteHandle[]): Crumb[] {
  const withMeta = trail.filter((h) => h.meta);
  const current = withMeta[withMeta.length - 1];
  let crumbs: Crumb[] = [];
  for (const h of withMeta) {
    for (const title of h.parents ?? []) crumbs.push({ title });
    const c = crumbOf(h);
    if (c) crumbs.push(c);
  }

  const activeMenu = current?.meta?.activeMenu;
  if (activeMenu && activeMenu !== pathname) {
    // a detail page: its list page's branch first, the list page itself clickable
    const chain = menuChain(menus, activeMenu);
    if (chain.length) {
      const branch: Crumb[] = chain.map((m, i) => ({
        title: m.title,
        ...(m.titleKey ? { titleKey: m.titleKey } : {}),
        ...(i === chain.length - 1 ? { path: activeMenu } : {}),
      }));
      const own = current.meta?.breadcrumb === false ? [] : crumbs.slice(-1);
      crumbs = [...branch, ...own];
    }
  }

  if (!crumbs.length) return [];
  const startsAtHome = crumbs[0]!.path === HOME_PATH || (pathname === HOME_PATH && withMeta.length === 1);
  if (!startsAtHome) crumbs.unshift({ title: HOME_MENU.title, titleKey: HOME_MENU.titleKey, path: HOME_PATH });
  // the last item is where we are: never a link
  const last = crumbs[crumbs.length - 1]!;
  crumbs[crumbs.length - 1] = { title: last.title, ...(last.titleKey ? { titleKey: last.titleKey } : {}) };
  return crumbs;
}
