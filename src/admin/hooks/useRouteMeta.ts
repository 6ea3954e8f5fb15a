import { useCallback } from 'react';
import { useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AdminRouteMeta } from '../router/buildRoutes';
import { handleOf, type RouteHandle } from '../router/types';

/** The handle of the deepest matched route that has a meta (the current page). */
export function useCurrentHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const h = handleOf(matches[i]);
    if (h.meta) return h;
  }
  return {};
}

export type TitleOf = (meta: Pick<AdminRouteMeta, 'title' | 'titleKey'> | undefined | null) => string;

/** Display title of a route meta: the i18n text of static routes, the server's title otherwise. */
export function useTitleOf(): TitleOf {
  const { t } = useTranslation('admin');
  return useCallback<TitleOf>(
    (meta) => {
      if (!meta) return '';
      return meta.titleKey ? t(meta.titleKey, { defaultValue: meta.title }) : meta.title;
    },
    [t],
  );
}
