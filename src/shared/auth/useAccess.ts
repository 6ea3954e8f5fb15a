import { useCallback, useMemo } from 'react';
import { useAuthStore } from './store';
import { checkPermi, checkPermiAnd, checkRole, checkRoleAnd } from './permission';

export interface Access {
  /** any-of permission check ('*:*:*' passes); throws on an empty value */
  hasPermi(value: string | string[]): boolean;
  /** all-of permission check */
  hasPermiAnd(value: string[]): boolean;
  /** any-of role check (role 'admin' passes); throws on an empty value */
  hasRole(value: string | string[]): boolean;
  /** all-of role check */
  hasRoleAnd(value: string[]): boolean;
}

/** Permission / role checks bound to the auth store (re-renders when roles or permissions change). */
export function useAccess(): Access {
  const permissions = useAuthStore((s) => s.permissions);
  const roles = useAuthStore((s) => s.roles);
  const hasPermi = useCallback((v: string | string[]) => checkPermi(permissions, v), [permissions]);
  const hasPermiAnd = useCallback((v: string[]) => checkPermiAnd(permissions, v), [permissions]);
  const hasRole = useCallback((v: string | string[]) => checkRole(roles, v), [roles]);
  const hasRoleAnd = useCallback((v: string[]) => checkRoleAnd(roles, v), [roles]);
  return useMemo(() => ({ hasPermi, hasPermiAnd, hasRole, hasRoleAnd }), [hasPermi, hasPermiAnd, hasRole, hasRoleAnd]);
}
