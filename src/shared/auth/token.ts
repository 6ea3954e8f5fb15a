import Cookies from 'js-cookie';

/** The token cookie RuoYi clients and our server agree on (session cookie, path /, shared by both SPAs). */
export const TOKEN_KEY = 'Admin-Token';

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_KEY) || undefined;
}

export function setToken(token: string): void {
  Cookies.set(TOKEN_KEY, token, { path: '/', sameSite: 'Lax' });
}

export function removeToken(): void {
  Cookies.remove(TOKEN_KEY, { path: '/' });
}
