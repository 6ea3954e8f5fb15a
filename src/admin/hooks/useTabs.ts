/**
 * Tab actions (RuoYi `$tab`): what the tags view's menus do, also usable by pages (e.g. close the current tab after a
 * save and go back, or give a detail page's tab its own title).
 *
 * - refresh: drop the page's kept copy, then go through `/redirect/<path>` so it mounts afresh;
 * - close / close others / left / right / all: affix tabs always stay; when the page shown is closed, go to the last
 *   remaining tab (or the dashboard); close-others / left / right go to the chosen tab.
 */
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../lib/routes/staticRoutes';
import { nextLocation, useTagsViewStore, type TagView } from '../stores/tagsView';

export interface TabActions {
  refresh(view?: TagView): void;
  close(view?: TagView): void;
  closeOthers(view?: TagView): void;
  closeLeft(view?: TagView): void;
  closeRight(view?: TagView): void;
  closeAll(): void;
  /** give the tab of `path` (default: the current page) its own title */
  setTitle(title: string, path?: string): void;
}

export function useTabs(): TabActions {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  const current = useCallback(
    (view?: TagView): TagView | undefined =>
      view ?? useTagsViewStore.getState().views.find((v) => v.path === pathname),
    [pathname],
  );
  const go = useCallback(
    (remaining: TagView[], preferred?: string) => {
      const to = nextLocation(remaining, pathname, HOME_PATH, preferred);
      if (to) void navigate(to);
    },
    [navigate, pathname],
  );

  const refresh = useCallback(
    (view?: TagView) => {
      const target = current(view);
      const path = target?.path ?? pathname;
      const full = target?.fullPath ?? `${pathname}${search}`;
      useTagsViewStore.getState().drop(path);
      void navigate(`/redirect${full}`, { replace: true });
    },
    [current, navigate, pathname, search],
  );

  const close = useCallback(
    (view?: TagView) => {
      const target = current(view);
      if (!target || target.affix) return;
      go(useTagsViewStore.getState().closeView(target.path));
    },
    [current, go],
  );

  const closeOthers = useCallback(
    (view?: TagView) => {
      const target = current(view);
      if (!target) return;
      // RuoYi: go to the chosen tab first, then close the rest
      if (target.path !== pathname) void navigate(target.fullPath);
      useTagsViewStore.getState().closeOthers(target.path);
    },
    [current, navigate, pathname],
  );

  const closeLeft = useCallback(
    (view?: TagView) => {
      const target = current(view);
      if (target) go(useTagsViewStore.getState().closeLeft(target.path), target.path);
    },
    [current, go],
  );

  const closeRight = useCallback(
    (view?: TagView) => {
      const target = current(view);
      if (target) go(useTagsViewStore.getState().closeRight(target.path), target.path);
    },
    [current, go],
  );

  const closeAll = useCallback(() => {
    go(useTagsViewStore.getState().closeAll());
  }, [go]);

  const setTitle = useCallback(
    (title: string, path?: string) => useTagsViewStore.getState().updateTitle(path ?? pathname, title),
    [pathname],
  );

  return useMemo(
    () => ({ refresh, close, closeOthers, closeLeft, closeRight, closeAll, setTitle }),
    [refresh, close, closeOthers, closeLeft, closeRight, closeAll, setTitle],
  );
}
