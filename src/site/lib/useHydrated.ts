import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates server-rendered HTML (and on the server), true from then on. Parts that show what
 * only the browser knows (the login state, the stored city) read it so their first render matches the server's
 * markup, then update: a hydration mismatch would throw the server's HTML away.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
