import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedSigningSecret } from '../../server/src/modules/login/token';
import { createTestServer, createUser, get, login, loginLogs, post, setConfig, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
});
afterAll(async () => {
  await t?.close();
});

const UNAUTHORIZED = { code: 401, msg: '请求访问：/getInfo，认证失败，无法访问系统资源' };
const sessionId = (token: string) => decodeJwt(token).login_user_key as string;
const sessionRow = (token: string) => t.db.selectFrom('sys_user_session').selectAll().where('token_id', '=', sessionId(token)).executeTakeFirst();
const setExpiry = (token: string, expireAt: number) =>
  t.db.updateTable('sys_user_session').set({ expire_at: expireAt }).where('token_id', '=', sessionId(token)).execute();

describe('authentication', () => {
  it('answers 401 in the body (HTTP 200) without a token, naming the path', async () => {
    const res = await get(t, '/getInfo');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(UNAUTHORIZED);
    expect((await get(t, '/getRouters?x=1')).body.msg).toBe('请求访问：/getRouters，认证失败，无法访问系统资源');
  });

  it('refuses malformed, forged and unsigned tokens', async () => {
    const token = await login(t, 'admin');
    const id = sessionId(token);
    const forged = await new SignJWT({ login_user_key: id }).setProtectedHeader({ alg: 'HS512' }).setSubject('admin')
      .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'));
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ login_user_key: id })).toString('base64url')}.`;
    for (const bad of ['garbage', forged, unsigned, `${token}x`]) {
      expect((await get(t, '/getInfo', { token: bad })).body).toEqual(UNAUTHORIZED);
    }
    expect((await get(t, '/getInfo', { headers: { authorization: token } })).body).toEqual(UNAUTHORIZED);
  });

  it('accepts HS256 tokens signed with the server secret too', async () => {
    const token = await login(t, 'admin');
    const hs256 = await new SignJWT({ login_user_key: sessionId(token) }).setProtectedHeader({ alg: 'HS256' }).setSubject('admin')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect((await get(t, '/getInfo', { token: hs256 })).body.code).toBe(200);
  });

  it('slides the session to 30 minutes when 20 minutes or less remain', async () => {
    const token = await login(t, 'editor');
    await setExpiry(token, Date.now() + 10 * 60_000);
    const before = Date.now();
    expect((await get(t, '/getInfo', { token })).body.code).toBe(200);
    const row = await sessionRow(token);
    expect(row!.expire_at).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(row!.expire_at).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
  });

  it('leaves the expiry alone while more than 20 minutes remain', async () => {
    const token = await login(t, 'editor');
    const expireAt = Date.now() + 25 * 60_000;
    await setExpiry(token, expireAt);
    await get(t, '/getInfo', { token });
    expect((await sessionRow(token))!.expire_at).toBe(expireAt);
  });

  it('rejects an expired session and removes its row', async () => {
    const token = await login(t, 'editor');
    await setExpiry(token, Date.now() - 1);
    expect((await get(t, '/getInfo', { token })).body).toEqual(UNAUTHORIZED);
    expect(await sessionRow(token)).toBeUndefined();
  });

  it('ends the sessions of an account that gets disabled', async () => {
    await createUser(t, { userName: 'soon-off', roleIds: [2] });
    const token = await login(t, 'soon-off');
    expect((await get(t, '/getInfo', { token })).body.code).toBe(200);
    await t.db.updateTable('sys_user').set({ status: '1' }).where('user_name', '=', 'soon-off').execute();
    expect((await get(t, '/getInfo', { token })).body).toEqual(UNAUTHORIZED);
    expect(await sessionRow(token)).toBeUndefined();
  });
});

describe('POST /logout', () => {
  it('deletes the session, logs 退出成功, and the token stops working', async () => {
    const token = await login(t, 'editor');
    const res = await post(t, '/logout', undefined, { token });
    expect(res.body).toEqual({ code: 200, msg: '退出成功' });
    expect(await sessionRow(token)).toBeUndefined();
    expect((await get(t, '/getInfo', { token })).body).toEqual(UNAUTHORIZED);
    const [log] = await loginLogs(t, 'editor');
    expect(log).toMatchObject({ status: '0', msg: '退出成功' });
  });

  it('still answers 退出成功 without a valid token, and logs nothing', async () => {
    const before = (await t.db.selectFrom('sys_logininfor').select('info_id').execute()).length;
    expect((await post(t, '/logout')).body).toEqual({ code: 200, msg: '退出成功' });
    expect((await post(t, '/logout', undefined, { token: 'garbage' })).body).toEqual({ code: 200, msg: '退出成功' });
    expect((await t.db.selectFrom('sys_logininfor').select('info_id').execute()).length).toBe(before);
  });

  it('accepts an empty body sent with a JSON content type', async () => {
    const token = await login(t, 'editor');
    const res = await t.app.inject({
      method: 'POST', url: '/prod-api/logout', payload: '',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json;charset=utf-8' },
    });
    expect(res.json()).toEqual({ code: 200, msg: '退出成功' });
    expect(await sessionRow(token)).toBeUndefined();
  });

  it('only ends its own session', async () => {
    const a = await login(t, 'admin');
    const b = await login(t, 'admin');
    await post(t, '/logout', undefined, { token: a });
    expect((await get(t, '/getInfo', { token: b })).body.code).toBe(200);
  });
});

describe('the signing key kept in the database (PostgreSQL without JWT_SECRET)', () => {
  it('is created once, however many processes ask at the same time, and then always read back', async () => {
    const keys = await Promise.all(Array.from({ length: 8 }, () => sharedSigningSecret(t.db)));
    expect(new Set(keys).size).toBe(1);
    expect(keys[0].length).toBeGreaterThanOrEqual(64);
    expect(await sharedSigningSecret(t.db)).toBe(keys[0]);
    expect(await t.db.selectFrom('sys_secret').select('name').execute()).toEqual([{ name: 'jwt' }]);
  });
});
