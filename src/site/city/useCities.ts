import { useQuery } from '@tanstack/react-query';
import type { CityRow } from '@shared/contract';
import type { Lang } from '@shared/i18n';
import { listCity } from '@shared/api/web';

export const cityKeys = {
  list: (lang: Lang) => ['bbs', 'city', lang] as const,
};

/** The cities of listCity in the language (labels), cached for the session. */
export function useCities(lang: Lang) {
  return useQuery<CityRow[]>({
    queryKey: cityKeys.list(lang),
    queryFn: async () => (await listCity({ lang })).data ?? [],
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
