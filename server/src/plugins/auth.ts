import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/index';
import { failure, MSG } from '../lib/result';
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

/**
 * Resolves the caller of a request (or null: no token, an expired session, a disabled user). The login module
 * provides it (`resolveLoginUser` in modules/login/session.ts); app.ts hands it to `registerAuth`, so this plugin
 * knows no module.
 */
export type LoginUserResolver = (db: Db, secret: string, request: FastifyRequest) => Promise<LoginUser | null>;

/** The request path as RuoYi reports it: without the /prod-api prefix and the query string. */
export function apiPath(request: FastifyRequest): string {
  const path = request.url.split('?')[0];
  return path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) || '/' : path;
}

export function sendUnauthorized(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(200).send(failure(MSG.unauthorized(apiPath(request)), 401));
}

/** Adds the authentication hook to the API scope. Runs before the body is parsed, so strangers cannot make us parse it. */
export function registerAuth(api: FastifyInstance, resolveLoginUser: LoginUserResolver): void {
  api.addHook('onRequest', async (request, reply) => {
    if (request.is404) return;
    const mode: AuthMode = request.routeOptions.config.auth ?? 'required';
    if (mode === 'none') return;
    request.loginUser = await resolveLoginUser(api.db, api.config.jwtSecret, request);
    if (!request.loginUser && mode === 'required') return sendUnauthorized(request, reply);
  });
}
