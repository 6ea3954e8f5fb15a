import type { FastifyInstance, RouteOptions } from 'fastify';
import type { AuthMode } from './auth';
import { type GuardInfo, guardInfo } from './permissions';

/** One route of the API scope as registered: what the API docs (tool/swagger) list. */
export interface RouteEntry {
  method: string;
  /** the full URL as Fastify knows it, prefix included (`/prod-api/system/user/:userId`) */
  url: string;
  auth: AuthMode;
  /** the permission/role guards among its preHandlers */
  guards: GuardInfo[];
  /** the operation log's title, when the route writes one */
  logTitle?: string;
}

function preHandlers(route: RouteOptions): unknown[] {
  const h = route.preHandler;
  if (!h) return [];
  return Array.isArray(h) ? h : [h];
}

/**
 * Collects every route registered in `api` and its child plugins from here on (Fastify's onRoute hook) into
 * `api.apiRoutes`. Register it before the route modules. HEAD routes Fastify adds for GETs are left out.
 */
export function registerRouteRegistry(api: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  api.decorate('apiRoutes', routes);
  api.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    const guards = preHandlers(route).map(guardInfo).filter((g): g is GuardInfo => g !== undefined);
    const config = route.config as { auth?: AuthMode; operLog?: { title: string } } | undefined;
    for (const method of methods) {
      routes.push({ method, url: route.url, auth: config?.auth ?? 'required', guards, logTitle: config?.operLog?.title });
    }
  });
}
