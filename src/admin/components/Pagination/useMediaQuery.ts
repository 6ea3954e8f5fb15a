import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches; follows changes (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const mql = window.matchMedia(query);
      mql.addEventListener?.('change', onChange);
      return () => mql.removeEventListener?.('change', onChange);
    },
    [query],
  );
  const get = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false);
  return useSyncExternalStore(subscribe, get, () => false);
}

/** The shell's mobile breakpoint (spec: 992 px). */
export const NARROW_QUERY = '(max-width: 991.98px)';

export function useIsNarrow(): boolean {
  return useMediaQuery(NARROW_QUERY);
}
