/**
 * Scroll positions of kept-alive pages. `<ScrollRestoration getKey={scrollKey}>` keys a page the tags view keeps
 * alive by its pathname, so returning to its tab (a new navigation) puts it back where the user left it; other pages
 * are keyed per history entry as usual (top on a new visit, restored on back/forward). Tiny on purpose: it is part of
 * the entry chunk, the tags view (which fills it) is not.
 */
import type { Location } from 'react-router-dom';

let kept: ReadonlySet<string> = new Set();

/** Called by the tags view whenever its kept pages change. */
export function setKeptPaths(paths: readonly string[]): void {
  kept = new Set(paths);
}

export function scrollKey(location: Location): string {
  return kept.has(location.pathname) ? `kept:${location.pathname}` : location.key;
}
