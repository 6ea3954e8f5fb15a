import type { AppConfig } from '../config';
import type { Db } from '../db/index';
import type { FileStore } from '../lib/file-store';
import type { AuthMode, LoginUser } from '../plugins/auth';
import type { OperLogOptions } from '../plugins/oper-log';
import type { RouteEntry } from '../plugins/route-registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** resolved configuration (server/src/config.ts) */
    config: AppConfig;
    /** the Kysely database */
    db: Db;
    /** where uploads are kept (disk on SQLite, the database on PostgreSQL), modules/common/file-store.ts */
    files: FileStore;
    /** every route of the API scope (plugins/route-registry.ts); set inside the API scope only */
    apiRoutes: readonly RouteEntry[];
  }
  interface FastifyRequest {
    /** the authenticated caller; null on anonymous routes or without a valid session */
    loginUser: LoginUser | null;
  }
  interface FastifyContextConfig {
    /** authentication of the route (default 'required'), see plugins/auth.ts */
    auth?: AuthMode;
    /** write an operation-log row for this route, see plugins/oper-log.ts */
    operLog?: OperLogOptions;
  }
}
