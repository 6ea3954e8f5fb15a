import { Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from '@shared/i18n';
import { getLanguage, i18n, setLanguage } from '@shared/i18n';
import { langOfPath } from '../lib/langPath';
import { LoginModalHost } from '../login/LoginModalHost';
import { RouteErrorBoundary } from '../router/RouteErrorBoundary';
import { useScrollRestoration } from '../router/scroll';
import { useNavigationPending } from '../router/SiteRouter';
import { PageLoading } from './PageLoading';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { LanguageOffer } from './LanguageOffer';
import { HydrationEnd } from '../lib/useHydrated';

/** Keeps the UI language equal to the URL's (/en → en, root → zh), also on back/forward. */
function useLanguageFromUrl(): void {
  const { pathname } = useLocation();
  const lang = langOfPath(pathname);
  useLayoutEffect(() => {
    if (getLanguage() !== lang || i18n.language !== lang) setLanguage(lang);
  }, [lang]);
}

/** A thin bar at the top while the next page's code loads. */
function NavigationProgress() {
  const pending = useNavigationPending();
  const { t } = useTranslation('site');
  if (!pending) return null;
  return <div className="site-progress" role="progressbar" aria-label={t('nav.loading')} />;
}

/** The frame of every public page: skip link, header, main, footer, login popup. */
export function SiteLayout() {
  useLanguageFromUrl();
  useScrollRestoration();
  const { t } = useTranslation('site');
  return (
    <div className="site">
      <NavigationProgress />
      <a
        className="site-skip"
        href="#main"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {t('nav.skip')}
      </a>
      <SiteHeader />
      <LanguageOffer />
      <main id="main" className="site-main" tabIndex={-1}>
        <RouteErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            <HydrationEnd />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
      <LoginModalHost />
    </div>
  );
}
