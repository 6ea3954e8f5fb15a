import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/index';
import { parseQueryString } from './lib/query-string';
import { redactUrl } from './lib/redact';
import { ID_LIST_MAX_LENGTH } from './modules/common/list-query';
import { defaultFileStore } from './modules/common/file-store';
import { apiModules } from './modules/index';
import { resolveLoginUser } from './modules/login/session';
import { API_PREFIX } from './plugins/api-prefix';
import { registerAuth } from './plugins/auth';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandler } from './plugins/errors';
import { registerInputChecks } from './plugins/input';
import { registerOperLog } from './plugins/oper-log';
import { registerRouteRegistry } from './plugins/route-registry';
import { registerSecurityHeaders } from './plugins/security';
import { registerStatic } from './plugins/static';
import { loadPageRenderer, pageServices } from './lib/page-renderer';
import { registerPageCache } from './modules/bbs/cache';
import { registerSeoRoutes } from './modules/seo/routes';

export interface BuildAppOptions {
  config: AppConfig;
  /** an open, migrated database */
  db: Db;
  /** Fastify logger option (default: off, for tests); index.ts passes a pino level */
  logger?: FastifyServerOptions['logger'];
}

/**
 * JSON as Fastify parses it (prototype poisoning refused), except that an empty body is no body:
 * clients post /logout and similar calls with a JSON content type and nothing in it, which Spring accepts.
 * Form bodies (RuoYi's export/download helper) use the same bracket rules as query strings.
 */
function registerBodyParsers(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).trim() === '') return done(null, undefined);
    json(request, body as string, done);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseQueryString(body as string));
  });
}

/**
 * The API scope: the authentication and operation-log hooks, then the route modules inside them.
 * Mount it under API_PREFIX; tests use it to add probe routes that behave like real ones.
 */
export function apiScope(modules: readonly FastifyPluginAsync[]): FastifyPluginAsync {
  return async (api) => {
    registerRouteRegistry(api);
    registerInputChecks(api);
    registerAuth(api, resolveLoginUser);
    registerOperLog(api);
    for (const mod of modules) await api.register(mod);
  };
}

/**
 * The whole HTTP application, without listening (tests call `app.inject`).
 * /prod-api/* is the API; /profile/* the uploads; everything else the built SPAs with history fallbacks.
 */
export async function buildApp({ config, db, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  // never sign with an empty key (PostgreSQL's shared key is filled in by prepareDatabase)
  if (config.jwtSecret.length < 16) throw new Error('no JWT signing key: set JWT_SECRET or open the database with prepareDatabase()');
  const app = Fastify({
    // request logs never show passwords sent in a query string (updatePwd?oldPassword=…)
    logger:
      logger && typeof logger === 'object'
        ? { ...logger, serializers: { req: (req: FastifyRequest) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }) } }
        : logger,
    trustProxy: config.trustProxy,
    // RuoYi's clients send nested filters as params[beginTime]=…; a path parameter may hold a whole id list
    routerOptions: { querystringParser: (s: string) => parseQueryString(s), maxParamLength: ID_LIST_MAX_LENGTH },
    // room for that id list in the request line (Node's default is 16 KB for the line and headers together)
    http: { maxHeaderSize: 32 * 1024 },
    // routing and HTTP-parser failures in the {code,msg} envelope too (not Fastify's raw 414/431/400)
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    bodyLimit: 2 * 1024 * 1024,
    return503OnClosing: true,
  });

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('files', defaultFileStore(db, config.uploadDir, config.dataDir));
  app.decorateRequest('loginUser', null);

  registerBodyParsers(app);

  registerErrorHandler(app);
  await registerSecurityHeaders(app);

  await app.register(apiScope(apiModules), { prefix: API_PREFIX });

  await registerSeoRoutes(app, config.staticDir);
  const pages = await loadPageRenderer(config.staticDir, config.publicOrigin, { services: pageServices(app) });
  if (pages) registerPageCache(db, pages);
  await registerStatic(app, { staticDir: config.staticDir, uploadDir: config.uploadDir, files: app.files, pages });
  return app;
}
