import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_CODE_SENT_MSG } from '../../src/shared/contract/index';
import { MEMBER_ROLE_ID } from '../../server/src/db/seed/system';
import { buildApp } from '../../server/src/app';
import { createSmsProvider, smsIdle } from '../../server/src/modules/sms/provider';
import { call, createRole, createUser, get, login, post, setConfig, solveCaptcha, type TestServer, createTestServer } from './helpers';

let t: TestServer;
let admin: string;

const UNAUTHORIZED = 401;
const FORBIDDEN = { code: 403, msg: '没有权限，请联系管理员授权' };
const NEW_PASSWORD = 'NewPass2026';

let phoneSeq = 0;
/** A fresh phone number per use, so the per-phone limits of one test do not touch another's. */
const newPhone = () => `1390000${String(++phoneSeq).padStart(4, '0')}`;

let memberSeq = 0;
async function member(phone = ''): Promise<{ id: number; name: string; token: string }> {
  const name = `smsmember${++memberSeq}`;
  const id = await createUser(t, { userName: name, userType: '01', roleIds: [MEMBER_ROLE_ID] });
  if (phone) await t.db.updateTable('sys_user').set({ phonenumber: phone }).where('user_id', '=', id).execute();
  return { id, name, token: await login(t, name) };
}

const sendReset = (phone: string, extra: Record<string, unknown> = {}, remoteAddress?: string) =>
  post(t, '/bbs/web/sendResetCode', { phone, ...extra }, remoteAddress ? { remoteAddress } : {});
const reset = (phone: string, smsCode: string, password = NEW_PASSWORD, headers?: Record<string, string>) =>
  post(t, '/bbs/web/resetPassword', { phone, smsCode, password }, headers ? { headers } : {});

/** The code of the newest message to `phone`, read from the outbox the default provider writes. */
async function codeSentTo(phone: string): Promise<string> {
  await smsIdle(t.db);
  const row = await t.db.selectFrom('sys_sms_outbox').select('content').where('phone', '=', phone).orderBy('sms_id', 'desc').executeTakeFirstOrThrow();
  return /(\d{6})/.exec(row.content)![1]!;
}

const outboxCount = async (phone: string) => {
  await smsIdle(t.db);
  return (await t.db.selectFrom('sys_sms_outbox').select('sms_id').where('phone', '=', phone).execute()).length;
};
const codeRows = (phone: string) => t.db.selectFrom('sys_sms_code').selectAll().where('phone', '=', phone).orderBy('code_id').execute();
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

beforeAll(async () => {
  t = await createTestServer();
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  await setConfig(t, 'sys.limit.smsIp', '1000/60');
  admin = await login(t, 'admin');
});
afterAll(async () => {
  await t?.close();
});

