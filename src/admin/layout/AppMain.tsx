/**
 * The content area, with the tags view's keep-alive (RuoYi's `<keep-alive :include="cachedViews">`, done with
 * React 19's `<Activity>`):
 *
 * - Every page shown is captured as the element the router rendered for it (`useOutlet()`, which carries its own
 *   route context), keyed by pathname. Pages the tags-view store keeps (`kept`: visited tabs, not `meta.noCache`, at
 *   most KEEP_ALIVE_CAP = 10, least recently shown dropped first, never the page shown) stay rendered inside
 *   `<Activity mode="hidden">`: React hides their DOM and stops their effects but keeps their state, so switching
 *   back shows the page as it was (half-typed forms, expanded rows, an iframe's document). Their scroll position comes
 *   back through the router's scroll restoration (router/scrollKeys.ts).
 * - A hidden page sees a frozen location (its own), so `useLocation` / `useSearchParams` inside it do not follow the
 *   page shown now; `useCurrentHandle` reads the page's own route (hooks/useRouteMeta.ts).
 * - Closing a tab removes it from `kept`, so the page unmounts; refresh drops it and goes through `/redirect/<path>`,
 *   which mounts it afresh. With the tags view off nothing is kept (RuoYi: no tabs, no cache).
 */
import { Activity, useEffect, useRef, type ReactNode } from 'react';
import { UNSAFE_LocationContext, useLocation, useNavigationType, useOutlet, type Location, type NavigationType } from 'react-router-dom';
import { useCurrentHandle } from '../hooks/useRouteMeta';
import { setKeptPaths } from '../router/scrollKeys';
import { useSettingsStore } from '../stores/settings';
import { useTagsViewStore } from '../stores/tagsView';
import { useRouteFailed, viewOf } from './visited';

export const MAIN_ID = 'admin-main';

// scroll restoration keys kept pages by path: keep its list in step, synchronously (a refresh drops then navigates)
useTagsViewStore.subscribe((s, prev) => {
  if (s.kept !== prev.kept) setKeptPaths(s.kept);
});

interface Entry {
  element: ReactNode;
  /** the location the page last rendered with (frozen while hidden) */
  ctx: { location: Location; navigationType: NavigationType };
}

export default function AppMain() {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const handle = useCurrentHandle();
  const failed = useRouteFailed();
  const tagsView = useSettingsStore((s) => s.settings.tagsView);
  const kept = useTagsViewStore((s) => s.kept);
  const entries = useRef(new Map<string, Entry>());

  const key = location.pathname;
  const view = failed ? null : viewOf(handle, key, location.search);
  const cacheable = tagsView && !!view && !view.noCache;

  // the page shown now gets its latest element (idempotent, so safe in render); hidden ones keep theirs
  const map = entries.current;
  const prev = map.get(key);
  map.set(key, {
    element: outlet,
    ctx: prev && prev.ctx.location === location ? prev.ctx : { location, navigationType },
  });
  const keptNow = tagsView ? kept : [];
  // Map order = first shown first: siblings never move (moving an iframe would reload it)
  const rendered = [...map.keys()].filter((k) => k === key || keptNow.includes(k));

  useEffect(() => {
    const store = useTagsViewStore.getState();
    if (cacheable) store.keep(key, false);
    else store.drop(key);
  }, [cacheable, key]);

  useEffect(() => {
    if (!tagsView && useTagsViewStore.getState().kept.length) useTagsViewStore.setState({ kept: [] });
  }, [tagsView]);

  // forget the elements of pages no longer rendered (after commit)
  useEffect(() => {
    for (const k of [...map.keys()]) if (!rendered.includes(k)) map.delete(k);
  });

  return (
    <main id={MAIN_ID} className="admin-app-main" tabIndex={-1}>
      {rendered.map((k) => {
        const entry = map.get(k)!;
        return (
          <Activity key={k} mode={k === key ? 'visible' : 'hidden'}>
            <UNSAFE_LocationContext.Provider value={entry.ctx}>{entry.element}</UNSAFE_LocationContext.Provider>
          </Activity>
        );
      })}
    </main>
  );
}
