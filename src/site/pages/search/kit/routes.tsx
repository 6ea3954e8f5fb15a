/**
 * The directory's routes (schools, station, stories, search, contact), the same in both languages; spread into
 * the language tables of src/site/routes.tsx. Every page is its own lazy chunk.
 */
import type { ComponentType } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../lib/lazyPage';

/** `school` → `school/list` (and the same for station and story), keeping the query. */
function ToList() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: 'list', search }} replace relative="route" />;
}

const page = (path: string, load: () => Promise<{ default: ComponentType }>): RouteObject => ({
  path,
  lazy: lazyPage(load, ['site-directory']),
});

export function directoryRoutes(): RouteObject[] {
  return [
    { path: 'school', element: <ToList /> },
    page('school/list', () => import('../../school/SchoolListPage')),
    page('school/detail/:id', () => import('../../school/SchoolDetailPage')),
    { path: 'station', element: <ToList /> },
    page('station/list', () => import('../../station/StationListPage')),
    page('station/detail/:id', () => import('../../station/StationDetailPage')),
    { path: 'story', element: <ToList /> },
    page('story/list', () => import('../../story/StoryListPage')),
    page('story/detail/:id', () => import('../../story/StoryDetailPage')),
    page('search', () => import('../SearchPage')),
    page('contact', () => import('../../contact/ContactPage')),
  ];
}
