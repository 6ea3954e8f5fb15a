import type { FastifyPluginAsync } from 'fastify';
import type { ServerInfoResponse } from '../../../../../src/shared/contract/index';
import { successData } from '../../../lib/result';
import { requirePermi } from '../../../plugins/permissions';
import { serverInfo, startEventLoopMonitor } from './service';

/** 服务监控 (RuoYi ServerController: GET /monitor/server, `monitor:server:list`). */
export const serverRoutes: FastifyPluginAsync = async (app) => {
  startEventLoopMonitor();
  app.get('/monitor/server', { preHandler: requirePermi('monitor:server:list') }, async () =>
    successData(await serverInfo(app.db, { dataDir: app.config.dataDir, sqliteFile: app.config.sqliteFile })) as ServerInfoResponse);
};
