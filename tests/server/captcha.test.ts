import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { createTestServer, get, loginLogs, post, setConfig, solveCaptcha, TEST_PASSWORD, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await setConfig(t, 'sys.account.captchaEnabled', 'true');
});

const storedCaptcha = (uuid: string) => t.db.selectFrom('sys_captcha').selectAll().where('uuid', '=', uuid).executeTakeFirst();

describe('GET /captchaImage', () => {
  it('returns a real GIF (base64, no data-URL prefix) and a 32-hex uuid, and keeps the answer for 2 minutes', async () => {
    const before = Date.now();
    const res = await get(t, '/captchaImage');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, msg: '操作成功', captchaEnabled: true, captchaOnOff: true });
    expect(res.body.uuid).toMatch(/^[0-9a-f]{32}$/);
    expect(res.body.img).not.toMatch(/^data:/);
    const bytes = Buffer.from(res.body.img, 'base64');
    expect(bytes.subarray(0, 6).toString('latin1')).toMatch(/^GIF8[79]a$/);
    expect(bytes.length).toBeGreaterThan(100);

    const row = await storedCaptcha(res.body.uuid);
    expect(row?.code).toMatch(/^[a-z]{4}$/);
    expect(row!.expire_at).toBeGreaterThanOrEqual(before + 120_000);
    expect(row!.expire_at).toBeLessThanOrEqual(Date.now() + 120_000);
  });

  it('needs no token and ignores one', async () => {
    const res = await get(t, '/captchaImage', { token: 'garbage' });
    expect(res.body.code).toBe(200);
  });

  it('sweeps expired answers when drawing a new one', async () => {
    await t.db.insertInto('sys_captcha').values({ uuid: 'f'.repeat(32), code: 'old', expire_at: Date.now() - 1 }).execute();
    await get(t, '/captchaImage');
    expect(await storedCaptcha('f'.repeat(32))).toBeUndefined();
  });

  it('answers only the flags when the config row turns it off', async () => {
    await setConfig(t, 'sys.account.captchaEnabled', 'false');
    const res = await get(t, '/captchaImage');
    expect(res.body).toEqual({ code: 200, msg: '操作成功', captchaEnabled: false, captchaOnOff: false });
    // and login skips the check
    const login = await post(t, '/login', { username: 'admin', password: TEST_PASSWORD });
    expect(login.body.code).toBe(200);
  });

  it('follows CAPTCHA_ENABLED over the config row, both ways', async () => {
    const off = await buildApp({ config: { ...t.config, captchaEnabled: false }, db: t.db });
    const on = await buildApp({ config: { ...t.config, captchaEnabled: true }, db: t.db });
    try {
      expect((await off.inject('/prod-api/captchaImage')).json()).toMatchObject({ captchaEnabled: false, captchaOnOff: false });
      const login = await off.inject({ method: 'POST', url: '/prod-api/login', payload: { username: 'admin', password: TEST_PASSWORD } });
      expect(login.json().code).toBe(200);

      await setConfig(t, 'sys.account.captchaEnabled', 'false');
      expect((await on.inject('/prod-api/captchaImage')).json()).toMatchObject({ captchaEnabled: true, captchaOnOff: true });
    } finally {
      await off.close();
      await on.close();
    }
  });
});

describe('captcha check at login', () => {
  it('accepts the answer in any letter case, once', async () => {
    const { code, uuid } = await solveCaptcha(t);
    const ok = await post(t, '/login', { username: 'admin', password: TEST_PASSWORD, code: code!.toUpperCase(), uuid });
    expect(ok.body.code).toBe(200);
    expect(await storedCaptcha(uuid!)).toBeUndefined();

    const again = await post(t, '/login', { username: 'admin', password: TEST_PASSWORD, code, uuid });
    expect(again.body).toEqual({ code: 500, msg: '验证码已失效' });
  });

  it('refuses a wrong answer with 验证码错误 and burns the captcha', async () => {
    const { code, uuid } = await solveCaptcha(t);
    const wrong = await post(t, '/login', { username: 'admin', password: TEST_PASSWORD, code: `${code}x`, uuid });
    expect(wrong.body).toEqual({ code: 500, msg: '验证码错误' });
    const retry = await post(t, '/login', { username: 'admin', password: TEST_PASSWORD, code, uuid });
    expect(retry.body).toEqual({ code: 500, msg: '验证码已失效' });
  });

  it('treats a missing code as wrong and a missing uuid as expired', async () => {
    const { uuid } = await solveCaptcha(t);
    expect((await post(t, '/login', { username: 'admin', password: TEST_PASSWORD, uuid })).body.msg).toBe('验证码错误');
    expect((await post(t, '/login', { username: 'admin', password: TEST_PASSWORD, code: 'abcd' })).body.msg).toBe('验证码已失效');
  });

  it('refuses an answer past its 2 minutes', async () => {
    const { code, uuid } = await solveCaptcha(t);
    await t.db.updateTable('sys_captcha').set({ expire_at: Date.now() - 1 }).where('uuid', '=', uuid!).execute();
    const res = await post(t, '/login', { username: 'admin', password: TEST_PASSWORD, code, uuid });
    expect(res.body).toEqual({ code: 500, msg: '验证码已失效' });
  });

  it('writes a failed login-log row for each captcha failure', async () => {
    await t.db.deleteFrom('sys_logininfor').execute();
    const { uuid } = await solveCaptcha(t);
    await post(t, '/login', { username: 'captcha-user', password: TEST_PASSWORD, code: 'zzzzz', uuid });
    await post(t, '/login', { username: 'captcha-user', password: TEST_PASSWORD, code: 'zzzz', uuid });
    const logs = await loginLogs(t, 'captcha-user');
    expect(logs.map((l) => [l.status, l.msg])).toEqual([
      ['1', '验证码已失效'],
      ['1', '验证码错误'],
    ]);
  });
});
