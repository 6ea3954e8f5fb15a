import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { failure, MSG } from '../lib/result';
import { hasPermi, hasRole } from '../lib/permission';
import { sendUnauthorized } from './auth';

/**
 * Route guards, RuoYi's @PreAuthorize("@ss.hasPermi(...)") as Fastify preHandlers:
 *   app.get('/system/dict/data/list', { preHandler: requirePermi('system:dict:list') }, handler)
 * '*:*:*' passes every permission check and role 'admin' every role check; failure → `{code:403}`.
 */
type Check = (roles: readonly string[], permissions: readonly string[]) => boolean;

/** What a guard asks for, kept on the guard so the route registry (API docs) can list each route's permission. */
export interface GuardInfo {
  kind: 'permi' | 'anyPermi' | 'role' | 'anyRole';
  values: readonly string[];
}
const GUARD_INFO = Symbol('guardInfo');

function guard(check: Check, info: GuardInfo): preHandlerAsyncHookHandler {
  const handler = async function permissionGuard(request: FastifyRequest, reply: FastifyReply) {
    const user = request.loginUser;
    if (!user) return sendUnauthorized(request, reply);
    if (!check(user.roles, user.permissions)) return reply.code(200).send(failure(MSG.forbidden, 403));
  };
  return Object.assign(handler, { [GUARD_INFO]: info });
}

/** The requirement of a preHandler made by one of the functions below, else undefined. */
export function guardInfo(handler: unknown): GuardInfo | undefined {
  return typeof handler === 'function' ? (handler as { [GUARD_INFO]?: GuardInfo })[GUARD_INFO] : undefined;
}

/** The caller must hold `permission`. */
export function requirePermi(permission: string): preHandlerAsyncHookHandler {
  if (!permission.trim()) throw new Error('requirePermi needs a permission');
  return guard((_roles, perms) => hasPermi(perms, permission), { kind: 'permi', values: [permission] });
}

/** The caller must hold at least one of `permissions` (RuoYi hasAnyPermi). */
export function requireAnyPermi(...permissions: string[]): preHandlerAsyncHookHandler {
  if (permissions.length === 0) throw new Error('requireAnyPermi needs at least one permission');
  return guard((_roles, perms) => permissions.some((p) => hasPermi(perms, p)), { kind: 'anyPermi', values: permissions });
}

/** The caller must hold role `role` (the admin role passes). */
export function requireRole(role: string): preHandlerAsyncHookHandler {
  return guard((roles) => hasRole(roles, role), { kind: 'role', values: [role] });
}

/** The caller must hold at least one of `roles` (RuoYi hasAnyRoles). */
export function requireAnyRole(...roleKeys: string[]): preHandlerAsyncHookHandler {
  if (roleKeys.length === 0) throw new Error('requireAnyRole needs at least one role');
  return guard((roles) => roleKeys.some((r) => hasRole(roles, r)), { kind: 'anyRole', values: roleKeys });
}
