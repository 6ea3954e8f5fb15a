/**
 * The route guard (RuoYi `permission.js`, spec section 4), as the root route's middleware: it runs before every
 * navigation and before any loader of the target (react-router's `future.v8_middleware`), like a vue-router
 * `beforeEach`:
 *
 * - no token: `/login` and `/register` pass; anything else → `/login?redirect=<path>`;
 * - token and `/login` → the dashboard;
 * - token and no roles yet: `getInfo()`, then `getRouters()` (permission store), then re-enter the same target
 *   with `replace`. The router registers the new routes while matching that second navigation
 *   (`patchRoutesOnNavigation`), so a hard refresh on a dynamic route such as `/system/dict` lands there, not on 404;
 * - any failure: clear the session locally, show the message, go to `/` (→ login, as the token is gone).
 */
import { redirect, replace, type MiddlewareFunction } from 'react-router-dom';
import { i18n } from '@shared/i18n';
import { getToken } from '@shared/auth/token';
import { BASENAME, LOGIN_PATH, WHITE_LIST } from '../lib/routes/staticRoutes';

/**
 * The session layer (auth store → request layer → axios, antd toasts; the permission store with the route builder and
 * the view registry) is loaded when first needed, with a token: the entry chunk only routes, and the login page's
 * first visit carries none of it but the auth store and the request layer, which its own chunk imports.
 */
export const loadSessionLayer = () =>
  Promise.all([
    import('@shared/auth/store'),
    import('../stores/permission'),
    import('../stores/user'),
    import('@shared/api/request'),
    import('./viewRegistry'),
  ]).then(([auth, permission, user, request, registry]) => ({
    useAuthStore: auth.useAuthStore,
    usePermissionStore: permission.usePermissionStore,
    useAdminUserStore: user.useAdminUserStore,
    getNotifier: request.getNotifier,
    currentViewCheck: registry.currentViewCheck,
  }));

let bootstrapping = false;
/** True while the guard loads the user and routes (a 401 then is the guard's business, not the relogin prompt's). */
export function isBootstrapping(): boolean {
  return bootstrapping;
}

/** `/admin/system/dict` → `/system/dict` (and `/admin` → `/`). */
export function stripBasename(pathname: string, basename = BASENAME): string {
  if (basename === '/' || !basename) return pathname || '/';
  if (pathname === basename) return '/';
  if (pathname.startsWith(`${basename}/`)) return pathname.slice(basename.length);
  return pathname || '/';
}

/** The login URL that brings the user back to `fullPath` afterwards. */
export function loginRedirect(fullPath: string): string {
  return fullPath && fullPath !== '/' ? `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}` : LOGIN_PATH;
}

function errorText(err: unknown): string {
  if (err instanceof Error && err.message) return err.message;
  if (typeof err === 'string' && err) return err;
  return i18n.t('admin:guard.loadFailed', { defaultValue: '加载用户信息失败，请重新登录' });
}

export type GuardDecision =
  | { type: 'pass' }
  | { type: 'redirect'; to: string }
  | { type: 'reenter'; to: string };

/** The guard's decision for a target (pure apart from the stores and the two calls it makes). */
export async function decide(path: string, fullPath: string): Promise<GuardDecision> {
  if (!getToken()) {
    return WHITE_LIST.includes(path) ? { type: 'pass' } : { type: 'redirect', to: loginRedirect(fullPath) };
  }
  if (path === LOGIN_PATH) return { type: 'redirect', to: '/' };
  if (WHITE_LIST.includes(path)) return { type: 'pass' };

  const { useAuthStore, usePermissionStore, useAdminUserStore, getNotifier, currentViewCheck } = await loadSessionLayer();
  const auth = useAuthStore.getState();
  const permission = usePermissionStore.getState();
  if (auth.roles.length > 0 && permission.generated) return { type: 'pass' };

  bootstrapping = true;
  try {
    useAdminUserStore.getState().setInfo(await auth.getInfo());
    const { roles, permissions } = useAuthStore.getState();
    await usePermissionStore.getState().generateRoutes({ roles, permissions }, currentViewCheck());
    return { type: 'reenter', to: fullPath };
  } catch (err) {
    useAuthStore.getState().fedLogout();
    usePermissionStore.getState().reset();
    useAdminUserStore.getState().reset();
    getNotifier().error(errorText(err));
    return { type: 'redirect', to: '/' };
  } finally {
    bootstrapping = false;
  }
}

/** The root route's middleware. */
export const guardMiddleware: MiddlewareFunction = async ({ request }, next) => {
  const url = new URL(request.url);
  const path = stripBasename(url.pathname);
  const fullPath = `${path}${url.search}`;
  const decision = await decide(path, fullPath);
  if (decision.type === 'redirect') throw redirect(decision.to);
  if (decision.type === 'reenter') throw replace(decision.to);
  return next();
};
