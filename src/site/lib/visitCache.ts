/**
 * Small lists the site loads once per visit and shares between components (the cities, the post types, the tags),
 * keyed (e.g. by language or scope). A cache of its own rather than react-query, which the header (on every page's
 * first paint) should not load. A failed load is not remembered (the next mount tries again; the request layer has
 * shown why).
 */
import { startTransition, useEffect, useReducer, useRef } from 'react';
import { useHydrated } from './useHydrated';

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
  type Entry = { data?: T; loading?: Promise<void>; failed?: boolean };
  const entries = new Map<K, Entry>();
  const dataOf = (entry: Entry | undefined) => entry?.data;
  const settledOf = (entry: Entry | undefined) => entry?.data !== undefined || !!entry?.failed;
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

  /**
   * What `pick` reads of the key's entry, re-rendered when it changes. Not useSyncExternalStore: React renders a
   * store's change at once, as one blocking task (the cities and types arrive while a server-rendered page is still
   * being taken over); here the change renders in a transition, in slices. Empty on the server and while hydrating.
   */
  function useEntry<R>(key: K, pick: (entry: Entry | undefined) => R): R {
    // a part taken over from the server's markup reads nothing until it is hydrated, as the server read nothing (a
    // part hydrated in a later pass could otherwise find what the header's effects have loaded meanwhile)
    const hydrated = useHydrated();
    const value = pick(hydrated ? entries.get(key) : undefined);
    const [, rerender] = useReducer((n: number) => n + 1, 0);
    const shown = useRef(value);
    useEffect(() => {
      shown.current = value;
    });
    useEffect(() => {
      const check = () => {
        if (!Object.is(pick(entries.get(key)), shown.current)) startTransition(rerender);
      };
      // a change between the render and this effect
      check();
      return subscribe(check);
    }, [key, pick]);
    return value;
  }

  const cache: VisitCache<K, T> = {
    load,
    use(key) {
      const data = useEntry(key, dataOf);
      useEffect(() => {
        if (entries.get(key)?.data !== undefined) return;
        // in a task of its own: starting a request costs a few ms, and a hydrated page's effects all run in one task
        const timer = setTimeout(() => void load(key), 0);
        return () => clearTimeout(timer);
      }, [key]);
      return data;
    },
    useSettled(key) {
      return useEntry(key, settledOf);
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
