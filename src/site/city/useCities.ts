/**
 * The cities of listCity per language, loaded once per visit and shared by the header's selector and the lists'
 * city notes. A small cache of its own rather than react-query, which the header (on every page's first paint)
 * should not load: pages without lists (guides) do without it. The request layer is imported on the first load,
 * so the header's code does not carry it either.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { CityRow } from '@shared/contract';
import type { Lang } from '@shared/i18n';

/** The loaded cities, or the load in flight; none after a failure (the next mount tries again). */
interface Entry {
  data?: CityRow[];
  loading?: Promise<void>;
}

const entries = new Map<Lang, Entry>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** Load the cities of a language unless they are loaded or loading; failures are shown by the request layer. */
export function loadCities(lang: Lang): Promise<void> {
  const entry = entries.get(lang);
  if (entry?.data) return Promise.resolve();
  if (entry?.loading) return entry.loading;
  const loading = import('@shared/api/web')
    .then(({ listCity }) => listCity({ lang }))
    .then(
      (res) => {
        entries.set(lang, { data: res.data ?? [] });
        notify();
      },
      () => {
        entries.delete(lang);
      },
    );
  entries.set(lang, { loading });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The cities of listCity in the language (labels), loaded on first use and kept for the visit. */
export function useCities(lang: Lang): { data: CityRow[] | undefined } {
  const data = useSyncExternalStore(
    subscribe,
    () => entries.get(lang)?.data,
    () => undefined,
  );
  useEffect(() => {
    void loadCities(lang);
  }, [lang]);
  return { data };
}

/** Tests: forget the loaded cities. */
export function resetCities(): void {
  entries.clear();
  notify();
}
