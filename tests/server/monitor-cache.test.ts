import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bbsCacheOf } from '../../server/src/modules/bbs/cache';
import { call, createRole, createTestServer, createUser, get, login, post, setConfig, type TestServer } from './helpers';

/** 缓存监控 / 缓存列表 (issue 14): RuoYi's CacheController paths over the in-process caches and the database stores. */
let t: TestServer;
let admin: string;
let cacheOnly: string;
let noMonitor: string;

const FORBIDDEN = { code: 403, msg: '没有权限，请联系管理员授权' };
const del = (path: string, token = admin) => call(t, 'DELETE', path, { token });
const enc = encodeURIComponent;
const keysOf = async (name: string) => (await get(t, `/monitor/cache/getKeys/${enc(name)}`, { token: admin })).body.data as string[];
const nameInfo = async (name: string) =>
  ((await get(t, '/monitor/cache/getNames', { token: admin })).body.data as { cacheName: string }[]).find((c) => c.cacheName === name) as Record<string, unknown>;
const HOUR = 3600_000;

beforeAll(async () => {
  t = await createTestServer();
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  admin = await login(t, 'admin');
  const cacheMenus = await t.db.selectFrom('sys_menu').select('menu_id').where('menu_id', 'in', [2, 113, 114]).execute();
  await createUser(t, { userName: 'cacheonly', roleIds: [await createRole(t, { key: 'cache_only', menuIds: cacheMenus.map((m) => Number(m.menu_id)) })] });
  cacheOnly = await login(t, 'cacheonly');
  await createUser(t, { userName: 'nomonitor', roleIds: [await createRole(t, { key: 'no_monitor', menuIds: [1] })] });
  noMonitor = await login(t, 'nomonitor');
});
afterAll(async () => {
  await t?.close();
});

describe('permissions', () => {
  const calls: [string, string][] = [
    ['GET', '/monitor/cache'], ['GET', '/monitor/cache/getNames'], ['GET', '/monitor/cache/getKeys/bbs_list%3A'],
    ['GET', '/monitor/cache/getValue/sys_config%3A/sys_config%3Asys.index.skinName'], ['DELETE', '/monitor/cache/clearCacheName/bbs_list%3A'],
    ['DELETE', '/monitor/cache/clearCacheKey/bbs_list%3Anone'], ['DELETE', '/monitor/cache/clearCacheAll'],
  ];
  it('every call: monitor:cache:list passes (admin, a role with only the cache pages), others 403, anonymous 401', async () => {
    for (const [method, path] of calls) {
      for (const token of [admin, cacheOnly]) expect((await call(t, method as 'GET', path, { token })).body.code, `${method} ${path}`).toBe(200);
      expect((await call(t, method as 'GET', path, { token: noMonitor })).body, `${method} ${path}`).toEqual(FORBIDDEN);
      expect((await call(t, method as 'GET', path)).body.code, `${method} ${path}`).toBe(401);
    }
  });
});

