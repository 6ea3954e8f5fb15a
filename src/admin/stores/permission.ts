/**
 * Permission store (RuoYi `permission`): the routes and sidebar built from `/getRouters` for the current user.
 * `generateRoutes` is called once per session by the route guard; the router registers `routes` on the
 * next navigation (see router/index.tsx).
 */
import { create } from 'zustand';
import { getRouters } from '@shared/api/session';
import type { RouterItem } from '@shared/contract';
import { getLanguage, type Lang } from '@shared/i18n';
import { buildMenu, buildRouteTree, filterByAccess, hideUnbuilt, joinPath, type Access, type AdminRoute, type MenuItem } from '../lib/routes/buildRoutes';
import { DETAIL_ROUTES, HOME_MENU, REPORT_MENU } from '../lib/routes/staticRoutes';
import { setRetitled } from './retitled';

export interface PermissionState {
  /** the raw server tree (later: top nav, route search) */
  serverRoutes: RouterItem[];
  /** routes to register: the server's (ParentViews flattened, external links dropped) + permitted detail routes */
  routes: AdminRoute[];
  /** the sidebar: 首页 first, then the server's menus */
  menus: MenuItem[];
  /** true once generateRoutes succeeded for this session */
  generated: boolean;
  /** the language the server's titles (in `serverRoutes`, `menus` and the registered routes) are in */
  titlesLang: Lang | null;
  /**
   * `isBuilt(component)`: whether this build has the view a menu names; the others leave the menu (`hideUnbuilt`).
   * The guard passes the view registry's answer (stores do not import the router).
   */
  generateRoutes(access: Access, isBuilt?: (component: string) => boolean): Promise<AdminRoute[]>;
  /**
   * Follow a language switch: the server answers menu titles in the request's language, so ask `/getRouters` again
   * and map each loaded title to the new one. The routes stay registered as they are (react-router keeps them
   * for the page load); every title shown goes through `useTitleOf`, which reads the map this sets (./retitled.ts).
   */
  retitle(lang: Lang): Promise<void>;
  reset(): void;
}

const empty = { serverRoutes: [], routes: [], menus: [], generated: false, titlesLang: null };

/** Every server entry's title by its full path (directories too: the breadcrumb shows them). */
export function titlesByPath(items: RouterItem[], base = '/', out = new Map<string, string>()): Map<string, string> {
  for (const item of items) {
    const path = joinPath(base, item.path);
    // RuoYi's `/` wrappers of top-level pages carry their child's title (if any): the child's path is the key
    if (item.meta?.title && item.path !== '/') out.set(path, item.meta.title);
    if (item.children) titlesByPath(item.children, path, out);
  }
  return out;
}

/** Loaded title → new title, for the entries whose title differs between two answers of `/getRouters`. */
export function titleChanges(loaded: RouterItem[], now: RouterItem[]): Record<string, string> {
  const next = titlesByPath(now);
  const out: Record<string, string> = {};
  for (const [path, title] of titlesByPath(loaded)) {
    const to = next.get(path);
    if (to && to !== title) out[title] = to;
  }
  return out;
}

export const usePermissionStore = create<PermissionState>()((set, get) => ({
  ...empty,

  async generateRoutes(access, isBuilt = () => true) {
    const titlesLang = getLanguage();
    const res = await getRouters();
    const data = hideUnbuilt(Array.isArray(res.data) ? res.data : [], isBuilt);
    const routes = [...buildRouteTree(data), ...filterByAccess([...DETAIL_ROUTES], access)];
    set({ serverRoutes: data, routes, menus: [HOME_MENU, REPORT_MENU, ...buildMenu(data)], generated: true, titlesLang });
    setRetitled({});
    return routes;
  },

  async retitle(lang) {
    const { generated, titlesLang, serverRoutes } = get();
    if (!generated || !titlesLang) return;
    if (lang === titlesLang) {
      setRetitled({});
      return;
    }
    const res = await getRouters();
    // a later switch (or a logout) wins
    if (getLanguage() !== lang || get().serverRoutes !== serverRoutes) return;
    setRetitled(titleChanges(serverRoutes, Array.isArray(res.data) ? res.data : []));
  },

  reset() {
    set({ ...empty });
    setRetitled({});
  },
}));
