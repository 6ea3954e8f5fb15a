import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCityCode } from '../../city/store';

/** Spec section 9: lists page by 10; the visitor may choose 10, 20, 30 or 50. */
export const LIST_PAGE_SIZES = [10, 20, 30, 50] as const;
export const LIST_PAGE_SIZE = 10;

function positiveInt(v: string | null, fallback: number): number {
  const n = Number(v);
  return Number.isSafeInteger(n) && n >= 1 ? n : fallback;
}

/**
 * Page, size and filters of a city-aware list, kept in the URL (`?page=2&size=20&type=1&q=…`) so back/forward
 * and shared links restore them. Changing a filter or the size goes back to page 1; so does a city change
 * (the list reloads for the new city from its first page, in one request).
 */
export function useListParams<F extends string>(filterNames: readonly F[]) {
  const [params, setParams] = useSearchParams();
  const cityCode = useCityCode();
  const [pageCity, setPageCity] = useState(cityCode);
  const size = (LIST_PAGE_SIZES as readonly number[]).includes(Number(params.get('size')))
    ? Number(params.get('size'))
    : LIST_PAGE_SIZE;
  const urlPage = positiveInt(params.get('page'), 1);
  const pageNum = pageCity === cityCode ? urlPage : 1;
  const filters = Object.fromEntries(filterNames.map((f) => [f, params.get(f) ?? ''])) as Record<F, string>;

  // after a city change: first drop the page from the URL, then (URL clean) remember the city, so no render
  // pairs the new city with the old page
  useEffect(() => {
    if (pageCity === cityCode) return;
    if (params.has('page')) {
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    } else {
      setPageCity(cityCode);
    }
  }, [cityCode, pageCity, params, setParams]);

  const update = useCallback(
    (changes: Partial<Record<F | 'page' | 'size', string | number | null>>) => {
      setParams((p) => {
        const next = new URLSearchParams(p);
        for (const [k, v] of Object.entries(changes) as [string, string | number | null | undefined][]) {
          if (v === null || v === undefined || v === '' || (k === 'page' && Number(v) === 1) || (k === 'size' && Number(v) === LIST_PAGE_SIZE)) next.delete(k);
          else next.set(k, String(v));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      });
    },
    [setParams],
  );

  return { pageNum, pageSize: size, cityCode, filters, update };
}
