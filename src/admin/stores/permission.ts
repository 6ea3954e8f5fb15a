/**
 * Permission store (RuoYi `permission`): the routes and sidebar built from `/getRouters` for the current user.
 * `generateRoutes` is called once per session by the route guard; the router registers `routes` on the
 * next navigation (see router/index.tsx).
 */
import { create } from 'zustand';
import { getRouters } from '@shared/api/session';
import type { RouterItem } from '@shared/contract';
import { buildMenu, buildRouteTree, filterByAccess, type Access, type AdminRoute, type MenuItem } from '../router/buildRoutes';
import { DETAIL_ROUTES, HOME_MENU } from '../router/staticRoutes';

export interface PermissionState {
  /** the raw server tree (later: top nav, route search) */
  serverRoutes: RouterItem[];
  /** routes to register: the server's (ParentViews flattened, external links dropped) + permitted detail routes */
  routes: AdminRoute[];
  /** the sidebar: 首页 first, then the server's menus */
  menus: MenuItem[];
  /** true once generateRoutes succeeded for this session */
  generated: boolean;
  generateRoutes(access: Access): Promise<AdminRoute[]>;
  reset(): void;
}

const empty = { serverRoutes: [], routes: [], menus: [], generated: false };

export const usePermissionStore = create<PermissionState>()((set) => ({
  ...empty,

  async generateRoutes(access) {
    const res = await getRouters();
    const data = Array.isArray(res.data) ? res.data : [];
    const routes = [...buildRouteTree(data), ...filterByAccess([...DETAIL_ROUTES], access)];
    set({ serverRoutes: data, routes, menus: [HOME_MENU, ...buildMenu(data)], generated: true });
    return routes;
  },

  reset() {
    set({ ...empty });
  },
}));
