import { type Insertable, sql, type Transaction } from 'kysely';
import { hashPassword } from '../../lib/password';
import { nowText } from '../../lib/time';
import { type Database, type Db, dialectOf } from '../index';
import { TYPE_SEED } from './bbs-types';
import { DICT_SEED } from './dicts';
import { BBS_MENU_IDS, COMMON_ROLE_MENU_IDS, MENU_SEED } from './menus';
import { seedSampleContent } from './sample/index';
import {
  BBS_EDITOR_ROLE_ID,
  COMMON_ROLE_DEPTS, COMMON_ROLE_ID, CONFIG_SEED, DEPT_SEED, POST_SEED, ROLE_SEED, USER_SEED,
} from './system';

export interface SeedOptions {
  /** password of `admin` and `editor` (config ADMIN_PASSWORD or a generated one) */
  adminPassword: string;
}

/**
 * Fills a freshly migrated database with the system rows. Runs only when there is no user yet,
 * so restarting never touches edited data. Returns whether it seeded.
 */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<{ seeded: boolean }> {
  const isEmpty = async (q: Db | Trx) =>
    Number((await q.selectFrom('sys_user').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n) === 0;
  if (!(await isEmpty(db))) return { seeded: false };
  const passwordHashes = await Promise.all(USER_SEED.map(() => hashPassword(opts.adminPassword)));
  const seeded = await db.transaction().execute(async (trx) => {
    // several processes starting at once on one empty PostgreSQL: one seeds, the others wait here and then
    // find it seeded (the lock ends with the transaction)
    if (dialectOf(db) === 'postgres') await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    if (!(await isEmpty(trx))) return false;
    await seedSystemRows(trx, passwordHashes);
    await seedSampleContent(trx);
    return true;
  });
  if (seeded) await syncIdSequences(db);
  return { seeded };
}

/** pg_advisory_xact_lock key of the first seed (any constant that no other lock uses). */
const SEED_LOCK_KEY = 0x64737331;

type Trx = Transaction<Database>;

/** Inserts in chunks of 100 rows so no statement nears a driver's bind-parameter limit. */
async function insertChunked<T extends keyof Database & string>(trx: Trx, table: T, rows: Insertable<Database[T]>[]) {
  for (let i = 0; i < rows.length; i += 100) {
    // the generic table name defeats Kysely's per-table inference; rows are checked by the signature above
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await trx.insertInto(table).values(rows.slice(i, i + 100) as any).execute();
  }
}

async function seedSystemRows(trx: Trx, passwordHashes: string[]): Promise<void> {
  const now = nowText();
  const audit = { create_by: 'admin', create_time: now };

  await insertChunked(trx, 'sys_dept', DEPT_SEED.map(([dept_id, parent_id, ancestors, dept_name, order_num]) => ({
    dept_id, parent_id, ancestors, dept_name, order_num, leader: '管理员', phone: '', email: '', status: '0', del_flag: '0', ...audit,
  })));

  await insertChunked(trx, 'sys_post', POST_SEED.map(([post_id, post_code, post_name, post_sort]) => ({
    post_id, post_code, post_name, post_sort, status: '0', remark: '', ...audit,
  })));

  await insertChunked(trx, 'sys_role', ROLE_SEED.map((r) => ({
    role_id: r.roleId, role_name: r.roleName, role_key: r.roleKey, role_sort: r.roleSort, data_scope: r.dataScope,
    menu_check_strictly: 1, dept_check_strictly: 1, status: '0', del_flag: '0', remark: r.remark, ...audit,
  })));

  await insertChunked(trx, 'sys_menu', MENU_SEED.map((m) => ({
    menu_id: m.menuId, menu_name: m.menuName, menu_name_en: m.menuNameEn, parent_id: m.parentId, order_num: m.orderNum, path: m.path,
    component: m.component, query: null, route_name: '', is_frame: m.isFrame ?? 1, is_cache: 0, menu_type: m.menuType,
    visible: '0', status: '0', perms: m.perms, icon: m.icon, remark: m.menuType === 'F' ? '' : `${m.menuName}菜单`, ...audit,
  })));

  await insertChunked(trx, 'sys_user', USER_SEED.map((u, i) => ({
    user_id: u.userId, dept_id: u.deptId, user_name: u.userName, nick_name: u.nickName, user_type: '00', email: '',
    phonenumber: '', sex: '0', avatar: '', password: passwordHashes[i], status: '0', del_flag: '0', login_ip: '',
    // set like RuoYi's seed, so the first login does not force a password change
    pwd_update_date: now, remark: u.remark, auth_status: '0', ...audit,
  })));

  await insertChunked(trx, 'sys_user_role', USER_SEED.map((u) => ({ user_id: u.userId, role_id: u.roleId })));
  await insertChunked(trx, 'sys_user_post', USER_SEED.map((u) => ({ user_id: u.userId, post_id: u.postId })));
  await insertChunked(trx, 'sys_role_menu', COMMON_ROLE_MENU_IDS.map((menu_id) => ({ role_id: COMMON_ROLE_ID, menu_id })));
  await insertChunked(trx, 'sys_role_menu', BBS_MENU_IDS.map((menu_id) => ({ role_id: BBS_EDITOR_ROLE_ID, menu_id })));
  await insertChunked(trx, 'sys_role_dept', COMMON_ROLE_DEPTS.map((dept_id) => ({ role_id: COMMON_ROLE_ID, dept_id })));

  await insertChunked(trx, 'sys_dict_type', DICT_SEED.map((t, i) => ({
    dict_id: i + 1, dict_name: t.dictName, dict_type: t.dictType, status: '0', remark: t.remark, ...audit,
  })));
  let dictCode = 0;
  await insertChunked(trx, 'sys_dict_data', DICT_SEED.flatMap((t) => t.data.map(([value, label, listClass, isDefault], i) => ({
    dict_code: ++dictCode, dict_sort: i + 1, dict_label: label, dict_value: value, dict_type: t.dictType, css_class: '',
    list_class: listClass, is_default: isDefault ?? 'N', status: '0', remark: `${t.dictName}${label}`, ...audit,
  }))));

  await insertChunked(trx, 'sys_config', CONFIG_SEED.map(([config_name, config_key, config_value, remark], i) => ({
    config_id: i + 1, config_name, config_key, config_value, config_type: 'Y', remark, ...audit,
  })));

  await insertChunked(trx, 'bbs_type', TYPE_SEED.map((t) => ({ ...t, status: '0', ...audit })));
}

/** Tables whose ids the seed sets explicitly: [table, id column]. */
const SEEDED_ID_COLUMNS: [keyof Database & string, string][] = [
  ['sys_dept', 'dept_id'], ['sys_post', 'post_id'], ['sys_role', 'role_id'], ['sys_menu', 'menu_id'],
  ['sys_user', 'user_id'], ['sys_dict_type', 'dict_id'], ['sys_dict_data', 'dict_code'], ['sys_config', 'config_id'],
];

/**
 * PostgreSQL identity sequences do not notice explicit ids, so the next insert would collide with a seeded row.
 * Move each sequence past the highest id. (SQLite's autoincrement already tracks the maximum.)
 */
export async function syncIdSequences(db: Db): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const [table, column] of SEEDED_ID_COLUMNS) {
    await sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
  }
}
