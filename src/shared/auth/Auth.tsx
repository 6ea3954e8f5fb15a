import type { ReactNode } from 'react';
import { useAccess } from './useAccess';

export interface AuthProps {
  /** permission(s); any-of unless `all` */
  permi?: string | string[];
  /** role key(s); any-of unless `all` */
  role?: string | string[];
  /** require every listed permission / role */
  all?: boolean;
  /** rendered instead when the check fails (default: nothing) */
  fallback?: ReactNode;
  children?: ReactNode;
}

/**
 * Render children only when the user passes the check (RuoYi `v-hasPermi` / `v-hasRole` remove the element).
 * With both `permi` and `role`, both must pass. Throws when neither (or an empty list) is given.
 */
export function Auth({ permi, role, all = false, fallback = null, children }: AuthProps) {
  const { hasPermi, hasPermiAnd, hasRole, hasRoleAnd } = useAccess();
  if (permi === undefined && role === undefined) throw new Error('请设置操作权限标签值');
  const asList = (v: string | string[]) => (Array.isArray(v) ? v : [v]);
  let ok = true;
  if (permi !== undefined) ok = all ? hasPermiAnd(asList(permi)) : hasPermi(permi);
  if (ok && role !== undefined) ok = all ? hasRoleAnd(asList(role)) : hasRole(role);
  return <>{ok ? children : fallback}</>;
}

export default Auth;
