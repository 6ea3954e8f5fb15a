/**
 * The cities of listCity per language, loaded once per visit and shared by the header's selector and the lists'
 * city notes (a visit cache, ../lib/visitCache). The request layer is imported on the first load, so the header's
 * code does not carry it.
 */
import type { CityRow } from '@shared/contract';
import type { Lang } from '@shared/i18n';
import { createVisitCache } from '../lib/visitCache';

const cities = createVisitCache<Lang, CityRow[]>((lang) =>
  import('@shared/api/web').then(({ listCity }) => listCity({ lang })).then((res) => res.data ?? []),
);

/** Load the cities of a language unless they are loaded or loading; failures are shown by the request layer. */
export const loadCities = (lang: Lang): Promise<void> => cities.load(lang);

/** The cities of listCity in the language (labels), loaded on first use and kept for the visit. */
export function useCities(lang: Lang): { data: CityRow[] | undefined } {
  return { data: cities.use(lang) };
}

/** Tests: forget the loaded cities. */
export const resetCities = (): void => cities.reset();
