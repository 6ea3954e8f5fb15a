/**
 * Full page loads (logout, re-login): a fresh page drops every route registered for the previous session.
 * An object so tests can replace `assign`.
 */
import { BASENAME } from '../lib/routes/staticRoutes';
import { stripBasename } from '../router/guard';

export const appLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** An in-app path (`/login?redirect=…`) → the browser URL under the basename (`/admin/login?redirect=…`). */
export function withBasename(path: string): string {
  return `${BASENAME}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The current in-app path with its query (`/system/user?x=1`), from the browser location. */
export function currentFullPath(): string {
  return `${stripBasename(window.location.pathname)}${window.location.search}`;
}
