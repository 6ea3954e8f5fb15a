/**
 * A part of a server-rendered page that lies below the first screen: React takes its markup over (hydrates it) only
 * when it comes near the viewport, not while the page starts. Until then it is the server's HTML, links and all
 * (a tap on a link is a plain page load); a phone spends its start-up on what the reader sees first.
 *
 * The part sits in a Suspense boundary of its own. While React hydrates that boundary, `Gate` suspends on a promise
 * that resolves once the part's element (found by its id) is within `HYDRATE_MARGIN` of the viewport; React leaves
 * the server's markup in place meanwhile. Rendered in the browser (a page the reader navigated to), it renders at once.
 */
import { memo, Suspense, use, useMemo, useSyncExternalStore, type ComponentType } from 'react';

/** How far below (or above) the viewport a part starts hydrating: one scroll flick on a phone. */
export const HYDRATE_MARGIN = '400px 0px';

/** per server-rendered element: React asks again each time it retries the part */
const nearViewport = new WeakMap<Element, Promise<void>>();

/** What starts an interaction with a part: it is hydrated then even if not seen yet. */
const STARTS = ['pointerdown', 'focusin', 'touchstart'] as const;

/** The parts still waiting, each with what opens it. */
const waiting = new Map<Element, () => void>();

/**
 * A tap or a tab into a waiting part before its observer reported it (it reports once a frame) opens it. Listened to
 * on the window, before React's own listener on the root: React then hydrates the part at once and hands it the event
 * (it would drop an event aimed at a part it cannot hydrate yet).
 */
function openOnInteraction(event: Event): void {
  const target = event.target instanceof Node ? event.target : null;
  for (const [element, open] of waiting) if (target && element.contains(target)) open();
}

/** A settled promise that React's `use` reads at once (it looks at these fields before waiting). */
function settled(promise: Promise<void>): Promise<void> {
  return Object.assign(promise, { status: 'fulfilled', value: undefined });
}
const OPEN = settled(Promise.resolve());

/**
 * Settles when the server-rendered element `id` comes near the viewport or the reader starts to interact with it;
 * null (no waiting) when there is no such element.
 */
function whenNear(id: string): Promise<void> | null {
  const element = document.getElementById(id);
  if (!element || typeof IntersectionObserver === 'undefined') return null;
  const known = nearViewport.get(element);
  if (known) return known;
  let resolve = () => {};
  const gate = new Promise<void>((r) => (resolve = r));
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), { rootMargin: HYDRATE_MARGIN });
  function open() {
    observer.disconnect();
    waiting.delete(element as Element);
    if (waiting.size === 0) for (const type of STARTS) window.removeEventListener(type, openOnInteraction, true);
    // settled at once, so that React's hydration in the same event reads it so
    settled(gate);
    resolve();
  }
  observer.observe(element);
  if (waiting.size === 0) for (const type of STARTS) window.addEventListener(type, openOnInteraction, { capture: true, passive: true });
  waiting.set(element, open);
  nearViewport.set(element, gate);
  return gate;
}

const never = () => () => undefined;
const notHydrating = () => false;
const hydrating = () => true;

function Gate({ id, part: Part }: { id: string; part: ComponentType }) {
  // true only while React hydrates this part (it reads the server snapshot then). Once hydrated, React sees the
  // snapshot differ and renders Gate again: the memoized element spares the part that render.
  const fromServerMarkup = useSyncExternalStore(never, notHydrating, hydrating);
  const element = useMemo(() => <Part />, [Part]);
  // called on every render (React requires it of a component that once suspended on it)
  use((fromServerMarkup && !import.meta.env.SSR && whenNear(id)) || OPEN);
  return element;
}

/**
 * `part` (a component without props, whose root element has the id `id`), hydrated when it comes near the viewport.
 * Memoized, so that its parent's re-renders do not reach the boundary before it hydrates (React would then drop the
 * server's markup and render the part anew).
 */
export const HydrateOnVisible = memo(function HydrateOnVisible({ id, part }: { id: string; part: ComponentType }) {
  return (
    <Suspense fallback={null}>
      <Gate id={id} part={part} />
    </Suspense>
  );
});
