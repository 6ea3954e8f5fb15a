import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { openDatabase, type Db } from '../../server/src/db/index';
import { bbsCacheOf } from '../../server/src/modules/bbs/cache';
import type { JobHandler } from '../../server/src/modules/monitor/job/handlers';
import { CATCH_UP_MAX, JobScheduler, jobSchedulerOf, useJobScheduler } from '../../server/src/modules/monitor/job/scheduler';
import { formatDateTime } from '../../server/src/lib/time';
import { call, createRole, createTestServer, createUser, get, login, post, setConfig, type TestServer } from './helpers';

let t: TestServer;
let admin: string;
let noJob: string;
let listOnly: string;

/** A clock the tests move by hand (no real waiting). */
const clock = { ms: 0, now() { return this.ms; } };
/** 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai → epoch ms */
const at = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);

beforeAll(async () => {
  t = await createTestServer();
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  admin = await login(t, 'admin');
  const noJobRole = await createRole(t, { key: 'no_job', menuIds: [1, 100] });
  await createUser(t, { userName: 'nojob', roleIds: [noJobRole] });
  noJob = await login(t, 'nojob');
  const listRole = await createRole(t, { key: 'job_list', menuIds: [2, 110] });
  await createUser(t, { userName: 'joblist', roleIds: [listRole] });
  listOnly = await login(t, 'joblist');
  clock.ms = at('2026-03-01 10:00:30');
  useJobScheduler(t.db, new JobScheduler(t.db, { clock }));
});
afterAll(async () => {
  await t?.close();
});

const put = (path: string, body: unknown, token = admin) => call(t, 'PUT', path, { token, body });
const del = (path: string, token = admin) => call(t, 'DELETE', path, { token });
const FORBIDDEN = { code: 403, msg: '没有权限，请联系管理员授权' };

async function addJob(over: Record<string, unknown> = {}): Promise<number> {
  const name = String(over.jobName ?? `job-${Math.random().toString(36).slice(2, 8)}`);
  const res = await post(t, '/monitor/job', { invokeTarget: 'refreshHomeCache', cronExpression: '0 * * * * ?', ...over, jobName: name }, { token: admin });
  expect(res.body).toEqual({ code: 200, msg: '操作成功' });
  return Number((await t.db.selectFrom('sys_job').select('job_id').where('job_name', '=', name).executeTakeFirstOrThrow()).job_id);
}
const logsOf = (jobId: number) => t.db.selectFrom('sys_job_log').selectAll().where('job_id', '=', jobId).orderBy('job_log_id').execute();
const jobRow = (jobId: number) => t.db.selectFrom('sys_job').selectAll().where('job_id', '=', jobId).executeTakeFirstOrThrow();

