import { afterEach, describe, expect, it } from 'vitest';
import {
  server,
  http,
  HttpResponse,
  api,
  MOCK_TOKEN,
  MOCK_CAPTCHA_IMG,
  MOCK_CAPTCHA_UUID,
  DICTS,
} from '../../../mocks/server';
import { captchaImageSrc, getCodeImg, getInfo, getRouters, login, logout, register } from '@shared/api/session';
import { resetNotifier, setNotifier } from '@shared/api/request';
import { getDicts, getDictsNoLogin } from '@shared/api/system/dict';
import { setToken } from '@shared/auth/token';

function spy(method: 'get' | 'post', path: string) {
  const seen: { auth: string | null; body: unknown; url: string }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (request.method.toLowerCase() === method && url.pathname === `/prod-api${path}`) {
      const text = await request.clone().text();
      seen.push({ auth: request.headers.get('authorization'), body: text ? JSON.parse(text) : undefined, url: url.href });
    }
  });
  return seen;
}

describe('session calls', () => {
  it('getCodeImg: GET /captchaImage without a token', async () => {
    setToken(MOCK_TOKEN);
    const seen = spy('get', '/captchaImage');
    const res = await getCodeImg();
    expect(res).toMatchObject({ captchaEnabled: true, img: MOCK_CAPTCHA_IMG, uuid: MOCK_CAPTCHA_UUID });
    expect(seen[0]!.auth).toBeNull();
  });

  it('login: POST /login without a token, trimmed username; never blocked by the repeat guard', async () => {
    setToken('old');
    const seen = spy('post', '/login');
    await expect(login({ username: ' admin ', password: 'admin123' })).resolves.toMatchObject({ token: MOCK_TOKEN });
    await expect(login({ username: ' admin ', password: 'admin123' })).resolves.toMatchObject({ token: MOCK_TOKEN });
    expect(seen).toHaveLength(2);
    expect(seen[0]).toMatchObject({ auth: null, body: { username: 'admin', password: 'admin123' } });
  });

  it('register: POST /register without a token', async () => {
    setToken(MOCK_TOKEN);
    const seen = spy('post', '/register');
    await expect(register({ username: 'newbie', password: 'abcde', phonenumber: '13800138000' })).resolves.toMatchObject({
      code: 200,
    });
    expect(seen[0]).toMatchObject({ auth: null, body: { username: 'newbie', phonenumber: '13800138000' } });
    await expect(register({ username: 'admin', password: 'abcde' })).rejects.toMatchObject({ code: 500 });
  });

  it('getInfo / getRouters / logout carry the token', async () => {
    setToken(MOCK_TOKEN);
    const info = spy('get', '/getInfo');
    const routers = spy('get', '/getRouters');
    const out = spy('post', '/logout');
    await expect(getInfo()).resolves.toMatchObject({ roles: ['admin'], permissions: ['*:*:*'] });
    const r = await getRouters();
    expect(r.data[0]).toMatchObject({ path: '/system', component: 'Layout' });
    await expect(logout()).resolves.toMatchObject({ msg: '退出成功' });
    for (const s of [info, routers, out]) expect(s[0]!.auth).toBe(`Bearer ${MOCK_TOKEN}`);
  });

  it('getCodeImg allows 20 s (captcha), other calls 10 s', async () => {
    let timeout: number | undefined;
    server.use(http.get(api('/captchaImage'), () => HttpResponse.json({ code: 200, captchaEnabled: false })));
    const service = await (await import('@shared/api/request')).getService();
    const id = service.interceptors.request.use((c) => {
      timeout = c.timeout;
      return c;
    });
    await getCodeImg();
    expect(timeout).toBe(20000);
    setToken(MOCK_TOKEN);
    await getInfo();
    expect(timeout).toBe(10000);
    service.interceptors.request.eject(id);
  });
});

