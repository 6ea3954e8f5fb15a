/**
 * The cities of listCity per language, loaded once per visit and shared by the header's selector and the lists'
 * city notes (a visit cache, ../lib/visitCache). The header asks for them on every page, also on pages that read
 * nothing else from the server (the guides): one plain `fetch` of the public call, so the first visit does not
 * load the request layer's HTTP transport (axios) for it. Should that fail, the request layer tries again and
 * shows its failure as for every other call.
 */
import { fetchJson } from '@shared/api/fetchJson';
import type { CityRow } from '@shared/contract';
import type { Lang } from '@shared/i18n';
import { createVisitCache } from '../lib/visitCache';

/** The public call with the browser's own fetch: the rows, or null for any failure (network, HTTP, envelope code). */
async function fetchCities(lang: Lang): Promise<CityRow[] | null> {
  const body = (await fetchJson('/bbs/web/listCity', { data: { lang }, lang })) as { code?: number; data?: CityRow[] } | null;
  return body && (body.code ?? 200) === 200 && Array.isArray(body.data) ? body.data : null;
}

const cities = createVisitCache<Lang, CityRow[]>(async (lang) => {
  const rows = await fetchCities(lang);
  if (rows) return rows;
  const { listCity } = await import('@shared/api/web');
  return (await listCity({ lang })).data ?? [];
});

/** Load the cities of a language unless they are loaded or loading; failures are shown by the request layer. */
export const loadCities = (lang: Lang): Promise<void> => cities.load(lang);

/** The cities of listCity in the language (labels), loaded on first use and kept for the visit. */
export function useCities(lang: Lang): { data: CityRow[] | undefined } {
  return { data: cities.use(lang) };
}

/** Tests: forget the loaded cities. */
export const resetCities = (): void => cities.reset();
