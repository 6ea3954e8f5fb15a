/**
 * Small lists the site loads once per visit and shares between components (the cities, the post types, the tags),
 * keyed (e.g. by language or scope). A cache of its own rather than react-query, which the header (on every page's
 * first paint) should not load. A failed load is not remembered (the next mount tries again; the request layer has
 * shown why).
 */
import { useEffect, useSyncExternalStore } from 'react';

export interface VisitCache<K, T> {
  /** load the key's data unless it is loaded or loading */
  load(key: K): Promise<void>;
  /** the key's data, loaded on first use; undefined until it arrives */
  use(key: K): T | undefined;
  /** the key's data arrived or its last load failed (a page that waits for it shows either way) */
  useSettled(key: K): boolean;
  /** tests: forget what was loaded */
  reset(): void;
}

const all = new Set<{ reset(): void }>();

export function createVisitCache<K, T>(fetch: (key: K) => Promise<T>): VisitCache<K, T> {
  const entries = new Map<K, { data?: T; loading?: Promise<void>; failed?: boolean }>();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

  const load = (key: K): Promise<void> => {
    const entry = entries.get(key);
    if (entry?.data !== undefined) return Promise.resolve();
    if (entry?.loading) return entry.loading;
    const loading = fetch(key).then(
      (data) => {
        entries.set(key, { data });
        notify();
      },
      () => {
        // not remembered as data: the next load tries again
        entries.set(key, { failed: true });
        notify();
      },
    );
    entries.set(key, { loading });
    return loading;
  };

  const cache: VisitCache<K, T> = {
    load,
    use(key) {
      const data = useSyncExternalStore(subscribe, () => entries.get(key)?.data, () => undefined);
      useEffect(() => {
        void load(key);
      }, [key]);
      return data;
    },
    useSettled(key) {
      return useSyncExternalStore(
        subscribe,
        () => {
          const entry = entries.get(key);
          return entry?.data !== undefined || !!entry?.failed;
        },
        () => false,
      );
    },
    reset() {
      entries.clear();
      notify();
    },
  };
  all.add(cache);
  return cache;
}

/** Tests: forget every visit cache's data. */
export function resetVisitCaches(): void {
  all.forEach((c) => c.reset());
}