describe('job permissions', () => {
  let id: number;
  let logId: number;
  beforeAll(async () => {
    id = await addJob();
    await jobSchedulerOf(t.db).runOnce(id);
    logId = Number((await logsOf(id))[0]!.job_log_id);
  });
  const calls = (token?: string) => [
    () => get(t, '/monitor/job/list', { token }),
    () => get(t, '/monitor/job/handlers', { token }),
    () => get(t, `/monitor/job/${id}`, { token }),
    () => post(t, '/monitor/job', { jobName: 'x', invokeTarget: 'dailyStats', cronExpression: '0 0 1 * * ?' }, { token }),
    () => call(t, 'PUT', '/monitor/job', { token, body: { jobId: id, jobName: 'x', invokeTarget: 'dailyStats', cronExpression: '0 0 1 * * ?' } }),
    () => call(t, 'PUT', '/monitor/job/changeStatus', { token, body: { jobId: id, status: '1' } }),
    () => call(t, 'PUT', '/monitor/job/run', { token, body: { jobId: id, jobGroup: 'DEFAULT' } }),
    () => post(t, '/monitor/job/export', {}, { token }),
    () => get(t, '/monitor/jobLog/list', { token }),
    () => get(t, `/monitor/jobLog/${logId}`, { token }),
    () => post(t, '/monitor/jobLog/export', {}, { token }),
    () => call(t, 'DELETE', `/monitor/jobLog/${logId}`, { token }),
    () => call(t, 'DELETE', '/monitor/jobLog/clean', { token }),
    () => call(t, 'DELETE', `/monitor/job/${id}`, { token }),
  ];

  it('asks anonymous callers to log in on every call', async () => {
    for (const c of calls()) expect((await c()).body.code).toBe(401);
  });

  it('refuses a role without the job menu every call, changing nothing', async () => {
    for (const c of calls(noJob)) expect((await c()).body).toEqual(FORBIDDEN);
    expect((await jobRow(id)).job_name).not.toBe('x');
    expect(await logsOf(id)).toHaveLength(1);
  });

  it('lets monitor:job:list list jobs, handlers and logs but nothing else', async () => {
    const results = [];
    for (const c of calls(listOnly)) results.push((await c()).body.code);
    expect(results).toEqual([200, 200, 403, 403, 403, 403, 403, 403, 200, 403, 403, 403, 403, 403]);
  });

  it('lets the admin make every call', async () => {
    for (const c of calls(admin)) {
      const res = await c();
      if (res.headers['content-type']?.toString().includes('spreadsheet')) continue;
      expect(res.body.code, res.raw).toBe(200);
    }
  });
});

