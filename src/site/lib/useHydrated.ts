import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * True from `beginHydration()` (main.tsx, before hydrating a server-rendered page) until just after HydrationEnd
 * commits. It is the client snapshot of the "hydrating" store below: while it equals the server snapshot, React sees no
 * change when the hydration commits, so it forces no re-render. (A store whose client value differs from the
 * server's makes React re-render its readers at once, as one blocking task, right after hydrating.)
 */
let hydrationPending = false;

/** main.tsx: the page is about to be hydrated. */
export function beginHydration(): void {
  hydrationPending = true;
}

let ending = false;

/** Once, from HydrationEnd's effect. */
function endHydration(): void {
  if (!hydrationPending || ending) return;
  ending = true;
  // after the commit's other effects, which compare the snapshot against the server's too
  setTimeout(() => {
    hydrationPending = ending = false;
  });
}

/**
 * Ends the hydration phase when it commits. SiteLayout renders it beside the page, inside the page's Suspense
 * boundary: React hydrates the frame first and the boundary's content in a later pass, and a part of that pass must
 * still read the phase as pending (else React re-renders it at once, blocking, as above). A part mounted after that
 * is hydrated at once.
 */
export function HydrationEnd(): null {
  useEffect(endHydration, []);
  return null;
}

const isHydrationPending = () => hydrationPending;
const serverSnapshot = () => true;

/**
 * False while React hydrates server-rendered HTML (and on the server), true from then on. Parts that show what
 * only the browser knows (the login state, the stored city) read it so their first render matches the server's
 * markup, then update: a hydration mismatch would throw the server's HTML away.
 * A part mounted after hydration (a page the reader navigated to) is true at once. A hydrated part turns true in a
 * transition, so React updates them all in slices that leave the main thread free for the reader's taps rather
 * than in one long task right after hydrating.
 */
export function useHydrated(): boolean {
  // React reads the server snapshot while hydrating (a part hydrated later, inside a Suspense boundary, too)
  const hydrating = useSyncExternalStore(never, isHydrationPending, serverSnapshot);
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * A value only the browser knows (a media query, stored choices): `serverValue` until the part is hydrated (so the
 * first render matches the server's markup, and React forces no re-render when the hydration commits), then the
 * store's value, following its changes.
 */
export function useBrowserSnapshot<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, serverValue: T): T {
  const hydrated = useHydrated();
  const server = () => serverValue;
  return useSyncExternalStore(subscribe, hydrated ? getSnapshot : server, server);
}
