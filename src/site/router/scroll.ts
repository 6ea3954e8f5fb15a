/**
 * Scroll restoration for the declarative router: back and forward return to where the reader was on that entry
 * (also after a reload: positions are kept in sessionStorage), a new page starts at the top (or at its `#hash`),
 * and a change of the query alone (a list's filters, its page) leaves the scroll to the page, as list state does.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'site-scroll';

function readPositions(): Record<string, number> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function savePositions(positions: Record<string, number>): void {
  try {
    // the newest 50 entries are plenty for back and forward
    const kept = Object.entries(positions).slice(-50);
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    /* storage full or off: positions live for this page only */
  }
}

/** Where to scroll when the location changes: a saved position, an element (the hash), the top, or nowhere. */
export function scrollTarget(
  action: 'POP' | 'PUSH' | 'REPLACE',
  saved: number | undefined,
  pathChanged: boolean,
  hash: string,
): { top: number } | { id: string } | null {
  if (action === 'POP' && saved !== undefined) return { top: saved };
  if (hash.length > 1) return { id: decodeURIComponent(hash.slice(1)) };
  if (action === 'POP') return null;
  return pathChanged ? { top: 0 } : null;
}

export function useScrollRestoration(): void {
  const location = useLocation();
  const action = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const current = useRef<{ key: string; pathname: string } | null>(null);
  // the reader's position as last reported by the browser: read when the location changes, before the new page
  // could have clamped it
  const lastY = useRef(0);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    lastY.current = window.scrollY;
    const onScroll = () => {
      lastY.current = window.scrollY;
    };
    const onLeave = () => {
      if (positions.current && current.current) positions.current[current.current.key] = window.scrollY;
      if (positions.current) savePositions(positions.current);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onLeave);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onLeave);
    };
  }, []);

  useLayoutEffect(() => {
    const saved = (positions.current ??= readPositions());
    const previous = current.current;
    if (previous) saved[previous.key] = lastY.current;
    current.current = { key: location.key, pathname: location.pathname };
    const pathChanged = previous !== null && previous.pathname !== location.pathname;
    const target = scrollTarget(action, saved[location.key], pathChanged, location.hash);
    if (!target) return;
    if ('top' in target) window.scrollTo(0, target.top);
    else document.getElementById(target.id)?.scrollIntoView();
    lastY.current = window.scrollY;
  }, [location.key, location.pathname, location.hash, action]);
}
