/**
 * Loading of the directory's lists and details (react-query underneath):
 * - the loading flag turns on with a request and clears 800 ms after the response (spec sections 4 and 9);
 * - while the next page / filter loads, the rows already shown stay (no blank flash);
 * - a failed list load clears the loading state silently and keeps what was shown (spec section 8).
 */
import { useRef } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { isRequestError } from '@shared/api/request';
import type { TableDataInfo } from '@shared/contract';
import { useLingering } from '../lib/useLingering';

export interface ListPage<T> {
  rows: T[];
  total: number;
}

export interface DirectoryList<T> {
  /** the rows to show: this query's, else the last ones that loaded (while loading or after a failure) */
  data: ListPage<T> | undefined;
  /** true from a request until 800 ms after its response */
  loading: boolean;
  /** nothing has loaded yet: show a skeleton */
  initialLoading: boolean;
}

export function useDirectoryList<T>(queryKey: QueryKey, load: () => Promise<TableDataInfo<T>>): DirectoryList<T> {
  const q = useQuery({
    queryKey,
    queryFn: async (): Promise<ListPage<T>> => {
      const res = await load();
      return { rows: res.rows ?? [], total: res.total ?? 0 };
    },
    placeholderData: keepPreviousData,
    // a list that failed keeps what was shown; the visitor changes a filter or page to try again
    retry: false,
    staleTime: 30_000,
  });
  const lastGood = useRef<ListPage<T> | undefined>(undefined);
  if (q.data && !q.isPlaceholderData) lastGood.current = q.data;
  const data = q.isError ? lastGood.current : (q.data ?? lastGood.current);
  const loading = useLingering(q.isFetching);
  return { data, loading, initialLoading: !data && (q.isPending || loading) };
}

/** True when a detail call answered "not found" (code 404). */
export function isNotFound(e: unknown): boolean {
  return isRequestError(e) && (e.code === 404 || e.status === 404);
}

/** Detail calls: the page says "not found" / "could not load" itself, so the request layer shows no toast too. */
export const SHOWN_BY_PAGE = { silent: true } as const;

/** A detail (school, article, story): cached per id and language; 404 is not retried. */
export function useDirectoryDetail<T>(queryKey: QueryKey, load: () => Promise<{ data: T }>, enabled = true) {
  const q = useQuery({
    queryKey,
    queryFn: async () => (await load()).data,
    enabled,
    retry: (count, e) => !isNotFound(e) && count < 1,
    staleTime: 30_000,
  });
  const loading = useLingering(q.isFetching);
  return { data: q.data, error: q.error, notFound: isNotFound(q.error), loading, initialLoading: q.isPending && !q.isError };
}
