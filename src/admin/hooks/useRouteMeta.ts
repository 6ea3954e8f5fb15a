import { useCallback, useContext } from 'react';
import { UNSAFE_RouteContext, useMatches } from 'react-router-dom';
import { useTranslation } from '@shared/i18n';
import type { AdminRouteMeta } from '../lib/routes/buildRoutes';
import { handleOf, type RouteHandle } from '../lib/routes/types';
import { useRetitledStore } from '../stores/retitled';

function deepestWithMeta(handles: readonly RouteHandle[]): RouteHandle | undefined {
  for (let i = handles.length - 1; i >= 0; i--) if (handles[i]!.meta) return handles[i];
  return undefined;
}

/**
 * The handle of the current page.
 *
 * Inside a page, "current" means the page's own route, read from the route context its element was rendered with:
 * a page kept alive in the tags view (hidden by `<Activity>`) must keep seeing its own meta, not the meta of the page
 * shown now. Outside the pages (the shell: sidebar, navbar, document title) it is the deepest matched route of the
 * current location.
 */
export function useCurrentHandle(): RouteHandle {
  const own = useContext(UNSAFE_RouteContext).matches.map((m) => handleOf(m.route));
  const matches = useMatches();
  return deepestWithMeta(own) ?? deepestWithMeta(matches.map(handleOf)) ?? {};
}

/** The handles of the matched routes of the current location that carry a meta, outermost first (breadcrumb). */
export function useTrail(): RouteHandle[] {
  return useMatches()
    .map(handleOf)
    .filter((h) => h.meta);
}

export type TitleOf = (meta: Pick<AdminRouteMeta, 'title' | 'titleKey'> | undefined | null) => string;

/**
 * Display title of a route meta: the i18n text of static routes; the server's title otherwise, in the language shown
 * now (after a language switch the permission store maps the loaded titles to the new ones, ../stores/retitled.ts).
 */
export function useTitleOf(): TitleOf {
  const { t } = useTranslation('admin');
  const retitled = useRetitledStore((s) => s.retitled);
  return useCallback<TitleOf>(
    (meta) => {
      if (!meta) return '';
      return meta.titleKey ? t(meta.titleKey, { defaultValue: meta.title }) : (retitled[meta.title] ?? meta.title);
    },
    [t, retitled],
  );
}
