/**
 * react-query for the pages that read lists and details (home, directory, news, videos). They wrap themselves in
 * `QueryScope` (`withQueryScope`), so react-query loads with them and not with the first paint of the other pages
 * (guides, auth). One client for the visit: its cache is what keeps the home page and the lists "alive" across
 * navigation (a return shows the cached data at once).
 */
import { useContext, type ComponentType, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider, timeoutManager } from '@tanstack/react-query';
import { coalescedTimeouts } from './coalescedTimeouts';
import { InjectedQueryClient } from './injected';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
}

let shared: QueryClient | null = null;

/** The site's query client (created on first use, in the browser: the server renders with a client of its own). */
export function siteQueryClient(): QueryClient {
  if (!shared) {
    // before the first query: timers set through one provider cannot be cleared through another
    timeoutManager.setTimeoutProvider(coalescedTimeouts());
    shared = createQueryClient();
  }
  return shared;
}

export function QueryScope({ children }: { children: ReactNode }) {
  const injected = useContext(InjectedQueryClient);
  return <QueryClientProvider client={injected ?? siteQueryClient()}>{children}</QueryClientProvider>;
}

/** A page rendered inside `QueryScope`. */
export function withQueryScope<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithQueryScope(props: P) {
    return (
      <QueryScope>
        <Page {...props} />
      </QueryScope>
    );
  }
  WithQueryScope.displayName = `withQueryScope(${Page.displayName ?? Page.name})`;
  return WithQueryScope;
}
