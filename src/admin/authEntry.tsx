/**
 * The first visit without a token to the login or register page: the page alone, without react-router, the guard,
 * the route tables or the shell (tests/unit/admin/firstLoad.test.ts keeps it so). Going anywhere else (after login,
 * or between login and register) loads the whole app (./startApp.tsx) at the new URL; the login form starts
 * fetching that app as soon as the visitor interacts with the page, so the step after login does not wait for it.
 */
import { StrictMode, useEffect, useMemo, type ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import { useTranslation } from '@shared/i18n';
import { AuthNavProvider, type AuthNav } from './components/authForm/nav';
import { BASENAME, LOGIN_PATH } from './lib/routes/staticRoutes';

let app: Promise<typeof import('./startApp')> | null = null;
/** The whole app's code (router, guard) and the session layer's, fetched once. */
export function prefetchApp(): Promise<typeof import('./startApp')> {
  app ??= import('./startApp');
  void import('./router/guard').then((g) => g.loadSessionLayer()).catch(() => undefined);
  return app;
}

function AuthTitle({ path }: { path: string }) {
  const { t } = useTranslation('admin');
  const title = t(path === LOGIN_PATH ? 'route.login' : 'route.register');
  const appTitle = t('app.title');
  useEffect(() => {
    document.title = `${title} - ${appTitle}`;
  }, [title, appTitle]);
  return null;
}

function AuthEntry({ root, path, page: Page }: { root: Root; path: string; page: ComponentType }) {
  const nav = useMemo<AuthNav>(
    () => ({
      search: window.location.search,
      go: async (to, options) => {
        window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', `${BASENAME}${to}`);
        // the page stays (its button busy) until the app has loaded the session and the target
        await (await prefetchApp()).startApp(root, true);
      },
    }),
    [root],
  );
  useEffect(() => {
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    const start = () => {
      events.forEach((e) => window.removeEventListener(e, start, true));
      void prefetchApp().catch(() => undefined);
    };
    events.forEach((e) => window.addEventListener(e, start, true));
    return () => events.forEach((e) => window.removeEventListener(e, start, true));
  }, []);
  return (
    <AuthNavProvider value={nav}>
      <AuthTitle path={path} />
      <Page />
    </AuthNavProvider>
  );
}

export function renderAuthEntry(root: Root, path: string, page: ComponentType): void {
  root.render(
    <StrictMode>
      <AuthEntry root={root} path={path} page={page} />
    </StrictMode>,
  );
}
