/** Pure permission / role checks (RuoYi `$auth`, `v-hasPermi`, `v-hasRole`). */

/** The permission that grants every permission. */
export const ALL_PERMISSION = '*:*:*';
/** The role key that passes every role check. */
export const SUPER_ADMIN = 'admin';

function normalise(value: string | string[], what: string): string[] {
  const list = (Array.isArray(value) ? value : [value]).filter((v) => typeof v === 'string' && v.trim() !== '');
  if (list.length === 0) {
    throw new Error(what === 'permi' ? '请设置操作权限标签值' : '请设置角色权限标签值');
  }
  return list;
}

/** Any-of: true when the user has one of the permissions (or `*:*:*`). Throws on an empty value. */
export function checkPermi(userPerms: readonly string[], value: string | string[]): boolean {
  const wanted = normalise(value, 'permi');
  return userPerms.includes(ALL_PERMISSION) || wanted.some((p) => userPerms.includes(p));
}

/** All-of: true when the user has every permission (or `*:*:*`). Throws on an empty value. */
export function checkPermiAnd(userPerms: readonly string[], value: string[]): boolean {
  const wanted = normalise(value, 'permi');
  return userPerms.includes(ALL_PERMISSION) || wanted.every((p) => userPerms.includes(p));
}

/** Any-of: true when the user has one of the roles (or the `admin` role). Throws on an empty value. */
export function checkRole(userRoles: readonly string[], value: string | string[]): boolean {
  const wanted = normalise(value, 'role');
  return userRoles.includes(SUPER_ADMIN) || wanted.some((r) => userRoles.includes(r));
}

/** All-of: true when the user has every role (or the `admin` role). Throws on an empty value. */
export function checkRoleAnd(userRoles: readonly string[], value: string[]): boolean {
  const wanted = normalise(value, 'role');
  return userRoles.includes(SUPER_ADMIN) || wanted.every((r) => userRoles.includes(r));
}
