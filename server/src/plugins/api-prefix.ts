/** Every API route lives under this prefix (RuoYi's production base path, used by both SPAs). */
export const API_PREFIX = '/prod-api';

export function isApiUrl(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}
