/**
 * Pure route building: the `/getRouters` tree (ruoyi-contract.md 3.4) → the admin's route records and sidebar items.
 *
 * Nothing here knows React or react-router: `AdminRoute` is plain data, turned into router objects by
 * `dynamicRoutes.tsx` through the view registry. That keeps these rules unit-testable against the sample JSON.
 *
 * Rules (RuoYi-Vue3 `permission` store + vue-element-admin `SidebarItem`):
 * - routes: external (http) paths are never registered; a `ParentView` directory with children is flattened into
 *   its parent with joined paths (`log` + `operlog` → `log/operlog`), so the router needs only two levels;
 *   a missing component is `Layout` at the top, `ParentView` for a nested directory;
 * - menu: `hidden` items are skipped; a parent with exactly one visible child (and no `alwaysShow`) shows the child;
 *   http paths stay as external links; the `query` JSON string is parsed for the link.
 */
import type { RouterItem, RouterMeta } from '@shared/contract';
import { checkPermi, checkRole } from '@shared/auth/permission';

export const LAYOUT = 'Layout';
export const PARENT_VIEW = 'ParentView';
export const INNER_LINK = 'InnerLink';

export interface AdminRouteMeta extends RouterMeta {
  /** key in the `admin` i18n namespace (static routes); when absent the server's `title` is shown as is */
  titleKey?: string;
}

export interface AdminRoute {
  /** as the router nests it: absolute at the top (`/system`), relative below (`user`, `log/operlog`) */
  path: string;
  /** absolute path inside the app (without the `/admin` basename) */
  fullPath: string;
  name?: string;
  /** `Layout` | `ParentView` | `InnerLink` | a view path such as `system/dict/index` */
  component: string;
  meta: AdminRouteMeta;
  hidden: boolean;
  redirect?: string;
  /** JSON text from the server (`{"id":1}`) */
  query?: string;
  /** titles of the ParentView directories flattened away above this route (for the breadcrumb) */
  parents?: string[];
  /** any-of permissions needed to register the route (static detail routes) */
  permissions?: string[];
  /** any-of roles needed to register the route */
  roles?: string[];
  /** route param → pattern its value must match (e.g. digits only); a mismatch is a 404 */
  paramPatterns?: Record<string, RegExp>;
  children?: AdminRoute[];
}

export interface MenuItem {
  /** absolute in-app path, or the URL of an external link */
  key: string;
  title: string;
  /** key in the `admin` i18n namespace (static entries); the server's title otherwise */
  titleKey?: string;
  icon?: string;
  external: boolean;
  /** parsed `query` of the router item, added to the link */
  query?: Record<string, string>;
  /** present for sub-menus */
  children?: MenuItem[];
}

export interface Access {
  permissions: string[];
  roles: string[];
}

// ---------------------------------------------------------------------------------------------
// paths

export function isExternal(path: string | undefined | null): boolean {
  return !!path && /^(https?:|mailto:|tel:)/i.test(path);
}

/** `path.resolve` for URL paths: absolute `child` wins, `.`-free joins, no trailing slash (except `/`). */
export function joinPath(base: string, child: string): string {
  if (isExternal(child)) return child;
  const raw = child.startsWith('/') ? child : `${base}/${child}`;
  const joined = `/${raw.split('/').filter(Boolean).join('/')}`;
  return joined;
}

/** `{"id":1}` → `{id: '1'}`; invalid or empty → undefined. */
export function parseQuery(query: string | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  try {
    const obj: unknown = JSON.parse(query);
    if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return undefined;
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(obj as Record<string, unknown>)) {
      if (v !== null && v !== undefined) out[k] = String(v);
    }
    return Object.keys(out).length ? out : undefined;
  } catch {
    return undefined;
  }
}

function metaOf(item: RouterItem): AdminRouteMeta {
  return { ...(item.meta ?? { title: '' }) };
}

