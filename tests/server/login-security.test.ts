/**
 * Issue 9, "Login and accounts": the 5-strike lock under parallel guesses, per-address counting and unlock,
 * scrypt hashes (BCrypt rehashed on login), staff-only admin login, password and user-name rules, sessions
 * ended by a password change. Runs on SQLite and, with DATABASE_URL, on PostgreSQL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestServer, createUser, get, login, loginLogs, post, setConfig, TEST_PASSWORD, type TestServer } from './helpers';

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await createTestServer();
  admin = await login(t, 'admin');
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  await setConfig(t, 'sys.account.chrtype', '0');
  // hundreds of guesses from one address: the per-address rate has its own tests (rate-limits.test.ts)
  await setConfig(t, 'sys.limit.login', '0');
  await setConfig(t, 'sys.limit.register', '0');
});

const attempt = (username: string, password: string, from = '127.0.0.1', extra: object = {}) =>
  post(t, '/login', { username, password, ...extra }, { remoteAddress: from });

/** login-log rows that mean "the password was compared": a wrong one (密码输入错误n次) or a success */
async function comparisons(userName: string): Promise<number> {
  const logs = await loginLogs(t, userName);
  return logs.filter((l) => /^密码输入错误\d+次$/.test(l.msg ?? '') || l.msg === '登录成功').length;
}

const LOCKED = { code: 500, msg: '密码输入错误5次，帐户锁定10分钟' };

describe('the 5-strike lock under parallel requests', () => {
  it('compares at most 5 passwords however many guesses arrive at once, and then refuses the right one too', async () => {
    await createUser(t, { userName: 'rushed' });
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => attempt('rushed', `wrong-${i}`)));
    expect(answers.filter((a) => a.body.msg === '用户不存在/密码错误')).toHaveLength(5);
    expect(answers.filter((a) => a.body.msg === LOCKED.msg)).toHaveLength(55);
    expect(await comparisons('rushed')).toBe(5);
    expect((await attempt('rushed', TEST_PASSWORD)).body).toEqual(LOCKED);
    const row = await t.db.selectFrom('sys_pwd_retry').selectAll().where('user_name', '=', 'rushed').executeTakeFirstOrThrow();
    expect(row.count).toBe(5);
  });

  it('a right password hidden among parallel wrong ones is compared only if it is among the first 5', async () => {
    await createUser(t, { userName: 'hidden' });
    const guesses = Array.from({ length: 40 }, (_, i) => (i === 30 ? TEST_PASSWORD : `wrong-${i}`));
    const answers = await Promise.all(guesses.map((g) => attempt('hidden', g)));
    const compared = await comparisons('hidden');
    const succeeded = answers.filter((a) => a.body.code === 200).length;
    // a success clears the counters, so at most 5 before it and 5 after it
    expect(compared).toBeLessThanOrEqual(succeeded ? 10 : 5);
    expect(answers.filter((a) => a.body.msg === LOCKED.msg).length).toBeGreaterThanOrEqual(40 - compared);
  });

  it('a locked account cannot be opened by parallel guesses once its window is running', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => attempt('rushed', TEST_PASSWORD)));
    expect(answers.every((a) => a.body.msg === LOCKED.msg)).toBe(true);
  });
});

describe('failures per user name and client address', () => {
  it('a name locked from one address still takes its right password from an address that has not failed', async () => {
    await createUser(t, { userName: 'target' });
    for (let i = 0; i < 5; i++) await attempt('target', `wrong-${i}`, '203.0.113.7');
    expect((await attempt('target', TEST_PASSWORD, '203.0.113.7')).body).toEqual(LOCKED);
    const res = await attempt('target', TEST_PASSWORD, '198.51.100.20');
    expect(res.body.code).toBe(200);
    // the attacker's address stays locked
    expect((await attempt('target', TEST_PASSWORD, '203.0.113.7')).body).toEqual(LOCKED);
  });

  it('while the name is locked, a fresh address gets one guess, however many it sends at once', async () => {
    await createUser(t, { userName: 'target2' });
    for (let i = 0; i < 5; i++) await attempt('target2', `wrong-${i}`, '203.0.113.8');
    const before = await comparisons('target2');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt('target2', `guess-${i}`, '192.0.2.50')));
    expect(await comparisons('target2')).toBe(before + 1);
    expect(answers.filter((a) => a.body.msg === LOCKED.msg)).toHaveLength(19);
    expect((await attempt('target2', TEST_PASSWORD, '192.0.2.50')).body).toEqual(LOCKED);
  });

  it('counts IPv6 clients per /64', async () => {
    await createUser(t, { userName: 'target6' });
    for (let i = 0; i < 5; i++) await attempt('target6', `wrong-${i}`, `2001:db8:1:2::${i + 1}`);
    expect((await attempt('target6', TEST_PASSWORD, '2001:db8:1:2:ffff::9')).body).toEqual(LOCKED);
    expect((await attempt('target6', TEST_PASSWORD, '2001:db8:1:3::1')).body.code).toBe(200);
  });
});

