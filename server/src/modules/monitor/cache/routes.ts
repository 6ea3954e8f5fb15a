import type { FastifyPluginAsync } from 'fastify';
import type {
  CacheKeysResponse, CacheNamesResponse, CacheOverviewResponse, CacheValueResponse,
} from '../../../../../src/shared/contract/index';
import { dialectOf } from '../../../db/index';
import { success, successData } from '../../../lib/result';
import { BusinessType } from '../../../plugins/oper-log';
import { requirePermi } from '../../../plugins/permissions';
import { cacheKeys, cacheNames, cacheOverview, cacheValue, clearCacheAll, clearCacheKey, clearCacheName } from './service';

/**
 * 缓存监控 and 缓存列表 (RuoYi CacheController: same paths, guard `monitor:cache:list`, same shapes). Keys may hold
 * '/' (the list cache's keys are JSON), so the key is the rest of the path (`*`), encoded or not.
 * Clears are written to the operation log (RuoYi does not log them; here a clear can end a session).
 */
export const cacheRoutes: FastifyPluginAsync = async (app) => {
  const guard = requirePermi('monitor:cache:list');
  const clearLog = { title: '缓存监控', businessType: BusinessType.CLEAN };

  app.get('/monitor/cache', { preHandler: guard }, async () =>
    successData(await cacheOverview(app.db, dialectOf(app.db))) as CacheOverviewResponse);

  app.get('/monitor/cache/getNames', { preHandler: guard }, async () => successData(await cacheNames(app.db)) as CacheNamesResponse);

  app.get<{ Params: { cacheName: string } }>('/monitor/cache/getKeys/:cacheName', { preHandler: guard }, async (request) =>
    successData(await cacheKeys(app.db, request.params.cacheName)) as CacheKeysResponse);

  app.get<{ Params: { cacheName: string; '*': string } }>('/monitor/cache/getValue/:cacheName/*', { preHandler: guard }, async (request) =>
    successData(await cacheValue(app.db, request.params.cacheName, request.params['*'])) as CacheValueResponse);

  app.delete<{ Params: { cacheName: string } }>('/monitor/cache/clearCacheName/:cacheName', { preHandler: guard, config: { operLog: clearLog } }, async (request) => {
    await clearCacheName(app.db, request.params.cacheName);
    return success();
  });

  app.delete<{ Params: { '*': string } }>('/monitor/cache/clearCacheKey/*', { preHandler: guard, config: { operLog: clearLog } }, async (request) => {
    await clearCacheKey(app.db, request.params['*']);
    return success();
  });

  app.delete('/monitor/cache/clearCacheAll', { preHandler: guard, config: { operLog: clearLog } }, async () => {
    await clearCacheAll(app.db);
    return success();
  });
};
