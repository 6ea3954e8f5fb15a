import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver, timeoutManager } from '@tanstack/react-query';
import { coalescedTimeouts, type TimerPlatform } from '../../../../src/site/query/coalescedTimeouts';

/** The real (fake-timer) platform, with its browser timer calls counted. */
function countedPlatform() {
  const calls = { set: 0, clear: 0 };
  const reported: unknown[] = [];
  const platform: TimerPlatform = {
    now: () => Date.now(),
    setTimeout: (callback, delay) => {
      calls.set++;
      return setTimeout(callback, delay);
    },
    clearTimeout: (id) => {
      calls.clear++;
      clearTimeout(id);
    },
    setInterval: (callback, delay) => setInterval(callback, delay),
    clearInterval: (id) => clearInterval(id),
    report: (error) => reported.push(error),
  };
  return { platform, calls, reported };
}

describe('coalescedTimeouts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs each callback at its time, in deadline order, on one browser timer at a time', () => {
    const { platform, calls } = countedPlatform();
    const timers = coalescedTimeouts(platform);
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('c at 300'), 300);
    timers.setTimeout(() => ran.push('a at 100'), 100);
    timers.setTimeout(() => ran.push('b at 200'), 200);
    timers.setTimeout(() => ran.push('b2 at 200'), 200);
    expect(vi.getTimerCount()).toBe(1);

    vi.advanceTimersByTime(99);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['a at 100']);
    vi.advanceTimersByTime(100);
    expect(ran).toEqual(['a at 100', 'b at 200', 'b2 at 200']);
    vi.advanceTimersByTime(100);
    expect(ran).toEqual(['a at 100', 'b at 200', 'b2 at 200', 'c at 300']);
    expect(vi.getTimerCount()).toBe(0);
    // 300 first, replaced by 100 (one clear); then one per deadline as each fires
    expect(calls).toEqual({ set: 4, clear: 1 });
  });

  it('a cleared timeout never runs, and clearing costs no browser call', () => {
    const { platform, calls } = countedPlatform();
    const timers = coalescedTimeouts(platform);
    const ran: number[] = [];
    const first = timers.setTimeout(() => ran.push(1), 50);
    timers.setTimeout(() => ran.push(2), 80);
    timers.clearTimeout(first);
    expect(calls.clear).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(ran).toEqual([2]);
  });

  it('many later timeouts set after an earlier one add no browser timer', () => {
    const { platform, calls } = countedPlatform();
    const timers = coalescedTimeouts(platform);
    timers.setTimeout(() => undefined, 60_000);
    for (let i = 0; i < 20; i++) timers.setTimeout(() => undefined, 300_000 + i);
    expect(calls).toEqual({ set: 1, clear: 0 });
  });

  it('a callback may set the next timeout, and one that throws does not stop the others', () => {
    const { platform, reported } = countedPlatform();
    const timers = coalescedTimeouts(platform);
    const ran: string[] = [];
    timers.setTimeout(() => {
      ran.push('first');
      timers.setTimeout(() => ran.push('chained'), 10);
      throw new Error('boom');
    }, 10);
    timers.setTimeout(() => ran.push('second'), 10);
    vi.advanceTimersByTime(10);
    expect(ran).toEqual(['first', 'second']);
    vi.advanceTimersByTime(10);
    expect(ran).toEqual(['first', 'second', 'chained']);
    expect(reported).toHaveLength(1);
    expect((reported[0] as Error).message).toBe('boom');
  });

  it('a delay beyond what a browser timer holds still fires at its time, not at once', () => {
    const { platform } = countedPlatform();
    const timers = coalescedTimeouts(platform);
    let ran = false;
    const days30 = 30 * 24 * 3600 * 1000;
    timers.setTimeout(() => (ran = true), days30);
    vi.advanceTimersByTime(2 ** 31 - 1);
    expect(ran).toBe(false);
    vi.advanceTimersByTime(days30 - (2 ** 31 - 1));
    expect(ran).toBe(true);
  });

  it('intervals stay browser intervals and stop when cleared', () => {
    const timers = coalescedTimeouts(countedPlatform().platform);
    let ticks = 0;
    const id = timers.setInterval(() => ticks++, 100);
    vi.advanceTimersByTime(350);
    expect(ticks).toBe(3);
    timers.clearInterval(id);
    vi.advanceTimersByTime(500);
    expect(ticks).toBe(3);
  });

  it("drives react-query's stale and garbage-collection timers", () => {
    const { platform, calls } = countedPlatform();
    timeoutManager.setTimeoutProvider(coalescedTimeouts(platform));
    try {
      const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, gcTime: 300_000 } } });
      const observers = ['a', 'b', 'c'].map((key) => {
        client.setQueryData([key], key.toUpperCase());
        const observer = new QueryObserver(client, { queryKey: [key], queryFn: () => key });
        const unsubscribe = observer.subscribe(() => undefined);
        return { observer, unsubscribe };
      });
      // three gc timers and three stale timers, on two browser timers at most
      expect(calls.set).toBeLessThanOrEqual(2);
      expect(observers.every(({ observer }) => !observer.getCurrentResult().isStale)).toBe(true);
      // react-query sets the stale timer 1 ms past the stale time
      vi.advanceTimersByTime(60_001);
      expect(observers.every(({ observer }) => observer.getCurrentResult().isStale)).toBe(true);
      for (const { unsubscribe } of observers) unsubscribe();
      vi.advanceTimersByTime(300_000);
      expect(client.getQueryCache().getAll()).toHaveLength(0);
    } finally {
      timeoutManager.setTimeoutProvider({
        setTimeout: (callback, delay) => setTimeout(callback, delay),
        clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
        setInterval: (callback, delay) => setInterval(callback, delay),
        clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
      });
    }
  });
});
