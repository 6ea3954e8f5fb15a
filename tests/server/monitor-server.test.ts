import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/src/db/migrate';
import { DRUID_MENU } from '../../server/src/db/seed/menus';
import { call, createRole, createTestServer, createUser, get, login, setConfig, type TestServer } from './helpers';

/** 服务监控 (RuoYi's /monitor/server shape) and 数据监控 (our Druid page), issue 14. */
let t: TestServer;
let admin: string;
let editor: string;
let noMonitor: string;
let serverOnly: string;

const FORBIDDEN = { code: 403, msg: '没有权限，请联系管理员授权' };

beforeAll(async () => {
  t = await createTestServer();
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  admin = await login(t, 'admin');
  editor = await login(t, 'editor');
  await createUser(t, { userName: 'nomon', roleIds: [await createRole(t, { key: 'no_mon', menuIds: [1] })] });
  noMonitor = await login(t, 'nomon');
  await createUser(t, { userName: 'serveronly', roleIds: [await createRole(t, { key: 'server_only', menuIds: [2, 112] })] });
  serverOnly = await login(t, 'serveronly');
});
afterAll(async () => {
  await t?.close();
});

describe('permissions', () => {
  it('GET /monitor/server needs monitor:server:list, the data monitor monitor:druid:list; others 403, anonymous 401', async () => {
    const cases: [string, string, string[], string[]][] = [
      ['GET', '/monitor/server', [admin, editor, serverOnly], [noMonitor]],
      ['GET', '/monitor/druid', [admin, editor], [noMonitor, serverOnly]],
      ['DELETE', '/monitor/druid/queries', [admin, editor], [noMonitor, serverOnly]],
    ];
    for (const [method, path, pass, refused] of cases) {
      for (const token of pass) expect((await call(t, method as 'GET', path, { token })).body.code, path).toBe(200);
      for (const token of refused) expect((await call(t, method as 'GET', path, { token })).body, path).toEqual(FORBIDDEN);
      expect((await call(t, method as 'GET', path)).body.code, path).toBe(401);
    }
  });
});

describe('server monitor', () => {
  it('answers CPU, memory, the Node.js process, OS, disks and the database with plausible figures', async () => {
    const { data } = (await get(t, '/monitor/server', { token: admin })).body;
    expect(data.cpu.cpuNum).toBeGreaterThan(0);
    expect(data.cpu.model).not.toBe('');
    const cpuSum = data.cpu.used + data.cpu.sys + data.cpu.free + data.cpu.wait;
    expect(cpuSum === 0 || Math.abs(cpuSum - 100) < 1).toBe(true);
    expect(data.mem.total).toBeGreaterThan(0);
    expect(data.mem.usage).toBeGreaterThan(0);
    expect(data.mem.usage).toBeLessThanOrEqual(100);
    expect(data.jvm).toMatchObject({ name: 'Node.js', version: process.version });
    expect(data.jvm.used).toBeGreaterThan(1);
    expect(data.jvm.runTime).toMatch(/天.*小时.*分钟/);
    expect(data.node.version).toBe(process.version);
    expect(data.node.heapUsedBytes).toBeGreaterThan(1e6);
    expect(data.node.eventLoop.max).toBeGreaterThanOrEqual(0);
    expect(data.sys.osArch).toBe(process.arch);
    expect(data.sys.userDir).toBe(process.cwd());
    expect(data.sysFiles.map((d: { dirName: string }) => d.dirName)).toEqual(expect.arrayContaining([t.config.dataDir, process.cwd()]));
    for (const d of data.sysFiles) {
      expect(d.totalBytes).toBeGreaterThan(d.freeBytes);
      expect(d.total).toMatch(/\d (KB|MB|GB|TB)$/);
    }
    expect(data.db.kind).toBe(t.dialect);
    expect(data.db.sizeBytes).toBeGreaterThan(10_000);
    if (t.dialect === 'postgres') {
      expect(data.db.version).toMatch(/^PostgreSQL \d+/);
      expect(data.db.connections).toBeGreaterThan(0);
    } else {
      expect(data.db.version).toMatch(/^SQLite 3\./);
      expect(data.db.file).toBe(t.config.sqliteFile);
      expect(data.db.connections).toBeNull();
    }
  });
});

