import type { AdminRouteMeta } from './buildRoutes';

/** What every admin route carries in its react-router `handle` (read with `useMatches()`). */
export interface RouteHandle {
  meta?: AdminRouteMeta;
  /** RuoYi route name (tags view / keep-alive key in a later issue) */
  name?: string;
  /** absolute in-app path pattern */
  fullPath?: string;
  /** titles of flattened ParentView directories (breadcrumb) */
  parents?: string[];
  /** the component string the route was built from */
  component?: string;
  /** the route's redirect (`noRedirect`: not clickable in the breadcrumb) */
  redirect?: string;
}

export function handleOf(match: { handle?: unknown } | undefined): RouteHandle {
  return (match?.handle as RouteHandle | undefined) ?? {};
}
