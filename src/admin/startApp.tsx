/**
 * The whole admin app (the router, its guard, the shell's routes) in a root: loaded at once with a token, and after
 * login (or on the way to a page beyond login and register) when the first visit rendered the login page alone
 * (./authEntry.tsx).
 */
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { adoptSessionCookie } from '@shared/auth/store';
import AdminApp from './App';
import { createAdminRouter } from './router';

/** Render the app at the current URL; with `whenReady`, only once its first navigation (the guard too) is done. */
export function startApp(root: Root, whenReady = false): Promise<void> {
  adoptSessionCookie();
  const router = createAdminRouter();
  const render = () =>
    root.render(
      <StrictMode>
        <AdminApp router={router} />
      </StrictMode>,
    );
  if (!whenReady || router.state.initialized) {
    render();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      render();
      resolve();
    });
  });
}
