/**
 * The public site's route tables (DESIGN.md "Public site routing"): the Chinese table at the root and the
 * English table under /en, both declared here statically, matched with react-router's `matchRoutes` and rendered as
 * its `useRoutes` would (SiteRoutes; router/). Pages
 * load on demand (lib/lazyPage); every path that is not built (yet) falls through to the site's own 404 page.
 */
import { useContext, useMemo } from 'react';
import { matchRoutes, renderMatches, UNSAFE_NavigationContext, useLocation, type NonIndexRouteObject, type Params, type RouteObject } from 'react-router-dom';

/** A route with pages under it. */
type ParentRoute = NonIndexRouteObject & { children: RouteObject[] };
import type { GuideSection } from './content/types';
import { SiteLayout } from './layout/SiteLayout';
import { lazyPage, type LazyRouteHandle } from './lib/lazyPage';
import { GUIDE_PATHS as G, SITE_PATHS as P } from './lib/routePatterns';
import { NotFound } from './pages/errors/NotFound';
import { RouteErrorBoundary } from './router/RouteErrorBoundary';
import { directoryRoutes } from './directoryRoutes';
import { newsVideoRoutes } from './pages/news/routes';
import { memberRoutes } from './pages/member/routes';

/**
 * The home page loads on demand too, but as a lazy element rather than a lazy route: the first visit to `/` shows
 * the header, footer and a page skeleton at once instead of waiting for the page's code. Once loaded it renders
 * at once on every return (its data kept by react-query, its choices by homeStore). Before hydrating, main.tsx
 * loads it (preloadRoutesAt), so the server's home page is hydrated in the same pass as its frame.
 */
const home = lazyPage(() => import('./pages/home/HomePage'), ['site-home']);

/** A guide page: the guide module (its own chunk) renders the section's page for the `:id` and language. */
function guideRoute(path: string, section: GuideSection): RouteObject {
  return {
    path,
    ...lazyPage(async () => {
      const { default: GuideRoute } = await import('./pages/guide/GuideRoute');
      return { default: () => <GuideRoute section={section} /> };
    }),
  };
}

/**
 * The pages of both languages (paths relative to / or /en): one set of route objects, so a page and its twin are
 * the same component and the language switch keeps the page (its state, its list) rather than mounting it anew.
 */
const PAGES: RouteObject[] = [
  { index: true, element: home.element },
  { path: P.dssIndex, element: home.element },
  { path: P.login, ...lazyPage(() => import('./pages/auth/LoginPage'), ['site-auth']) },
  { path: P.register, ...lazyPage(() => import('./pages/auth/RegisterPage'), ['site-auth']) },
  // the total-cost calculator (issue 15); static, so it outranks the guide's fee/:id
  { path: P.costCalculator, ...lazyPage(() => import('./pages/cost/CostCalculatorPage'), ['site-directory', 'site-cost']) },
  // the admin back-office is another document (admin.html under /admin/)
  { path: P.admin, ...lazyPage(() => import('./pages/AdminRedirect'), ['site-auth']) },
  // the OSSD graduation checker (static, so it ranks before the guides' 'ossd/:id')
  { path: P.ossdChecker, ...lazyPage(() => import('./pages/ossd-checker/OssdCheckerPage'), ['site-ossd', 'site-directory']) },
  guideRoute(G.ossd, 'ossd'),
  guideRoute(G.aboard, 'aboard'),
  guideRoute(G.cSchool, 'cSchool'),
  guideRoute(G.fee, 'fee'),
  guideRoute(G.life, 'life'),
  // schools, station, stories, search, contact (directoryRoutes.tsx)
  ...directoryRoutes(),
  // news and videos (pages/news/routes.tsx)
  ...newsVideoRoutes(),
  // the member centre (layout/*, notify) and the forgotten password (pages/member/routes.tsx)
  ...memberRoutes(),
  // unknown paths, including guide ids that do not exist (GuideRoute renders the same 404)
  { path: '*', element: <NotFound /> },
];

/** Chinese: the root table. */
export const zhRoutes: ParentRoute = { path: '/', children: [...PAGES, guideRoute(G.FQA, 'FQA')] };

/** English: the /en table (the FQA page exists only in Chinese: /en/FQA is a 404). */
export const enRoutes: ParentRoute = { path: '/en', children: PAGES };

