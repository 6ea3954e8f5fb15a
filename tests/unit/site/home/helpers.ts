/**
 * Shared setup of the home / city / news / video tests: the bbs msw handlers, a log of the bbs calls the pages
 * send (name, query, parsed body), and a clean city store, detection latch and home filters for each test.
 */
import { afterEach, beforeEach } from 'vitest';
import { delay, http } from 'msw';
import { server } from '../../../../mocks/server';
import { bbsHandlers, resetBbsMocks } from '../../../../mocks/bbs';
import { logCalls, type ApiCall } from '../callLog';
import { resetCityDetection, resetCityStore } from '@site/city';
import { resetHomeStore } from '@site/pages/home/homeStore';

export type BbsCall = ApiCall;

export function useBbsCalls(): BbsCall[] {
  const calls: BbsCall[] = [];
  beforeEach(() => {
    calls.length = 0;
    resetBbsMocks();
    resetCityStore();
    resetCityDetection();
    resetHomeStore();
    server.use(...bbsHandlers);
    logCalls('/bbs/web/', calls);
  });
  afterEach(() => {
    removeGeolocation();
    resetCityStore();
    resetCityDetection();
  });
  return calls;
}

export const callsOf = (calls: BbsCall[], name: string) => calls.filter((c) => c.name === name);
export const lastCall = (calls: BbsCall[], name: string) => [...calls].reverse().find((c) => c.name === name);

/** The bbs API path msw matches (any origin). */
export const bbsApi = (name: string) => `*/prod-api/bbs/web/${name}`;

/** Delays the bbs call `name` by 150 ms (the usual mock answers it); `answeredAt()` is when it answered last (0: not yet). */
export function answerLate(name: string): { answeredAt: () => number } {
  let at = 0;
  server.use(
    http.post(bbsApi(name), async () => {
      await delay(150);
      at = Date.now();
      return undefined;
    }),
  );
  return { answeredAt: () => at };
}

type Geo = Pick<Geolocation, 'getCurrentPosition'>;

/** navigator.geolocation answering with a position, an error (refused) or never (pending). */
export function mockGeolocation(answer: { lat: number; lng: number } | 'denied'): Geo['getCurrentPosition'] & { calls: number } {
  const fn = Object.assign(
    ((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
      fn.calls++;
      setTimeout(() => {
        if (answer === 'denied') {
          fail?.({ code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
        } else {
          ok({ coords: { latitude: answer.lat, longitude: answer.lng, accuracy: 50 }, timestamp: Date.now() } as unknown as GeolocationPosition);
        }
      }, 5);
    }) as Geo['getCurrentPosition'],
    { calls: 0 },
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition: fn }, configurable: true, writable: true });
  return fn as Geo['getCurrentPosition'] & { calls: number };
}

export function removeGeolocation(): void {
  if ('geolocation' in navigator) {
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true, writable: true });
  }
}
