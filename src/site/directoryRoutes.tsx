/**
 * The directory's routes (schools, station, stories, search, contact), the same in both languages; spread into
 * the language tables of src/site/routes.tsx. Every page is its own lazy chunk.
 */
import type { ComponentType } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { lazyPage } from './lib/lazyPage';
import type { PostKind } from './pages/station/PostDetailPage';

/** `school` → `school/list` (and the same for station and story), keeping the query. */
function ToList() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: 'list', search }} replace relative="route" />;
}

const page = (path: string, load: () => Promise<{ default: ComponentType }>): RouteObject => ({
  path,
  lazy: lazyPage(load, ['site-directory']),
});

/** A station post and a story have one detail page; the route says which. */
const postPage = (kind: PostKind): RouteObject =>
  page(`${kind}/detail/:id`, async () => {
    const { default: PostDetailPage } = await import('./pages/station/PostDetailPage');
    return { default: () => <PostDetailPage kind={kind} /> };
  });

export function directoryRoutes(): RouteObject[] {
  return [
    { path: 'school', element: <ToList /> },
    page('school/list', () => import('./pages/school/SchoolListPage')),
    page('school/detail/:id', () => import('./pages/school/SchoolDetailPage')),
    { path: 'station', element: <ToList /> },
    page('station/list', () => import('./pages/station/StationListPage')),
    postPage('station'),
    // a member's new discussion or story (either list's 发帖 button)
    { path: 'station/senddiscuss', lazy: async () => (await import('./pages/forum/routes')).sendDiscussPage() },
    { path: 'message', lazy: async () => (await import('./pages/forum/routes')).messageBoardPage() },
    { path: 'story', element: <ToList /> },
    page('story/list', () => import('./pages/story/StoryListPage')),
    postPage('story'),
    page('search', () => import('./pages/search/SearchPage')),
    page('contact', () => import('./pages/contact/ContactPage')),
  ];
}
