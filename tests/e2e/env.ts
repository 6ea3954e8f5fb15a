/** Fixed only for the throwaway e2e databases that global-setup creates and deletes. */
export const E2E_ADMIN_PASSWORD = 'E2e-admin-pass-1';
