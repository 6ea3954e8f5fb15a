import { useTranslation } from '@shared/i18n';
import { useLocation } from 'react-router-dom';
import { homePath, langOfPath } from '../../lib/langPath';

/**
 * What the route error boundary (router/RouteErrorBoundary) shows: a render error or a page chunk that failed to
 * load (e.g. after a deploy) gets a friendly page with a reload button instead of a blank screen.
 */
export default function RouteErrorPage({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  const { t } = useTranslation('site');
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="site-container site-notfound" role="alert">
      <h1>{t('error.title')}</h1>
      <p className="site-notfound__text">{t('error.text')}</p>
      <div className="site-notfound__actions">
        <button type="button" className="site-btn site-btn--primary site-btn--large" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </button>
        <a className="site-btn site-btn--default site-btn--large" href={homePath(langOfPath(pathname))}>
          {t('error.home')}
        </a>
      </div>
    </div>
  );
}
