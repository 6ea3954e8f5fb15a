/**
 * List state kept in the URL query (filters, page, page size), so back/forward, reloads, shared links and the
 * language switch (which keeps the query) restore the same list.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCityCode } from '../city/store';
import { prefersReducedMotion } from '@shared/lib/motion';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../components/Pager';

export function positiveInt(v: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (v === null || !/^\d+$/.test(v)) return fallback;
  const n = Number(v);
  return n >= 1 && n <= max ? n : fallback;
}

/** `size` must be one of the pager's sizes; anything else falls back to the default. */
export function pageSizeOf(v: string | null, fallback = DEFAULT_PAGE_SIZE): number {
  const n = positiveInt(v, fallback);
  return PAGE_SIZES.includes(n) ? n : fallback;
}

export interface QueryState {
  params: URLSearchParams;
  page: number;
  size: number;
  /** set or clear (`''`, null, undefined) keys; a change of anything but `page` goes back to page 1 */
  update: (changes: Record<string, string | number | null | undefined>, opts?: { replace?: boolean }) => void;
}

export function useQueryState(): QueryState {
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page'), 1);
  const size = pageSizeOf(params.get('size'));
  const update = useCallback<QueryState['update']>(
    (changes, opts) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes)) {
            if (v === null || v === undefined || v === '') next.delete(k);
            else next.set(k, String(v));
          }
          if (!('page' in changes)) next.delete('page');
          if (next.get('page') === '1') next.delete('page');
          if (next.get('size') === String(DEFAULT_PAGE_SIZE)) next.delete('size');
          return next;
        },
        { replace: opts?.replace ?? false, preventScrollReset: true },
      );
      // a page chosen on the pager starts at the top of the list (filters, and a city change that drops the page,
      // stay where the visitor is); focus follows to the page's heading, so the keyboard does not stay on the
      // pager at the bottom while the view moved up
      if (changes.page != null && typeof window !== 'undefined') {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        document.querySelector<HTMLElement>('.dir-head__title')?.focus({ preventScroll: true });
      }
    },
    [setParams],
  );
  return useMemo(() => ({ params, page, size, update }), [params, page, size, update]);
}

/**
 * `useQueryState` of a list for the visitor's city (station, news, videos): a city change goes back to page 1,
 * in one request for the new city's first page.
 */
export function useCityQueryState(): QueryState & { cityCode: string } {
  const state = useQueryState();
  const cityCode = useCityCode();
  const [pageCity, setPageCity] = useState(cityCode);
  const { params, update } = state;
  // first drop the page from the URL, then (URL clean) remember the city, so no render pairs the new city with
  // the old page
  useEffect(() => {
    if (pageCity === cityCode) return;
    if (params.has('page')) update({ page: null }, { replace: true });
    else setPageCity(cityCode);
  }, [cityCode, pageCity, params, update]);
  return { ...state, page: pageCity === cityCode ? state.page : 1, cityCode };
}
