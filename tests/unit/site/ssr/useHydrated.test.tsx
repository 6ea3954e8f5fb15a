/**
 * useHydrated on a server-rendered page: false while React takes the markup over (so the first render matches the
 * server's), true after, without a blocking re-render; true at once for a part mounted later (no disabled flash).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { lazy, startTransition, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, waitFor } from '@testing-library/react';
import { beginHydration, HydrationEnd, useBrowserSnapshot, useHydrated } from '@site/lib/useHydrated';

/** What each part rendered, in order: hydrated or not. */
let renders: Record<string, boolean[]> = {};

function Part({ name }: { name: string }) {
  const hydrated = useHydrated();
  (renders[name] ??= []).push(hydrated);
  return <button disabled={!hydrated}>{name}</button>;
}

let width = 'narrow';
const listeners = new Set<() => void>();
const subscribe = (cb: () => void) => {
  listeners.add(cb);
  return () => listeners.delete(cb);
};

const widths: string[] = [];
function Width() {
  const value = useBrowserSnapshot(subscribe, () => width, 'unknown');
  widths.push(value);
  return <output>{value}</output>;
}

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = container = undefined;
  renders = {};
});

/**
 * Renders `server` on the "server", then hydrates `client` (the same tree unless given) as main.tsx does;
 * hydration errors are collected.
 */
function serverRenderAndHydrate(server: React.ReactElement, client = server): { errors: unknown[] } {
  container = document.createElement('div');
  container.innerHTML = renderToString(server);
  document.body.append(container);
  renders = {};
  const errors: unknown[] = [];
  beginHydration();
  act(() => {
    startTransition(() => {
      root = hydrateRoot(container!, client, { onRecoverableError: (e) => errors.push(e) });
    });
  });
  return { errors };
}

describe('useHydrated', () => {
  it('renders the server’s state while hydrating, then turns true without a mismatch', async () => {
    const { errors } = serverRenderAndHydrate(<Part name="login" />);
    await waitFor(() => expect(container!.querySelector('button')).toBeEnabled());
    expect(renders.login).toEqual([false, true]);
    expect(errors).toEqual([]);
  });

  it('is false while a part under a Suspense boundary hydrates later', async () => {
    let resolve!: (m: { default: ComponentType }) => void;
    const LazyPart = lazy(() => new Promise<{ default: ComponentType }>((r) => (resolve = r)));
    const LatePart = () => <Part name="late" />;
    // the server renders the part in place (its code is there: a lazy whose code resolves at once)
    const ServerPart = lazy(() => ({ then: (done: (m: { default: ComponentType }) => void) => done({ default: LatePart }) }) as Promise<{ default: ComponentType }>);
    // as SiteLayout: the phase ends inside the page's boundary
    const tree = (part: ReactNode) => (
      <>
        <Part name="frame" />
        <Suspense fallback={null}>
          {part}
          <HydrationEnd />
        </Suspense>
      </>
    );
    const { errors } = serverRenderAndHydrate(tree(<ServerPart />), tree(<LazyPart />));
    expect(container!.querySelectorAll('button')).toHaveLength(2);
    await waitFor(() => expect(renders.frame!.at(-1)).toBe(true));
    expect(renders.frame![0]).toBe(false);
    await act(async () => resolve({ default: LatePart }));
    await waitFor(() => expect(container!.querySelectorAll('button')[1]).toBeEnabled());
    // hydrated with the server's state, then true: no forced re-render in between (the phase was still pending)
    expect(renders.late).toEqual([false, true]);
    expect(errors).toEqual([]);
  });

  it('is true at once for a part mounted after hydration (no disabled flash), also where none was hydrated', async () => {
    // no part reads useHydrated while hydrating
    function Later() {
      const [shown, setShown] = useState(false);
      return (
        <>
          <HydrationEnd />
          <button onClick={() => setShown(true)}>show</button>
          {shown && <Part name="later" />}
        </>
      );
    }
    serverRenderAndHydrate(<Later />);
    // the hydration phase ends after the commit's effects
    await waitFor(() => expect(container!.querySelector('button')).toBeEnabled());
    await act(() => new Promise((r) => setTimeout(r, 0)));
    act(() => container!.querySelector('button')!.click());
    expect(renders.later).toEqual([true]);
  });
});

describe('useBrowserSnapshot', () => {
  it('shows the server’s value while hydrating, then the browser’s, and follows changes', async () => {
    width = 'narrow';
    const { errors } = serverRenderAndHydrate(<Width />);
    await waitFor(() => expect(container!.textContent).toBe('narrow'));
    act(() => {
      width = 'wide';
      for (const l of listeners) l();
    });
    expect(container!.textContent).toBe('wide');
    expect(widths[0]).toBe('unknown');
    expect(errors).toEqual([]);
  });
});
