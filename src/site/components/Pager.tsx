/**
 * The public site's pagination (spec section 9): page sizes 10 / 20 / 30 / 50, and at most 5 page buttons
 * under 992 px, else 7 (the first and last pages always shown, "…" buttons jump by pagerCount - 2, as
 * element-ui's `pager-count`). A `<nav>` of real buttons: the current page has aria-current="page".
 *
 *   <Pager pageNum={page} pageSize={size} total={total} onChange={(page, size) => …} />
 *
 * Changing the page size goes back to page 1. Renders nothing when there is nothing to page (total 0).
 */
import { useId } from 'react';
import { useTranslation } from '@shared/i18n';
import './Pager.css';
import { useBrowserSnapshot, useHydrated } from '../lib/useHydrated';

/** Page sizes the visitor can choose (spec section 9). */
export const PAGE_SIZES: readonly number[] = [10, 20, 30, 50];
/** Default page size of the lists (station, news, video, search, schools). */
export const DEFAULT_PAGE_SIZE = 10;
/** Under this width (px) the pager shows fewer buttons (the site's mobile breakpoint). */
export const PAGER_BREAKPOINT = 992;
const NARROW_QUERY = `(max-width: ${PAGER_BREAKPOINT - 0.02}px)`;

/** How many page buttons (including the first and last) fit: 5 under 992 px, else 7. */
export function pagerCountFor(width: number): 5 | 7 {
  return width < PAGER_BREAKPOINT ? 5 : 7;
}

function subscribeNarrow(cb: () => void): () => void {
  const mql = typeof window !== 'undefined' ? window.matchMedia?.(NARROW_QUERY) : undefined;
  if (!mql) return () => {};
  mql.addEventListener?.('change', cb);
  window.addEventListener('resize', cb);
  return () => {
    mql.removeEventListener?.('change', cb);
    window.removeEventListener('resize', cb);
  };
}
function narrowSnapshot(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.(NARROW_QUERY).matches;
}

/** 5 under 992 px, else 7; follows the window as it resizes. */
export function usePagerCount(): 5 | 7 {
  const narrow = useBrowserSnapshot(subscribeNarrow, narrowSnapshot, false);
  return narrow ? 5 : 7;
}

export type PagerItem = { type: 'page'; page: number } | { type: 'prevMore' | 'nextMore'; page: number };

/**
 * The buttons between "previous" and "next": pages and "…" jumps (their `page` is where they go).
 * `pagerCount` is odd (5 or 7) and counts the page buttons, first and last included.
 */
export function pagerItems(current: number, pageCount: number, pagerCount: number): PagerItem[] {
  if (pageCount < 1) return [];
  const pages = (from: number, to: number): PagerItem[] =>
    Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => ({ type: 'page' as const, page: from + i }));
  if (pageCount <= pagerCount) return pages(1, pageCount);
  const half = (pagerCount - 1) / 2;
  const prevMore = current > pagerCount - half;
  const nextMore = current < pageCount - half;
  const jump = pagerCount - 2;
  let middle: PagerItem[];
  if (prevMore && !nextMore) middle = pages(pageCount - (pagerCount - 2), pageCount - 1);
  else if (!prevMore && nextMore) middle = pages(2, pagerCount - 1);
  else {
    const offset = Math.floor(pagerCount / 2) - 1;
    middle = pages(current - offset, current + offset);
  }
  return [
    { type: 'page', page: 1 },
    ...(prevMore ? [{ type: 'prevMore' as const, page: Math.max(1, current - jump) }] : []),
    ...middle,
    ...(nextMore ? [{ type: 'nextMore' as const, page: Math.min(pageCount, current + jump) }] : []),
    { type: 'page', page: pageCount },
  ];
}

export interface PagerProps {
  /** current page, 1-based */
  pageNum: number;
  pageSize: number;
  total: number;
  /** a page button, "…", previous/next (same size) or a new size (page 1) */
  onChange: (pageNum: number, pageSize: number) => void;
  /** default PAGE_SIZES; an empty array hides the size choice */
  pageSizes?: readonly number[];
  /** e.g. while a page loads */
  disabled?: boolean;
  /** the nav's accessible name (default "分页" / "Pagination") */
  label?: string;
  /** override the responsive count (tests, special layouts) */
  pagerCount?: 5 | 7;
  className?: string;
}

export function Pager({
  pageNum,
  pageSize,
  total,
  onChange,
  pageSizes = PAGE_SIZES,
  disabled: disabledByCaller = false,
  label,
  pagerCount,
  className,
}: PagerProps) {
  const { t } = useTranslation('site-directory');
  // a server-rendered page's pager works once the page is the browser's
  const hydrated = useHydrated();
  const disabled = disabledByCaller || !hydrated;
  const responsive = usePagerCount();
  const count = pagerCount ?? responsive;
  const sizeId = useId();
  if (total <= 0) return null;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, pageNum), pageCount);
  const items = pagerItems(current, pageCount, count);
  const go = (page: number) => {
    if (!disabled && page !== current && page >= 1 && page <= pageCount) onChange(page, pageSize);
  };
  // keep the sizes sorted and include the current one (a size typed into the URL)
  const sizes = pageSizes.length ? Array.from(new Set([...pageSizes, pageSize])).sort((a, b) => a - b) : [];

  return (
    <nav className={`site-pager${className ? ` ${className}` : ''}`} aria-label={label ?? t('pager.label')}>
      <p className="site-pager__total">{t('pager.total', { count: total })}</p>
      <ul className="site-pager__list">
        <li>
          <button
            type="button"
            className="site-pager__btn site-pager__step"
            onClick={() => go(current - 1)}
            disabled={disabled || current <= 1}
            aria-label={t('pager.prev')}
          >
            <span aria-hidden>‹</span>
          </button>
        </li>
        {items.map((it) =>
          it.type === 'page' ? (
            <li key={`p${it.page}`}>
              <button
                type="button"
                className={`site-pager__btn${it.page === current ? ' is-current' : ''}`}
                onClick={() => go(it.page)}
                disabled={disabled && it.page !== current}
                aria-current={it.page === current ? 'page' : undefined}
                aria-label={t('pager.page', { page: it.page })}
              >
                {it.page}
              </button>
            </li>
          ) : (
            <li key={it.type}>
              <button
                type="button"
                className="site-pager__btn site-pager__more"
                onClick={() => go(it.page)}
                disabled={disabled}
                aria-label={t(it.type === 'prevMore' ? 'pager.prevMore' : 'pager.nextMore', { count: count - 2 })}
              >
                <span aria-hidden>…</span>
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="site-pager__btn site-pager__step"
            onClick={() => go(current + 1)}
            disabled={disabled || current >= pageCount}
            aria-label={t('pager.next')}
          >
            <span aria-hidden>›</span>
          </button>
        </li>
      </ul>
      {sizes.length > 0 && (
        <span className="site-pager__size">
          <label htmlFor={sizeId}>{t('pager.sizeLabel')}</label>
          <select
            id={sizeId}
            value={pageSize}
            disabled={disabled}
            onChange={(e) => {
              const size = Number(e.target.value);
              if (size !== pageSize) onChange(1, size);
            }}
          >
            {sizes.map((s) => (
              <option key={s} value={s}>
                {t('pager.perPage', { count: s })}
              </option>
            ))}
          </select>
        </span>
      )}
    </nav>
  );
}

export default Pager;
