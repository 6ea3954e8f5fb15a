/**
 * The public site's router: react-router's declarative mode (`<Router>` over a history, routes matched by
 * `useRoutes`) rather than its data router. The site reads no data through loaders (react-query does, and the
 * server renders pages itself), so the data router's code (about 17 KB gzip of every first visit) bought nothing.
 * What the site took from it is here instead: a navigation shows the next page once its code has loaded (the old
 * page stays meanwhile, under the progress bar); lazy pages (lib/lazyPage) suspend when rendered before that.
 */
import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory, UNSAFE_createMemoryHistory } from 'react-router-dom';

export type SiteHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** The browser's history (`v5Compat`: every push and replace is reported to the router, not only back/forward). */
export function browserHistory(): SiteHistory {
  return UNSAFE_createBrowserHistory({ v5Compat: true });
}

/** A history in memory (tests). */
export function memoryHistory(initialEntries: string[]): SiteHistory {
  return UNSAFE_createMemoryHistory({ initialEntries, v5Compat: true });
}

const NavigationPending = createContext(false);
const NavigationCount = createContext(0);

/** True while a navigation waits for the next page (its code, its texts). */
export function useNavigationPending(): boolean {
  return useContext(NavigationPending);
}

/** How many navigations this visit has made (also back and forward to the same entry). */
export function useNavigationCount(): number {
  return useContext(NavigationCount);
}

/**
 * `prepare`: what a location needs loaded before it shows (its pages' code), or null when it is all there. As the
 * data router did, the previous page stays (with the progress bar) until then, and a page that is there shows at
 * once, in the same task as the URL change.
 */
export function SiteRouter({ history, prepare, children }: { history: SiteHistory; prepare?: (pathname: string) => Promise<unknown> | null; children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location, count: 0 });
  const [pending, setPending] = useState(false);
  useLayoutEffect(() => {
    let latest = 0;
    return history.listen((update) => {
      const navigation = ++latest;
      const show = () => {
        // a later navigation wins
        if (navigation !== latest) return;
        setPending(false);
        setState((s) => ({ ...update, count: s.count + 1 }));
      };
      const loading = prepare?.(update.location.pathname);
      if (!loading) return show();
      setPending(true);
      // a failed load shows too: the page's error boundary says so
      loading.then(show, show);
    });
  }, [history, prepare]);
  return (
    <NavigationPending.Provider value={pending}>
      <NavigationCount.Provider value={state.count}>
        <Router location={state.location} navigationType={state.action} navigator={history}>
          {children}
        </Router>
      </NavigationCount.Provider>
    </NavigationPending.Provider>
  );
}
