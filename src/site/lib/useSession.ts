import { useAuthStore } from '@shared/auth/store';
import { useHydrated } from './useHydrated';

/**
 * The signed-in member as server-rendered pages may show it: nobody on the server and while the browser takes the
 * server's HTML over (the server knows no session), the session from then on. Parts of such pages that differ for
 * a member read these rather than the auth store, so the first render matches the server's markup.
 */
export function useSessionToken(): string {
  const token = useAuthStore((s) => s.token);
  return useHydrated() ? token : '';
}

/** The signed-in member's user id, or null (see useSessionToken). */
export function useSessionUserId(): number | null {
  const me = useAuthStore((s) => (s.token ? s.userId : null));
  return useHydrated() ? me : null;
}
