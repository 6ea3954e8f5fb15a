/**
 * The pages the server renders with their data (src/site/entry-server.tsx), by route pattern (relative to the
 * language root; '' is the home page), with the source module of each page's code: its chunk's styles go into the
 * HTML (no unstyled first paint). The list roots (`school`, `station`, `story`)
 * redirect. Pure data: tests read it without loading the site.
 */
import { stripLang } from '../lib/langPath';
import { matchPattern, SITE_PATHS as P } from '../lib/routePatterns';

export const DATA_PAGES: Readonly<Record<string, string | null>> = {
  '': 'src/site/pages/home/HomePage.tsx',
  [P.dssIndex]: 'src/site/pages/home/HomePage.tsx',
  [P.school]: null,
  [P.schoolList]: 'src/site/pages/school/SchoolListPage.tsx',
  [P.schoolDetail]: 'src/site/pages/school/SchoolDetailPage.tsx',
  [P.station]: null,
  [P.stationList]: 'src/site/pages/station/StationListPage.tsx',
  [P.stationDetail]: 'src/site/pages/station/PostDetailPage.tsx',
  [P.story]: null,
  [P.storyList]: 'src/site/pages/story/StoryListPage.tsx',
  [P.storyDetail]: 'src/site/pages/station/PostDetailPage.tsx',
  [P.news]: 'src/site/pages/news/NewsListPage.tsx',
  [P.newsDetail]: 'src/site/pages/news/NewsDetailPage.tsx',
  [P.video]: 'src/site/pages/video/VideoListPage.tsx',
  [P.videoDetail]: 'src/site/pages/video/VideoDetailPage.tsx',
};

/** The guide pages' code (its styles go into the HTML too). */
export const GUIDE_MODULE = 'src/site/pages/guide/GuideRoute.tsx';
/** The code that adopts a data page's embedded answers (main.tsx imports it when there are some). */
export const ADOPT_QUERIES_MODULE = 'src/site/ssr/adoptQueries.ts';

/**
 * How long the server may serve a rendered data page again (lib/page-renderer). An item's page is rendered on every
 * visit: its read counts the view (the browser takes its answer over and does not read again), and its replies and
 * edits show at once whichever server process wrote them. A list or the home page is kept a few seconds (writes in
 * this process empty the cache at once).
 */
export const LIST_PAGE_MAX_AGE_MS = 5_000;
export function dataPageMaxAgeMs(pattern: string): number {
  return pattern.includes(':') ? 0 : LIST_PAGE_MAX_AGE_MS;
}

/** The data page's pattern a pathname matches, or null. */
export function dataPageOf(pathname: string): string | null {
  const segments = stripLang(pathname).split('/').filter(Boolean);
  if (segments.length === 0) return '';
  return Object.keys(DATA_PAGES).find((p) => p !== '' && matchPattern(p, segments)) ?? null;
}
