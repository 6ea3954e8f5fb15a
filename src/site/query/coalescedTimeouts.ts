/**
 * react-query's timers (a garbage-collection timer per cached query, a stale timer per mounted reader) on one
 * browser timer: the earliest. Hydrating a page with a few lists set and cleared some twenty browser timers in one
 * task, each a call into the browser that also records the async stack when dev tools or Lighthouse watch; here the
 * first sets the browser timer and the rest only enter a map. (react-query's `timeoutManager` is made for this.)
 */
import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/** What the provider needs of the platform (the tests pass fakes). */
export interface TimerPlatform {
  now(): number;
  setTimeout(callback: () => void, delay: number): ReturnType<typeof setTimeout>;
  clearTimeout(id: ReturnType<typeof setTimeout>): void;
  setInterval(callback: () => void, delay: number): ReturnType<typeof setInterval>;
  clearInterval(id: ReturnType<typeof setInterval>): void;
  /** a callback's error: uncaught, as a browser timer's would be */
  report(error: unknown): void;
}

const browserPlatform: TimerPlatform = {
  // the clock test runners' fake timers move too (they leave performance.now alone)
  now: () => Date.now(),
  setTimeout: (callback, delay) => setTimeout(callback, delay),
  clearTimeout: (id) => clearTimeout(id),
  setInterval: (callback, delay) => setInterval(callback, delay),
  clearInterval: (id) => clearInterval(id),
  report: (error) =>
    queueMicrotask(() => {
      throw error;
    }),
};

/** A browser timer's longest delay; a longer one would fire at once. Later deadlines re-arm when it fires. */
const LONGEST_DELAY = 2 ** 31 - 1;

interface Pending {
  at: number;
  callback: TimeoutCallback;
}

/**
 * Timeouts share one browser timer set for the earliest deadline; when it fires, every due callback runs (in
 * deadline order) and the timer is set for the next. Clearing a timeout only forgets it: a browser timer left for
 * it fires, finds nothing due and re-arms. Intervals (react-query's `refetchInterval`) stay browser intervals.
 */
export function coalescedTimeouts(platform: TimerPlatform = browserPlatform): TimeoutProvider<number> {
  const pending = new Map<number, Pending>();
  const intervals = new Map<number, ReturnType<typeof setInterval>>();
  let lastId = 0;
  let armed: { at: number; id: ReturnType<typeof setTimeout> } | null = null;

  function arm(): void {
    let earliest = Infinity;
    for (const { at } of pending.values()) earliest = Math.min(earliest, at);
    // a browser timer due no later fires first and re-arms then
    if (earliest === Infinity || (armed && armed.at <= earliest)) return;
    if (armed) platform.clearTimeout(armed.id);
    const now = platform.now();
    const delay = Math.min(LONGEST_DELAY, Math.max(0, earliest - now));
    armed = { at: now + delay, id: platform.setTimeout(fire, delay) };
  }

  function fire(): void {
    // the browser timer's firing says its deadline has come, whatever the clock's rounding says
    const now = Math.max(platform.now(), armed?.at ?? -Infinity);
    armed = null;
    const due = [...pending].filter(([, p]) => p.at <= now).sort(([, a], [, b]) => a.at - b.at);
    for (const [id] of due) pending.delete(id);
    arm();
    for (const [, { callback }] of due) {
      try {
        callback();
      } catch (error) {
        // the other callbacks still run
        platform.report(error);
      }
    }
  }

  return {
    setTimeout(callback, delay) {
      const id = ++lastId;
      pending.set(id, { at: platform.now() + Math.max(0, delay || 0), callback });
      arm();
      return id;
    },
    clearTimeout(id) {
      if (typeof id === 'number') pending.delete(id);
    },
    setInterval(callback, delay) {
      const id = ++lastId;
      intervals.set(id, platform.setInterval(callback, delay));
      return id;
    },
    clearInterval(id) {
      if (typeof id !== 'number') return;
      const native = intervals.get(id);
      if (native !== undefined) platform.clearInterval(native);
      intervals.delete(id);
    },
  };
}
