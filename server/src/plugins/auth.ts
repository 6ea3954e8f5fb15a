import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/index';
import { failure, MSG } from '../lib/result';
import { menuPermissions, rolePermissions } from '../modules/login/permission';
import { bearerToken, deleteSession, readTokenId, touchSession } from '../modules/login/token';
import { API_PREFIX } from './api-prefix';

/** The caller of an authenticated request, as RuoYi's LoginUser. */
export interface LoginUser {
  userId: number;
  deptId: number | null;
  deptName: string | null;
  userName: string;
  nickName: string;
  /** '00' system, '01' member, '02' school */
  userType: string;
  tokenId: string;
  roles: string[];
  permissions: string[];
  ipaddr: string;
  loginTime: string;
  /** epoch ms */
  expireAt: number;
}

/**
 * Per-route authentication (route `config.auth`):
 * - 'required' (default): a valid session or `{code:401}`;
 * - 'optional': the caller is attached when the token is valid, anonymous otherwise (logout, public pages);
 * - 'none': the token is not even read (captcha, login, register).
 */
export type AuthMode = 'required' | 'optional' | 'none';

/** Resolves the caller from the Authorization header: token → live session → enabled user → roles/perms. */
export async function resolveLoginUser(db: Db, secret: string, request: FastifyRequest): Promise<LoginUser | null> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return null;
  const tokenId = await readTokenId(secret, token);
  if (!tokenId) return null;
  const session = await touchSession(db, tokenId);
  if (!session) return null;

  const user = await db
    .selectFrom('sys_user as u')
    .leftJoin('sys_dept as d', 'd.dept_id', 'u.dept_id')
    .select(['u.user_id', 'u.dept_id', 'u.user_name', 'u.nick_name', 'u.user_type', 'u.status', 'u.del_flag', 'd.dept_name'])
    .where('u.user_id', '=', session.user_id)
    .executeTakeFirst();
  if (!user || user.status !== '0' || user.del_flag !== '0') {
    // a disabled or deleted account loses its sessions at once
    await deleteSession(db, tokenId);
    return null;
  }
  const [roles, permissions] = await Promise.all([rolePermissions(db, user.user_id), menuPermissions(db, user.user_id)]);
  return {
    userId: user.user_id,
    deptId: user.dept_id,
    deptName: user.dept_name ?? null,
    userName: user.user_name,
    nickName: user.nick_name,
    userType: user.user_type,
    tokenId,
    roles,
    permissions,
    ipaddr: session.ipaddr,
    loginTime: session.login_time,
    expireAt: session.expire_at,
  };
}

/** The request path as RuoYi reports it: without the /prod-api prefix and the query string. */
export function apiPath(request: FastifyRequest): string {
  const path = request.url.split('?')[0];
  return path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) || '/' : path;
}

export function sendUnauthorized(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(200).send(failure(MSG.unauthorized(apiPath(request)), 401));
}

/** Adds the authentication hook to the API scope. Runs before the body is parsed, so strangers cannot make us parse it. */
export function registerAuth(api: FastifyInstance): void {
  api.addHook('onRequest', async (request, reply) => {
    if (request.is404) return;
    const mode: AuthMode = request.routeOptions.config.auth ?? 'required';
    if (mode === 'none') return;
    request.loginUser = await resolveLoginUser(api.db, api.config.jwtSecret, request);
    if (!request.loginUser && mode === 'required') return sendUnauthorized(request, reply);
  });
}
