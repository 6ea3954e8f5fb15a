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

/** Route-level hooks as Fastify accepts them (one function or a list). */
export function hookList<T>(hooks: T | T[] | undefined): T[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * Adds the authentication hook to every route of the API scope that reads the caller, first among its onRequest
 * hooks: before the body is parsed, so strangers cannot make us parse it. Routes with `auth: 'none'` get no hook at
 * all (they cost no promise per request; the public lists are served thousands of times a second).
 */
export function registerAuth(api: FastifyInstance, resolveLoginUser: LoginUserResolver): void {
  const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
    const mode: AuthMode = request.routeOptions.config.auth ?? 'required';
    request.loginUser = await resolveLoginUser(api.db, api.config.jwtSecret, request);
    if (!request.loginUser && mode === 'required') return sendUnauthorized(request, reply);
  };
  api.addHook('onRoute', (route) => {
    if ((route.config?.auth ?? 'required') === 'none') return;
    const hooks = hookList(route.onRequest);
    if (!hooks.includes(authenticate)) route.onRequest = [authenticate, ...hooks];
  });
}
