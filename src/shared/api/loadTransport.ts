/**
 * Loads the request layer's HTTP transport (./transport.ts: axios and the interceptors) once, together with the
 * request layer's texts (the i18n `common` namespace) where the app does not bundle them. Kept apart from
 * request.ts so that an app can start the load early (`preloadTransport()` at start-up) without carrying the
 * request layer in its entry chunk.
 */
import { loadNamespaces } from '@shared/i18n';

let transport: Promise<typeof import('./transport')> | null = null;

/** Load the HTTP transport: once, on the first request or earlier when called at start-up. */
export function preloadTransport(): Promise<typeof import('./transport')> {
  // every request waits for this, so the messages of its failures (`tr`) are there in the current language
  transport ??= Promise.all([import('./transport'), loadNamespaces('common')])
    .then(([http]) => http)
    .catch((err: unknown) => {
      // a failed load (offline, a new deploy) is tried again by the next request
      transport = null;
      throw err;
    });
  return transport;
}
