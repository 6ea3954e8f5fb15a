import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createVisitCache } from '@site/lib/visitCache';

/** A list page waits for the small lists its cards label themselves with (no layout shift), but never forever. */
describe('visit cache: settled', () => {
  it('is settled once the data arrives', async () => {
    let answer: ((v: string[]) => void) | undefined;
    const cache = createVisitCache<'k', string[]>(() => new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => ({ data: cache.use('k'), settled: cache.useSettled('k') }));
    expect(result.current).toEqual({ data: undefined, settled: false });
    // the load starts in a task after the effects (not in the task that runs a hydrated page's effects)
    expect(answer).toBeUndefined();
    await waitFor(() => expect(answer).toBeDefined());
    await act(async () => answer!(['a']));
    expect(result.current).toEqual({ data: ['a'], settled: true });
  });

  it('is settled when the load fails (the page shows without the labels), and a later load tries again', async () => {
    let calls = 0;
    const cache = createVisitCache<'k', string[]>(() => (++calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve(['b'])));
    const { result } = renderHook(() => ({ data: cache.use('k'), settled: cache.useSettled('k') }));
    await waitFor(() => expect(result.current.settled).toBe(true));
    expect(result.current.data).toBeUndefined();
    await act(() => cache.load('k'));
    expect(calls).toBe(2);
    expect(result.current).toEqual({ data: ['b'], settled: true });
  });
});
