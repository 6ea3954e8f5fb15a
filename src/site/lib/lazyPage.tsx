import { lazy, useState, type ComponentType, type ReactElement } from 'react';
import { loadNamespaces } from '@shared/i18n';
import { useNavigationCount } from '../router/SiteRouter';
import { tracked, type TrackedPromise } from './trackedPromise';

/** What a lazy page's route carries: `handle.preload` loads it ahead (before hydrating a server-rendered page). */
export interface LazyRouteHandle {
  preload: () => Promise<unknown>;
  /** true once the page's code and texts are there */
  loaded: () => boolean;
}

/**
 * A route's lazy page: the page's own chunk and the translation namespaces it reads (beyond `common` and `site`,
 * which every page has), fetched in parallel. Until both are there the route suspends (the router keeps the
 * previous page meanwhile); once loaded it renders at once, so a page preloaded before hydration matches the
 * server's markup. A failed load rejects into the route's error boundary and is tried again on the next visit.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, ns: readonly string[] = []): { element: ReactElement; handle: LazyRouteHandle } {
  let loading: TrackedPromise<ComponentType> | undefined;
  const preload = (): TrackedPromise<ComponentType> => {
    if (loading) return loading;
    // tracked: a page loaded before its first render renders without suspending
    const promise = tracked(Promise.all([load(), loadNamespaces(ns)]).then(([page]) => page.default));
    promise.catch(() => {
      if (loading === promise) [loading, failed, failedAt] = [undefined, true, undefined];
    });
    return (loading = promise);
  };
  // React.lazy keeps a failure for good. The failure shows (the route's error page) until the reader navigates; a
  // later visit to the page (also by going back) mounts a fresh one, which loads again.
  let Deferred: ComponentType | undefined;
  let failed = false;
  let failedAt: number | undefined;
  const deferred = (navigation: number): ComponentType => {
    if (failed) failedAt ??= navigation;
    if (!Deferred || (failed && failedAt !== navigation)) {
      Deferred = lazy(() => preload().then((page) => ({ default: page })));
      [failed, failedAt] = [false, undefined];
    }
    return Deferred;
  };
  function LazyPage() {
    const navigation = useNavigationCount();
    // a page already loaded renders at once (no suspending: a hydrated page must match the server's markup);
    // chosen once per mount, so the page is never remounted when its code arrives
    const [Page] = useState<ComponentType>(() => loading?.value ?? deferred(navigation));
    return <Page />;
  }
  return { element: <LazyPage />, handle: { preload, loaded: () => loading?.value !== undefined } };
}
