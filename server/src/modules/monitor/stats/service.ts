import { sql } from 'kysely';
import type { CountDayStat, LoginDayStat, StatsOverview } from '../../../../../src/shared/contract/index';
import { type Db, dialectOf } from '../../../db/index';
import { formatDateTime, nowText } from '../../../lib/time';
import { LOGIN_MSG } from '../../login/service';
import { USER_TYPE } from '../../login/register';
import { LOGIN_STATUS } from '../logininfor/service';

export const STATS_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The public-data tables the dashboard counts (migration 0002_bbs). Looked up at each call, so the
 * overview works before that migration exists (the figures are then null) and after.
 */
export const CONTENT_TABLES = { posts: 'bbs_post', schools: 'bbs_school', enquiries: 'bbs_contact' } as const;

/** Which of `names` exist as tables in the current schema (SQLite: the main database). */
export async function existingTables(db: Db, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const list = sql.join(names.map((n) => sql.lit(n)));
  const query =
    dialectOf(db) === 'postgres'
      ? sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_name in (${list})`
      : sql<{ name: string }>`select name from sqlite_master where type = 'table' and name in (${list})`;
  const { rows } = await query.execute(db);
  return new Set(rows.map((r) => r.name));
}

/** `count(*)` of a table whose name comes from CONTENT_TABLES (never from a request). */
async function countTable(db: Db, table: string): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The last `days` dates ('YYYY-MM-DD', Asia/Shanghai), oldest first, today last. */
export function lastDays(days: number, now = Date.now()): string[] {
  return Array.from({ length: days }, (_, i) => formatDateTime(now - (days - 1 - i) * DAY_MS).slice(0, 10));
}

const dayOf = sql<string>`substr(login_time, 1, 10)`;

async function loginSeries(db: Db, dates: string[]): Promise<LoginDayStat[]> {
  const rows = await db
    .selectFrom('sys_logininfor')
    .select([
      dayOf.as('day'),
      'status',
      'msg',
      (eb) => eb.fn.countAll().as('n'),
    ])
    .where('login_time', '>=', `${dates[0]} 00:00:00`)
    .where((eb) => eb.or([
      eb('status', '=', LOGIN_STATUS.fail),
      eb.and([eb('status', '=', LOGIN_STATUS.success), eb('msg', '=', LOGIN_MSG.success)]),
    ]))
    .groupBy([dayOf, 'status', 'msg'])
    .execute();
  const byDay = new Map(dates.map((d) => [d, { date: d, success: 0, fail: 0 }]));
  for (const r of rows) {
    const day = byDay.get(r.day);
    if (!day) continue;
    if (r.status === LOGIN_STATUS.fail) day.fail += Number(r.n);
    else day.success += Number(r.n);
  }
  return [...byDay.values()];
}

async function newMemberSeries(db: Db, dates: string[]): Promise<CountDayStat[]> {
  const created = sql<string>`substr(create_time, 1, 10)`;
  const rows = await db
    .selectFrom('sys_user')
    .select([created.as('day'), (eb) => eb.fn.countAll().as('n')])
    .where('user_type', '=', USER_TYPE.member)
    .where('del_flag', '=', '0')
    .where('create_time', '>=', `${dates[0]} 00:00:00`)
    .groupBy(created)
    .execute();
  const counts = new Map(rows.map((r) => [r.day, Number(r.n)]));
  return dates.map((date) => ({ date, count: counts.get(date) ?? 0 }));
}

/** GET /monitor/stats/overview (`tables` and `now` are parameters for tests) */
export async function statsOverview(
  db: Db,
  { now = Date.now(), tables = CONTENT_TABLES }: { now?: number; tables?: Record<keyof typeof CONTENT_TABLES, string> } = {},
): Promise<StatsOverview> {
  const dates = lastDays(STATS_DAYS, now);
  const users = await db
    .selectFrom('sys_user')
    .select(['user_type', (eb) => eb.fn.countAll().as('n')])
    .where('del_flag', '=', '0')
    .groupBy('user_type')
    .execute();
  const usersOf = (type: string) => Number(users.find((u) => u.user_type === type)?.n ?? 0);
  const { n: online } = await db.selectFrom('sys_user_session').select((eb) => eb.fn.countAll().as('n'))
    .where('expire_at', '>', now).executeTakeFirstOrThrow();

  const present = await existingTables(db, Object.values(tables));
  const content = async (table: string) => (present.has(table) ? countTable(db, table) : null);

  const [posts, schools, enquiries, logins, newMembers] = await Promise.all([
    content(tables.posts),
    content(tables.schools),
    content(tables.enquiries),
    loginSeries(db, dates),
    newMemberSeries(db, dates),
  ]);

  return {
    members: usersOf(USER_TYPE.member),
    staff: usersOf(USER_TYPE.system),
    schoolAccounts: usersOf(USER_TYPE.school),
    online: Number(online),
    posts,
    schools,
    enquiries,
    logins,
    newMembers,
    days: STATS_DAYS,
    generatedAt: nowText(),
  };
}
