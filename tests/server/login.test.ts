import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, createUser, loginLogs, post, setConfig, TEST_PASSWORD, type TestServer } from './helpers';

const CHROME_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
  await createUser(t, { userName: 'gone', delFlag: '2' });
  await createUser(t, { userName: 'blocked', status: '1' });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  await setConfig(t, 'sys.login.blackIPList', '');
  // these tests send many logins from one address; the per-address rate has its own tests (rate-limits.test.ts)
  await setConfig(t, 'sys.limit.login', '0');
});

const attempt = (username: unknown, password: unknown, extra: object = {}) =>
  post(t, '/login', { username, password, ...extra }, { headers: { 'user-agent': CHROME_UA } });

describe('POST /login', () => {
  it('signs the admin in: an HS512 JWT carrying only the session id and the name', async () => {
    const before = Date.now();
    const res = await attempt('admin', TEST_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, msg: '操作成功', token: expect.any(String) });

    expect(decodeProtectedHeader(res.body.token).alg).toBe('HS512');
    const claims = decodeJwt(res.body.token);
    expect(claims.sub).toBe('admin');
    expect(claims.login_user_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.exp).toBeUndefined();

    const session = await t.db.selectFrom('sys_user_session').selectAll().where('token_id', '=', claims.login_user_key as string).executeTakeFirstOrThrow();
    expect(session).toMatchObject({ user_id: 1, user_name: 'admin', dept_name: '技术部', ipaddr: '127.0.0.1', login_location: '内网IP', browser: 'Chrome 120', os: 'Windows 10' });
    expect(session.expire_at).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(session.expire_at).toBeLessThanOrEqual(Date.now() + 30 * 60_000);

    const user = await t.db.selectFrom('sys_user').select(['login_ip', 'login_date']).where('user_id', '=', 1).executeTakeFirstOrThrow();
    expect(user.login_ip).toBe('127.0.0.1');
    expect(user.login_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const [log] = await loginLogs(t, 'admin');
    expect(log).toMatchObject({ status: '0', msg: '登录成功', ipaddr: '127.0.0.1', login_location: '内网IP', browser: 'Chrome 120', os: 'Windows 10' });
    expect(log.login_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('trims the user name', async () => {
    expect((await attempt('  editor  ', TEST_PASSWORD)).body.code).toBe(200);
  });

  it('asks for the missing field', async () => {
    expect((await attempt('', TEST_PASSWORD)).body).toEqual({ code: 500, msg: '用户名必须填写' });
    expect((await attempt(undefined, TEST_PASSWORD)).body).toEqual({ code: 500, msg: '用户名必须填写' });
    expect((await attempt('admin', '')).body).toEqual({ code: 500, msg: '密码必须填写' });
    expect((await attempt('admin', 12345)).body).toEqual({ code: 500, msg: '密码必须填写' });
  });

  it('answers length violations vaguely, like a wrong password', async () => {
    expect((await attempt('a', TEST_PASSWORD)).body).toEqual({ code: 500, msg: '用户不存在/密码错误' });
    expect((await attempt('a'.repeat(21), TEST_PASSWORD)).body).toEqual({ code: 500, msg: '用户不存在/密码错误' });
    expect((await attempt('admin', '1234')).body).toEqual({ code: 500, msg: '用户不存在/密码错误' });
    expect((await attempt('admin', 'x'.repeat(21))).body).toEqual({ code: 500, msg: '用户不存在/密码错误' });
  });

  it('refuses unknown, deleted and disabled accounts with their messages', async () => {
    expect((await attempt('nobody', TEST_PASSWORD)).body).toEqual({ code: 500, msg: '用户不存在/密码错误' });
    expect((await attempt('gone', TEST_PASSWORD)).body).toEqual({ code: 500, msg: '对不起，您的账号已被删除' });
    expect((await attempt('blocked', TEST_PASSWORD)).body).toEqual({ code: 500, msg: '用户已封禁，请联系管理员' });
  });

  it('refuses addresses on the IP blacklist', async () => {
    await setConfig(t, 'sys.login.blackIPList', '10.0.0.1;127.0.0.*');
    expect((await attempt('admin', TEST_PASSWORD)).body).toEqual({ code: 500, msg: '很遗憾，访问IP已被列入系统黑名单' });
    await setConfig(t, 'sys.login.blackIPList', '192.168.0.0/16');
    expect((await attempt('admin', TEST_PASSWORD)).body.code).toBe(200);
  });

  it('checks the captcha before anything else', async () => {
    await setConfig(t, 'sys.account.captchaEnabled', 'true');
    expect((await attempt('', '')).body).toEqual({ code: 500, msg: '验证码已失效' });
  });

  it('checks the account before the password', async () => {
    // a disabled account is reported as such even with a wrong password, and no retry is counted
    expect((await attempt('blocked', 'wrong-password')).body.msg).toBe('用户已封禁，请联系管理员');
    const retry = await t.db.selectFrom('sys_pwd_retry').selectAll().where('user_name', '=', 'blocked').executeTakeFirst();
    expect(retry).toBeUndefined();
  });

  it('writes a login-log row for every attempt', async () => {
    await t.db.deleteFrom('sys_logininfor').execute();
    await attempt('nobody', TEST_PASSWORD);
    await attempt('gone', TEST_PASSWORD);
    await attempt('blocked', TEST_PASSWORD);
    await attempt('editor', TEST_PASSWORD);
    await attempt('', TEST_PASSWORD);
    const rows = await t.db.selectFrom('sys_logininfor').select(['user_name', 'status', 'msg']).orderBy('info_id').execute();
    expect(rows).toEqual([
      { user_name: 'nobody', status: '1', msg: '用户不存在/密码错误' },
      { user_name: 'gone', status: '1', msg: '对不起，您的账号已被删除' },
      { user_name: 'blocked', status: '1', msg: '用户已封禁，请联系管理员' },
      { user_name: 'editor', status: '0', msg: '登录成功' },
      { user_name: '', status: '1', msg: '用户名必须填写' },
    ]);
  });
});

describe('password retry lock', () => {
  const retryRow = (name: string) => t.db.selectFrom('sys_pwd_retry').selectAll().where('user_name', '=', name).executeTakeFirst();

  it('locks the account for 10 minutes after 5 wrong passwords, even against the right one', async () => {
    await createUser(t, { userName: 'locky' });
    for (let i = 1; i <= 5; i++) {
      expect((await attempt('locky', `wrong-${i}`)).body).toEqual({ code: 500, msg: '用户不存在/密码错误' });
    }
    const locked = await attempt('locky', TEST_PASSWORD);
    expect(locked.body).toEqual({ code: 500, msg: '密码输入错误5次，帐户锁定10分钟' });

    const row = await retryRow('locky');
    expect(row?.count).toBe(5);
    expect(row!.expire_at).toBeGreaterThan(Date.now() + 9 * 60_000);
    expect(row!.expire_at).toBeLessThanOrEqual(Date.now() + 10 * 60_000);

    const logs = await loginLogs(t, 'locky');
    expect(logs.map((l) => l.msg).reverse()).toEqual([
      '密码输入错误1次', '密码输入错误2次', '密码输入错误3次', '密码输入错误4次', '密码输入错误5次', '密码输入错误5次，帐户锁定10分钟',
    ]);
    expect(logs.every((l) => l.status === '1')).toBe(true);
  });

  it('lets the account in again once the lock has expired, and clears the counter', async () => {
    await t.db.updateTable('sys_pwd_retry').set({ expire_at: Date.now() - 1 }).where('user_name', '=', 'locky').execute();
    await t.db.updateTable('sys_pwd_retry_ip').set({ expire_at: Date.now() - 1 }).where('user_name', '=', 'locky').execute();
    expect((await attempt('locky', TEST_PASSWORD)).body.code).toBe(200);
    expect(await retryRow('locky')).toBeUndefined();
  });

  it('clears the counter on success', async () => {
    await createUser(t, { userName: 'clumsy' });
    await attempt('clumsy', 'wrong-1');
    await attempt('clumsy', 'wrong-2');
    expect((await retryRow('clumsy'))?.count).toBe(2);
    expect((await attempt('clumsy', TEST_PASSWORD)).body.code).toBe(200);
    expect(await retryRow('clumsy')).toBeUndefined();
  });

  it('starts counting afresh when the previous window has passed', async () => {
    await createUser(t, { userName: 'slowpoke' });
    await t.db.insertInto('sys_pwd_retry').values({ user_name: 'slowpoke', count: 4, expire_at: Date.now() - 1 }).execute();
    await attempt('slowpoke', 'wrong-1');
    expect((await retryRow('slowpoke'))?.count).toBe(1);
  });

  it('counts per user name, so one locked account does not lock another', async () => {
    expect((await attempt('editor', TEST_PASSWORD)).body.code).toBe(200);
  });
});