describe('jobs CRUD', () => {
  it('seeds paused sample jobs that name registered handlers', async () => {
    const res = await get(t, '/monitor/job/list?pageSize=50', { token: admin });
    const seeded = res.body.rows.filter((r: { createBy: string }) => r.createBy === 'admin');
    expect(seeded.map((r: { invokeTarget: string }) => r.invokeTarget)).toEqual(expect.arrayContaining(['purgeExpired', 'rebuildSearchIndex', 'refreshHomeCache', 'dailyStats']));
    for (const r of seeded) expect(r).toMatchObject({ status: '1', nextValidTime: null });
  });

  it('answers the registered handlers with both labels', async () => {
    const res = await get(t, '/monitor/job/handlers', { token: admin });
    expect(res.body.data).toEqual(expect.arrayContaining([
      { name: 'purgeExpired', labelZh: '清理过期会话、验证码和短信验证码', labelEn: 'Purge expired sessions, captchas and SMS codes' },
      expect.objectContaining({ name: 'rebuildSearchIndex' }), expect.objectContaining({ name: 'refreshHomeCache' }), expect.objectContaining({ name: 'dailyStats' }),
    ]));
  });

  it('refuses invoke targets outside the registry, whatever they look like', async () => {
    for (const target of ["ryTask.ryParams('ry')", 'com.ruoyi.quartz.task.RyTask.ryNoParams', 'constructor', '__proto__', 'toString',
      "javax.naming.InitialContext.lookup('ldap://x')", 'purgeExpired()']) {
      const res = await post(t, '/monitor/job', { jobName: 'evil', invokeTarget: target, cronExpression: '0 * * * * ?' }, { token: admin });
      expect(res.body).toEqual({ code: 500, msg: 'invokeTarget: 调用目标不在允许的任务列表中，只能选择系统注册的任务' });
    }
    const id = await addJob();
    const res = await put('/monitor/job', { jobId: id, jobName: 'evil', invokeTarget: 'Runtime.getRuntime().exec', cronExpression: '0 * * * * ?' });
    expect(res.body.code).toBe(500);
    expect(await t.db.selectFrom('sys_job').select('job_id').where('job_name', '=', 'evil').execute()).toEqual([]);
  });

  it('validates cron expressions with seconds (Quartz style) on the server', async () => {
    for (const cron of ['* * * * *', '0 0 25 * * ?', 'abc', '0 0 2 * * ? 2020']) {
      const res = await post(t, '/monitor/job', { jobName: 'bad-cron', invokeTarget: 'dailyStats', cronExpression: cron }, { token: admin });
      expect(res.body.code, cron).toBe(500);
      expect(res.body.msg).toMatch(/^cronExpression: Cron表达式(不正确|没有下一次执行时间)$/);
    }
    for (const cron of ['0/10 * * * * ?', '0 15 10 ? * 6L', '0 0 2 ? * MON-FRI *', '0 0 12 1/5 * ? 2099']) await addJob({ cronExpression: cron });
  });

  it('adds, reads, edits, filters, exports and deletes', async () => {
    const id = await addJob({ jobName: '编辑我', jobGroup: 'SYSTEM', invokeTarget: 'dailyStats', cronExpression: '0 0 1 * * ?', remark: 'r' });
    const one = await get(t, `/monitor/job/${id}`, { token: admin });
    expect(one.body.data).toMatchObject({ jobId: id, jobName: '编辑我', jobGroup: 'SYSTEM', invokeTarget: 'dailyStats', misfirePolicy: '3', concurrent: '1', status: '1', nextValidTime: null });
    expect((await put('/monitor/job', { jobId: id, jobName: '已编辑', invokeTarget: 'purgeExpired', cronExpression: '0 0 2 * * ?', status: '0', misfirePolicy: '2', concurrent: '0' })).body.code).toBe(200);
    const edited = (await get(t, `/monitor/job/${id}`, { token: admin })).body.data;
    expect(edited).toMatchObject({ jobName: '已编辑', invokeTarget: 'purgeExpired', status: '0', misfirePolicy: '2', concurrent: '0', nextValidTime: '2026-03-02 02:00:00' });
    const found = await get(t, '/monitor/job/list?jobName=已编&status=0', { token: admin });
    expect(found.body.rows.map((r: { jobId: number }) => r.jobId)).toEqual([id]);
    const xlsx = await post(t, '/monitor/job/export', 'jobName=%E5%B7%B2%E7%BC%96', { token: admin, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect((await del(`/monitor/job/${id}`)).body.code).toBe(200);
    expect((await get(t, `/monitor/job/${id}`, { token: admin })).body.data).toBeUndefined();
  });

  it('switches the status: resumed jobs get their next fire time from now, paused ones none', async () => {
    const id = await addJob({ cronExpression: '0 0/15 * * * ?' });
    expect((await put('/monitor/job/changeStatus', { jobId: id, status: '0' })).body.code).toBe(200);
    expect(Number((await jobRow(id)).next_fire_at)).toBe(at('2026-03-01 10:15:00'));
    expect((await get(t, `/monitor/job/${id}`, { token: admin })).body.data.nextValidTime).toBe('2026-03-01 10:15:00');
    expect((await put('/monitor/job/changeStatus', { jobId: id, status: '1' })).body.code).toBe(200);
    expect((await jobRow(id)).next_fire_at).toBeNull();
    expect((await put('/monitor/job/changeStatus', { jobId: 999999, status: '0' })).body).toEqual({ code: 500, msg: '任务不存在或已过期！' });
  });
});

/** A scheduler on the test database whose `refreshHomeCache` handler is `handler` (the others are the real ones). */
function schedulerWith(handler: JobHandler, db: Db = t.db): JobScheduler {
  return new JobScheduler(db, { clock, handlers: { refreshHomeCache: handler } });
}

describe('the scheduler (fake clock)', () => {
  let scheduler: JobScheduler;
  let calls = 0;
  beforeEach(async () => {
    // only the jobs of each test are scheduled
    await t.db.updateTable('sys_job').set({ status: '1', next_fire_at: null }).execute();
    clock.ms = at('2026-03-01 10:00:30');
    calls = 0;
    scheduler = useJobScheduler(t.db, schedulerWith(async () => { calls++; return 'ok'; }));
  });

  const every = (over: Record<string, unknown>) => addJob({ cronExpression: '0 * * * * ?', status: '0', ...over });

  it('runs an on-time fire time once and schedules the next one, under every policy', async () => {
    const ids = [await every({ misfirePolicy: '1' }), await every({ misfirePolicy: '2' }), await every({ misfirePolicy: '3' })];
    expect(await scheduler.tick()).toBe(0);
    clock.ms = at('2026-03-01 10:01:00') + 500;
    expect(await scheduler.tick()).toBe(3);
    await scheduler.idle();
    for (const id of ids) {
      const logs = await logsOf(id);
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatchObject({ status: '0', start_time: '2026-03-01 10:01:00', exception_info: null });
      expect(logs[0]!.job_message).toContain('ok');
      expect(Number((await jobRow(id)).next_fire_at)).toBe(at('2026-03-01 10:02:00'));
    }
    expect(await scheduler.tick()).toBe(0);
  });

  it('after downtime: policy 1 runs every missed fire time, 2 runs once, 3 skips them (all resume from now)', async () => {
    const [all, once, skip] = [await every({ misfirePolicy: '1' }), await every({ misfirePolicy: '2' }), await every({ misfirePolicy: '3' })];
    // down from 10:00:30 to 10:05:30: 10:01 … 10:05 missed (each more than 10 s ago)
    clock.ms = at('2026-03-01 10:05:30');
    await scheduler.tick();
    await scheduler.idle();
    expect(await logsOf(all)).toHaveLength(5);
    expect(await logsOf(once)).toHaveLength(1);
    expect(await logsOf(skip)).toHaveLength(0);
    for (const id of [all, once, skip]) expect(Number((await jobRow(id)).next_fire_at)).toBe(at('2026-03-01 10:06:00'));
  });

  it('counts a fire time within 10 s as on time (skip still runs it) and caps the catch-up', async () => {
    const skip = await every({ misfirePolicy: '3' });
    const all = await every({ misfirePolicy: '1', cronExpression: '* * * * * ?' });
    clock.ms = at('2026-03-01 10:01:09');
    await scheduler.tick();
    await scheduler.idle();
    expect(await logsOf(skip)).toHaveLength(1);
    expect(await logsOf(all)).toHaveLength(CATCH_UP_MAX);
    clock.ms = at('2026-03-01 10:01:21');
    await scheduler.tick();
    await scheduler.idle();
    expect(await logsOf(skip)).toHaveLength(1);
  });

  it('forbidden concurrency: a run still going skips the next tick; allowed: it starts another', async () => {
    let release!: () => void;
    let gate = new Promise<void>((r) => { release = r; });
    let going = 0;
    let most = 0;
    scheduler = useJobScheduler(t.db, schedulerWith(async () => {
      calls++; going++; most = Math.max(most, going);
      await gate;
      going--;
      return 'slow';
    }));
    const forbid = await every({ concurrent: '1' });
    clock.ms = at('2026-03-01 10:01:00');
    expect(await scheduler.tick()).toBe(1);
    clock.ms = at('2026-03-01 10:02:00');
    expect(await scheduler.tick()).toBe(0);
    expect(Number((await jobRow(forbid)).next_fire_at)).toBe(at('2026-03-01 10:03:00'));
    expect((await put('/monitor/job/run', { jobId: forbid })).body).toEqual({ code: 500, msg: '任务正在执行中，请等本次执行结束后再试' });
    release();
    await scheduler.idle();
    expect(await logsOf(forbid)).toHaveLength(1);
    expect((await jobRow(forbid)).lease_owner).toBeNull();
    clock.ms = at('2026-03-01 10:03:00');
    expect(await scheduler.tick()).toBe(1);
    await scheduler.idle();
    expect(await logsOf(forbid)).toHaveLength(2);

    await t.db.updateTable('sys_job').set({ status: '1' }).where('job_id', '=', forbid).execute();
    gate = new Promise<void>((r) => { release = r; });
    most = 0;
    const allow = await every({ concurrent: '0' });
    clock.ms = at('2026-03-01 10:04:00');
    expect(await scheduler.tick()).toBe(1);
    clock.ms = at('2026-03-01 10:05:00');
    expect(await scheduler.tick()).toBe(1);
    await new Promise((r) => setImmediate(r));
    release();
    await scheduler.idle();
    expect(most).toBe(2);
    expect(await logsOf(allow)).toHaveLength(2);
  });

  it('runs once on demand whatever the status, leaving the schedule alone, and logs a failure with its exception', async () => {
    const id = await addJob({ status: '1' });
    const res = await put('/monitor/job/run', { jobId: id, jobGroup: 'DEFAULT' });
    expect(res.body).toMatchObject({ code: 200, msg: '执行成功', data: { status: '0' } });
    expect(calls).toBe(1);
    expect((await jobRow(id)).next_fire_at).toBeNull();
    useJobScheduler(t.db, schedulerWith(async () => { throw new Error('boom'); }));
    const failed = await put('/monitor/job/run', { jobId: id });
    expect(failed.body).toMatchObject({ code: 200, msg: '执行失败，详见调度日志', data: { status: '1', message: 'boom' } });
    const logs = await logsOf(id);
    expect(logs[1]).toMatchObject({ status: '1' });
    expect(logs[1]!.exception_info).toContain('Error: boom');
    expect((await put('/monitor/job/run', { jobId: 999999 })).body).toEqual({ code: 500, msg: '任务不存在或已过期！' });
  });

  it('never runs a name outside the registry, even one written straight into the table', async () => {
    const id = await every({});
    await t.db.updateTable('sys_job').set({ invoke_target: 'constructor' }).where('job_id', '=', id).execute();
    clock.ms = at('2026-03-01 10:01:00');
    await scheduler.tick();
    await scheduler.idle();
    expect(await logsOf(id)).toMatchObject([{ status: '1', job_message: expect.stringContaining('调用目标不在允许的任务列表中') }]);
    expect(calls).toBe(0);
  });
});

describe('the registered handlers', () => {
  beforeAll(() => {
    useJobScheduler(t.db, new JobScheduler(t.db, { clock }));
  });
  const run = async (target: string) => {
    const id = await addJob({ invokeTarget: target });
    return (await put('/monitor/job/run', { jobId: id })).body;
  };

  it('purgeExpired deletes expired sessions, captchas and day-old SMS codes only', async () => {
    clock.ms = Date.now();
    const session = { user_id: 1, user_name: 'admin', dept_name: null, ipaddr: '1.1.1.1', login_location: '', browser: '', os: '', login_time: formatDateTime() };
    await t.db.insertInto('sys_user_session').values([{ ...session, token_id: 'old-one', expire_at: clock.ms - 1 }, { ...session, token_id: 'live-one', expire_at: clock.ms + 60_000 }]).execute();
    await t.db.insertInto('sys_captcha').values([{ uuid: 'old-c', code: '1', expire_at: clock.ms - 1 }, { uuid: 'live-c', code: '1', expire_at: clock.ms + 60_000 }]).execute();
    const body = await run('purgeExpired');
    expect(body).toMatchObject({ code: 200, data: { status: '0' } });
    const tokens = (await t.db.selectFrom('sys_user_session').select('token_id').execute()).map((r) => r.token_id);
    expect(tokens).toContain('live-one');
    expect(tokens).not.toContain('old-one');
    expect((await t.db.selectFrom('sys_captcha').select('uuid').execute()).map((r) => r.uuid)).toEqual(['live-c']);
  });

  it('refreshHomeCache empties the public list cache; rebuildSearchIndex and dailyStats succeed', async () => {
    await post(t, '/bbs/web/listCity', { lang: 'zh' });
    expect(bbsCacheOf(t.db).size).toBeGreaterThan(0);
    expect((await run('refreshHomeCache')).data.status).toBe('0');
    expect(bbsCacheOf(t.db).size).toBe(0);
    expect((await run('rebuildSearchIndex')).data).toMatchObject({ status: '0', message: expect.stringContaining('bbs_post') });
    expect((await run('dailyStats')).data).toMatchObject({ status: '0', message: expect.stringMatching(/^members=\d+, online=\d+/) });
  });
});

describe('job log calls', () => {
  let id: number;
  beforeAll(async () => {
    id = await addJob({ jobName: '日志任务' });
    for (let i = 0; i < 3; i++) await jobSchedulerOf(t.db).runOnce(id);
  });

  it('lists (by job), reads, exports, deletes and cleans', async () => {
    const list = await get(t, `/monitor/jobLog/list?jobId=${id}`, { token: admin });
    expect(list.body.total).toBe(3);
    expect(list.body.rows[0]).toMatchObject({ jobId: id, jobName: '日志任务', jobGroup: 'DEFAULT', invokeTarget: 'refreshHomeCache', status: '0', exceptionInfo: null });
    const [first, second] = list.body.rows as { jobLogId: number }[];
    expect((await get(t, `/monitor/jobLog/list?jobName=日志&status=1`, { token: admin })).body.total).toBe(0);
    expect((await get(t, `/monitor/jobLog/${first!.jobLogId}`, { token: admin })).body.data).toMatchObject({ jobLogId: first!.jobLogId, startTime: expect.any(String), stopTime: expect.any(String) });
    const xlsx = await post(t, '/monitor/jobLog/export', `jobId=${id}`, { token: admin, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect((await del(`/monitor/jobLog/${first!.jobLogId},${second!.jobLogId}`)).body.code).toBe(200);
    expect(await logsOf(id)).toHaveLength(1);
    expect((await del('/monitor/jobLog/clean')).body).toEqual({ code: 200, msg: '操作成功' });
    expect(await t.db.selectFrom('sys_job_log').selectAll().execute()).toEqual([]);
  });

  it('writes the operation log with RuoYi titles', async () => {
    const titles = (await t.db.selectFrom('sys_oper_log').select(['title', 'business_type']).where('oper_url', 'like', '%/monitor/job%').execute());
    expect(titles).toEqual(expect.arrayContaining([{ title: '定时任务', business_type: 1 }, { title: '调度日志', business_type: 9 }, { title: '定时任务调度日志', business_type: 3 }]));
  });
});

describe('two app instances on one database', () => {
  it('runs each fire time once, whichever instance ticks', async () => {
    const schema = t.dialect === 'postgres'
      ? (await t.db.selectNoFrom((eb) => eb.fn<string>('current_schema').as('s')).executeTakeFirstOrThrow()).s
      : undefined;
    const db2 = openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, sqliteFile: t.config.sqliteFile, pgSchema: schema, pgPoolSize: 4 });
    const app2 = await buildApp({ config: { ...t.config, databaseUrl: process.env.DATABASE_URL || undefined }, db: db2 });
    try {
      await t.db.updateTable('sys_job').set({ status: '1', next_fire_at: null }).execute();
      clock.ms = at('2026-03-01 10:00:30');
      let calls = 0;
      const handler: JobHandler = async () => { calls++; return 'ok'; };
      const one = useJobScheduler(t.db, schedulerWith(handler));
      const two = useJobScheduler(db2, schedulerWith(handler, db2));
      const ids = [await addJob({ status: '0', concurrent: '0' }), await addJob({ status: '0', concurrent: '1' }), await addJob({ status: '0', misfirePolicy: '1' })];
      // the second instance answers the API too
      const token2 = (await app2.inject({ method: 'POST', url: '/prod-api/login', payload: { username: 'admin', password: 'admin123' } })).json().token;
      expect((await app2.inject({ method: 'GET', url: '/prod-api/monitor/job/list', headers: { authorization: `Bearer ${token2}` } })).json().code).toBe(200);
      for (let minute = 1; minute <= 5; minute++) {
        clock.ms = at(`2026-03-01 10:0${minute}:00`);
        await Promise.all([one.tick(), two.tick(), one.tick(), two.tick()]);
        await Promise.all([one.idle(), two.idle()]);
      }
      for (const id of ids) expect((await logsOf(id)).map((l) => l.start_time)).toEqual([1, 2, 3, 4, 5].map((m) => `2026-03-01 10:0${m}:00`));
      expect(calls).toBe(15);
    } finally {
      await app2.close();
      await db2.destroy();
    }
  });
});
