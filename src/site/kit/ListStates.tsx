import type { ReactNode } from 'react';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';

/**
 * Placeholder rows of the list's own height while the first page loads (nothing jumps when it arrives): cards,
 * text lines, or tiles (a grid of 16:9 posters, as the video list).
 */
export function ListSkeleton({ rows = 5, variant = 'card' }: { rows?: number; variant?: 'card' | 'line' | 'tile' }) {
  const { t } = useTranslation('site-directory');
  return (
    <div className={`dir-skeleton dir-skeleton--${variant}`} role="status" aria-live="polite">
      <span className="sr-only">{t('common.loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={`dir-skeleton__item dir-skeleton__item--${variant}`} aria-hidden>
          {variant !== 'line' && <span className="site-bone dir-skeleton__media" />}
          <span className="dir-skeleton__text">
            <span className="site-bone site-bone--title" />
            <span className="site-bone" />
            <span className="site-bone site-bone--short" />
          </span>
        </div>
      ))}
    </div>
  );
}

/** "No results" with an optional hint and action. */
export function EmptyState({ title, hint, action }: { title?: string; hint?: string; action?: ReactNode }) {
  const { t } = useTranslation('site-directory');
  return (
    <div className="dir-empty" role="status">
      <InboxOutlined className="dir-empty__icon" aria-hidden />
      <p className="dir-empty__title">{title ?? t('common.empty')}</p>
      {hint && <p className="dir-empty__hint">{hint}</p>}
      {action}
    </div>
  );
}

/**
 * The list area: a skeleton until the first rows arrive, then the rows (dimmed and marked busy while the next
 * page or filter loads), or the empty message.
 */
export function ListArea({
  loading,
  initialLoading,
  empty,
  emptyState,
  skeleton,
  children,
  label,
}: {
  loading: boolean;
  initialLoading: boolean;
  empty: boolean;
  emptyState?: ReactNode;
  skeleton?: ReactNode;
  children: ReactNode;
  label?: string;
}) {
  const { t } = useTranslation('site-directory');
  if (initialLoading) return <>{skeleton ?? <ListSkeleton />}</>;
  return (
    <section className={`dir-list-area${loading ? ' is-loading' : ''}`} aria-busy={loading} aria-label={label}>
      {loading && (
        <span className="sr-only" role="status">
          {t('common.loading')}
        </span>
      )}
      {empty && !loading ? (emptyState ?? <EmptyState />) : children}
    </section>
  );
}
