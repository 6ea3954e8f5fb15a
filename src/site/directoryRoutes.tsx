/**
 * The directory's routes (schools, station, stories, search, contact), the same in both languages; spread into
 * the language tables of src/site/routes.tsx. Every page is its own lazy chunk.
 */
import type { ComponentType } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { lazyPage } from './lib/lazyPage';
import { SITE_PATHS as P } from './lib/routePatterns';
import type { PostKind } from './pages/station/PostDetailPage';

/** `school` → `school/list` (and the same for station and story), keeping the query. */
function listPath({ pathname, search }: { pathname: string; search: string }): string {
  return `${pathname.replace(/\/+$/, '')}/list${search}`;
}

function ToList() {
  return <Navigate to={listPath(useLocation())} replace />;
}

/** A list root: the browser goes on to the list; the server answers with a real redirect (entry-server.tsx). */
const toList = (path: string): RouteObject => ({ path, element: <ToList />, handle: { redirect: listPath } });

const page = (path: string, load: () => Promise<{ default: ComponentType }>, ns: string[] = []): RouteObject => ({
  path,
  ...lazyPage(load, ['site-directory', ...ns]),
});
const FORUM_NS = ['site-forum'];
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
    toList(P.school),
    page(P.schoolList, () => import('./pages/school/SchoolListPage'), COMPARE_NS),
    page(P.schoolDetail, () => import('./pages/school/SchoolDetailPage'), COMPARE_NS),
    // compare and shared shortlists (issue 15)
    page(P.compare, () => import('./pages/compare/ComparePage'), COMPARE_NS),
    page(P.sharedShortlist, () => import('./pages/compare/SharedShortlistPage'), COMPARE_NS),
    toList(P.station),
    page(P.stationList, () => import('./pages/station/StationListPage')),
    postPage('station'),
    // a member's new discussion or story (either list's 发帖 button)
    page(P.sendDiscuss, async () => (await import('./pages/forum/routes')).loadSendDiscussPage(), FORUM_NS),
    page(P.message, async () => (await import('./pages/forum/routes')).loadMessageBoardPage(), FORUM_NS),
    toList(P.story),
    page(P.storyList, () => import('./pages/story/StoryListPage')),
    postPage('story'),
    page(P.search, () => import('./pages/search/SearchPage')),
    page(P.contact, () => import('./pages/contact/ContactPage')),
  ];
}
