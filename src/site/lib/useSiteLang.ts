import { useCallback } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';
import type { Lang } from '@shared/i18n';
import { langOfPath, localizePath } from './langPath';

/** The language of the current URL (root = zh, /en = en) and a path builder for it. */
export function useSiteLang(): { lang: Lang; to: (rootPath: string) => string } {
  const { pathname } = useLocation();
  const lang = langOfPath(pathname);
  const to = useCallback((rootPath: string) => localizePath(lang, rootPath), [lang]);
  return { lang, to };
}

/**
 * navigate() that does nothing when the target is the current location, so repeated navigation to the same
 * place neither throws nor adds a history entry.
 */
export function useGo(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: string, options?: NavigateOptions) => {
      const here = location.pathname + location.search + location.hash;
      if (to === here || to === location.pathname + location.search) return;
      void navigate(to, options);
    },
    [navigate, location.pathname, location.search, location.hash],
  );
}
