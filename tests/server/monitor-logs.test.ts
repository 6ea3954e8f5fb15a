/**
 * Issue 14, 日志管理 and 在线用户: the operation log (/monitor/operlog), the login log (/monitor/logininfor) and the
 * live sessions (/monitor/online) — every endpoint × permission, filters, the sort whitelist, delete, clean, export,
 * unlock, passwords never in the operation log, and a force logout that ends the session (on PostgreSQL also through
 * a second app instance on the same schema).
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SORT_REFUSED } from '../../src/shared/contract/kit/index';
import { buildApp } from '../../server/src/app';
import { openDatabase } from '../../server/src/db/index';
import { call, createRole, createTestServer, createUser, get, login, post, setConfig, TEST_PASSWORD, type TestServer } from './helpers';

let t: TestServer;
let admin: string;
let viewer: string;
let stranger: string;

const FORBIDDEN = { code: 403, msg: '没有权限，请联系管理员授权' };
const OK = { code: 200, msg: '操作成功' };
const del = (path: string, token = admin) => call(t, 'DELETE', path, { token });

beforeAll(async () => {
  t = await createTestServer();
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  // this file logs in more often than sys.limit.login allows a minute from one address (the limit has its own tests)
  await setConfig(t, 'sys.limit.login', '0');
  admin = await login(t, 'admin');
  // the three pages without any of their buttons
  const viewRole = await createRole(t, { key: 'log_view', menuIds: [1, 108, 500, 501, 2, 109] });
  await createUser(t, { userName: 'logview', roleIds: [viewRole] });
  viewer = await login(t, 'logview');
  // notices only: none of these menus
  const otherRole = await createRole(t, { key: 'notice_only', menuIds: [1, 107] });
  await createUser(t, { userName: 'stranger', roleIds: [otherRole] });
  stranger = await login(t, 'stranger');
});
afterAll(async () => {
  await t?.close();
});

describe('permissions', () => {
  const reads = (token?: string) => [
    () => get(t, '/monitor/operlog/list', { token }),
    () => get(t, '/monitor/logininfor/list', { token }),
    () => get(t, '/monitor/online/list', { token }),
  ];
  const writes = (token?: string) => [
    () => call(t, 'DELETE', '/monitor/operlog/999999', { token }),
    () => call(t, 'DELETE', '/monitor/operlog/clean', { token }),
    () => post(t, '/monitor/operlog/export', {}, { token }),
    () => call(t, 'DELETE', '/monitor/logininfor/999999', { token }),
    () => call(t, 'DELETE', '/monitor/logininfor/clean', { token }),
    () => post(t, '/monitor/logininfor/export', {}, { token }),
    () => get(t, '/monitor/logininfor/unlock/nobody', { token }),
    () => call(t, 'DELETE', '/monitor/online/no-such-session', { token }),
  ];

  it('anonymous callers get 401 everywhere', async () => {
    for (const c of [...reads(), ...writes()]) expect((await c()).body.code).toBe(401);
  });

  it('a role without the menus gets 403 everywhere', async () => {
    for (const c of [...reads(stranger), ...writes(stranger)]) expect((await c()).body).toEqual(FORBIDDEN);
  });

  it('the pages without their buttons: lists yes, every write no', async () => {
    for (const c of reads(viewer)) expect((await c()).body.code).toBe(200);
    for (const c of writes(viewer)) expect((await c()).body).toEqual(FORBIDDEN);
  });

  it('the admin passes every call', async () => {
    for (const c of reads(admin)) expect((await c()).body.code).toBe(200);
    // clean last: it empties the logs the other tests read; run it on a throwaway state instead
    for (const c of writes(admin).filter((_, i) => i !== 1 && i !== 4)) {
      const res = await c();
      expect(res.status).toBe(200);
      if (!String(res.headers['content-type']).includes('spreadsheetml')) expect(res.body).toEqual(OK);
    }
  });
});

describe('operation log', () => {
  let addId: number;
  beforeAll(async () => {
    expect((await post(t, '/system/config', { configName: '日志测试', configKey: 'log.test.key', configValue: '1', configType: 'N' }, { token: admin })).body).toEqual(OK);
    // a refused write is logged as failed, with its message
    expect((await post(t, '/system/config', { configName: '日志测试', configKey: 'log.test.key', configValue: '1', configType: 'N' }, { token: admin })).body.code).toBe(500);
    const row = await t.db.selectFrom('sys_oper_log').select('oper_id').where('title', '=', '参数管理').where('status', '=', 0).orderBy('oper_id', 'desc').executeTakeFirstOrThrow();
    addId = row.oper_id;
  });

  it('lists what the server recorded, with the detail fields', async () => {
    const res = await get(t, '/monitor/operlog/list?title=参数', { token: admin });
    expect(res.body.code).toBe(200);
    const ok = res.body.rows.find((r: { operId: number }) => r.operId === addId);
    expect(ok).toMatchObject({
      title: '参数管理', businessType: 1, requestMethod: 'POST', method: 'POST /prod-api/system/config', operName: 'admin', operUrl: '/system/config',
      operIp: '127.0.0.1', status: 0, errorMsg: '',
    });
    expect(JSON.parse(ok.operParam)).toMatchObject({ configKey: 'log.test.key' });
    expect(JSON.parse(ok.jsonResult)).toEqual(OK);
    expect(ok.operTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(typeof ok.costTime).toBe('number');
    const failed = res.body.rows.find((r: { status: number }) => r.status === 1);
    expect(failed.errorMsg).toBe("新增参数'日志测试'失败，参数键名已存在");
  });

  it('filters by operator, type, status and day, and pages', async () => {
    const rows = async (q: string) => (await get(t, `/monitor/operlog/list?${q}`, { token: admin })).body.rows as { title: string; status: number; businessType: number; operName: string }[];
    expect((await rows('status=1&title=参数管理')).every((r) => r.status === 1)).toBe(true);
    expect((await rows('status=1&title=参数管理')).length).toBeGreaterThan(0);
    expect((await rows('businessType=1')).every((r) => r.businessType === 1)).toBe(true);
    expect((await rows('operName=ADM')).every((r) => r.operName === 'admin')).toBe(true);
    expect(await rows('operName=nobody')).toEqual([]);
    const today = new Date().toLocaleString('sv-SE', { timeZone: 'Asia/Shanghai' }).slice(0, 10);
    expect((await rows(`title=参数管理&params[beginTime]=${today}&params[endTime]=${today}`)).length).toBeGreaterThan(0);
    expect(await rows('title=参数管理&params[beginTime]=2000-01-01&params[endTime]=2000-01-02')).toEqual([]);
    const page = await get(t, '/monitor/operlog/list?pageNum=1&pageSize=1', { token: admin });
    expect(page.body.rows).toHaveLength(1);
    expect(page.body.total).toBeGreaterThan(1);
    // a type that is not a number never reaches SQL
    expect((await get(t, '/monitor/operlog/list?businessType=1%20or%201=1', { token: admin })).body.code).toBe(500);
  });

  it('sorts by time and cost through the whitelist; anything else is refused', async () => {
    await t.db.updateTable('sys_oper_log').set({ cost_time: 9000 }).where('oper_id', '=', addId).execute();
    const byCost = (await get(t, '/monitor/operlog/list?orderByColumn=costTime&isAsc=descending', { token: admin })).body.rows;
    expect(byCost[0].operId).toBe(addId);
    const asc = (await get(t, '/monitor/operlog/list?orderByColumn=costTime&isAsc=ascending&pageSize=100', { token: admin })).body.rows as { costTime: number }[];
    expect(asc.map((r) => r.costTime)).toEqual([...asc.map((r) => r.costTime)].sort((a, b) => a - b));
    const byTime = (await get(t, '/monitor/operlog/list?orderByColumn=oper_time&isAsc=asc&pageSize=100', { token: admin })).body.rows as { operTime: string }[];
    expect(byTime.map((r) => r.operTime)).toEqual([...byTime.map((r) => r.operTime)].sort());
    for (const column of ['operParam', 'oper_time;drop table sys_user', '(select 1)', 'password']) {
      expect((await get(t, `/monitor/operlog/list?orderByColumn=${encodeURIComponent(column)}`, { token: admin })).body).toEqual({ code: 500, msg: SORT_REFUSED });
    }
  });

  it('never stores a password: user add, reset and the profile change (body or query)', async () => {
    const secret = 'Secret-Pw-4471';
    const add = await post(t, '/system/user', { userName: 'pwlogged', nickName: '密码测试', password: secret }, { token: admin });
    expect(add.body).toEqual(OK);
    const id = (await t.db.selectFrom('sys_user').select('user_id').where('user_name', '=', 'pwlogged').executeTakeFirstOrThrow()).user_id;
    expect((await call(t, 'PUT', '/system/user/resetPwd', { token: admin, body: { userId: id, password: `${secret}x` } })).body).toEqual(OK);
    const own = await login(t, 'pwlogged', `${secret}x`);
    const q = `oldPassword=${encodeURIComponent(`${secret}x`)}&newPassword=${encodeURIComponent(`${secret}y`)}`;
    expect((await call(t, 'PUT', `/system/user/profile/updatePwd?${q}`, { token: own })).body).toEqual(OK);
    expect((await call(t, 'PUT', '/system/user/profile/updatePwd', { token: own, body: { oldPassword: `${secret}y`, newPassword: `${secret}z` } })).body).toEqual(OK);
    const rows = (await get(t, '/monitor/operlog/list?pageSize=500', { token: admin })).body.rows as Record<string, unknown>[];
    const mine = rows.filter((r) => /\/system\/user(\/resetPwd|\/profile\/updatePwd)?$/.test(String(r.operUrl)));
    expect(mine.length).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify(rows)).not.toContain(secret);
    const stored = await t.db.selectFrom('sys_oper_log').select(['oper_param', 'json_result', 'oper_url', 'error_msg']).execute();
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(JSON.stringify(stored)).not.toMatch(/"(password|oldPassword|newPassword)"/);
  });

  it('exports the filtered rows as xlsx', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/prod-api/monitor/operlog/export', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `title=${encodeURIComponent('参数管理')}&status=0`,
    });
    expect(String(res.headers['content-type'])).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('操作日志')!;
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['操作序号', '操作模块', '业务类型', '请求参数', '消耗时间']));
    const body = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2).values as unknown[]);
    expect(body.length).toBeGreaterThan(0);
    for (const values of body) expect(values).toEqual(expect.arrayContaining(['参数管理', '正常']));
    expect(body.some((v) => v.includes('新增'))).toBe(true);
  });

  it('deletes many by id, logged as DELETE', async () => {
    const ids = (await t.db.selectFrom('sys_oper_log').select('oper_id').orderBy('oper_id').limit(2).execute()).map((r) => r.oper_id);
    expect((await del(`/monitor/operlog/${ids.join(',')}`)).body).toEqual(OK);
    expect(await t.db.selectFrom('sys_oper_log').select('oper_id').where('oper_id', 'in', ids).execute()).toEqual([]);
    const last = await t.db.selectFrom('sys_oper_log').selectAll().orderBy('oper_id', 'desc').executeTakeFirstOrThrow();
    expect(last).toMatchObject({ title: '操作日志', business_type: 3, oper_url: `/monitor/operlog/${ids.join(',')}` });
    expect((await del('/monitor/operlog/abc')).body).toEqual({ code: 500, msg: '参数格式不正确' });
  });
});

describe('login log', () => {
  beforeAll(async () => {
    expect((await post(t, '/login', { username: 'admin', password: 'wrong-one' })).body.code).toBe(500);
    await login(t, 'admin');
  });

  it('lists logins and failures, filtered and sorted', async () => {
    const rows = async (q: string) => (await get(t, `/monitor/logininfor/list?${q}`, { token: admin })).body.rows as { userName: string; status: string; msg: string; loginTime: string; infoId: number }[];
    const failed = await rows('userName=adm&status=1');
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((r) => r.userName === 'admin' && r.status === '1')).toBe(true);
    expect(failed[0].msg).toMatch(/密码输入错误\d次|用户不存在\/密码错误/);
    expect((await rows('ipaddr=127.0.0')).length).toBeGreaterThan(0);
    expect(await rows('ipaddr=10.9.9.9')).toEqual([]);
    const byName = await rows('orderByColumn=userName&isAsc=ascending&pageSize=100');
    expect(byName.map((r) => r.userName)).toEqual([...byName.map((r) => r.userName)].sort());
    expect((await get(t, '/monitor/logininfor/list?orderByColumn=msg', { token: admin })).body).toEqual({ code: 500, msg: SORT_REFUSED });
  });

  it('exports, deletes by id', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/prod-api/monitor/logininfor/export', headers: { authorization: `Bearer ${admin}` }, payload: {} });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('登录日志')!;
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['用户账号', '登录状态', '提示消息']));
    expect(sheet.rowCount).toBeGreaterThan(2);
    const [first] = await t.db.selectFrom('sys_logininfor').select('info_id').orderBy('info_id').limit(1).execute();
    expect((await del(`/monitor/logininfor/${first.info_id}`)).body).toEqual(OK);
    expect(await t.db.selectFrom('sys_logininfor').select('info_id').where('info_id', '=', first.info_id).execute()).toEqual([]);
  });

  it('unlocks a locked account', async () => {
    await createUser(t, { userName: 'lockme' });
    for (let i = 0; i < 5; i++) await post(t, '/login', { username: 'lockme', password: `bad-${i}` });
    expect((await post(t, '/login', { username: 'lockme', password: TEST_PASSWORD })).body.msg).toBe('密码输入错误5次，帐户锁定10分钟');
    expect((await get(t, '/monitor/logininfor/unlock/lockme', { token: admin })).body).toEqual(OK);
    expect((await post(t, '/login', { username: 'lockme', password: TEST_PASSWORD })).body.code).toBe(200);
  });
});

describe('online users', () => {
  it('lists every live session with its client, filtered by user name and address', async () => {
    await createUser(t, { userName: 'onlineone', deptId: 103 });
    const res = await post(t, '/login', { username: 'onlineone', password: TEST_PASSWORD }, {
      remoteAddress: '198.51.100.23', headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36' },
    });
    expect(res.body.code).toBe(200);
    // an expired session is not online
    await t.db.insertInto('sys_user_session').values({
      token_id: 'expired-session', user_id: 1, user_name: 'admin', dept_name: null, ipaddr: '198.51.100.99', login_location: '', browser: '', os: '',
      login_time: '2024-01-01 00:00:00', expire_at: Date.now() - 1000,
    }).execute();
    const all = (await get(t, '/monitor/online/list', { token: admin })).body;
    expect(all.code).toBe(200);
    expect(all.total).toBe(all.rows.length);
    expect(all.rows.map((r: { tokenId: string }) => r.tokenId)).not.toContain('expired-session');
    const mine = (await get(t, '/monitor/online/list?userName=ONLINE', { token: admin })).body.rows;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ userName: 'onlineone', deptName: expect.any(String), ipaddr: '198.51.100.23', browser: expect.stringMatching(/Chrome/), os: expect.stringMatching(/Windows/) });
    expect(mine[0].loginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(typeof mine[0].loginLocation).toBe('string');
    expect((await get(t, '/monitor/online/list?ipaddr=198.51.100', { token: admin })).body.rows.map((r: { userName: string }) => r.userName)).toEqual(['onlineone']);
    expect((await get(t, '/monitor/online/list?ipaddr=203.0.113.250', { token: admin })).body).toEqual({ code: 200, msg: '查询成功', rows: [], total: 0 });
  });

  it('force logout ends the session: its token then gets 401, logged as FORCE', async () => {
    await createUser(t, { userName: 'kicked' });
    const token = await login(t, 'kicked');
    expect((await get(t, '/getInfo', { token })).body.code).toBe(200);
    const [row] = (await get(t, '/monitor/online/list?userName=kicked', { token: admin })).body.rows;
    expect((await del(`/monitor/online/${row.tokenId}`)).body).toEqual(OK);
    expect((await get(t, '/getInfo', { token })).body.code).toBe(401);
    expect((await get(t, '/monitor/online/list?userName=kicked', { token: admin })).body.rows).toEqual([]);
    const log = await t.db.selectFrom('sys_oper_log').selectAll().where('title', '=', '在线用户').where('oper_url', '=', `/monitor/online/${row.tokenId}`).executeTakeFirstOrThrow();
    expect(log).toMatchObject({ business_type: 7, oper_name: 'admin', status: 0 });
    // another session of the same user lives on
    const again = await login(t, 'kicked');
    expect((await get(t, '/getInfo', { token: again })).body.code).toBe(200);
  });

  it.skipIf(!process.env.DATABASE_URL)('a force logout through one app instance ends the session on another (same PostgreSQL schema)', async () => {
    const { schema } = (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db)).rows[0]!;
    const db2 = openDatabase({ databaseUrl: process.env.DATABASE_URL, sqliteFile: '', pgSchema: schema, pgPoolSize: 2 });
    const app2 = await buildApp({ config: { ...t.app.config }, db: db2 });
    const t2: TestServer = { ...t, app: app2, db: db2 };
    try {
      await createUser(t, { userName: 'twoapps' });
      const token = await login(t2, 'twoapps');
      expect((await get(t, '/getInfo', { token })).body.user.userName).toBe('twoapps');
      expect((await get(t2, '/getInfo', { token })).body.code).toBe(200);
      const rows = (await get(t2, '/monitor/online/list?userName=twoapps', { token: admin })).body.rows;
      expect(rows).toHaveLength(1);
      expect((await call(t, 'DELETE', `/monitor/online/${rows[0].tokenId}`, { token: admin })).body).toEqual(OK);
      expect((await get(t2, '/getInfo', { token })).body.code).toBe(401);
      expect((await get(t, '/getInfo', { token })).body.code).toBe(401);
    } finally {
      await app2.close();
      await db2.destroy();
    }
  });
});

describe('clean', () => {
  it('empties each log; the clean itself is then the operation log’s only row', async () => {
    expect((await del('/monitor/logininfor/clean')).body).toEqual(OK);
    expect((await get(t, '/monitor/logininfor/list', { token: admin })).body).toMatchObject({ rows: [], total: 0 });
    expect((await del('/monitor/operlog/clean')).body).toEqual(OK);
    const rows = (await get(t, '/monitor/operlog/list', { token: admin })).body.rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: '操作日志', businessType: 9, operUrl: '/monitor/operlog/clean' });
  });
});
