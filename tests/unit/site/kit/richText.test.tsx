import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Root } from 'react-dom/client';
import { waitFor } from '@testing-library/react';

// each test starts with DOMPurify not loaded yet (a fresh page), with React loaded afresh beside it
async function freshModules() {
  vi.resetModules();
  const { act } = await import('react');
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  const kit = await import('../../../../src/site/kit/RichText');
  const sanitizer = await import('../../../../src/site/lib/sanitizer');
  return { act, createRoot, hydrateRoot, RichText: kit.RichText, loadedSanitizer: sanitizer.loadedSanitizer };
}

/** What the server sends for a rich text: its sanitized html in the box, inside the part's Suspense markers. */
const serverMarkup = (html: string) => `<!--$--><div class="dir-rich">${html}</div><!--/$-->`;

describe('RichText', () => {
  let container: HTMLDivElement;
  let root: Root | undefined;
  let unmount: () => void;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.appendChild(container);
  });
  afterEach(() => {
    unmount?.();
    root = undefined;
    container.remove();
    vi.restoreAllMocks();
  });

  it('sanitizes what the browser renders itself (loading DOMPurify for it)', async () => {
    const { act, createRoot, RichText, loadedSanitizer } = await freshModules();
    unmount = () => act(() => root?.unmount());
    const html = '<p>Hello</p><script>window.bad = 1</script><img src="x.png" onerror="window.bad = 2"><a href="https://example.org" target="_blank">out</a><a href="/in" target="top">in</a>';
    root = createRoot(container);
    await act(async () => root!.render(<RichText html={html} className="x" />));
    await waitFor(() => expect(container.querySelector('.dir-rich.x p')).toHaveTextContent('Hello'));
    const rich = container.querySelector('.dir-rich.x')!;
    expect(rich.querySelector('script')).toBeNull();
    expect(rich.querySelector('img')!.hasAttribute('onerror')).toBe(false);
    expect(rich.querySelector('a[href="https://example.org"]')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(rich.querySelector('a[href="/in"]')).not.toHaveAttribute('target');
    expect(loadedSanitizer()).not.toBeNull();
  });

  it("keeps a server-rendered rich text's markup while hydrating, without DOMPurify, then sanitizes a new text", async () => {
    const { act, hydrateRoot, RichText, loadedSanitizer } = await freshModules();
    unmount = () => act(() => root?.unmount());
    container.innerHTML = serverMarkup('<p>From the server</p>');
    const paragraph = container.querySelector('p');
    await act(async () => {
      root = hydrateRoot(container, <RichText html="<p>From the server</p>" />);
    });
    expect(container.querySelector('p')).toBe(paragraph);
    expect(loadedSanitizer()).toBeNull();

    await act(async () => root!.render(<RichText html={'<p>Changed</p><img src="x.png" onerror="window.bad = 1">'} />));
    await waitFor(() => expect(container.querySelector('p')).toHaveTextContent('Changed'));
    expect(container.querySelector('img')!.hasAttribute('onerror')).toBe(false);
    expect(loadedSanitizer()).not.toBeNull();
  });

  it('never writes the unsanitized html it hydrates with (the server sanitized what shows)', async () => {
    const { act, hydrateRoot, RichText } = await freshModules();
    unmount = () => act(() => root?.unmount());
    // (React's development build reports the differing html; production says nothing: neither writes it)
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    container.innerHTML = serverMarkup('<p>Safe</p>');
    const raw = '<p>Safe</p><img src="x.png" onerror="window.bad = 1">';
    await act(async () => {
      root = hydrateRoot(container, <RichText html={raw} />);
    });
    // a re-render with the same text (a parent's update) leaves the server's markup too
    await act(async () => root!.render(<RichText html={raw} />));
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('p')).toHaveTextContent('Safe');
  });
});
