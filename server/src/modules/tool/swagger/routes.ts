import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '../../../plugins/api-prefix';
import { requirePermi } from '../../../plugins/permissions';
import { buildOpenApi } from './openapi';

/**
 * 系统接口: GET /tool/swagger/openapi.json and RuoYi's /v3/api-docs, the OpenAPI 3 document of every registered
 * API route (`tool:swagger:list`). Built once, on the first call, when every route is registered.
 */
export const swaggerRoutes: FastifyPluginAsync = async (app) => {
  let doc: Record<string, unknown> | undefined;
  const handler = async () => (doc ??= buildOpenApi(app.apiRoutes, API_PREFIX));
  app.get('/tool/swagger/openapi.json', { preHandler: requirePermi('tool:swagger:list') }, handler);
  app.get('/v3/api-docs', { preHandler: requirePermi('tool:swagger:list') }, handler);
};