const layoutRoute: ParentRoute = { element: <SiteLayout />, children: [zhRoutes, enRoutes] };
export const routes: RouteObject[] = [layoutRoute];

/** A page route's first path segment, lower-cased ('' for an index route, null when it is a parameter or '*'). */
function firstSegment(route: RouteObject): string | null {
  const first = (route.path ?? '').split('/')[0]!.toLowerCase();
  return first.startsWith(':') || first.includes('*') ? null : first;
}

/** The words pages start with: any other word is kept as '' below, so the tables kept stay few whatever is asked. */
const PAGE_WORDS = new Set(zhRoutes.children.map(firstSegment).filter((w): w is string => !!w));
const tablesByStart = new Map<string, RouteObject[]>();
/** The route each narrowed copy (tableFor) was made from. */
const originalOf = new WeakMap<RouteObject, RouteObject>();

/** A copy of `route` with other children, which matches remember as the route itself (routeSeedAt). */
function narrowed(route: ParentRoute, children: RouteObject[]): ParentRoute {
  const copy = { ...route, children };
  originalOf.set(copy, route);
  return copy;
}

/**
 * The route table less the pages that cannot match `pathname`: those whose first segment is another word. Matching
 * flattens, scores and compiles every route of the table it is given (~70 branches here), and a path only ever
 * matches among the few that start with its word, so the winner is the same. The tables are kept per first two
 * segments (as page words). Paths whose segments are not plain (escapes, empty segments) get the whole table.
 */
function tableFor(pathname: string): RouteObject[] {
  if (pathname.includes('%') || pathname.slice(1).includes('//')) return routes;
  // react-router matches case-insensitively
  const [first, second] = pathname
    .toLowerCase()
    .split('/')
    .filter(Boolean)
    .map((word) => (PAGE_WORDS.has(word) ? word : ''));
  const key = `${first}/${second}`;
  let table = tablesByStart.get(key);
  if (!table) {
    const startingWith = (pages: RouteObject[], word: string) =>
      pages.filter((route) => {
        const start = firstSegment(route);
        return start === null || start === '' || (word !== '' && start === word);
      });
    table = [
      narrowed(layoutRoute, [
        narrowed(zhRoutes, startingWith(zhRoutes.children, first ?? '')),
        narrowed(enRoutes, startingWith(enRoutes.children, second ?? '')),
      ]),
    ];
    tablesByStart.set(key, table);
  }
  return table;
}

type RouteMatches = NonNullable<ReturnType<typeof matchRoutes<RouteObject>>>;

const MATCHES_KEPT = 100;
const matchesByPath = new Map<string, RouteMatches>();

/**
 * The routes matched at `pathname`, remembered: react-router flattens and ranks the whole table on every match (10–20
 * ms on a phone), and the start-up matches the same path to load its code, then to render it.
 */
export function routeMatchesAt(pathname: string): RouteMatches {
  let matches = matchesByPath.get(pathname);
  if (!matches) {
    matches = takeSeed(pathname) ?? matchRoutes(tableFor(pathname), pathname) ?? [];
    if (matchesByPath.size >= MATCHES_KEPT) matchesByPath.delete(matchesByPath.keys().next().value as string);
    matchesByPath.set(pathname, matches);
  }
  return matches;
}

/**
 * The routes the server matched for a page it rendered, sent with the page (entry-server.tsx): the browser's start-up
 * takes them (routeMatchesAt) rather than matching again, which in Lighthouse's traces was one 13–18 ms task of
 * react-router's first, not yet compiled, run (flattening, ranking, a regular expression per route).
 */
export interface RouteSeed {
  pathname: string;
  params: Params;
  /** from the table's root down: the route's index among its parent's children, its path (checked on adoption) */
  matches: { at: number; path?: string; pathname: string; pathnameBase: string }[];
}

/** What the browser needs to take `pathname`'s matches from the server (null if a match is not in the tables). */
export function routeSeedAt(pathname: string): RouteSeed | null {
  const matches = routeMatchesAt(pathname);
  const seeds: RouteSeed['matches'] = [];
  let children: RouteObject[] = routes;
  for (const m of matches) {
    const route = originalOf.get(m.route) ?? m.route;
    const at = children.indexOf(route);
    if (at < 0) return null;
    seeds.push({ at, path: route.path, pathname: m.pathname, pathnameBase: m.pathnameBase });
    children = route.children ?? [];
  }
  return seeds.length ? { pathname, params: matches[matches.length - 1]!.params, matches: seeds } : null;
}

