import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { HydrateOnVisible } from '../../../src/site/components/HydrateOnVisible';

/** IntersectionObserver as the browser's, with the test deciding what is in view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  static show(element: Element) {
    for (const o of FakeObserver.all.filter((x) => x.observed.includes(element)))
      o.callback([{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry], o as unknown as IntersectionObserver);
  }
}

const mounted: string[] = [];

function Counter({ id }: { id: string }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    mounted.push(id);
  }, [id]);
  return (
    <section id={id}>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        {id} {count}
      </button>
    </section>
  );
}
const Far = () => <Counter id="far" />;
const Other = () => <Counter id="other" />;

function Page() {
  return (
    <main>
      <Counter id="top" />
      <HydrateOnVisible id="far" part={Far} />
      <HydrateOnVisible id="other" part={Other} />
    </main>
  );
}

describe('HydrateOnVisible', () => {
  let container: HTMLDivElement;
  let root: Root | null = null;
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    mounted.length = 0;
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    container.remove();
    vi.unstubAllGlobals();
  });

  it('leaves a part as the server rendered it until it comes into view, then adopts the same markup', async () => {
    container.innerHTML = renderToString(<Page />);
    const serverFar = container.querySelector('#far');
    expect(serverFar?.textContent).toBe('far 0');

    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    // the first screen is live, the part below is still the server's markup
    expect(mounted).toEqual(['top']);
    const farButton = container.querySelector<HTMLButtonElement>('#far button');
    await act(async () => farButton?.click());
    expect(farButton?.textContent).toBe('far 0');

    await act(async () => FakeObserver.show(serverFar as Element));
    expect(mounted).toEqual(['top', 'far']);
    // hydrated in place: the same element, now answering clicks
    expect(container.querySelector('#far')).toBe(serverFar);
    await act(async () => container.querySelector<HTMLButtonElement>('#far button')?.click());
    expect(container.querySelector('#far button')?.textContent).toBe('far 1');
    expect(mounted).not.toContain('other');
  });

  it('a tap on a part not yet reported in view adopts it first and hands it the click', async () => {
    container.innerHTML = renderToString(<Page />);
    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    const button = container.querySelector<HTMLButtonElement>('#other button') as HTMLButtonElement;
    // the press and the click of one tap, with no render in between: React hydrates the part on the press
    await act(async () => {
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      button.click();
    });
    expect(mounted).toContain('other');
    expect(container.querySelector('#other button')).toBe(button);
    expect(button.textContent).toBe('other 1');
  });

  it('renders at once where React draws the page itself (a page the reader navigated to)', async () => {
    root = createRoot(container);
    await act(async () => root?.render(<Page />));
    expect(mounted).toEqual(['top', 'far', 'other']);
    expect(FakeObserver.all).toEqual([]);
  });
});
