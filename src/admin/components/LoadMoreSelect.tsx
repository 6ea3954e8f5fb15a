/**
 * A select that loads its options page by page (spec: "a dropdown loads more options when scrolled to its bottom").
 *
 * `fetchPage(pageNum)` returns a RuoYi list page `{rows, total}`; page 1 loads on mount (so a preset value shows its
 * label), the next page when the option list is scrolled to within `threshold` px of its bottom, until `total` rows
 * are loaded. One request at a time; a failed page can be retried by scrolling again. Options are de-duplicated by
 * value. Any other antd Select prop passes through (mode, allowClear, placeholder, ...).
 */
import { useCallback, useEffect, useRef, useState, type ReactNode, type UIEvent } from 'react';
import { Select, Spin, type SelectProps } from 'antd';
import { useTranslation } from '@shared/i18n';
import './LoadMoreSelect.css';

export interface PageResult<T> {
  rows: T[];
  total: number;
}

export interface LoadMoreOption {
  label: ReactNode;
  value: string | number;
  disabled?: boolean;
}

export interface LoadMoreSelectProps<T> extends Omit<SelectProps, 'options' | 'loading' | 'onPopupScroll' | 'notFoundContent'> {
  fetchPage: (pageNum: number) => Promise<PageResult<T>>;
  /** a row → an option (default: the row itself when it has `label` and `value`) */
  toOption?: (row: T) => LoadMoreOption;
  /** distance from the bottom (px) that triggers the next page */
  threshold?: number;
}

const defaultToOption = <T,>(row: T) => row as unknown as LoadMoreOption;

export default function LoadMoreSelect<T>({ fetchPage, toOption = defaultToOption, threshold = 24, ...rest }: LoadMoreSelectProps<T>) {
  const { t } = useTranslation('admin');
  const [options, setOptions] = useState<LoadMoreOption[]>([]);
  /** false once every row is loaded (or a page came back empty) */
  const [hasMore, setHasMore] = useState(true);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const page = useRef(0);
  const loadedRows = useRef(0);
  const busy = useRef(false);
  const alive = useRef(true);
  const fetchRef = useRef(fetchPage);
  const toOptionRef = useRef(toOption);
  useEffect(() => {
    fetchRef.current = fetchPage;
    toOptionRef.current = toOption;
  });

  const loadNext = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    setFailed(false);
    const next = page.current + 1;
    try {
      const res = await fetchRef.current(next);
      if (!alive.current) return;
      page.current = next;
      const rows = Array.isArray(res?.rows) ? res.rows : [];
      loadedRows.current += rows.length;
      const total = typeof res?.total === 'number' ? res.total : loadedRows.current;
      setHasMore(rows.length > 0 && loadedRows.current < total);
      setOptions((prev) => {
        const seen = new Set(prev.map((o) => o.value));
        const added = rows.map((r) => toOptionRef.current(r)).filter((o) => !seen.has(o.value) && seen.add(o.value));
        return added.length ? [...prev, ...added] : prev;
      });
    } catch {
      if (alive.current) setFailed(true);
    } finally {
      busy.current = false;
      if (alive.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    void loadNext();
    return () => {
      alive.current = false;
    };
  }, [loadNext]);

  const onPopupScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget ?? (e.target as HTMLDivElement);
    if (!el || loading || !hasMore) return;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - threshold) void loadNext();
  };

  return (
    <Select
      {...rest}
      options={options}
      loading={loading}
      onPopupScroll={onPopupScroll}
      notFoundContent={loading ? <Spin size="small" /> : undefined}
      popupRender={(menu) => (
        <>
          {menu}
          {(loading || failed) && options.length > 0 && (
            <div className="admin-load-more__status" role="status">
              {loading ? t('loadMore.loading') : t('loadMore.failed')}
            </div>
          )}
        </>
      )}
    />
  );
}
