import { describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { server, http, HttpResponse, api, MOCK_TOKEN, MEMBER_TOKEN, adminInfo, sysUser } from '../../../mocks/server';
import { DEFAULT_AVATAR, PWD_CHRTYPE_KEY, initialAuthState, resolveAvatar, useAuthStore, adoptSessionCookie, adoptSessionCookieAsync } from '@shared/auth/store';
import { TOKEN_KEY, getToken, removeToken, setToken } from '@shared/auth/token';
import { onUnauthorized, setNotifier } from '@shared/api/request';

const store = () => useAuthStore.getState();

describe('token cookie', () => {
  it('lives in the Admin-Token session cookie', () => {
    expect(TOKEN_KEY).toBe('Admin-Token');
    expect(getToken()).toBeUndefined();
    setToken('abc');
    expect(Cookies.get('Admin-Token')).toBe('abc');
    expect(getToken()).toBe('abc');
    removeToken();
    expect(getToken()).toBeUndefined();
  });

  it('a fresh store picks the token up from the cookie', () => {
    setToken('from-cookie');
    expect(initialAuthState().token).toBe('from-cookie');
  });

  it("the app's start-up adopts the cookie's token into the store", () => {
    useAuthStore.setState({ token: '' });
    setToken('at-start-up');
    adoptSessionCookie();
    expect(store().token).toBe('at-start-up');
    removeToken();
    adoptSessionCookie();
    expect(store().token).toBe('');
  });

  it("the site's start-up reads the cookie through the Cookie Store API where the browser has it", async () => {
    // a cookie store that holds what js-cookie wrote (encoded), and never the document.cookie read
    setToken('a b;c');
    const written = document.cookie.match(/Admin-Token=([^;]*)/)![1]!;
    removeToken();
    const get = vi.fn(async (name: string) => (name === TOKEN_KEY ? { name, value: written } : null));
    vi.stubGlobal('cookieStore', { get });
    try {
      useAuthStore.setState({ token: '' });
      await adoptSessionCookieAsync();
      expect(get).toHaveBeenCalledWith('Admin-Token');
      expect(store().token).toBe('a b;c');
      get.mockResolvedValueOnce(null);
      await adoptSessionCookieAsync();
      expect(store().token).toBe('');
      // a failing store falls back to the cookie
      get.mockRejectedValueOnce(new Error('denied'));
      setToken('fallback');
      await adoptSessionCookieAsync();
      expect(store().token).toBe('fallback');
    } finally {
      vi.unstubAllGlobals();
      removeToken();
    }
  });

  it("without the Cookie Store API the site's start-up reads document.cookie", async () => {
    expect('cookieStore' in globalThis).toBe(false);
    useAuthStore.setState({ token: '' });
    setToken('plain');
    await adoptSessionCookieAsync();
    expect(store().token).toBe('plain');
    removeToken();
  });
});

describe('resolveAvatar', () => {
  it('empty → bundled default; relative → BASE_API prefix; absolute kept', () => {
    expect(resolveAvatar('')).toBe(DEFAULT_AVATAR);
    expect(resolveAvatar(null)).toBe(DEFAULT_AVATAR);
    expect(DEFAULT_AVATAR).toMatch(/avatar.*\.svg|^data:image\/svg/);
    expect(resolveAvatar('/profile/avatar/a.png')).toBe('/prod-api/profile/avatar/a.png');
    expect(resolveAvatar('profile/avatar/a.png')).toBe('/prod-api/profile/avatar/a.png');
    expect(resolveAvatar('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(resolveAvatar('/prod-api/profile/a.png')).toBe('/prod-api/profile/a.png');
  });
});

describe('useAuthStore', () => {
  it('login stores the token in the cookie and the state (username trimmed)', async () => {
    let sent: unknown;
    server.use(
      http.post(api('/login'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ code: 200, msg: '操作成功', token: MOCK_TOKEN });
      }),
    );
    await store().login({ username: '  admin ', password: 'admin123', code: '7', uuid: 'u' });
    expect(sent).toEqual({ username: 'admin', password: 'admin123', code: '7', uuid: 'u' });
    expect(getToken()).toBe(MOCK_TOKEN);
    expect(store().token).toBe(MOCK_TOKEN);
  });

  it('a failed login rejects, shows the message and stores nothing', async () => {
    const error = vi.fn();
    setNotifier({ error });
    await expect(store().login({ username: 'admin', password: 'bad' })).rejects.toMatchObject({ code: 500 });
    expect(error).toHaveBeenCalledWith('用户不存在/密码错误');
    expect(getToken()).toBeUndefined();
    expect(store().token).toBe('');
  });

  it('getInfo fills the user, roles and permissions of an admin', async () => {
    await store().login({ username: 'admin', password: 'admin123' });
    const res = await store().getInfo();
    expect(res.user.userName).toBe('admin');
    expect(store()).toMatchObject({
      userId: 1,
      name: 'admin',
      nickName: '管理员',
      avatar: DEFAULT_AVATAR,
      roles: ['admin'],
      permissions: ['*:*:*'],
      usertype: '00',
      authstatus: '0',
      phone: '15888888888',
    });
    expect(sessionStorage.getItem(PWD_CHRTYPE_KEY)).toBe('0');
  });

  it('a member without roles gets ROLE_DEFAULT and a prefixed avatar', async () => {
    setToken(MEMBER_TOKEN);
    await store().getInfo();
    expect(store().roles).toEqual(['ROLE_DEFAULT']);
    expect(store().permissions).toEqual([]);
    expect(store().usertype).toBe('01');
    expect(store().nickName).toBe('小明');
    expect(store().phone).toBe('13800138000');
    expect(store().avatar).toBe('/prod-api/profile/avatar/2026/01/01/member.png');
  });

  it('getInfo returns the password flags for the admin prompt', async () => {
    setToken(MOCK_TOKEN);
    server.use(
      http.get(api('/getInfo'), () =>
        HttpResponse.json(adminInfo({ isDefaultModifyPwd: true, user: sysUser({ authStatus: '2', userType: '02' }) })),
      ),
    );
    const res = await store().getInfo();
    expect(res.isDefaultModifyPwd).toBe(true);
    expect(store().authstatus).toBe('2');
    expect(store().usertype).toBe('02');
  });

  it('getInfo with an expired token rejects with 401 and opens the prompt', async () => {
    setToken('expired');
    const prompt = vi.fn();
    onUnauthorized(prompt);
    await expect(store().getInfo()).rejects.toMatchObject({ code: 401 });
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('logout posts /logout with the token, then clears token, roles and permissions', async () => {
    await store().login({ username: 'admin', password: 'admin123' });
    await store().getInfo();
    let auth: string | null = null;
    server.use(
      http.post(api('/logout'), ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ code: 200, msg: '退出成功' });
      }),
    );
    await store().logout();
    expect(auth).toBe(`Bearer ${MOCK_TOKEN}`);
    expect(getToken()).toBeUndefined();
    expect(store()).toMatchObject({ token: '', roles: [], permissions: [], name: '', userId: null, avatar: DEFAULT_AVATAR });
  });

  it('logout still clears locally when the server fails or the session already expired, without prompts', async () => {
    setToken(MOCK_TOKEN);
    useAuthStore.setState({ token: MOCK_TOKEN, roles: ['admin'], permissions: ['*:*:*'] });
    const prompt = vi.fn();
    const error = vi.fn();
    onUnauthorized(prompt);
    setNotifier({ error, notify: error });
    server.use(http.post(api('/logout'), () => HttpResponse.json({ code: 401, msg: '认证失败' })));
    await store().logout();
    expect(getToken()).toBeUndefined();
    expect(store().roles).toEqual([]);
    expect(prompt).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();

    setToken(MOCK_TOKEN);
    server.use(http.post(api('/logout'), () => HttpResponse.error()));
    await store().logout();
    expect(getToken()).toBeUndefined();
  });

  it('fedLogout clears locally without calling the server', async () => {
    const hit = vi.fn();
    server.use(http.post(api('/logout'), () => (hit(), HttpResponse.json({ code: 200 }))));
    setToken(MOCK_TOKEN);
    useAuthStore.setState({ token: MOCK_TOKEN, roles: ['admin'], permissions: ['*:*:*'], schoolInfo: { id: 1 } });
    store().fedLogout();
    expect(hit).not.toHaveBeenCalled();
    expect(getToken()).toBeUndefined();
    expect(store()).toMatchObject({ token: '', roles: [], permissions: [], schoolInfo: null });
  });

  it('setSchoolInfo keeps the whole my-info object', () => {
    store().setSchoolInfo({ schoolName: '多伦多国际学校', id: 7 });
    expect(store().schoolInfo).toEqual({ schoolName: '多伦多国际学校', id: 7 });
    store().setSchoolInfo(null);
    expect(store().schoolInfo).toBeNull();
  });
});