// ---------------------------------------------------------------------------------------------
// routes

function toRoute(item: RouterItem, parentFull: string, top: boolean): AdminRoute | null {
  if (isExternal(item.path)) return null; // external links are menu entries only
  const hasChildren = !!item.children?.length;
  // RuoYi defaults: a top-level entry is wrapped in the Layout, a nested directory is a ParentView, a nested
  // inner link an InnerLink; anything else without a component resolves to the "not available" view
  const component = item.component || (top ? LAYOUT : hasChildren ? PARENT_VIEW : item.meta?.link ? INNER_LINK : '');
  const fullPath = joinPath(parentFull, item.path);
  const route: AdminRoute = {
    path: item.path,
    fullPath,
    component,
    meta: metaOf(item),
    hidden: !!item.hidden,
  };
  if (item.name) route.name = item.name;
  if (item.redirect) route.redirect = item.redirect;
  if (item.query) route.query = item.query;
  if (hasChildren) {
    const children = flattenParentViews(item.children ?? [], fullPath, '', []);
    if (children.length) route.children = children;
  }
  return route;
}

/** RuoYi `filterChildren`: ParentView directories disappear, their children move up with joined paths. */
function flattenParentViews(items: RouterItem[], parentFull: string, prefix: string, parents: string[]): AdminRoute[] {
  const out: AdminRoute[] = [];
  for (const item of items) {
    if (isExternal(item.path)) continue;
    const isParentView = (item.component === PARENT_VIEW || !item.component) && !!item.children?.length;
    const relPath = prefix ? `${prefix}/${item.path}` : item.path;
    if (isParentView) {
      const title = item.meta?.title;
      out.push(...flattenParentViews(item.children ?? [], parentFull, relPath, title ? [...parents, title] : parents));
      continue;
    }
    const route = toRoute({ ...item, path: relPath }, parentFull, false);
    if (!route) continue;
    if (parents.length) route.parents = parents;
    out.push(route);
  }
  return out;
}

/** Server tree → routes to register (top level absolute, children relative; ParentViews flattened). */
export function buildRouteTree(items: RouterItem[]): AdminRoute[] {
  const out: AdminRoute[] = [];
  for (const item of items) {
    const route = toRoute(item, '/', true);
    if (route) out.push(route);
  }
  return out;
}

/** Keep the routes the user may open (RuoYi `filterDynamicRoutes`): any-of permissions, any-of roles. */
export function filterByAccess(routes: AdminRoute[], access: Access): AdminRoute[] {
  return routes.filter((r) => {
    if (r.permissions?.length) return checkPermi(access.permissions, r.permissions);
    if (r.roles?.length) return checkRole(access.roles, r.roles);
    return true;
  });
}

/** Every route with its full path, depth first (parents before children). */
export function flattenRoutes(routes: AdminRoute[]): AdminRoute[] {
  const out: AdminRoute[] = [];
  const walk = (list: AdminRoute[]) => {
    for (const r of list) {
      out.push(r);
      if (r.children) walk(r.children);
    }
  };
  walk(routes);
  return out;
}

// ---------------------------------------------------------------------------------------------
// sidebar

function menuLeaf(item: RouterItem, key: string): MenuItem {
  const leaf: MenuItem = {
    key,
    title: item.meta?.title ?? '',
    external: isExternal(key),
  };
  if (item.meta?.icon && item.meta.icon !== '#') leaf.icon = item.meta.icon;
  const query = parseQuery(item.query);
  if (query) leaf.query = query;
  return leaf;
}

function resolveMenuPath(basePath: string, routePath: string): string {
  if (isExternal(routePath)) return routePath;
  if (isExternal(basePath)) return basePath;
  return joinPath(basePath || '/', routePath);
}

