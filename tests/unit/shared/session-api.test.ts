import { describe, expect, it } from 'vitest';
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
import { getCodeImg, getInfo, getRouters, login, logout, register } from '@shared/api/session';
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
