import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../server/src/lib/time';
import { existingTables, lastDays, statsOverview } from '../../server/src/modules/monitor/stats/service';
import { createTestServer, createUser, get, login, post, setConfig, type TestServer } from './helpers';

const DAY = 24 * 60 * 60 * 1000;
const day = (daysAgo: number) => formatDateTime(Date.now() - daysAgo * DAY).slice(0, 10);

let t: TestServer;
let admin: string;
let editor: string;
let member: string;
/** the figures before this file adds anything (sample data may bring its own members or logins) */
let base: Awaited<ReturnType<typeof statsOverview>>;
const at = <T extends { date: string }>(series: T[], date: string) => series.find((x) => x.date === date);
beforeAll(async () => {
  t = await createTestServer();
  base = await statsOverview(t.db);
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  admin = await login(t, 'admin');
  editor = await login(t, 'editor');
  await post(t, '/register', { username: 'member1', password: 'secret123', phonenumber: '13600000001' });
  await post(t, '/register', { username: 'member2', password: 'secret123', phonenumber: '13600000002' });
  member = await login(t, 'member1', 'secret123');
  // an old member, a deleted one, a school account
  await createUser(t, { userName: 'oldmember', userType: '01' });
  await createUser(t, { userName: 'gone', userType: '01', delFlag: '2' });
  await createUser(t, { userName: 'school1', userType: '02' });
  await t.db.updateTable('sys_user').set({ create_time: `${day(3)} 10:00:00` }).where('user_name', '=', 'oldmember').execute();

  const logRow = (daysAgo: number, status: string, msg: string, time = '09:00:00') => ({
    user_name: 'x', ipaddr: '127.0.0.1', login_location: '内网IP', browser: 'Chrome', os: 'Linux', status, msg, login_time: `${day(daysAgo)} ${time}`,
  });
  await t.db.insertInto('sys_logininfor').values([
    logRow(3, '0', '登录成功'),
    logRow(3, '0', '登录成功', '23:59:59'),
    logRow(3, '1', '用户不存在/密码错误'),
    logRow(3, '0', '退出成功'),
    logRow(3, '0', '注册成功'),
    logRow(13, '1', '验证码错误', '00:00:00'),
    logRow(14, '0', '登录成功'),
    logRow(30, '1', '验证码错误'),
  ]).execute();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /monitor/stats/overview', () => {
  it('counts accounts by type and the public content, and series for the last 14 days', async () => {
    const res = await get(t, '/monitor/stats/overview', { token: admin });
    expect(res.body.code).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({ members: base.members + 3, staff: base.staff, schoolAccounts: base.schoolAccounts + 1, days: 14 });
    expect(d.online).toBeGreaterThanOrEqual(3);

    const count = async (table: string) => Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(t.db)).rows[0].n);
    const present = await existingTables(t.db, ['bbs_post', 'bbs_school', 'bbs_contact']);
    expect(d.posts).toBe(present.has('bbs_post') ? await count('bbs_post') : null);
    expect(d.schools).toBe(present.has('bbs_school') ? await count('bbs_school') : null);
    expect(d.enquiries).toBe(present.has('bbs_contact') ? await count('bbs_contact') : null);

    expect(d.logins).toHaveLength(14);
    expect(d.logins.map((x: { date: string }) => x.date)).toEqual(lastDays(14));
    expect(d.logins[13].date).toBe(day(0));
    const byDate = new Map(d.logins.map((x: { date: string }) => [x.date, x]));
    const baseLogins = (date: string) => at(base.logins, date) ?? { success: 0, fail: 0 };
    expect(byDate.get(day(3))).toEqual({ date: day(3), success: baseLogins(day(3)).success + 2, fail: baseLogins(day(3)).fail + 1 });
    expect(byDate.get(day(13))).toEqual({ date: day(13), success: baseLogins(day(13)).success, fail: baseLogins(day(13)).fail + 1 });
    expect(byDate.has(day(14))).toBe(false);
    // today: admin, editor and member1 logged in (the registrations are not logins)
    expect(byDate.get(day(0))).toEqual({ date: day(0), success: baseLogins(day(0)).success + 3, fail: baseLogins(day(0)).fail });

    expect(d.newMembers).toHaveLength(14);
    const members = new Map(d.newMembers.map((x: { date: string; count: number }) => [x.date, x.count]));
    const baseNew = (date: string) => at(base.newMembers, date)?.count ?? 0;
    expect(members.get(day(0))).toBe(baseNew(day(0)) + 2);
    expect(members.get(day(3))).toBe(baseNew(day(3)) + 1);
    const total = (series: { count: number }[]) => series.reduce((n, x) => n + x.count, 0);
    expect(total(d.newMembers)).toBe(total(base.newMembers) + 3);
  });

  it('counts a new enquiry when the contact table exists', async () => {
    const present = await existingTables(t.db, ['bbs_contact']);
    if (!present.has('bbs_contact')) return;
    const before = (await get(t, '/monitor/stats/overview', { token: admin })).body.data.enquiries;
    await sql`insert into bbs_contact (name, mobile, create_time) values ('张三', '13700000000', ${formatDateTime()})`.execute(t.db);
    expect((await get(t, '/monitor/stats/overview', { token: admin })).body.data.enquiries).toBe(before + 1);
  });

  it('answers null for content tables that do not exist yet', async () => {
    const data = await statsOverview(t.db, { tables: { posts: 'no_such_posts', schools: 'no_such_schools', enquiries: 'no_such_contact' } });
    expect(data).toMatchObject({ posts: null, schools: null, enquiries: null, members: base.members + 3 });
    expect(await existingTables(t.db, ['sys_user', 'no_such_table'])).toEqual(new Set(['sys_user']));
  });

  it('is for back-office staff: any staff account may read it, members and school accounts may not', async () => {
    expect((await get(t, '/monitor/stats/overview', { token: editor })).body.code).toBe(200);
    expect((await get(t, '/monitor/stats/overview', { token: member })).body).toEqual({ code: 403, msg: '没有权限，请联系管理员授权' });
    const school = await login(t, 'school1');
    expect((await get(t, '/monitor/stats/overview', { token: school })).body.code).toBe(403);
    expect((await get(t, '/monitor/stats/overview')).body.code).toBe(401);
  });
});

describe('lastDays', () => {
  it('ends today in Shanghai time', () => {
    // 2026-01-01 16:30 UTC is 2026-01-02 00:30 in Shanghai
    const days = lastDays(3, Date.UTC(2026, 0, 1, 16, 30));
    expect(days).toEqual(['2025-12-31', '2026-01-01', '2026-01-02']);
  });
});
