import type { FastifyPluginAsync } from 'fastify';
import type { DataMonitorResponse } from '../../../../../src/shared/contract/index';
import { queryLogOf } from '../../../db/query-log';
import { success, successData } from '../../../lib/result';
import { BusinessType } from '../../../plugins/oper-log';
import { requirePermi } from '../../../plugins/permissions';
import { dataMonitor } from './service';

/** 数据监控 (RuoYi's Druid page, without Druid): GET /monitor/druid and DELETE /monitor/druid/queries (`monitor:druid:list`). */
export const druidRoutes: FastifyPluginAsync = async (app) => {
  const guard = requirePermi('monitor:druid:list');
  app.get('/monitor/druid', { preHandler: guard }, async () => successData(await dataMonitor(app.db)) as DataMonitorResponse);
  app.delete('/monitor/druid/queries', { preHandler: guard, config: { operLog: { title: '数据监控', businessType: BusinessType.CLEAN } } }, async () => {
    queryLogOf(app.db).clear();
    return success();
  });
};
