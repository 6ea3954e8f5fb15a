import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '@shared/i18n';
import { Link, useLocation } from 'react-router-dom';
import type { Lang } from '@shared/i18n';
import { MenuIcon } from '../components/icons';
import { HeaderCity } from '../city/HeaderCity';
import { homePath, langOfPath } from '../lib/langPath';
import { useHydrated } from '../lib/useHydrated';
import { DesktopNav } from './DesktopNav';
import { LangSwitch } from './LangSwitch';
import { siteMenus } from './menuData';
import { UserMenu } from './UserMenu';

const loadMobileNav = () => import('./MobileNav');
const MobileNav = lazy(loadMobileNav);

function Brand({ lang }: { lang: Lang }) {
  const { t } = useTranslation('site');
  return (
    <Link to={homePath(lang)} className="site-brand" aria-label={t('brand.homeLink')}>
      <img src="/favicon.svg" alt="" width={36} height={36} className="site-brand__logo" />
      <span className="site-brand__text">
        <span className="site-brand__name">{t('brand.name')}</span>
        <span className="site-brand__short" aria-hidden>
          {t('brand.short')}
        </span>
        <span className="site-brand__tagline">{t('brand.tagline')}</span>
      </span>
    </Link>
  );
}

/** Logo, the Chinese or English menu (dropdowns on desktop, a drawer under 992 px), city, language switch, login. */
export function SiteHeader() {
  const { t } = useTranslation('site');
  const { pathname } = useLocation();
  const lang = langOfPath(pathname);
  const menus = siteMenus(lang);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  // a server-rendered page's buttons wait for its code: a press before it would be lost
  const hydrated = useHydrated();

  // the phone menu's code is fetched when the browser is idle, so the first tap opens it at once
  useEffect(() => {
    if (!window.matchMedia?.('(max-width: 991.98px)').matches) return;
    const prefetch = () => void loadMobileNav();
    if (window.requestIdleCallback) {
      const id = window.requestIdleCallback(prefetch);
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(prefetch, 1500);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <header className={`site-header site-header--${lang}`}>
      <div className="site-container site-header__inner">
        <Brand lang={lang} />
        <DesktopNav menus={menus} label={t('nav.main')} />
        <div className="site-header__actions">
          <HeaderCity placement="actions" />
          <LangSwitch />
          {/* one box for both states (log-in button, account menu): the login state settles without moving the bar */}
          <div className="site-header__user">
            <UserMenu />
          </div>
          <button
            type="button"
            className="site-hbtn site-hbtn--icon site-header__burger"
            aria-label={t('nav.openMenu')}
            aria-expanded={drawerOpen}
            aria-haspopup="dialog"
            disabled={!hydrated}
            onPointerEnter={() => void loadMobileNav()}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      <HeaderCity placement="row" />
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileNav open={drawerOpen} onClose={() => setDrawerOpen(false)} menus={menus} lang={lang} />
        </Suspense>
      )}
    </header>
  );
}
