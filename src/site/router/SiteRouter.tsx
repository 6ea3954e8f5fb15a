/**
 * The public site's router: react-router's declarative mode (`<Router>` over a history, routes matched by
 * `useRoutes`) rather than its data router. The site reads no data through loaders (react-query does, and the
 * server renders pages itself), so the data router's code (about 17 KB gzip of every first visit) bought nothing.
 * What the site took from it is here instead: navigations are transitions (the old page stays until the new one's
 * code has loaded) and their pending state feeds the progress bar; lazy pages (lib/lazyPage) suspend.
 */
import { createContext, useContext, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
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

export function SiteRouter({ history, children }: { history: SiteHistory; children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location, count: 0 });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState((s) => ({ ...update, count: s.count + 1 })))), [history]);
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
