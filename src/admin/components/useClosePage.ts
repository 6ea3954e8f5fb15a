import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { nextLocation, useTagsViewStore } from '../stores/tagsView';
import { HOME_PATH } from '../lib/routes/staticRoutes';

/**
 * RuoYi `$tab.closePage()` / `closeOpenPage(to)`: close the current page's tab, then open `to`, or the last
 * remaining tab (or the dashboard).
 */
export function useClosePage(): (to?: string) => void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (to?: string) => {
      const remaining = useTagsViewStore.getState().closeView(pathname);
      navigate(to ?? nextLocation(remaining, pathname, HOME_PATH) ?? HOME_PATH);
    },
    [navigate, pathname],
  );
}
