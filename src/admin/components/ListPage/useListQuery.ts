import { useCallback, useEffect, useRef, useState } from 'react';
import type { Dayjs } from 'dayjs';
import type { TableDataInfo } from '@shared/contract';
import { addDateRange } from '@shared/lib/date';

export type DateRangeValue = readonly [Dayjs | null, Dayjs | null] | null | undefined;

export interface ListQueryOptions<Row, Filters extends object> {
  /** the list call (receives filters, pageNum, pageSize and, with a date range, `params[beginTime]`/`[endTime]`) */
  fetch(query: Filters & { pageNum: number; pageSize: number; params?: Record<string, unknown> }): Promise<TableDataInfo<Row>>;
  /** default 10 */
  pageSize?: number;
  /** the filters of the first request */
  initialFilters?: Partial<Filters>;
  /**
   * the filter field holding a date range ([Dayjs, Dayjs]); it is sent as `params[begin<Prop>]`/`params[end<Prop>]`
   * (RuoYi addDateRange), never as itself. Default `dateRange`.
   */
  dateRangeField?: string;
  /** the `propName` of addDateRange (default: beginTime / endTime) */
  dateRangeProp?: string;
  /** fetch on first mount (default true); later mounts of a kept-alive page do not refetch */
  immediate?: boolean;
}

export interface ListQuery<Row, Filters extends object = Record<string, unknown>> {
  rows: Row[];
  total: number;
  loading: boolean;
  pageNum: number;
  pageSize: number;
  /** the filters of the current list (as the form gave them, date range included) */
  filters: Partial<Filters>;
  /** the query the list was loaded with, as sent (for export: the same filters) */
  query(): Record<string, unknown>;
  /** 搜索: new filters, back to page 1 */
  search(filters: Partial<Filters>): Promise<void>;
  /** a page / size change */
  setPage(pageNum: number, pageSize: number): Promise<void>;
  /** 刷新 / after a change: same filters and page */
  refresh(): Promise<void>;
  selectedKeys: React.Key[];
  selectedRows: Row[];
  setSelection(keys: React.Key[], rows: Row[]): void;
}

type Params = Record<string, unknown>;

/** Filters as sent: empty strings dropped (tansParams drops them too), the date range turned into params[…]. */
export function buildListQuery(
  filters: Params,
  pageNum: number,
  pageSize: number,
  dateRangeField = 'dateRange',
  dateRangeProp?: string,
): Params {
  const { [dateRangeField]: range, ...rest } = filters;
  let q: Params = { ...rest, pageNum, pageSize };
  const r = range as DateRangeValue;
  if (r && r[0] && r[1]) q = addDateRange(q, r, dateRangeProp);
  return q;
}

/**
 * State of a paged list: filters, paging, rows, loading, selection. Kept in the page component, so a page kept
 * alive by the tags view (<Activity>) shows the same filters, page and rows when it comes back. Responses of an
 * older request are ignored; a page left empty by a delete moves to the new last page.
 */
export function useListQuery<Row, Filters extends object = Params>(options: ListQueryOptions<Row, Filters>): ListQuery<Row, Filters> {
  const { pageSize: initialSize = 10, initialFilters, dateRangeField = 'dateRange', dateRangeProp, immediate = true } = options;
  const fetchRef = useRef(options.fetch);
  useEffect(() => {
    fetchRef.current = options.fetch;
  });

  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(immediate);
  const [state, setState] = useState<{ filters: Partial<Filters>; pageNum: number; pageSize: number }>(() => ({
    filters: initialFilters ?? {},
    pageNum: 1,
    pageSize: initialSize,
  }));
  const [selection, setSelectionState] = useState<{ keys: React.Key[]; rows: Row[] }>({ keys: [], rows: [] });
  const stateRef = useRef(state);
  const seq = useRef(0);
  const started = useRef(false);

  const load = useCallback(
    async (next: { filters: Partial<Filters>; pageNum: number; pageSize: number }, retryEmpty = true): Promise<void> => {
      stateRef.current = next;
      setState(next);
      const id = ++seq.current;
      setLoading(true);
      try {
        const q = buildListQuery(next.filters as Params, next.pageNum, next.pageSize, dateRangeField, dateRangeProp);
        const res = await fetchRef.current(q as Filters & { pageNum: number; pageSize: number });
        if (id !== seq.current) return;
        const list = res.rows ?? [];
        const count = Number(res.total) || 0;
        if (retryEmpty && list.length === 0 && next.pageNum > 1 && count > 0) {
          const last = Math.max(1, Math.ceil(count / next.pageSize));
          if (last < next.pageNum) return load({ ...next, pageNum: last }, false);
        }
        setRows(list);
        setTotal(count);
        setSelectionState({ keys: [], rows: [] });
      } catch {
        // the request layer has shown the message; a failed load only clears the loading state (spec section 8)
      } finally {
        if (id === seq.current) setLoading(false);
      }
    },
    [dateRangeField, dateRangeProp],
  );

  useEffect(() => {
    // once per page instance: a page hidden and shown again by the tags view keeps its rows
    if (!immediate || started.current) return;
    started.current = true;
    void load(stateRef.current);
  }, [immediate, load]);

  const search = useCallback(
    (filters: Partial<Filters>) => load({ filters, pageNum: 1, pageSize: stateRef.current.pageSize }),
    [load],
  );
  const setPage = useCallback(
    (pageNum: number, pageSize: number) => load({ ...stateRef.current, pageNum, pageSize }),
    [load],
  );
  const refresh = useCallback(() => load(stateRef.current), [load]);
  const query = useCallback(() => {
    const s = stateRef.current;
    return buildListQuery(s.filters as Params, s.pageNum, s.pageSize, dateRangeField, dateRangeProp);
  }, [dateRangeField, dateRangeProp]);
  const setSelection = useCallback((keys: React.Key[], selRows: Row[]) => setSelectionState({ keys, rows: selRows }), []);

  return {
    rows,
    total,
    loading,
    pageNum: state.pageNum,
    pageSize: state.pageSize,
    filters: state.filters,
    query,
    search,
    setPage,
    refresh,
    selectedKeys: selection.keys,
    selectedRows: selection.rows,
    setSelection,
  };
}
