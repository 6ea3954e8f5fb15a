/**
 * RuoYi's permission checks (PermissionService.hasPermi / hasRole), pure: the route guards (plugins/permissions)
 * and the modules use them on the caller's `roles` and `permissions` (loaded at login, modules/login/permission).
 */

/** '*:*:*' passes every permission check; role 'admin' passes every role check. */
export const ALL_PERMISSION = '*:*:*';
export const SUPER_ADMIN_ROLE = 'admin';

export function hasPermi(permissions: readonly string[], permission: string): boolean {
  return permissions.includes(ALL_PERMISSION) || permissions.includes(permission.trim());
}

export function hasRole(roles: readonly string[], role: string): boolean {
  return roles.includes(SUPER_ADMIN_ROLE) || roles.includes(role.trim());
}