describe('dict calls', () => {
  it('getDictsNoLogin: anonymous GET /system/dict/data/dictTypeTwoNoLogin/{type}', async () => {
    setToken(MOCK_TOKEN);
    const seen = spy('get', '/system/dict/data/dictTypeTwoNoLogin/bbs_school_type');
    const res = await getDictsNoLogin('bbs_school_type');
    expect(res.data.map((d) => d.dictLabel)).toEqual(DICTS.bbs_school_type!.map((d) => d.dictLabel));
    expect(seen[0]!.auth).toBeNull();
  });

  it('getDicts: GET /system/dict/data/type/{type} with the token', async () => {
    setToken(MOCK_TOKEN);
    const res = await getDicts('sys_normal_disable');
    expect(res.data.map((d) => [d.dictValue, d.dictLabel])).toEqual([
      ['0', '正常'],
      ['1', '停用'],
    ]);
  });
});

describe('isCaptchaEnabled', () => {
  it('reads captchaEnabled, then captchaOnOff, and defaults to true', async () => {
    const { isCaptchaEnabled } = await import('@shared/api/session');
    expect(isCaptchaEnabled({ captchaEnabled: false, captchaOnOff: true })).toBe(false);
    expect(isCaptchaEnabled({ captchaOnOff: false })).toBe(false);
    expect(isCaptchaEnabled({})).toBe(true);
    expect(isCaptchaEnabled({ captchaEnabled: true })).toBe(true);
  });
});

describe('silent session calls', () => {
  afterEach(() => resetNotifier());

  /** Records what the request layer would show as toasts. */
  function recordToasts(): string[] {
    const shown: string[] = [];
    const record = (msg: string) => void shown.push(msg);
    setNotifier({ error: record, warning: record, notify: record });
    return shown;
  }

  it('login / register reject with the server message; `{ silent: true }` shows no toast, the default does', async () => {
    const shown = recordToasts();
    server.use(
      http.post(api('/login'), () => HttpResponse.json({ code: 500, msg: '用户不存在/密码错误' })),
      http.post(api('/register'), () => HttpResponse.json({ code: 500, msg: '当前系统没有开启注册功能！' })),
    );
    await expect(login({ username: 'admin', password: 'x' }, { silent: true })).rejects.toMatchObject({
      code: 500,
      message: '用户不存在/密码错误',
    });
    await expect(register({ username: 'newbie', password: 'abcde' }, { silent: true })).rejects.toMatchObject({
      message: '当前系统没有开启注册功能！',
    });
    expect(shown).toEqual([]);
    // without options the call is as before (the site's login popup relies on it)
    await expect(login({ username: 'admin', password: 'x' })).rejects.toMatchObject({ code: 500 });
    expect(shown).toEqual(['用户不存在/密码错误']);
  });

  it('a network failure of a silent call rejects with the message and shows nothing', async () => {
    const shown = recordToasts();
    server.use(http.get(api('/captchaImage'), () => HttpResponse.error()));
    await expect(getCodeImg({ silent: true })).rejects.toMatchObject({ kind: 'network', message: '后端接口连接异常' });
    expect(shown).toEqual([]);
  });
});

describe('captchaImageSrc', () => {
  it('detects the image type of the base64 and keeps data URLs', () => {
    expect(captchaImageSrc(undefined)).toBeUndefined();
    expect(captchaImageSrc('')).toBeUndefined();
    expect(captchaImageSrc('/9j/4AAQ')).toBe('data:image/jpeg;base64,/9j/4AAQ');
    expect(captchaImageSrc('iVBORw0K')).toBe('data:image/png;base64,iVBORw0K');
    expect(captchaImageSrc('PHN2ZyB4')).toBe('data:image/svg+xml;base64,PHN2ZyB4');
    expect(captchaImageSrc('R0lGODlh')).toBe('data:image/gif;base64,R0lGODlh');
    expect(captchaImageSrc('data:image/png;base64,xx')).toBe('data:image/png;base64,xx');
  });
});
