/**
 * How the login and register pages navigate, without importing the router: their first visit (no token) renders
 * them before react-router is loaded (src/admin/authEntry.tsx); inside the router (router/authNav.tsx) the same
 * pages get react-router's location and navigation. Paths are the app's (`/dss/index`, no `/admin` basename).
 */
import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import { BASENAME } from '../../lib/routes/staticRoutes';

export interface AuthNav {
  /** the current query string (`?redirect=...`) */
  search: string;
  /** go to an app path; resolves once the target has taken over (or the navigation ended) */
  go(to: string, options?: { replace?: boolean }): Promise<void>;
}

const AuthNavContext = createContext<AuthNav | null>(null);
export const AuthNavProvider = AuthNavContext.Provider;

export function useAuthNav(): AuthNav {
  const nav = useContext(AuthNavContext);
  if (!nav) throw new Error('useAuthNav outside an AuthNavProvider');
  return nav;
}

/** A link to an app path: a real `href` (new tab, copy link), an in-app navigation on a plain click. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  const { go } = useAuthNav();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    void go(to);
  };
  return (
    <a href={`${BASENAME}${to}`} onClick={onClick}>
      {children}
    </a>
  );
}
