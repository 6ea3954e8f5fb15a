/**
 * News and video routes (the same in both languages; spread into the language tables of src/site/routes.tsx).
 * Every page is its own lazy chunk.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/lazyPage';
import { SITE_PATHS as P } from '../../lib/routePatterns';

// the pager's texts are the directory's
const page = (path: string, load: () => Promise<{ default: ComponentType }>): RouteObject => ({
  path,
  ...lazyPage(load, ['site-home', 'site-directory']),
});

export function newsVideoRoutes(): RouteObject[] {
  return [
    page(P.news, () => import('./NewsListPage')),
    page(P.newsDetail, () => import('./NewsDetailPage')),
    page(P.video, () => import('../video/VideoListPage')),
    page(P.videoDetail, () => import('../video/VideoDetailPage')),
  ];
}