/**
 * The matches a seed describes, or null when it does not fit these tables (another build's page: a route's path
 * differs at its index), so that the browser matches for itself.
 */
export function matchesOfSeed(seed: RouteSeed): RouteMatches | null {
  const params = { ...seed.params };
  const matches: RouteMatches = [];
  let children: RouteObject[] | undefined = routes;
  for (const { at, path, pathname, pathnameBase } of seed.matches) {
    const route: RouteObject | undefined = children?.[at];
    if (!route || route.path !== path) return null;
    // as react-router's, every match shares one params object
    matches.push({ route, params, pathname, pathnameBase });
    children = route.children;
  }
  return matches.length ? matches : null;
}

let seed: RouteSeed | null = null;

/** Keeps the server's seed (JSON) for the first match of its path; anything unreadable is ignored. */
export function adoptRouteSeed(json: string): void {
  try {
    const value = JSON.parse(json) as RouteSeed;
    seed = typeof value?.pathname === 'string' && Array.isArray(value.matches) ? value : null;
  } catch {
    seed = null;
  }
}

function takeSeed(pathname: string): RouteMatches | null {
  if (!seed || seed.pathname !== pathname) return null;
  const matches = matchesOfSeed(seed);
  seed = null;
  return matches;
}

/**
 * The site's pages at the router's location (a failure in the frame itself shows the error page alone): what
 * `useRoutes(routes)` renders, from the remembered matches. As useRoutes does, each match's path is encoded again
 * (matchRoutes decodes it), so links resolved against it keep their escapes.
 */
export function SiteRoutes() {
  const { pathname } = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const matches = useMemo(() => {
    const encode = (path: string) =>
      navigator.encodeLocation ? navigator.encodeLocation(path.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23')).pathname : path;
    const join = (path: string) => `/${path}`.replace(/\/\/+/g, '/');
    return routeMatchesAt(pathname).map((m) => ({
      ...m,
      params: { ...m.params },
      pathname: join(encode(m.pathname)),
      pathnameBase: m.pathnameBase === '/' ? '/' : join(encode(m.pathnameBase)),
    }));
  }, [pathname, navigator]);
  return <RouteErrorBoundary>{renderMatches(matches)}</RouteErrorBoundary>;
}

/**
 * Loads the code (and texts) of the pages at `pathname`, so that a first render can show them at once. `pause` runs
 * between finding the pages and starting their loads (the start-up yields to the browser there: two tasks, not one).
 */
export async function preloadRoutesAt(pathname: string, pause?: () => Promise<void>): Promise<void> {
  const matches = routeMatchesAt(pathname);
  if (pause) await pause();
  await Promise.all([prepareRoutes(matches), matches.some((m) => m.route.element === home.element) ? home.handle.preload() : null]);
}

/** A lazy page's handle (lib/lazyPage), not another kind (a list root's `{ redirect }`). */
function isLazyHandle(handle: unknown): handle is LazyRouteHandle {
  return typeof (handle as Partial<LazyRouteHandle> | undefined)?.loaded === 'function';
}

function prepareRoutes(matches: RouteMatches): Promise<unknown> | null {
  const missing = matches.map((m) => m.route.handle as unknown).filter((h): h is LazyRouteHandle => isLazyHandle(h) && !h.loaded());
  return missing.length ? Promise.all(missing.map((h) => h.preload())) : null;
}

/** What the pages at `pathname` still need loaded (the router waits for it), or null when they are there. */
export function prepareRoutesAt(pathname: string): Promise<unknown> | null {
  return prepareRoutes(routeMatchesAt(pathname));
}

/** The redirect at `url` (`/school?x` → `/school/list?x`), or null: the server answers it as a real redirect. */
export function redirectAt(url: URL): string | null {
  const matches = routeMatchesAt(url.pathname);
  const handle = matches[matches.length - 1]?.route.handle as { redirect?: (url: URL) => string } | undefined;
  return handle?.redirect?.(url) ?? null;
}