describe('GET /monitor/logininfor/unlock/{userName}', () => {
  it('needs monitor:logininfor:unlock', async () => {
    await createUser(t, { userName: 'plainMember', userType: '01', roleIds: [3] });
    const member = await login(t, 'plainMember');
    expect((await get(t, '/monitor/logininfor/unlock/target', { token: member })).body.code).toBe(403);
    expect((await get(t, '/monitor/logininfor/unlock/target')).body.code).toBe(401);
  });

  it('clears every counter of the name, so the locked address may try again', async () => {
    expect((await attempt('target', TEST_PASSWORD, '203.0.113.7')).body).toEqual(LOCKED);
    expect((await get(t, '/monitor/logininfor/unlock/target', { token: admin })).body).toEqual({ code: 200, msg: '操作成功' });
    expect((await attempt('target', TEST_PASSWORD, '203.0.113.7')).body.code).toBe(200);
    const log = await t.db.selectFrom('sys_oper_log').selectAll().where('title', '=', '账户解锁').where('oper_name', '=', 'admin').executeTakeFirstOrThrow();
    expect(log).toMatchObject({ business_type: 0, status: 0, oper_url: '/monitor/logininfor/unlock/target' });
  });
});

describe('password hashes', () => {
  it('rehashes a RuoYi BCrypt hash to scrypt on a successful login', async () => {
    const id = await createUser(t, { userName: 'legacy' });
    const ruoyiAdmin123 = '$2a$10$7JB720yubVSZvUI0rEqK/.VqGOZTH.ulu33dHOiBE8ByOhJIrdAu2';
    await t.db.updateTable('sys_user').set({ password: ruoyiAdmin123 }).where('user_id', '=', id).execute();
    expect((await attempt('legacy', 'wrong-pass')).body.code).toBe(500);
    expect((await t.db.selectFrom('sys_user').select('password').where('user_id', '=', id).executeTakeFirstOrThrow()).password).toBe(ruoyiAdmin123);
    expect((await attempt('legacy', 'admin123')).body.code).toBe(200);
    const { password } = await t.db.selectFrom('sys_user').select('password').where('user_id', '=', id).executeTakeFirstOrThrow();
    expect(password).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$/);
    expect((await attempt('legacy', 'admin123')).body.code).toBe(200);
  });

  it('answers an unknown name like a wrong password', async () => {
    expect((await attempt('no-such-user', 'whatever1')).body).toEqual({ code: 500, msg: '用户不存在/密码错误' });
  });
});

describe('the admin login is for staff', () => {
  it("refuses a member with scope 'admin' and points to the member centre; the site login still takes members", async () => {
    await createUser(t, { userName: 'parentA', userType: '01', roleIds: [3] });
    const refused = await attempt('parentA', TEST_PASSWORD, '127.0.0.1', { scope: 'admin' });
    expect(refused.body).toEqual({ code: 500, msg: '该账号不是后台账号，会员请在网站的会员中心登录' });
    expect((await loginLogs(t, 'parentA'))[0]).toMatchObject({ status: '1', msg: '该账号不是后台账号，会员请在网站的会员中心登录' });
    expect(await t.db.selectFrom('sys_user_session').select('token_id').where('user_name', '=', 'parentA').execute()).toEqual([]);
    expect((await attempt('parentA', TEST_PASSWORD)).body.code).toBe(200);
    await createUser(t, { userName: 'schoolA', userType: '02' });
    expect((await attempt('schoolA', TEST_PASSWORD, '127.0.0.1', { scope: 'admin' })).body.code).toBe(500);
  });

  it("lets staff in with scope 'admin' and without it (RuoYi-Vue3's own client sends none)", async () => {
    expect((await attempt('editor', TEST_PASSWORD, '127.0.0.1', { scope: 'admin' })).body.code).toBe(200);
    expect((await attempt('editor', TEST_PASSWORD)).body.code).toBe(200);
    expect((await attempt('editor', TEST_PASSWORD, '127.0.0.1', { scope: 'other' })).body.code).toBe(200);
  });

  it('does not tell a member apart from a wrong password before the password is right', async () => {
    expect((await attempt('parentA', 'wrong-pass', '127.0.0.1', { scope: 'admin' })).body).toEqual({ code: 500, msg: '用户不存在/密码错误' });
  });
});

