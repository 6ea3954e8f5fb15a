import { useEffect, useState } from 'react';

/** Spec section 9: loading indicators are hidden 800 ms after the response. */
export const LOADING_LINGER_MS = 800;

/**
 * `active`, and for `ms` after it turns false (0: clears at once). A part that mounts with nothing to linger (a list
 * whose data is there) sets no timer.
 */
export function useLingering(active: boolean, ms = LOADING_LINGER_MS): boolean {
  const [shown, setShown] = useState(active);
  useEffect(() => {
    if (active) {
      setShown(true);
      return;
    }
    if (!shown) return;
    if (ms <= 0) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(false), ms);
    return () => clearTimeout(timer);
  }, [active, ms, shown]);
  return active || shown;
}
