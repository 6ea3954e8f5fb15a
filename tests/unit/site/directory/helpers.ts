/** Shared setup of the directory tests: the bbs msw handlers and a log of the bbs calls the pages send. */
import { beforeEach } from 'vitest';
import { server } from '../../../../mocks/server';
import { bbsHandlers, resetBbsMocks } from '../../../../mocks/bbs';
import { logCalls, type ApiCall } from '../callLog';

export type BbsCall = ApiCall;

/** Registers the bbs handlers for each test and returns the (live) list of calls made. */
export function useBbs(): BbsCall[] {
  const calls: BbsCall[] = [];
  beforeEach(() => {
    calls.length = 0;
    resetBbsMocks();
    server.use(...bbsHandlers);
    logCalls('/bbs/web/', calls);
  });
  return calls;
}

export const lastCall = (calls: BbsCall[], name: string): BbsCall | undefined =>
  [...calls].reverse().find((c) => c.name === name);

/** Pretend the window is `width` px wide for the pager's media query. */
export function setWidth(width: number): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const m = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = m ? width <= Number(m[1]) : false;
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  }) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
