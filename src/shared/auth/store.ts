import { create } from 'zustand';
import type { GetInfoResponse, LoginBody } from '@shared/contract';
import { BASE_API } from '@shared/api/base';
import type { SessionCallOptions } from '@shared/api/session';

/** The session calls (and with them the HTTP client) load on first use, not with the page. */
const sessionApi = () => import('@shared/api/session');
import defaultAvatar from '@shared/assets/avatar.svg';
import { getToken, readToken, removeToken, setToken } from './token';

/** The member's "my info" object (school info); its shape belongs to the member API. */
export type SchoolInfo = Record<string, unknown>;

export const DEFAULT_AVATAR: string = defaultAvatar;
export const DEFAULT_ROLE = 'ROLE_DEFAULT';
/** sessionStorage key of the password character-class rule (RuoYi's spelling). */
export const PWD_CHRTYPE_KEY = 'pwrChrtype';

export interface AuthState {
  /** '' when logged out */
  token: string;
  userId: number | null;
  /** userName */
  name: string;
  nickName: string;
  /** always a usable URL: the bundled default when empty, BASE_API-prefixed when relative */
  avatar: string;
  /** role keys; ['ROLE_DEFAULT'] when the server returns none; [] until getInfo ran */
  roles: string[];
  permissions: string[];
  /** '00' system user, '01' member, '02' school account ('' before getInfo) */
  usertype: string;
  /** school authentication status '0'..'3' ('' before getInfo) */
  authstatus: string;
  schoolInfo: SchoolInfo | null;
  /** phonenumber */
  phone: string;
}

export interface AuthActions {
  /** POST /login and store the token cookie. Rejects with RequestError (the toast is already shown unless `silent`). */
  login(body: LoginBody, options?: { silent?: boolean }): Promise<void>;
  /** GET /getInfo and store the user; resolves the whole response (pwdChrtype, isDefaultModifyPwd, ...). */
  getInfo(options?: SessionCallOptions): Promise<GetInfoResponse>;
  /** POST /logout (errors ignored) then clear token, roles, permissions and the user. */
  logout(): Promise<void>;
  /** Clear the session locally only (no server call). */
  fedLogout(): void;
  setSchoolInfo(info: SchoolInfo | null): void;
}

export type AuthStore = AuthState & AuthActions;

/** Resolve an avatar path: empty → bundled default, http(s)/data/blob → as is, relative → BASE_API prefix. */
export function resolveAvatar(avatar: string | null | undefined): string {
  if (!avatar) return DEFAULT_AVATAR;
  if (/^(https?:|data:|blob:)|^\/\//i.test(avatar)) return avatar;
  if (avatar.startsWith(BASE_API + '/')) return avatar;
  return BASE_API + (avatar.startsWith('/') ? '' : '/') + avatar;
}

function emptyUser(): Omit<AuthState, 'token'> {
  return {
    userId: null,
    name: '',
    nickName: '',
    avatar: DEFAULT_AVATAR,
    roles: [],
    permissions: [],
    usertype: '',
    authstatus: '',
    schoolInfo: null,
    phone: '',
  };
}

/** Nobody signed in: the store's first state, and after a logout. */
function signedOut(): AuthState {
  return { token: '', ...emptyUser() };
}

/** The state of a fresh page load (token from the cookie). */
export function initialAuthState(): AuthState {
  return { token: getToken() ?? '', ...emptyUser() };
}

/**
 * Created signed out: the token cookie is read by `adoptSessionCookie`, which each app's start-up calls before its first
 * render. (A page's first cookie read is a synchronous call to the browser, 3–30 ms in traces: the site makes it in a
 * task of its own rather than while its code loads.)
 */
export const useAuthStore = create<AuthStore>()((set) => ({
  ...signedOut(),

  async login(body, options) {
    const res = await (await sessionApi()).login({ ...body, username: body.username.trim() }, options);
    setToken(res.token);
    set({ token: res.token });
  },

  async getInfo(options) {
    const res = await (await sessionApi()).getInfo(options);
    const user = res.user;
    const roles = Array.isArray(res.roles) && res.roles.length > 0 ? [...res.roles] : [DEFAULT_ROLE];
    try {
      if (res.pwdChrtype !== undefined) sessionStorage.setItem(PWD_CHRTYPE_KEY, String(res.pwdChrtype));
    } catch {
      /* ignore */
    }
    set({
      userId: user?.userId ?? null,
      name: user?.userName ?? '',
      nickName: user?.nickName ?? '',
      avatar: resolveAvatar(user?.avatar),
      roles,
      permissions: Array.isArray(res.permissions) ? [...res.permissions] : [],
      usertype: user?.userType ?? '',
      authstatus: user?.authStatus ?? '',
      phone: user?.phonenumber ?? '',
    });
    return res;
  },

  async logout() {
    try {
      await (await sessionApi()).logout();
    } catch {
      // an expired session or an unreachable server must not keep the user logged in locally
    } finally {
      removeToken();
      set(signedOut());
    }
  },

  fedLogout() {
    removeToken();
    set(signedOut());
  },

  setSchoolInfo(info) {
    set({ schoolInfo: info });
  },
}));

/** Takes the session's token from the cookie (each app's start-up, before its first render). */
export function adoptSessionCookie(): void {
  adoptToken(getToken() ?? '');
}

/** adoptSessionCookie, reading the cookie without blocking the page where the browser can (token.ts readToken). */
export async function adoptSessionCookieAsync(): Promise<void> {
  adoptToken((await readToken()) ?? '');
}

function adoptToken(token: string): void {
  if (useAuthStore.getState().token !== token) useAuthStore.setState({ token });
}

/** For tests: reset the store to a fresh page load. */
export function resetAuthStore(): void {
  useAuthStore.setState(initialAuthState());
}