describe('data monitor', () => {
  it('lists every table with exact row counts and sizes, and the slowest queries this process ran', async () => {
    const { data } = (await get(t, '/monitor/druid', { token: admin })).body;
    expect(data.kind).toBe(t.dialect);
    const byName = new Map((data.tables as { tableName: string; rows: number; bytes: number }[]).map((r) => [r.tableName, r]));
    const users = Number((await t.db.selectFrom('sys_user').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(byName.get('sys_user')?.rows).toBe(users);
    const menus = Number((await t.db.selectFrom('sys_menu').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(byName.get('sys_menu')?.rows).toBe(menus);
    expect(byName.get('sys_menu')!.bytes).toBeGreaterThan(0);
    expect(data.queries.count).toBeGreaterThan(10);
    expect(data.queries.slowest.length).toBeGreaterThan(0);
    const ms = data.queries.slowest.map((q: { ms: number }) => q.ms);
    expect([...ms].sort((a: number, b: number) => b - a)).toEqual(ms);
    expect(data.queries.slowest[0]).toMatchObject({ sql: expect.stringMatching(/select|insert|update|delete/i), time: expect.stringMatching(/^\d{4}-/) });
  });

  it('records a slow query and never its parameters', async () => {
    const slow = t.dialect === 'postgres' ? sql`select pg_sleep(0.15), ${'secret-param'} as p` : sql`with recursive c(x) as (select 1 union all select x + 1 from c where x < 3000000) select count(*), ${'secret-param'} as p from c`;
    await slow.execute(t.db);
    const { data } = (await get(t, '/monitor/druid', { token: admin })).body;
    const top = data.queries.slowest[0];
    expect(top.sql).toMatch(t.dialect === 'postgres' ? /pg_sleep/ : /recursive/);
    expect(top.ms).toBeGreaterThan(t.dialect === 'postgres' ? 140 : 1);
    expect(JSON.stringify(data)).not.toContain('secret-param');
  });

  it('DELETE /monitor/druid/queries empties the query log', async () => {
    await call(t, 'DELETE', '/monitor/druid/queries', { token: admin });
    const { data } = (await get(t, '/monitor/druid', { token: admin })).body;
    expect(data.queries.slowest.every((q: { sql: string }) => !/pg_sleep|recursive/.test(q.sql))).toBe(true);
  });
});

describe('the 数据监控 menu', () => {
  it('is seeded under 系统监控 and shows for the admin', async () => {
    const row = await t.db.selectFrom('sys_menu').selectAll().where('menu_id', '=', 111).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ parent_id: 2, component: 'monitor/druid/index', perms: 'monitor:druid:list', menu_name: '数据监控', menu_name_en: 'Data monitor' });
    const routers = JSON.stringify((await get(t, '/getRouters', { token: admin })).body.data);
    expect(routers).toContain('monitor/druid/index');
  });

  it('migration 0020 adds it to a database seeded before it (and to the common role), leaving an admin row on id 111 alone', async () => {
    await t.db.deleteFrom('sys_role_menu').where('menu_id', '=', DRUID_MENU.menuId).execute();
    await t.db.deleteFrom('sys_menu').where('menu_id', '=', DRUID_MENU.menuId).execute();
    const rerun = async () => {
      await t.db.deleteFrom('kysely_migration' as never).where(sql.ref('name'), '=', '0020_druid_menu').execute();
      await migrateToLatest(t.db);
    };
    await rerun();
    expect(await t.db.selectFrom('sys_menu').select(['component', 'perms']).where('menu_id', '=', 111).executeTakeFirstOrThrow())
      .toEqual({ component: 'monitor/druid/index', perms: 'monitor:druid:list' });
    expect(await t.db.selectFrom('sys_role_menu').select('menu_id').where('role_id', '=', 2).where('menu_id', '=', 111).executeTakeFirst()).toBeDefined();
    expect((await get(t, '/monitor/druid', { token: await login(t, 'editor') })).body.code).toBe(200);

    await t.db.deleteFrom('sys_role_menu').where('menu_id', '=', 111).execute();
    await t.db.updateTable('sys_menu').set({ menu_name: '我的', perms: 'mine:list', component: 'mine/index' }).where('menu_id', '=', 111).execute();
    await rerun();
    expect(await t.db.selectFrom('sys_menu').select(['menu_name', 'perms']).where('menu_id', '=', 111).executeTakeFirstOrThrow()).toEqual({ menu_name: '我的', perms: 'mine:list' });
  });
});
