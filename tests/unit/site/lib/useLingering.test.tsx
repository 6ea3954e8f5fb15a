import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { LOADING_LINGER_MS, useLingering } from '../../../../src/site/lib/useLingering';

describe('useLingering', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a part that mounts with nothing loading shows nothing and sets no timer', () => {
    const { result } = renderHook(() => useLingering(false));
    expect(result.current).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stays on for 800 ms after the load ends (spec section 9)', () => {
    const { result, rerender } = renderHook(({ active }) => useLingering(active), { initialProps: { active: true } });
    expect(result.current).toBe(true);
    rerender({ active: false });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(LOADING_LINGER_MS - 1));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a new load while lingering keeps it on, and the 800 ms count from its end', () => {
    const { result, rerender } = renderHook(({ active }) => useLingering(active), { initialProps: { active: true } });
    rerender({ active: false });
    act(() => vi.advanceTimersByTime(500));
    rerender({ active: true });
    rerender({ active: false });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe(false);
  });

  it('with 0 ms (a failed load) it clears at once, even while lingering', () => {
    const { result, rerender } = renderHook(({ active, ms }) => useLingering(active, ms), {
      initialProps: { active: true, ms: LOADING_LINGER_MS },
    });
    rerender({ active: false, ms: LOADING_LINGER_MS });
    expect(result.current).toBe(true);
    rerender({ active: false, ms: 0 });
    expect(result.current).toBe(false);
  });
});
