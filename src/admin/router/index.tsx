/**
 * The admin router: static routes + the routes built from `/getRouters`, under the basename `/admin`.
 *
 * Registering the server's routes: react-router's data routers have no public `addRoute`. Rebuilding the whole
 * router after login would throw away its history listener and in-flight state, so we use the documented
 * `patchRoutesOnNavigation` hook instead. The guard (root loader, ./guard.ts) loads the user and the routes into the
 * permission store and re-enters the target with `replace`; while matching that navigation the router finds no
 * better match than the catch-all and asks `patchRoutesOnNavigation`, which patches the store's routes (once per
 * page load) under the shell's `content` route. Logging out reloads the page, so routes never outlive a session.
 * The catch-all 404 is a root child, matched only when nothing else (static or patched) does.
 */
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  createMemoryRouter,
  redirect,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import type { AdminRoute } from '../lib/routes/buildRoutes';
import { guardMiddleware } from './guard';
import { BASENAME, HOME_PATH } from '../lib/routes/staticRoutes';
import type { RouteHandle } from '../lib/routes/types';
import RootShell from './RootShell';
import { RoutedAuthNav } from './authNav';
import BootScreen from '../components/BootScreen';
import RootError from '../components/RootError';

export const ROOT_ROUTE_ID = 'root';
export const LAYOUT_ROUTE_ID = 'layout';
/** The shell's content outlet: every page inside the layout, static or from the server, is its child. */
export const CONTENT_ROUTE_ID = 'content';

type Module = { default: ComponentType };
const lazyPage = (load: () => Promise<Module>) => async () => ({ Component: (await load()).default });
/** The login or register page, given react-router's navigation (they import no router: src/admin/authEntry.tsx). */
const authPage = (load: () => Promise<Module>) => async () => {
  const { default: Page } = await load();
  return { Component: () => <RoutedAuthNav page={Page} /> };
};
/**
 * The view registry (every view's loader, the pages' texts) and the route builder load after login, with the shell:
 * the login page's first visit carries neither (tests/unit/admin/firstLoad.test.ts).
 */
const loadRegistry = () => import('./viewRegistry');
/** A page inside the shell: its code and the pages' texts, fetched together. */
const shellPage = (load: () => Promise<Module>) =>
  lazyPage(() => Promise.all([load(), loadRegistry().then((r) => r.loadViewTexts())]).then(([m]) => m));
const page = (meta: RouteHandle['meta'], name?: string, fullPath?: string): RouteHandle => ({
  meta,
  ...(name ? { name } : {}),
  ...(fullPath ? { fullPath } : {}),
});

/**
 * A static route whose page lives in the view registry: the first candidate file that exists, else the "not
 * available" view. (The pages are written separately from the shell; RuoYi keeps the profile at
 * `views/system/user/profile/index.vue`, the dashboard at `views/index.vue`.)
 */
export const STATIC_VIEWS = {
  statistics: ['index', 'index/index', 'dss/statistics', 'statistics', 'dss/report', 'report'],
  profile: ['system/user/profile', 'user/profile'],
} as const;

export function registryPage(candidates: readonly string[]) {
  return async () => {
    const { viewRegistry, loadMissingView } = await loadRegistry();
    for (const c of candidates) {
      const view = viewRegistry.resolve(c);
      if (view.kind === 'view') return { Component: await view.load() };
    }
    return { Component: await loadMissingView() };
  };
}

export function createRoutes(): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      // runs first on every navigation, before any loader below (future.v8_middleware)
      middleware: [guardMiddleware],
      Component: RootShell,
      HydrateFallback: BootScreen,
      ErrorBoundary: RootError,
      children: [
        {
          path: 'login',
          lazy: authPage(() => import('../views/login')),
          handle: page({ title: '登录', titleKey: 'route.login' }, 'Login'),
        },
        {
          path: 'register',
          lazy: authPage(() => import('../views/register')),
          handle: page({ title: '注册', titleKey: 'route.register' }, 'Register'),
        },
        { path: '401', lazy: lazyPage(() => import('../views/error/401')), handle: page({ title: '401', titleKey: 'route.e401' }) },
        { path: '404', lazy: lazyPage(() => import('../views/error/404')), handle: page({ title: '404', titleKey: 'route.e404' }) },
        {
          id: LAYOUT_ROUTE_ID,
          // the shell (its notice bell) and every page in it use the pages' texts: they load with the shell's code
          lazy: shellPage(() => import('../layout/Layout')),
          children: [
            {
              id: CONTENT_ROUTE_ID,
              // errors of a page (a 404 param, a failed chunk) render inside the shell
              lazy: () => import('../components/RouteError').then((m) => ({ ErrorBoundary: m.default })),
              children: [
                { index: true, loader: () => redirect(HOME_PATH), element: null },
                {
                  path: HOME_PATH.slice(1),
                  lazy: shellPage(() => import('../views/dss')),
                  handle: page({ title: '首页', titleKey: 'route.home', icon: 'dashboard', affix: true }, 'Index', HOME_PATH),
                },
                {
                  // the statistics report
                  path: 'index',
                  lazy: registryPage(STATIC_VIEWS.statistics),
                  handle: page({ title: '统计报表', titleKey: 'route.statistics', icon: 'chart' }, 'Statistics', '/index'),
                },
                {
                  path: 'user/profile/:activeTab?',
                  lazy: registryPage(STATIC_VIEWS.profile),
                  handle: page({ title: '个人中心', titleKey: 'route.profile', icon: 'user' }, 'Profile', '/user/profile/:activeTab?'),
                },
                {
                  // refresh helper: /redirect/system/user?x=1 mounts an empty page, then replaces back
                  path: 'redirect/*',
                  lazy: lazyPage(() => import('../views/redirect')),
                  handle: page({ title: '', breadcrumb: false }),
                },
              ],
            },
          ],
        },
        { path: '*', lazy: lazyPage(() => import('../views/error/404')), handle: page({ title: '404', titleKey: 'route.e404' }) },
      ],
    },
  ];
}

/** Patches the permission store's routes into the router the first time they are needed (see the file comment). */
export function createRoutePatcher(): PatchRoutesOnNavigationFunction {
  let registered: AdminRoute[] | null = null;
  return async ({ patch }) => {
    const [{ usePermissionStore }, { toRouteObjects }] = await Promise.all([import('../stores/permission'), import('./dynamicRoutes')]);
    const { routes, generated } = usePermissionStore.getState();
    if (!generated || routes === registered) return;
    registered = routes;
    patch(CONTENT_ROUTE_ID, toRouteObjects(routes));
  };
}

export function createAdminRouter() {
  return createBrowserRouter(createRoutes(), {
    basename: BASENAME,
    future: { v8_middleware: true },
    patchRoutesOnNavigation: createRoutePatcher(),
  });
}

/** Same routes in memory (tests). Entries include the basename, e.g. `/admin/system/dict`. */
export function createAdminMemoryRouter(initialEntries: string[]) {
  return createMemoryRouter(createRoutes(), {
    basename: BASENAME,
    initialEntries,
    future: { v8_middleware: true },
    patchRoutesOnNavigation: createRoutePatcher(),
  });
}

export type AdminRouter = ReturnType<typeof createAdminRouter>;
