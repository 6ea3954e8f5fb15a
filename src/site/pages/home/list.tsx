/**
 * What every city-aware list of the site's home, news and video pages shares: the 800 ms loading rule,
 * keeping what was shown when a load fails, skeletons of reserved height, the filter buttons and the
 * empty note.
 */
import { useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from '@shared/i18n';
import './list.css';
import { useHydrated } from '../../lib/useHydrated';
import { LOADING_LINGER_MS, useLingering } from '../../lib/useLingering';

/** The last defined value: what was shown stays when a newer load fails. */
export function useSticky<T>(value: T | undefined): T | undefined {
  const [kept, setKept] = useState(value);
  if (value !== undefined && value !== kept) setKept(value);
  return value ?? kept;
}

export interface ListQuery<T> {
  /** the newest data that loaded (kept through later failures and while the next key loads) */
  data: T | undefined;
  /** the loading indicator: on while fetching, off 800 ms after the answer (at once after a failure) */
  loading: boolean;
  /** the last load failed (nothing is shown for it: the previous items stay) */
  failed: boolean;
}

/**
 * A list read: react-query (cached per key, so a page the visitor returns to shows at once), the previous
 * data kept while the next key loads and after a failure, and the lingering loading flag.
 */
export function useListQuery<T>(queryKey: QueryKey, queryFn: () => Promise<T>, opts: { enabled?: boolean } = {}): ListQuery<T> {
  const q = useQuery({ queryKey, queryFn, placeholderData: keepPreviousData, enabled: opts.enabled });
  const data = useSticky(q.data);
  const failed = q.isError && !q.isFetching;
  const loading = useLingering(q.isFetching, failed ? 0 : LOADING_LINGER_MS);
  return { data, loading, failed };
}

/** Filter buttons (a group of toggle buttons): each press reloads the matching list. */
export function FilterGroup<V extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (v: V) => void;
  className?: string;
}) {
  // a server-rendered page's buttons work once it is the browser's
  const hydrated = useHydrated();
  return (
    <div className={`site-filter ${className ?? ''}`} role="group" aria-label={label}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          className="site-filter__btn"
          aria-pressed={o.value === value}
          disabled={!hydrated}
          onClick={() => {
            if (o.value !== value) onChange(o.value);
          }}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

/**
 * The body of a list: `aria-busy` and a thin progress bar while loading, skeletons when nothing is shown yet,
 * the empty note when the answer has no items, the items otherwise.
 */
export function ListBody({
  loading,
  hasData,
  empty,
  emptyText,
  skeleton,
  children,
  className,
}: {
  loading: boolean;
  /** something loaded (even an empty answer) */
  hasData: boolean;
  /** the loaded answer has no items */
  empty: boolean;
  emptyText: string;
  skeleton: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('site-home');
  return (
    <div className={`site-list ${className ?? ''}`} aria-busy={loading}>
      {loading && (
        <div className="site-list__bar" role="status">
          <span className="sr-only">{hasData ? t('list.updating') : t('list.loading')}</span>
        </div>
      )}
      {!hasData ? (loading ? skeleton : null) : empty ? <p className="site-list__empty">{emptyText}</p> : children}
    </div>
  );
}

/** `count` placeholders with the items' own class, so the reserved height is the items' height. */
export function Skeletons({ count, className, media = false }: { count: number; className: string; media?: boolean }) {
  return (
    <ul className={`${className} is-skeleton`} aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="site-skel">
          {media && <span className="site-bone site-skel__media" />}
          <span className="site-bone site-bone--short" />
          <span className="site-bone" />
        </li>
      ))}
    </ul>
  );
}

/** 'YYYY-MM-DD HH:mm:ss' → 'YYYY-MM-DD'. */
export const dateOf = (dt: string) => (dt ?? '').slice(0, 10);

/** 427 → '7:07'. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds || 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