function menuItem(item: RouterItem, basePath: string): MenuItem | null {
  if (item.hidden) return null;
  const ownPath = resolveMenuPath(basePath, item.path);
  const visible = (item.children ?? []).filter((c) => !c.hidden);

  // vue-element-admin hasOneShowingChild: one visible child (or none) → render it as a plain item
  if (!item.alwaysShow && visible.length <= 1) {
    const only = visible[0];
    if (!only) {
      // every child hidden: a directory has nothing to open, a page is still a page
      const isDirectory = !!item.children?.length && [undefined, '', LAYOUT, PARENT_VIEW].includes(item.component);
      return isDirectory ? null : menuLeaf(item, ownPath);
    }
    if (!only.children?.some((c) => !c.hidden)) {
      const leaf = menuLeaf(only, resolveMenuPath(ownPath, only.path));
      if (!leaf.icon && item.meta?.icon && item.meta.icon !== '#') leaf.icon = item.meta.icon;
      return leaf;
    }
  }
  if (!item.children?.length) return menuLeaf(item, ownPath);

  const children = buildMenu(item.children, ownPath);
  if (!children.length) return null; // a directory with nothing to show
  const sub: MenuItem = { key: ownPath, title: item.meta?.title ?? '', external: false, children };
  if (item.meta?.icon && item.meta.icon !== '#') sub.icon = item.meta.icon;
  return sub;
}

/**
 * The tree with every view whose page this build does not have marked hidden (`isBuilt(component)` false), so no
 * menu, top-nav entry or route search leads to the "page not available" view: a page is in the menu when it works.
 * Its route stays registered (an old bookmark shows that view, not a 404). Layouts, ParentViews, InnerLinks and
 * external links are left as they are; a directory whose children are all hidden then drops out of the menu.
 */
export function hideUnbuilt(items: RouterItem[], isBuilt: (component: string) => boolean): RouterItem[] {
  return items.map((item) => {
    const children = item.children ? hideUnbuilt(item.children, isBuilt) : item.children;
    const c = item.component;
    const isView = !!c && ![LAYOUT, PARENT_VIEW, INNER_LINK].includes(c) && !isExternal(item.path);
    const hidden = item.hidden || (isView && !item.children?.length && !isBuilt(c));
    return { ...item, hidden, ...(children ? { children } : {}) };
  });
}

/** Server tree → sidebar items (the tree as the user sees it; ParentView directories stay sub-menus). */
export function buildMenu(items: RouterItem[], basePath = ''): MenuItem[] {
  const out: MenuItem[] = [];
  for (const item of items) {
    const m = menuItem(item, basePath);
    if (m) out.push(m);
  }
  return out;
}

/** The leaves of the menu (what the user can open), in menu order. */
export function menuLeaves(menus: MenuItem[]): MenuItem[] {
  const out: MenuItem[] = [];
  const walk = (list: MenuItem[]) => {
    for (const m of list) {
      if (m.children) walk(m.children);
      else out.push(m);
    }
  };
  walk(menus);
  return out;
}

/** The menu items from the outermost sub-menu down to the leaf `key`; empty when `key` is not a leaf of the menu. */
export function menuChain(menus: MenuItem[], key: string): MenuItem[] {
  const path: MenuItem[] = [];
  const walk = (list: MenuItem[]): boolean => {
    for (const m of list) {
      path.push(m);
      if (m.children ? walk(m.children) : m.key === key) return true;
      path.pop();
    }
    return false;
  };
  return walk(menus) ? [...path] : [];
}

/** Keys of the sub-menus leading to `key` (to open them), outermost first; empty when not found. */
export function menuAncestors(menus: MenuItem[], key: string): string[] {
  return menuChain(menus, key)
    .slice(0, -1)
    .map((m) => m.key);
}

/** A menu link with its query string (`/system/user?id=1`). */
export function menuHref(item: MenuItem): string {
  if (!item.query) return item.key;
  const qs = new URLSearchParams(item.query).toString();
  return qs ? `${item.key}${item.key.includes('?') ? '&' : '?'}${qs}` : item.key;
}
