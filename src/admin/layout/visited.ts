/**
 * Which pages become tabs, and keeping the tags-view store in step with navigation (RuoYi TagsView `addTags` /
 * `initTags`): a tab per visited named route with a title (not the `/redirect` helper, not a page that failed);
 * the affix tabs (the dashboard, and server routes with `meta.affix`) are added first.
 */
import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation } from 'react-router-dom';
import { flattenRoutes, type AdminRoute } from '../lib/routes/buildRoutes';
import { HOME_MENU, HOME_PATH } from '../lib/routes/staticRoutes';
import type { RouteHandle } from '../lib/routes/types';
import { useCurrentHandle } from '../hooks/useRouteMeta';
import { usePermissionStore } from '../stores/permission';
import { useTagsViewStore, type TagView } from '../stores/tagsView';

export const REDIRECT_PREFIX = '/redirect';

export function isRedirectPath(pathname: string): boolean {
  return pathname === REDIRECT_PREFIX || pathname.startsWith(`${REDIRECT_PREFIX}/`);
}

/** The tab of the page at `pathname` with route handle `handle`, or null when it gets none. */
export function viewOf(handle: RouteHandle, pathname: string, search = ''): TagView | null {
  const meta = handle.meta;
  if (!handle.name || !meta?.title || isRedirectPath(pathname)) return null;
  const view: TagView = {
    path: pathname,
    fullPath: `${pathname}${search}`,
    name: handle.name,
    title: meta.title,
    affix: !!meta.affix,
    noCache: !!meta.noCache,
  };
  if (meta.titleKey) view.titleKey = meta.titleKey;
  if (meta.icon && meta.icon !== '#') view.icon = meta.icon;
  return view;
}

/** The dashboard tab, always first. */
export const HOME_VIEW: TagView = {
  path: HOME_PATH,
  fullPath: HOME_PATH,
  name: 'Index',
  title: HOME_MENU.title,
  titleKey: HOME_MENU.titleKey,
  icon: 'dashboard',
  affix: true,
  noCache: false,
};

/** The affix tabs: the dashboard, then server routes with `meta.affix` (parameterless ones). */
export function affixViews(routes: readonly AdminRoute[]): TagView[] {
  const out: TagView[] = [HOME_VIEW];
  for (const r of flattenRoutes([...routes])) {
    if (!r.meta.affix || !r.name || !r.meta.title || r.fullPath.includes(':') || r.children?.length) continue;
    if (out.some((v) => v.path === r.fullPath)) continue;
    out.push({ path: r.fullPath, fullPath: r.fullPath, name: r.name, title: r.meta.title, affix: true, noCache: !!r.meta.noCache });
  }
  return out;
}

/** True while the router shows an error (a 404 param, a failed chunk): such a page gets no tab and is not kept. */
export function useRouteFailed(): boolean {
  const state = useContext(UNSAFE_DataRouterStateContext);
  return !!state?.errors && Object.keys(state.errors).length > 0;
}

/** Keep the tabs in step with navigation (called once, by the layout). */
export function useVisitedViews(): void {
  const { pathname, search } = useLocation();
  const handle = useCurrentHandle();
  const routes = usePermissionStore((s) => s.routes);
  const failed = useRouteFailed();

  useEffect(() => {
    useTagsViewStore.getState().initAffix(affixViews(routes));
  }, [routes]);

  useEffect(() => {
    if (failed) return;
    const view = viewOf(handle, pathname, search);
    if (view) useTagsViewStore.getState().addView(view);
  }, [handle, pathname, search, failed]);
}
