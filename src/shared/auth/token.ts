import Cookies from 'js-cookie';

/** The token cookie RuoYi clients and our server agree on (session cookie, path /, shared by both SPAs). */
export const TOKEN_KEY = 'Admin-Token';

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_KEY) || undefined;
}

/** What the Cookie Store API offers of a cookie (Chromium, Safari 18.4+, Firefox 140+, in secure contexts). */
interface CookieStoreLike {
  get(name: string): Promise<{ value?: string } | null | undefined>;
}

/**
 * getToken without blocking the page where the browser has the Cookie Store API (a page's first `document.cookie` is
 * a synchronous call to the browser: 5–15 ms in Lighthouse's traces); getToken where it has not, or if it fails.
 */
export async function readToken(): Promise<string | undefined> {
  const store = (globalThis as { cookieStore?: CookieStoreLike }).cookieStore;
  if (!store) return getToken();
  try {
    const value = (await store.get(TOKEN_KEY))?.value;
    // decoded by js-cookie's own converter (it encoded what setToken wrote)
    return value ? Cookies.converter.read(value, TOKEN_KEY) : undefined;
  } catch {
    return getToken();
  }
}

export function setToken(token: string): void {
  Cookies.set(TOKEN_KEY, token, { path: '/', sameSite: 'Lax' });
}

export function removeToken(): void {
  Cookies.remove(TOKEN_KEY, { path: '/' });
}
