/**
 * The 401 prompt registry: each app registers its prompt (login popup / re-login confirm); the request layer
 * fires it at most once until the app calls resetUnauthorized(). Separate from request.ts (no axios), so an
 * app can register at start-up without loading the HTTP client.
 */

let unauthorizedHandler: (() => void) | null = null;
let unauthorizedShown = false;

/** Each app registers its 401 prompt (login popup / relogin confirm). `null` unregisters. */
export function onUnauthorized(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}
/** The app calls this when its 401 prompt closes, so the next 401 opens it again. */
export function resetUnauthorized(): void {
  unauthorizedShown = false;
}

/** Returns false when no handler is registered. */
export function fireUnauthorized(): boolean {
  if (!unauthorizedHandler) return false;
  if (unauthorizedShown) return true;
  unauthorizedShown = true;
  unauthorizedHandler();
  return true;
}