describe('the overview and names', () => {
  it('answers RuoYi shape: info, dbSize, commandStats, plus every name with its figures', async () => {
    const res = (await get(t, '/monitor/cache', { token: admin })).body;
    expect(res.code).toBe(200);
    expect(res.data.info).toMatchObject({ redis_mode: t.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite' });
    expect(typeof res.data.info.used_memory_human).toBe('string');
    expect(res.data.dbSize).toBeGreaterThan(0);
    expect(res.data.commandStats).toEqual(expect.arrayContaining([{ name: 'bbs_list:hit', value: expect.any(String) }]));
    const names = (await get(t, '/monitor/cache/getNames', { token: admin })).body.data as { cacheName: string; kind: string; remark: string; cacheKey: string }[];
    expect(names.map((n) => n.cacheName)).toEqual([
      'bbs_list:', 'seo_files:', 'sys_config:', 'sys_dict:', 'login_tokens:', 'captcha_codes:', 'rate_limit:', 'pwd_err_cnt:', 'pwd_err_ip:', 'sms_codes:',
    ]);
    expect(names.every((n) => n.remark && n.cacheKey === '')).toBe(true);
    expect(await nameInfo('sys_dict:')).toMatchObject({ kind: 'readThrough', clearScope: 'none' });
    expect((await nameInfo('sys_config:')).size).toBeGreaterThan(3);
  });

  it('an unknown name is refused in the envelope', async () => {
    expect((await get(t, '/monitor/cache/getKeys/nope%3A', { token: admin })).body).toEqual({ code: 500, msg: '缓存名称不存在：nope:' });
    expect((await del('/monitor/cache/clearCacheName/nope%3A')).body.code).toBe(500);
    expect((await del('/monitor/cache/clearCacheKey/nope%3Ax')).body.code).toBe(500);
  });
});

describe('the public list cache (in process)', () => {
  it('counts hits and misses, lists keys and values, clears one key and the name', async () => {
    const before = await nameInfo('bbs_list:');
    await post(t, '/bbs/web/listCity', { lang: 'zh' });
    await post(t, '/bbs/web/listCity', { lang: 'zh' });
    await post(t, '/bbs/web/listHomeBanner', { lang: 'en' });
    const after = await nameInfo('bbs_list:');
    expect(after.misses).toBe(Number(before.misses) + 2);
    expect(Number(after.hits)).toBeGreaterThanOrEqual(Number(before.hits) + 1);
    expect(after.size).toBe(2);
    expect(Number(after.bytes)).toBeGreaterThan(10);

    const keys = await keysOf('bbs_list:');
    const city = `bbs_list:${JSON.stringify(['city', 'zh'])}`;
    expect(keys).toEqual(expect.arrayContaining([city]));
    const value = (await get(t, `/monitor/cache/getValue/bbs_list%3A/${enc(city)}`, { token: admin })).body.data;
    expect(value).toMatchObject({ cacheName: 'bbs_list:', cacheKey: city, remark: expect.any(String) });
    expect(JSON.parse(value.cacheValue).code).toBe(200);

    expect((await del(`/monitor/cache/clearCacheKey/${enc(city)}`)).body.code).toBe(200);
    expect(await keysOf('bbs_list:')).not.toContain(city);
    expect(bbsCacheOf(t.db).size).toBe(1);
    expect((await get(t, `/monitor/cache/getValue/bbs_list%3A/${enc(city)}`, { token: admin })).body.code).toBe(500);

    expect((await del('/monitor/cache/clearCacheName/bbs_list%3A')).body.code).toBe(200);
    expect(bbsCacheOf(t.db).size).toBe(0);
    expect((await nameInfo('bbs_list:')).size).toBe(0);
  });
});

describe('read-through names (config, dictionaries)', () => {
  it('shows values, masks secrets, and has nothing to clear', async () => {
    expect(await keysOf('sys_config:')).toContain('sys_config:sys.user.initPassword');
    const pwd = (await get(t, '/monitor/cache/getValue/sys_config%3A/sys_config%3Asys.user.initPassword', { token: admin })).body.data;
    expect(pwd.cacheValue).toBe('******');
    const skin = (await get(t, '/monitor/cache/getValue/sys_config%3A/sys_config%3Asys.index.skinName', { token: admin })).body.data;
    expect(skin.cacheValue).toMatch(/^skin-/);
    const sex = (await get(t, '/monitor/cache/getValue/sys_dict%3A/sys_dict%3Asys_user_sex', { token: admin })).body.data;
    expect(JSON.parse(sex.cacheValue).map((d: { dictValue: string }) => d.dictValue)).toEqual(['0', '1', '2']);
    expect((await del('/monitor/cache/clearCacheKey/sys_config%3Asys.index.skinName')).body).toEqual({ code: 500, msg: 'sys_config: 不保存副本，无需清理' });
    expect((await del('/monitor/cache/clearCacheName/sys_config%3A')).body.code).toBe(200);
    expect(await t.db.selectFrom('sys_config').select('config_id').where('config_key', '=', 'sys.index.skinName').executeTakeFirst()).toBeDefined();
  });
});

describe('database stores', () => {
  it('sessions: clearing the name removes expired ones only; clearing a key ends that session', async () => {
    await createUser(t, { userName: 'sessionuser' });
    const token = await login(t, 'sessionuser');
    const live = await t.db.selectFrom('sys_user_session').select('token_id').where('user_name', '=', 'sessionuser').executeTakeFirstOrThrow();
    await t.db.insertInto('sys_user_session').values({
      token_id: 'expired-one', user_id: 1, user_name: 'admin', dept_name: null, ipaddr: '127.0.0.1', login_location: '', browser: '', os: '',
      login_time: '2024-01-01 00:00:00', expire_at: Date.now() - HOUR,
    }).execute();
    const key = `login_tokens:${live.token_id}`;
    expect(await keysOf('login_tokens:')).toEqual(expect.arrayContaining([key, 'login_tokens:expired-one']));
    expect(await nameInfo('login_tokens:')).toMatchObject({ kind: 'database', clearScope: 'expired', keyEndsSession: true, expired: 1 });
    const value = JSON.parse((await get(t, `/monitor/cache/getValue/login_tokens%3A/${enc(key)}`, { token: admin })).body.data.cacheValue);
    expect(value).toMatchObject({ userName: 'sessionuser', ipaddr: '127.0.0.1' });

    expect((await del('/monitor/cache/clearCacheName/login_tokens%3A')).body.code).toBe(200);
    expect(await keysOf('login_tokens:')).not.toContain('login_tokens:expired-one');
    expect((await get(t, '/getInfo', { token })).body.code).toBe(200);

    expect((await del(`/monitor/cache/clearCacheKey/${enc(key)}`)).body.code).toBe(200);
    expect((await get(t, '/getInfo', { token })).body.code).toBe(401);
    expect((await get(t, '/getInfo', { token: admin })).body.code).toBe(200);
  });

  it('captchas: the code is never shown; clearing the name removes every captcha', async () => {
    await t.db.insertInto('sys_captcha').values([
      { uuid: 'cap-live', code: '7788', expire_at: Date.now() + HOUR }, { uuid: 'cap-old', code: '1122', expire_at: Date.now() - HOUR },
    ]).execute();
    const value = (await get(t, '/monitor/cache/getValue/captcha_codes%3A/captcha_codes%3Acap-live', { token: admin })).body.data.cacheValue as string;
    expect(value).not.toContain('7788');
    expect(await nameInfo('captcha_codes:')).toMatchObject({ size: 1, expired: 1, clearScope: 'all' });
    await del('/monitor/cache/clearCacheName/captcha_codes%3A');
    expect(await t.db.selectFrom('sys_captcha').selectAll().execute()).toEqual([]);
  });

  it('rate and password counters: the name clears expired rows, a key lifts one counter', async () => {
    const now = Date.now();
    await t.db.insertInto('sys_rate_limit').values([
      { rate_key: 'login:10.0.0.1', count: 3, amount: 0, expire_at: now + HOUR }, { rate_key: 'login:10.0.0.2', count: 1, amount: 0, expire_at: now - HOUR },
    ]).execute();
    await t.db.insertInto('sys_pwd_retry').values([
      { user_name: 'locked', count: 5, expire_at: now + HOUR }, { user_name: 'oldlock', count: 2, expire_at: now - HOUR },
    ]).execute();
    await t.db.insertInto('sys_pwd_retry_ip').values([
      { user_name: 'locked', ipaddr: '10.0.0.9', count: 5, expire_at: now + HOUR }, { user_name: 'oldlock', ipaddr: '::1', count: 1, expire_at: now - HOUR },
    ]).execute();
    expect(await keysOf('pwd_err_ip:')).toEqual(expect.arrayContaining(['pwd_err_ip:locked@10.0.0.9', 'pwd_err_ip:oldlock@::1']));
    expect(JSON.parse((await get(t, `/monitor/cache/getValue/pwd_err_cnt%3A/pwd_err_cnt%3Alocked`, { token: admin })).body.data.cacheValue))
      .toMatchObject({ userName: 'locked', count: 5 });
    for (const name of ['rate_limit:', 'pwd_err_cnt:', 'pwd_err_ip:']) {
      const before = await nameInfo(name);
      expect(before.expired).toBe(1);
      await del(`/monitor/cache/clearCacheName/${enc(name)}`);
      expect(await nameInfo(name)).toMatchObject({ expired: 0, size: before.size });
    }
    await del(`/monitor/cache/clearCacheKey/${enc('rate_limit:login:10.0.0.1')}`);
    await del(`/monitor/cache/clearCacheKey/pwd_err_cnt%3Alocked`);
    await del(`/monitor/cache/clearCacheKey/${enc('pwd_err_ip:locked@10.0.0.9')}`);
    expect((await t.db.selectFrom('sys_rate_limit').select('rate_key').execute()).map((r) => r.rate_key)).not.toContain('login:10.0.0.1');
    expect(await t.db.selectFrom('sys_pwd_retry').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('sys_pwd_retry_ip').selectAll().execute()).toEqual([]);
  });

  it('SMS codes: phones masked, the name clears expired and used codes, a key one code', async () => {
    const now = Date.now();
    const row = (phone: string, expire_at: number, used: string) => ({ phone, purpose: 'reset', code_hash: 'h', expire_at, used, create_time: '2026-01-01 00:00:00' });
    await t.db.insertInto('sys_sms_code').values([row('13800001111', now + HOUR, '0'), row('13800002222', now - HOUR, '0'), row('13800003333', now + HOUR, '1')]).execute();
    expect(await nameInfo('sms_codes:')).toMatchObject({ size: 1, expired: 2 });
    const [first] = await keysOf('sms_codes:');
    const keys = await keysOf('sms_codes:');
    const values = await Promise.all(keys.map(async (k) => (await get(t, `/monitor/cache/getValue/sms_codes%3A/${enc(k)}`, { token: admin })).body.data.cacheValue as string));
    expect(values.join()).not.toMatch(/1380000\d{4}/);
    expect(values.join()).toContain('138****1111');
    expect(first).toMatch(/^sms_codes:\d+$/);
    await del('/monitor/cache/clearCacheName/sms_codes%3A');
    const left = await t.db.selectFrom('sys_sms_code').select(['code_id', 'phone']).execute();
    expect(left.map((r) => r.phone)).toEqual(['13800001111']);
    await del(`/monitor/cache/clearCacheKey/sms_codes%3A${left[0]!.code_id}`);
    expect(await t.db.selectFrom('sys_sms_code').selectAll().execute()).toEqual([]);
  });
});

describe('RuoYi-Vue3 sends keys unencoded', () => {
  it('a key holding \'/\' and \':\' is read and cleared whether encoded or not', async () => {
    await t.db.insertInto('sys_rate_limit').values({ rate_key: 'upload:a/b:1', count: 2, amount: 10, expire_at: Date.now() + HOUR }).execute();
    const raw = await get(t, '/monitor/cache/getValue/rate_limit:/rate_limit:upload:a/b:1', { token: admin });
    expect(raw.body.data).toMatchObject({ cacheName: 'rate_limit:', cacheKey: 'rate_limit:upload:a/b:1' });
    expect(JSON.parse(raw.body.data.cacheValue)).toMatchObject({ count: 2, amount: 10 });
    expect((await get(t, `/monitor/cache/getValue/rate_limit%3A/${enc('rate_limit:upload:a/b:1')}`, { token: admin })).body.data.cacheKey).toBe('rate_limit:upload:a/b:1');
    expect((await del('/monitor/cache/clearCacheKey/rate_limit:upload:a/b:1')).body.code).toBe(200);
    expect(await t.db.selectFrom('sys_rate_limit').select('rate_key').where('rate_key', '=', 'upload:a/b:1').executeTakeFirst()).toBeUndefined();
  });
});

describe('clearCacheAll', () => {
  it('empties the in-process caches and every captcha, removes expired rows, keeps live sessions', async () => {
    await post(t, '/bbs/web/listCity', { lang: 'en' });
    await t.db.insertInto('sys_captcha').values({ uuid: 'cap-all', code: '1', expire_at: Date.now() + HOUR }).execute();
    await t.db.insertInto('sys_rate_limit').values([
      { rate_key: 'x:live', count: 1, amount: 0, expire_at: Date.now() + HOUR }, { rate_key: 'x:old', count: 1, amount: 0, expire_at: Date.now() - HOUR },
    ]).execute();
    expect(bbsCacheOf(t.db).size).toBe(1);
    expect((await del('/monitor/cache/clearCacheAll')).body.code).toBe(200);
    expect(bbsCacheOf(t.db).size).toBe(0);
    expect(await t.db.selectFrom('sys_captcha').selectAll().execute()).toEqual([]);
    const rates = (await t.db.selectFrom('sys_rate_limit').select('rate_key').execute()).map((r) => r.rate_key);
    expect(rates).toContain('x:live');
    expect(rates).not.toContain('x:old');
    expect((await get(t, '/getInfo', { token: admin })).body.code).toBe(200);
    expect((await get(t, '/getInfo', { token: cacheOnly })).body.code).toBe(200);
  });

  it('writes the clears to the operation log', async () => {
    const logs = await t.db.selectFrom('sys_oper_log').select(['title', 'business_type', 'oper_url']).where('title', '=', '缓存监控').execute();
    expect(logs.map((l) => l.oper_url)).toEqual(expect.arrayContaining(['/monitor/cache/clearCacheAll']));
  });
});
