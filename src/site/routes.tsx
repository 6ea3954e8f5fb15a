/**
 * The public site's route tables (DESIGN.md "Public site routing"): the Chinese table at the root and the
 * English table under /en, both declared here statically. Pages load on demand; every path that is not
 * built (yet) falls through to the site's own 404 page.
 */
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadNamespaces, type Lang } from '@shared/i18n';
import type { GuideSection } from './content/types';
import { SiteLayout } from './layout/SiteLayout';
import { PageLoading } from './layout/PageLoading';
import { lazyPage } from './lib/lazyPage';
import { GUIDE_PATHS as G, SITE_PATHS as P } from './lib/routePatterns';
import { NotFound } from './pages/errors/NotFound';
import RouteErrorPage from './pages/errors/RouteErrorPage';
import { directoryRoutes } from './directoryRoutes';
import { newsVideoRoutes } from './pages/news/routes';
import { memberRoutes } from './pages/member/routes';

/**
 * The home page loads on demand too, but as a lazy element rather than a lazy route: the first visit to `/` shows
 * the header, footer and a page skeleton at once instead of waiting for the page's code. Once loaded it renders
 * at once on every return (its data kept by react-query, its choices by homeStore).
 */
const HomePage = lazy(() => Promise.all([import('./pages/home/HomePage'), loadNamespaces('site-home')]).then(([page]) => page));

/** A guide page: the guide module (its own chunk) renders the section's page for the `:id` and language. */
function guideRoute(path: string, section: GuideSection): RouteObject {
  return {
    path,
    lazy: async () => {
      const { default: GuideRoute } = await import('./pages/guide/GuideRoute');
      return { element: <GuideRoute section={section} /> };
    },
  };
}

function guideRoutes(lang: Lang): RouteObject[] {
  const routes = [
    guideRoute(G.ossd, 'ossd'),
    guideRoute(G.aboard, 'aboard'),
    guideRoute(G.cSchool, 'cSchool'),
    guideRoute(G.fee, 'fee'),
    guideRoute(G.life, 'life'),
  ];
  // the FQA page exists only in Chinese: /en/FQA is a 404
  if (lang === 'zh') routes.push(guideRoute(G.FQA, 'FQA'));
  return routes;
}

/** The pages of one language (paths relative to / or /en). */
function pages(lang: Lang): RouteObject[] {
  return [
    { index: true, element: <HomePage /> },
    { path: P.dssIndex, element: <HomePage /> },
    { path: P.login, lazy: lazyPage(() => import('./pages/auth/LoginPage'), ['site-auth']) },
    { path: P.register, lazy: lazyPage(() => import('./pages/auth/RegisterPage'), ['site-auth']) },
    // the total-cost calculator (issue 15); static, so it outranks the guide's fee/:id
    { path: P.costCalculator, lazy: lazyPage(() => import('./pages/cost/CostCalculatorPage'), ['site-directory', 'site-cost']) },
    // the admin back-office is another document (admin.html under /admin/)
    { path: P.admin, lazy: lazyPage(() => import('./pages/AdminRedirect'), ['site-auth']) },
    // the OSSD graduation checker (static, so it ranks before the guides' 'ossd/:id')
    { path: P.ossdChecker, lazy: lazyPage(() => import('./pages/ossd-checker/OssdCheckerPage'), ['site-ossd', 'site-directory']) },
    ...guideRoutes(lang),
    // schools, station, stories, search, contact (directoryRoutes.tsx)
    ...directoryRoutes(),
    // news and videos (pages/news/routes.tsx)
    ...newsVideoRoutes(),
    // the member centre (layout/*, notify) and the forgotten password (pages/member/routes.tsx)
    ...memberRoutes(),
    // unknown paths, including guide ids that do not exist (GuideRoute renders the same 404)
    { path: '*', element: <NotFound /> },
  ];
}

/** Chinese: the root table. */
export const zhRoutes: RouteObject = {
  path: '/',
  errorElement: <RouteErrorPage />,
  children: pages('zh'),
};

/** English: the /en table. */
export const enRoutes: RouteObject = {
  path: '/en',
  errorElement: <RouteErrorPage />,
  children: pages('en'),
};

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [zhRoutes, enRoutes],
  },
];
