/**
 * The directory's routes (schools, station, stories, search, contact), the same in both languages; spread into
 * the language tables of src/site/routes.tsx. Every page is its own lazy chunk.
 */
import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { lazyPage } from './lib/lazyPage';
import { SITE_PATHS as P } from './lib/routePatterns';
import type { PostKind } from './pages/station/PostDetailPage';

/**
 * `school` → `school/list` (and the same for station and story), keeping the query: a loader's redirect, so the
 * server answers it with a real redirect too (entry-server.tsx).
 */
function toList({ request }: LoaderFunctionArgs): Response {
  const url = new URL(request.url);
  return redirect(`${url.pathname.replace(/\/+$/, '')}/list${url.search}`);
}

const page = (path: string, load: () => Promise<{ default: ComponentType }>, ns: string[] = []): RouteObject => ({
  path,
  lazy: lazyPage(load, ['site-directory', ...ns]),
});
/** the school pages carry the 加入对比 buttons (texts in site-compare) */
const COMPARE_NS = ['site-compare'];

/** A station post and a story have one detail page; the route says which. */
const postPage = (kind: PostKind): RouteObject =>
  page(kind === 'station' ? P.stationDetail : P.storyDetail, async () => {
    const { default: PostDetailPage } = await import('./pages/station/PostDetailPage');
    return { default: () => <PostDetailPage kind={kind} /> };
  });

export function directoryRoutes(): RouteObject[] {
  return [
    { path: P.school, loader: toList },
    page(P.schoolList, () => import('./pages/school/SchoolListPage'), COMPARE_NS),
    page(P.schoolDetail, () => import('./pages/school/SchoolDetailPage'), COMPARE_NS),
    // compare and shared shortlists (issue 15)
    page(P.compare, () => import('./pages/compare/ComparePage'), COMPARE_NS),
    page(P.sharedShortlist, () => import('./pages/compare/SharedShortlistPage'), COMPARE_NS),
    { path: P.station, loader: toList },
    page(P.stationList, () => import('./pages/station/StationListPage')),
    postPage('station'),
    // a member's new discussion or story (either list's 发帖 button)
    { path: P.sendDiscuss, lazy: async () => (await import('./pages/forum/routes')).sendDiscussPage() },
    { path: P.message, lazy: async () => (await import('./pages/forum/routes')).messageBoardPage() },
    { path: P.story, loader: toList },
    page(P.storyList, () => import('./pages/story/StoryListPage')),
    postPage('story'),
    page(P.search, () => import('./pages/search/SearchPage')),
    page(P.contact, () => import('./pages/contact/ContactPage')),
  ];
}
