/**
 * News and video routes (the same in both languages; spread into the language tables of src/site/routes.tsx).
 * Every page is its own lazy chunk.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

const page = (path: string, load: () => Promise<{ default: ComponentType }>): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await load()).default }),
});

export function newsVideoRoutes(): RouteObject[] {
  return [
    page('news', () => import('./NewsListPage')),
    page('news/detail/:id', () => import('./NewsDetailPage')),
    page('video', () => import('../video/VideoListPage')),
    page('video/detail/:id', () => import('../video/VideoDetailPage')),
  ];
}
