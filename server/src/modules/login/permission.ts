import type { Db } from '../../db/index';
import { ADMIN_USER_ID } from '../../db/seed/system';
import { ALL_PERMISSION, SUPER_ADMIN_ROLE } from '../../lib/permission';

/** RuoYi: "admin" is the user with id 1, whatever roles it holds. */
export function isAdminUser(userId: number): boolean {
  return userId === ADMIN_USER_ID;
}

/** Splits comma-separated perms/role keys, trimmed, without blanks or duplicates. */
function splitList(values: (string | null)[]): string[] {
  const out = new Set<string>();
  for (const v of values) {
    for (const part of (v ?? '').split(',')) {
      const p = part.trim();
      if (p) out.add(p);
    }
  }
  return [...out];
}

/** Role keys of the user's enabled roles; the admin user gets ['admin']. */
export async function rolePermissions(db: Db, userId: number): Promise<string[]> {
  if (isAdminUser(userId)) return [SUPER_ADMIN_ROLE];
  const rows = await db
    .selectFrom('sys_role as r')
    .innerJoin('sys_user_role as ur', 'ur.role_id', 'r.role_id')
    .select('r.role_key')
    .where('ur.user_id', '=', userId)
    .where('r.status', '=', '0')
    .where('r.del_flag', '=', '0')
    .orderBy('r.role_sort')
    .execute();
  return splitList(rows.map((r) => r.role_key));
}

/** Perms of the enabled menus linked to the user's enabled roles; the admin user gets ['*:*:*']. */
export async function menuPermissions(db: Db, userId: number): Promise<string[]> {
  if (isAdminUser(userId)) return [ALL_PERMISSION];
  const rows = await db
    .selectFrom('sys_menu as m')
    .innerJoin('sys_role_menu as rm', 'rm.menu_id', 'm.menu_id')
    .innerJoin('sys_user_role as ur', 'ur.role_id', 'rm.role_id')
    .innerJoin('sys_role as r', 'r.role_id', 'ur.role_id')
    .select('m.perms')
    .distinct()
    .where('ur.user_id', '=', userId)
    .where('m.status', '=', '0')
    .where('r.status', '=', '0')
    .where('r.del_flag', '=', '0')
    .execute();
  return splitList(rows.map((r) => r.perms)).sort();
}
