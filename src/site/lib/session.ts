import { isRequestError } from '@shared/api/errors';
import { useAuthStore } from '@shared/auth/store';

let restoring: Promise<void> | null = null;

/**
 * On a page load with a token cookie, load the member's info for the header. Runs before the 401 popup
 * handler is registered, so an expired session quietly becomes "logged out" instead of greeting the
 * visitor with a login prompt.
 */
export function restoreSession(): Promise<void> {
  const { token, name } = useAuthStore.getState();
  if (!token || name) return Promise.resolve();
  restoring ??= useAuthStore
    .getState()
    // a 401 here only means the old session is gone: no prompt and no error toast
    .getInfo({ skipUnauthorized: true })
    .then(
      () => undefined,
      (e: unknown) => {
        if (isRequestError(e) && e.code === 401) useAuthStore.getState().fedLogout();
      },
    )
    .finally(() => {
      restoring = null;
    });
  return restoring;
}
