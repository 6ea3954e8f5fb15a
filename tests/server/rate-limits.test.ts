/**
 * Issue 9, "Rate limits and quotas": every limit is one atomic counter (lib/rate-limit.ts), so it holds with many
 * requests in flight at once — the contact form, captcha images per address (and the captcha table's cap), logins
 * and sign-ups per address, and the hourly upload quota per user. Runs on SQLite and, with DATABASE_URL, on
 * PostgreSQL (where the old count-then-insert let 35 of 50 parallel enquiries through).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { m0007_limits } from '../../server/src/db/migrations/0007_limits';
import { migrateToLatest } from '../../server/src/db/migrate';
import { LIMIT_CONFIG_SEED } from '../../server/src/db/seed/system';
import { takeHit, waitUnits } from '../../server/src/lib/rate-limit';
import { CONTACT_LIMIT_MSG, CONTACT_RATE } from '../../server/src/modules/bbs/contact';
import { createCaptcha } from '../../server/src/modules/captcha/service';
import { LIMIT_MSG, parseRate } from '../../server/src/modules/common/limits';
import { createTestServer, createUser, get, login, loginLogs, post, readUpload, setConfig, storedUploads, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
});

const MB = 1024 * 1024;
const inParallel = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)));
const count = (answers: { body: { msg?: string; code?: number } }[], msg: string) => answers.filter((a) => a.body.msg === msg).length;

describe('the limit and quota config rows', () => {
  it('are seeded, and a database seeded before migration 0007 gets them from the migration', async () => {
    const keys = LIMIT_CONFIG_SEED.map((r) => r[1]);
    const seeded = await t.db.selectFrom('sys_config').select(['config_key', 'config_value']).where('config_key', 'in', keys).execute();
    expect(Object.fromEntries(seeded.map((r) => [r.config_key, r.config_value]))).toEqual({
      'sys.limit.captcha': '30/1', 'sys.limit.login': '30/1', 'sys.limit.register': '10/60', 'sys.upload.hourlyCount': '100', 'sys.upload.hourlyMb': '200',
    });
    // back to before 0007 (its tables and rows gone), then migrate as an upgraded installation would
    await m0007_limits.down!(t.db);
    await t.db.deleteFrom('kysely_migration' as never).where(sql.ref('name'), '=', '0007_limits').execute();
    expect(await t.db.selectFrom('sys_config').select('config_key').where('config_key', 'in', keys).execute()).toEqual([]);
    await migrateToLatest(t.db);
    const again = await t.db.selectFrom('sys_config').select(['config_key', 'config_value', 'config_type']).where('config_key', 'in', keys).execute();
    expect(again.map((r) => r.config_key).sort()).toEqual([...keys].sort());
    expect(again.every((r) => r.config_type === 'Y')).toBe(true);
    // and new config rows still get fresh ids (PostgreSQL's identity sequence is past the seeded ones)
    expect((await get(t, '/captchaImage')).body.code).toBe(200);
  });

  it('read "<count>/<minutes>", 0 for no limit, anything else as the default', () => {
    const fallback = { max: 30, windowMs: 60_000 };
    expect(parseRate('5/10', fallback)).toEqual({ max: 5, windowMs: 600_000 });
    expect(parseRate(' 12 / 1 ', fallback)).toEqual({ max: 12, windowMs: 60_000 });
    expect(parseRate('0', fallback).max).toBe(0);
    for (const bad of [undefined, '', 'abc', '5', '5/0', '-1/1', '1.5/2']) expect(parseRate(bad, fallback), String(bad)).toEqual(fallback);
  });
});

describe('the counter', () => {
  it('says a wait of at least 1 unit and at most the window, even for a window a parallel request opened later', () => {
    const HOUR = 3_600_000;
    const MIN = 60_000;
    expect(waitUnits(1_000 + HOUR, 1_000, HOUR, MIN)).toBe(60);
    // the window opened 5 ms after this request's clock read: still 60 minutes, not 61
    expect(waitUnits(1_005 + HOUR, 1_000, HOUR, MIN)).toBe(60);
    expect(waitUnits(1_000 + 90_001, 1_000, HOUR, MIN)).toBe(2);
    expect(waitUnits(1_000, 1_000, HOUR, MIN)).toBe(1);
    expect(waitUnits(60_005, 5, 60_000, 1000)).toBe(60);
  });

  it('grants exactly max hits of 200 racing ones, and restarts when the window has passed', async () => {
    const now = Date.now();
    const grants = await inParallel(200, () => takeHit(t.db, { key: 'probe:race', max: 7, windowMs: 60_000 }, now));
    expect(grants.filter(Boolean)).toHaveLength(7);
    expect(grants.filter(Boolean).map((g) => g!.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(await takeHit(t.db, { key: 'probe:race', max: 7, windowMs: 60_000 }, now + 59_999)).toBeNull();
    expect((await takeHit(t.db, { key: 'probe:race', max: 7, windowMs: 60_000 }, now + 60_000))?.count).toBe(1);
  });

  it('bounds a second measure too: parallel reservations never add up past maxAmount', async () => {
    const grants = await inParallel(50, () => takeHit(t.db, { key: 'probe:bytes', max: 0, windowMs: 60_000, amount: 30, maxAmount: 100 }));
    expect(grants.filter(Boolean)).toHaveLength(3);
    const row = await t.db.selectFrom('sys_rate_limit').selectAll().where('rate_key', '=', 'probe:bytes').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ count: 3, amount: 90 });
    // one that alone is larger than the bound is refused without touching the row
    expect(await takeHit(t.db, { key: 'probe:other', max: 0, windowMs: 60_000, amount: 101, maxAmount: 100 })).toBeNull();
  });
});

describe('the contact form: 5 per address per 10 minutes', () => {
  const enquiry = (i: number, from: string) =>
    post(t, '/bbs/web/addContact', { name: `访客${i}`, mobile: '13800138000', message: `第${i}条` }, { remoteAddress: from });

  it('lets exactly 5 of 50 parallel enquiries from one address through', async () => {
    const answers = await inParallel(50, (i) => enquiry(i, '198.51.100.61'));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(CONTACT_RATE.max);
    expect(count(answers, CONTACT_LIMIT_MSG)).toBe(50 - CONTACT_RATE.max);
    const rows = await t.db.selectFrom('bbs_contact').select('contact_id').where('ip', '=', '198.51.100.61').execute();
    expect(rows).toHaveLength(CONTACT_RATE.max);
    // another address is not affected
    expect((await enquiry(99, '198.51.100.62')).body.code).toBe(200);
  });
});

describe('GET /captchaImage per address', () => {
  it('issues at most sys.limit.captcha images per address however many are asked for at once', async () => {
    await setConfig(t, 'sys.account.captchaEnabled', 'true');
    await setConfig(t, 'sys.limit.captcha', '10/1');
    const before = await t.db.selectFrom('sys_captcha').select('uuid').execute();
    const answers = await inParallel(40, () => get(t, '/captchaImage', { remoteAddress: '203.0.113.31' }));
    expect(answers.filter((a) => a.body.code === 200 && a.body.img)).toHaveLength(10);
    expect(count(answers, LIMIT_MSG.captcha)).toBe(30);
    expect(await t.db.selectFrom('sys_captcha').select('uuid').execute()).toHaveLength(before.length + 10);
    // other addresses are not affected
    expect((await get(t, '/captchaImage', { remoteAddress: '2001:db8:5:6::1' })).body.code).toBe(200);
    expect((await get(t, '/captchaImage', { remoteAddress: '203.0.113.32' })).body.img).toBeTruthy();
    await setConfig(t, 'sys.limit.captcha', '0');
    expect((await inParallel(15, () => get(t, '/captchaImage', { remoteAddress: '203.0.113.31' }))).every((a) => a.body.code === 200)).toBe(true);
    await setConfig(t, 'sys.limit.captcha', '30/1');
  });

  it('counts nothing with RATE_LIMITS_ENABLED=false (automation from one address)', async () => {
    await setConfig(t, 'sys.account.captchaEnabled', 'true');
    await setConfig(t, 'sys.limit.captcha', '2/1');
    t.app.config.rateLimitsEnabled = false;
    try {
      const answers = await inParallel(12, () => get(t, '/captchaImage', { remoteAddress: '203.0.113.41' }));
      expect(answers.every((a) => a.body.code === 200)).toBe(true);
    } finally {
      t.app.config.rateLimitsEnabled = true;
    }
    expect((await inParallel(4, () => get(t, '/captchaImage', { remoteAddress: '203.0.113.41' }))).filter((a) => a.body.code === 200)).toHaveLength(2);
    await setConfig(t, 'sys.limit.captcha', '30/1');
  });

  it('keeps the captcha table to its cap under a flood from many addresses (the newest answers stay)', async () => {
    const cap = 25;
    const now = Date.now();
    await t.db.deleteFrom('sys_captcha').execute();
    await t.db.deleteFrom('sys_rate_limit').where('rate_key', '=', 'captcha:*').execute();
    const issued = await inParallel(80, (i) => createCaptcha(t.db, now + i, cap));
    const rows = await t.db.selectFrom('sys_captcha').select('uuid').execute();
    expect(rows.length).toBeLessThanOrEqual(cap);
    expect(rows.length).toBeGreaterThan(0);
    // the last one issued is still answerable
    expect(rows.map((r) => r.uuid)).toContain(issued[79].uuid);
    await t.db.deleteFrom('sys_rate_limit').where('rate_key', '=', 'captcha:*').execute();
  });
});

describe('POST /login per address', () => {
  it('answers at most sys.limit.login requests per address, whatever the names, and does not log the refused ones', async () => {
    await setConfig(t, 'sys.limit.login', '10/1');
    const answers = await inParallel(30, (i) => post(t, '/login', { username: `nobody${i}`, password: 'wrong-pass' }, { remoteAddress: '192.0.2.77' }));
    expect(count(answers, '用户不存在/密码错误')).toBe(10);
    expect(count(answers, LIMIT_MSG.login)).toBe(20);
    const logged = await t.db.selectFrom('sys_logininfor').select('info_id').where('user_name', 'like', 'nobody%').execute();
    expect(logged).toHaveLength(10);
    // the right password from another address still gets in
    await createUser(t, { userName: 'limited' });
    expect((await post(t, '/login', { username: 'limited', password: 'admin123' }, { remoteAddress: '192.0.2.78' })).body.code).toBe(200);
    expect((await post(t, '/login', { username: 'limited', password: 'admin123' }, { remoteAddress: '192.0.2.77' })).body.msg).toBe(LIMIT_MSG.login);
    expect(await loginLogs(t, 'limited')).toHaveLength(1);
    await setConfig(t, 'sys.limit.login', '30/1');
  });
});

describe('POST /register per address', () => {
  it('creates at most sys.limit.register accounts per address from parallel valid sign-ups', async () => {
    await setConfig(t, 'sys.limit.register', '3/60');
    const answers = await inParallel(12, (i) =>
      post(t, '/register', { username: `signup${i}`, password: 'secret-123', confirmPassword: 'secret-123', phonenumber: `1391234${String(i).padStart(4, '0')}` }, { remoteAddress: '198.51.100.90' }),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(3);
    expect(count(answers, LIMIT_MSG.register)).toBe(9);
    const users = await t.db.selectFrom('sys_user').select('user_name').where('user_name', 'like', 'signup%').execute();
    expect(users).toHaveLength(3);
    // a sign-up with a mistake does not use up the address's allowance
    expect((await post(t, '/register', { username: 'x', password: 'secret-123', confirmPassword: 'secret-123', phonenumber: '13912349999' }, { remoteAddress: '198.51.100.91' })).body.code).toBe(500);
    expect((await post(t, '/register', { username: 'signupok', password: 'secret-123', confirmPassword: 'secret-123', phonenumber: '13912349998' }, { remoteAddress: '198.51.100.91' })).body.code).toBe(200);
    await setConfig(t, 'sys.limit.register', '10/60');
  });
});

describe('the hourly upload quota per user', () => {
  const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  function multipart(content: Buffer, filename = 'big.png') {
    const boundary = `----dss${randomBytes(8).toString('hex')}`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;
    return {
      payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  }
  const upload = async (token: string, body: { payload: Buffer; headers: Record<string, string> }) => {
    const res = await t.app.inject({ method: 'POST', url: '/prod-api/common/upload', headers: { ...body.headers, authorization: `Bearer ${token}` }, payload: body.payload });
    return { body: res.json() };
  };
  const png = (bytes: number) => Buffer.concat([PNG_HEAD, Buffer.alloc(bytes - PNG_HEAD.length, 7)]);

  it('6 parallel 49 MB uploads from one member do not all land: the default 200 MB per hour takes 4', { timeout: 120_000 }, async () => {
    await createUser(t, { userName: 'bigsender', userType: '01', roleIds: [3] });
    const token = await login(t, 'bigsender');
    const before = (await storedUploads(t, 'upload')).length;
    const body = multipart(png(49 * MB));
    const answers = await inParallel(6, () => upload(token, body));
    const landed = answers.filter((a) => a.body.code === 200);
    expect(landed).toHaveLength(4);
    const refused = answers.filter((a) => a.body.code !== 200);
    expect(refused.map((a) => a.body.msg)).toEqual([LIMIT_MSG.uploadQuota(100, 200, 60), LIMIT_MSG.uploadQuota(100, 200, 60)]);
    expect((await storedUploads(t, 'upload')).length).toBe(before + 4);
    expect((await readUpload(t, landed[0].body.fileName))?.length).toBe(49 * MB);
    // the quota counts what was stored: 196 MB, so a small file still fits and another 49 MB one does not
    expect((await upload(token, multipart(png(1024)))).body.code).toBe(200);
    expect((await upload(token, body)).body.msg).toMatch(/^已达到上传限额：每小时最多上传100个文件、共200MB，请\d+分钟后再试$/);
    // another member has a quota of their own
    await createUser(t, { userName: 'othersender', userType: '01', roleIds: [3] });
    expect((await upload(await login(t, 'othersender'), multipart(png(1024)))).body.code).toBe(200);
  });

  it('counts files too, gives back the slot of a refused file, and 0 switches a measure off', async () => {
    await setConfig(t, 'sys.upload.hourlyCount', '3');
    await setConfig(t, 'sys.upload.hourlyMb', '0');
    await createUser(t, { userName: 'manyfiles', userType: '01', roleIds: [3] });
    const token = await login(t, 'manyfiles');
    // a file whose content does not match its extension is refused and does not use up the quota
    expect((await upload(token, multipart(Buffer.from('not a png at all'), 'fake.png'))).body.code).toBe(500);
    const answers = await inParallel(10, () => upload(token, multipart(png(2048))));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(3);
    expect(count(answers, LIMIT_MSG.uploadQuota(3, 0, 60))).toBe(7);
    expect(LIMIT_MSG.uploadQuota(3, 0, 60)).toBe('已达到上传限额：每小时最多上传3个文件，请60分钟后再试');
    await setConfig(t, 'sys.upload.hourlyCount', '0');
    expect((await upload(token, multipart(png(2048)))).body.code).toBe(200);
    await setConfig(t, 'sys.upload.hourlyCount', '100');
    await setConfig(t, 'sys.upload.hourlyMb', '200');
  });
});
