/**
 * Full page loads, kept in one module so tests can replace them (jsdom implements neither).
 */
export const browser = {
  /** Reload the current page (after a login from the header popup). */
  reload(): void {
    window.location.reload();
  },
  /** Leave the SPA for another document (the admin SPA is a separate entry). */
  assign(url: string): void {
    window.location.assign(url);
  },
};