describe('password rules', () => {
  const register = (username: string, password: string, phonenumber?: string) =>
    post(t, '/register', { username, password, confirmPassword: password, ...(phonenumber ? { phonenumber } : {}) });
  let phone = 13600000000;
  const nextPhone = () => String(++phone);

  it('new passwords have at least 8 characters and are not the user name', async () => {
    expect((await register('shorty', 'abc1234', nextPhone())).body).toEqual({ code: 500, msg: 'password: 密码长度必须在8到20个字符之间' });
    expect((await register('samename1', 'samename1', nextPhone())).body).toEqual({ code: 500, msg: '密码不能与用户名相同' });
    expect((await register('samename2', 'SameName2', nextPhone())).body).toEqual({ code: 500, msg: '密码不能与用户名相同' });
    expect((await register('goodname', 'good-pass1', nextPhone())).body.code).toBe(200);
  });

  it.each([
    ['1', 'abcdefgh', '密码只能为数字', '12345678'],
    ['2', 'abcd1234', '密码只能为英文字母', 'abcdefgh'],
    ['3', 'abcdefgh', '密码必须包含字母和数字', 'abcd1234'],
    ['4', 'abcd1234', '密码必须包含字母、数字和特殊字符（~!@#$%^&*()-=_+）', 'abcd123!'],
  ])('register honours sys.account.chrtype %s', async (chrtype, bad, msg, good) => {
    await setConfig(t, 'sys.account.chrtype', chrtype);
    expect((await register(`chr${chrtype}user`, bad, nextPhone())).body).toEqual({ code: 500, msg });
    expect((await register(`chr${chrtype}user`, good, nextPhone())).body.code).toBe(200);
  });

  it('the profile password change honours the rules too', async () => {
    await createUser(t, { userName: 'changer99' });
    const token = await login(t, 'changer99');
    const change = (newPassword: string) => call(t, 'PUT', '/system/user/profile/updatePwd', { token, body: { oldPassword: TEST_PASSWORD, newPassword } });
    expect((await change('changer99')).body).toEqual({ code: 500, msg: '密码不能与用户名相同' });
    expect((await change('Changer99')).body).toEqual({ code: 500, msg: '密码不能与用户名相同' });
    await setConfig(t, 'sys.account.chrtype', '1');
    expect((await change('abcdefgh')).body).toEqual({ code: 500, msg: '密码只能为数字' });
    expect((await change('12345678')).body.code).toBe(200);
  });
});

describe('changing a password', () => {
  it('ends the other sessions of the user and keeps the one that changed it', async () => {
    await createUser(t, { userName: 'twoTabs' });
    const first = await login(t, 'twoTabs');
    const second = await login(t, 'twoTabs');
    const editor = await login(t, 'editor');
    const res = await call(t, 'PUT', '/system/user/profile/updatePwd', { token: first, body: { oldPassword: TEST_PASSWORD, newPassword: 'brand-new-1' } });
    expect(res.body.code).toBe(200);
    expect((await get(t, '/getInfo', { token: second })).body.code).toBe(401);
    expect((await get(t, '/getInfo', { token: first })).body.code).toBe(200);
    expect((await get(t, '/getInfo', { token: editor })).body.code).toBe(200);
  });

  it('counts wrong old passwords like the login does, parallel ones too', async () => {
    await createUser(t, { userName: 'guesser' });
    const token = await login(t, 'guesser');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t, 'PUT', '/system/user/profile/updatePwd', { token, body: { oldPassword: `wrong-${i}`, newPassword: 'brand-new-1' } }),
      ),
    );
    expect(answers.filter((a) => a.body.msg === '修改密码失败，旧密码错误')).toHaveLength(5);
    expect(answers.filter((a) => a.body.msg === LOCKED.msg)).toHaveLength(15);
    const right = await call(t, 'PUT', '/system/user/profile/updatePwd', { token, body: { oldPassword: TEST_PASSWORD, newPassword: 'brand-new-1' } });
    expect(right.body).toEqual(LOCKED);
    expect((await attempt('guesser', TEST_PASSWORD)).body).toEqual(LOCKED);
  });
});

describe('user names', () => {
  const register = (username: string, phonenumber: string) =>
    post(t, '/register', { username, password: 'secret-123', confirmPassword: 'secret-123', phonenumber });

  it('refuses control, zero-width and bidi characters', async () => {
    for (const [i, name] of ['admin\u200b', 'ad\u202emin', 'x\u0001y', 'tab\tname', 'soft\u00adhy', '\u2066nm\u2069'].entries()) {
      expect((await register(name, `1350000000${i}`)).body).toEqual({ code: 500, msg: '用户账号不能包含控制字符、零宽字符或文字方向控制符' });
    }
    // NUL is stopped earlier, for every field (plugins/input.ts)
    expect((await register('x\u0000y', '13500000009')).body).toEqual({ code: 500, msg: 'username: 不能包含空字符（\\0）' });
  });

  it('refuses names confusable with an existing account', async () => {
    expect((await register('admіn', '13500000010')).body).toEqual({ code: 500, msg: "保存用户'admіn'失败，与已有账号'admin'过于相似" });
    expect((await register('аdmin', '13500000011')).body.code).toBe(500);
    expect((await register('Admin', '13500000012')).body.code).toBe(500);
    expect((await register('adm1n', '13500000013')).body.code).toBe(500);
    expect((await register('edit0r', '13500000014')).body.code).toBe(500);
  });

  it('stores names in NFKC, and the login finds them by any compatible spelling', async () => {
    expect((await register('ｗｉｄｅ７', '13500000020')).body.code).toBe(200);
    const row = await t.db.selectFrom('sys_user').select('user_name').where('phonenumber', '=', '13500000020').executeTakeFirstOrThrow();
    expect(row.user_name).toBe('wide7');
    expect((await attempt('wide7', 'secret-123')).body.code).toBe(200);
    expect((await attempt('ｗｉｄｅ７', 'secret-123')).body.code).toBe(200);
    // and a Chinese name is fine
    expect((await register('张小明', '13500000021')).body.code).toBe(200);
  });
});
