import { useTranslation } from '@shared/i18n';

/** Placeholder while a page's code loads: the shape of a page, not a jump. */
export function PageLoading() {
  const { t } = useTranslation('site');
  return (
    <div className="site-container site-page-loading" role="status" aria-live="polite">
      <span className="sr-only">{t('nav.loading')}</span>
      <span className="site-bone site-bone--title" aria-hidden />
      <span className="site-bone" aria-hidden />
      <span className="site-bone" aria-hidden />
      <span className="site-bone site-bone--short" aria-hidden />
      <span className="site-bone site-bone--block" aria-hidden />
    </div>
  );
}
