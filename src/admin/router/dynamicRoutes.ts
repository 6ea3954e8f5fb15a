/**
 * AdminRoute data → react-router route objects, through the view registry.
 *
 * The shell (`Layout`) is mounted once, by the static `layout` route, above every page: a server entry whose
 * component is `Layout` (or a nested `ParentView`) becomes a path-only route (its element is an outlet), so moving
 * between `/system/*` and `/monitor/*` never remounts the sidebar. A directory's own path redirects to its first page.
 */
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { AdminRoute } from '../lib/routes/buildRoutes';
import type { RouteHandle } from '../lib/routes/types';
import { viewRegistry as defaultRegistry, type ViewRegistry } from './viewRegistry';

/** Loader rejecting params that do not match their pattern (e.g. `:userId` digits only) with a 404. */
export function paramGuard(patterns: Record<string, RegExp>) {
  return ({ params }: LoaderFunctionArgs): null => {
    for (const [name, re] of Object.entries(patterns)) {
      const value = params[name];
      if (value !== undefined && !re.test(value)) throw new Response(null, { status: 404, statusText: 'Not Found' });
    }
    return null;
  };
}

function firstPage(route: AdminRoute): string | undefined {
  for (const child of route.children ?? []) {
    if (child.hidden) continue;
    if (child.children?.length) {
      const deeper = firstPage(child);
      if (deeper) return deeper;
    } else if (!child.path.includes(':')) {
      return child.fullPath;
    }
  }
  return undefined;
}

export function toRouteObject(route: AdminRoute, registry: ViewRegistry = defaultRegistry): RouteObject {
  const handle: RouteHandle = { meta: route.meta, fullPath: route.fullPath, component: route.component };
  if (route.name) handle.name = route.name;
  if (route.parents) handle.parents = route.parents;
  if (route.redirect) handle.redirect = route.redirect;

  const view = registry.resolve(route.component);
  const wrapper = view.kind === 'layout' || view.kind === 'parentView';
  const obj: RouteObject = { path: route.path, handle };
  if (!wrapper) obj.lazy = async () => ({ Component: await view.load() });
  if (route.paramPatterns) obj.loader = paramGuard(route.paramPatterns);

  const children = (route.children ?? []).map((c) => toRouteObject(c, registry));
  // (not for RuoYi's `/` wrapper of root-level pages: `/` itself is the dashboard redirect)
  if (wrapper && children.length && route.fullPath !== '/') {
    const first = firstPage(route);
    if (first) children.unshift({ index: true, loader: () => redirect(first), element: null });
  }
  if (children.length) obj.children = children;
  return obj;
}

export function toRouteObjects(routes: AdminRoute[], registry: ViewRegistry = defaultRegistry): RouteObject[] {
  return routes.map((r) => toRouteObject(r, registry));
}