describe('POST /bbs/web/sendResetCode', () => {
  it('answers the same for a bound and an unbound phone, and sends only to the bound one', async () => {
    const bound = newPhone();
    await member(bound);
    const unbound = newPhone();
    const a = await sendReset(bound);
    const b = await sendReset(unbound);
    expect(a.body).toEqual({ code: 200, msg: RESET_CODE_SENT_MSG });
    expect(b.body).toEqual(a.body);
    expect(await outboxCount(bound)).toBe(1);
    expect(await outboxCount(unbound)).toBe(0);
    // both cost a code, so the work done is the same
    expect(await codeRows(bound)).toHaveLength(1);
    expect(await codeRows(unbound)).toHaveLength(1);
    const row = (await codeRows(bound))[0]!;
    expect(row.code_hash).not.toContain(await codeSentTo(bound));
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('does not send to a disabled account or a staff account', async () => {
    const disabled = newPhone();
    const m = await member(disabled);
    await t.db.updateTable('sys_user').set({ status: '1' }).where('user_id', '=', m.id).execute();
    const staff = newPhone();
    await t.db.updateTable('sys_user').set({ phonenumber: staff }).where('user_name', '=', 'editor').execute();
    expect((await sendReset(disabled)).body.msg).toBe(RESET_CODE_SENT_MSG);
    expect((await sendReset(staff)).body.msg).toBe(RESET_CODE_SENT_MSG);
    expect(await outboxCount(disabled)).toBe(0);
    expect(await outboxCount(staff)).toBe(0);
  });

  it('refuses a malformed phone with the field message', async () => {
    expect((await sendReset('12345')).body).toMatchObject({ code: 500, msg: expect.stringContaining('请输入正确的手机号码') });
  });

  it('needs the image captcha when captchas are on', async () => {
    const phone = newPhone();
    await member(phone);
    await setConfig(t, 'sys.account.captchaEnabled', 'true');
    try {
      expect((await sendReset(phone)).body).toEqual({ code: 500, msg: '验证码已失效' });
      const captcha = await solveCaptcha(t);
      expect((await sendReset(phone, { code: 'zzzz', uuid: captcha.uuid })).body).toEqual({ code: 500, msg: '验证码错误' });
      expect(await outboxCount(phone)).toBe(0);
      expect((await sendReset(phone, await solveCaptcha(t))).body.msg).toBe(RESET_CODE_SENT_MSG);
      expect(await outboxCount(phone)).toBe(1);
    } finally {
      await setConfig(t, 'sys.account.captchaEnabled', 'false');
    }
  });

  it('keeps a 60-second interval per phone', async () => {
    const phone = newPhone();
    await member(phone);
    expect((await sendReset(phone)).body.msg).toBe(RESET_CODE_SENT_MSG);
    const again = await sendReset(phone);
    expect(again.body.code).toBe(500);
    expect(again.body.msg).toMatch(/^发送过于频繁，请\d+秒后再试$/);
    expect(await outboxCount(phone)).toBe(1);
    // the minute passes
    await t.db.updateTable('sys_rate_limit').set({ expire_at: Date.now() - 1 }).where('rate_key', '=', `smsResend:${phone}`).execute();
    expect((await sendReset(phone)).body.msg).toBe(RESET_CODE_SENT_MSG);
    expect(await outboxCount(phone)).toBe(2);
  });

  it('limits codes per phone (sys.limit.smsPhone), bound or not', async () => {
    await setConfig(t, 'sys.limit.smsPhone', '2/60');
    try {
      for (const phone of [newPhone(), newPhone()]) {
        for (let i = 0; i < 2; i++) {
          expect((await sendReset(phone)).body.msg).toBe(RESET_CODE_SENT_MSG);
          await t.db.updateTable('sys_rate_limit').set({ expire_at: Date.now() - 1 }).where('rate_key', '=', `smsResend:${phone}`).execute();
        }
        expect((await sendReset(phone)).body).toEqual({ code: 500, msg: '该手机号获取验证码次数过多，请稍后再试' });
      }
    } finally {
      await setConfig(t, 'sys.limit.smsPhone', '5/60');
    }
  });

  it('limits requests per client address (sys.limit.smsIp), and RATE_LIMITS_ENABLED=false lifts that limit only', async () => {
    await setConfig(t, 'sys.limit.smsIp', '3/60');
    try {
      const ip = '203.0.113.71';
      for (let i = 0; i < 3; i++) expect((await sendReset(newPhone(), {}, ip)).body.msg).toBe(RESET_CODE_SENT_MSG);
      expect((await sendReset(newPhone(), {}, ip)).body).toEqual({ code: 500, msg: '短信验证码请求过于频繁，请稍后再试' });
      expect((await sendReset(newPhone(), {}, '203.0.113.72')).body.msg).toBe(RESET_CODE_SENT_MSG);
      t.app.config.rateLimitsEnabled = false;
      const phone = newPhone();
      expect((await sendReset(phone, {}, ip)).body.msg).toBe(RESET_CODE_SENT_MSG);
      // the per-phone interval still holds
      expect((await sendReset(phone, {}, ip)).body.msg).toMatch(/^发送过于频繁/);
    } finally {
      t.app.config.rateLimitsEnabled = true;
      await setConfig(t, 'sys.limit.smsIp', '1000/60');
    }
  });

  it('answers in English when asked', async () => {
    const res = await post(t, '/bbs/web/sendResetCode', { phone: newPhone() }, { headers: { 'accept-language': 'en' } });
    expect(res.body.msg).toBe('If this number is bound to an account, a code has been sent. It is valid for 5 minutes.');
  });
});

describe('POST /bbs/web/resetPassword', () => {
  it('resets the password, clears the lock, ends every session and logs it', async () => {
    const phone = newPhone();
    const m = await member(phone);
    const second = await login(t, m.name);
    // five wrong passwords lock the name
    for (let i = 0; i < 5; i++) await post(t, '/login', { username: m.name, password: 'wrong-pass' });
    expect((await post(t, '/login', { username: m.name, password: 'admin123' })).body.msg).toMatch(/帐户锁定/);

    await sendReset(phone);
    const code = await codeSentTo(phone);
    // password rule refusals leave the code usable
    expect((await reset(phone, code, 'short')).body).toEqual({ code: 500, msg: '密码长度必须在8到20个字符之间' });
    expect((await reset(phone, code, m.name.toUpperCase())).body).toEqual({ code: 500, msg: '密码不能与用户名相同' });
    expect((await reset(phone, code)).body).toEqual({ code: 200, msg: '密码重置成功，请使用新密码登录' });

    for (const token of [m.token, second]) expect((await get(t, '/getInfo', { token })).body.code).toBe(UNAUTHORIZED);
    expect((await post(t, '/login', { username: m.name, password: 'admin123' })).body.code).toBe(500);
    expect((await post(t, '/login', { username: m.name, password: NEW_PASSWORD })).body.code).toBe(200);
    const log = await t.db.selectFrom('sys_logininfor').select(['msg', 'status']).where('user_name', '=', m.name).where('msg', '=', '通过短信验证码重置密码').execute();
    expect(log).toEqual([{ msg: '通过短信验证码重置密码', status: '0' }]);

    // used: a second use is refused
    expect((await reset(phone, code, 'Another2026')).body).toEqual({ code: 500, msg: '短信验证码已使用或已失效，请重新获取' });
  });

  it('refuses an expired code', async () => {
    const phone = newPhone();
    await member(phone);
    await sendReset(phone);
    const code = await codeSentTo(phone);
    await t.db.updateTable('sys_sms_code').set({ expire_at: Date.now() - 1 }).where('phone', '=', phone).execute();
    expect((await reset(phone, code)).body).toEqual({ code: 500, msg: '短信验证码已过期，请重新获取' });
    expect((await reset(phone, code, NEW_PASSWORD, { 'accept-language': 'en' })).body.msg).toBe('The SMS code has expired; ask for a new one');
  });

  it('spends the code after 5 wrong tries', async () => {
    const phone = newPhone();
    await member(phone);
    await sendReset(phone);
    const code = await codeSentTo(phone);
    for (let left = 4; left >= 1; left--) expect((await reset(phone, wrongOf(code))).body.msg).toBe(`短信验证码错误，还可尝试${left}次`);
    expect((await reset(phone, wrongOf(code))).body.msg).toBe('短信验证码错误次数过多，已失效，请重新获取');
    expect((await reset(phone, code)).body).toEqual({ code: 500, msg: '短信验证码错误次数过多，已失效，请重新获取' });
    expect((await codeRows(phone))[0]).toMatchObject({ tries: 5, used: '1' });
  });

  it('counts at most 5 tries when wrong guesses arrive at once', async () => {
    const phone = newPhone();
    await member(phone);
    await sendReset(phone);
    const code = await codeSentTo(phone);
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((g) => reset(phone, g)));
    expect(answers.every((a) => a.body.code === 500)).toBe(true);
    expect((await codeRows(phone))[0]!.tries).toBe(5);
    expect((await reset(phone, code)).body.msg).toBe('短信验证码错误次数过多，已失效，请重新获取');
  });

  it('lets one of several parallel requests use a code', async () => {
    const phone = newPhone();
    await member(phone);
    await sendReset(phone);
    const code = await codeSentTo(phone);
    const answers = await Promise.all(Array.from({ length: 4 }, () => reset(phone, code)));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
  });

  it('stops an older code when a new one is sent', async () => {
    const phone = newPhone();
    await member(phone);
    await sendReset(phone);
    const first = await codeSentTo(phone);
    await t.db.updateTable('sys_rate_limit').set({ expire_at: Date.now() - 1 }).where('rate_key', '=', `smsResend:${phone}`).execute();
    await sendReset(phone);
    const second = await codeSentTo(phone);
    if (first !== second) expect((await reset(phone, first)).body.msg).toBe('短信验证码错误，还可尝试4次');
    expect((await reset(phone, second)).body.code).toBe(200);
  });

  it('answers an unbound phone like a wrong code, and asks for a code first when none was sent', async () => {
    const phone = newPhone();
    await sendReset(phone);
    expect((await reset(phone, '000000')).body.msg).toMatch(/^短信验证码错误/);
    expect((await reset(newPhone(), '000000')).body).toEqual({ code: 500, msg: '请先获取短信验证码' });
  });
});

describe('binding a phone', () => {
  const sendBind = (token: string | undefined, phone: string) => post(t, '/bbs/submitweb/sendBindPhoneCode', { phone }, token ? { token } : {});
  const bind = (token: string | undefined, phone: string, code: string) => post(t, '/bbs/submitweb/bindPhone', { phone, code }, token ? { token } : {});

  it('sends a code to the new phone and binds it with that code', async () => {
    const m = await member();
    const phone = newPhone();
    expect((await sendBind(m.token, phone)).body).toEqual({ code: 200, msg: '验证码已发送，5分钟内有效' });
    await smsIdle(t.db);
    const row = await t.db.selectFrom('sys_sms_outbox').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ purpose: 'bind', provider: 'outbox', status: '0' });
    const code = await codeSentTo(phone);
    expect((await bind(m.token, phone, wrongOf(code))).body.msg).toBe('短信验证码错误，还可尝试4次');
    const res = await bind(m.token, phone, code);
    expect(res.body).toMatchObject({ code: 200, msg: '手机号绑定成功', data: { userId: m.id, userName: m.name, phonenumber: phone, userType: '01', authStatus: '0', schools: [] } });
    expect((await t.db.selectFrom('sys_user').select('phonenumber').where('user_id', '=', m.id).executeTakeFirstOrThrow()).phonenumber).toBe(phone);
    expect((await bind(m.token, phone, code)).body.code).toBe(500);
    expect((await sendBind(m.token, phone)).body).toEqual({ code: 500, msg: '该手机号已是您绑定的手机号' });
  });

  it('refuses a phone bound to another account, and a code sent for another member', async () => {
    const taken = newPhone();
    await member(taken);
    const m = await member();
    expect((await sendBind(m.token, taken)).body).toEqual({ code: 500, msg: '该手机号已绑定其他账号' });
    expect(await outboxCount(taken)).toBe(0);

    const other = await member();
    const phone = newPhone();
    await sendBind(other.token, phone);
    const code = await codeSentTo(phone);
    expect((await bind(m.token, phone, code)).body.msg).toMatch(/^短信验证码错误/);
    expect((await bind(other.token, phone, code)).body.code).toBe(200);
  });

  it('needs a session', async () => {
    expect((await sendBind(undefined, newPhone())).body.code).toBe(UNAUTHORIZED);
    expect((await bind(undefined, newPhone(), '123456')).body.code).toBe(UNAUTHORIZED);
  });
});

describe('GET /bbs/sms/outbox/list', () => {
  it('lists the outbox newest first, filtered by phone and purpose, for bbs:sms:list only', async () => {
    const phone = newPhone();
    await member(phone);
    await sendReset(phone);
    await smsIdle(t.db);
    const all = await get(t, '/bbs/sms/outbox/list?pageNum=1&pageSize=5', { token: admin });
    expect(all.body.code).toBe(200);
    expect(all.body.total).toBeGreaterThan(1);
    const ids = all.body.rows.map((r: { smsId: number }) => r.smsId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const one = await get(t, `/bbs/sms/outbox/list?phone=${phone}&purpose=reset`, { token: admin });
    expect(one.body.rows).toEqual([
      { smsId: expect.any(Number), phone, purpose: 'reset', content: expect.stringContaining('验证码'), provider: 'outbox', status: '0', createTime: expect.any(String) },
    ]);
    expect((await get(t, `/bbs/sms/outbox/list?phone=${phone}&purpose=bind`, { token: admin })).body.total).toBe(0);

    expect((await get(t, '/bbs/sms/outbox/list')).body.code).toBe(UNAUTHORIZED);
    const m = await member();
    expect((await get(t, '/bbs/sms/outbox/list', { token: m.token })).body).toEqual(FORBIDDEN);
    const roleId = await createRole(t, { key: 'no_sms', menuIds: [1] });
    await createUser(t, { userName: 'nosms', roleIds: [roleId] });
    expect((await get(t, '/bbs/sms/outbox/list', { token: await login(t, 'nosms') })).body).toEqual(FORBIDDEN);
    // no write calls on the outbox
    expect((await call(t, 'DELETE', `/bbs/sms/outbox/${ids[0]}`, { token: admin })).body.code).not.toBe(200);
  });
});

describe('the SMS provider', () => {
  it('is chosen by config (SMS_PROVIDER); an unknown name stops the app from starting', async () => {
    expect(t.app.config.smsProvider).toBe('outbox');
    expect(createSmsProvider('outbox', { db: t.db }).name).toBe('outbox');
    expect(() => createSmsProvider('aliyun-missing', { db: t.db })).toThrow(/SMS_PROVIDER 'aliyun-missing' is unknown \(known: outbox\)/);
    await expect(buildApp({ config: { ...t.app.config, smsProvider: 'nope' }, db: t.db })).rejects.toThrow(/SMS_PROVIDER 'nope'/);
  });
});
