import type { FastifyPluginAsync } from 'fastify';
import { ONLINE_PERMS, onlineQuerySchema, tokenIdSchema } from '../../../../../src/shared/contract/entities/index';
import { success, tableData } from '../../../lib/result';
import { BusinessType } from '../../../plugins/oper-log';
import { requirePermi } from '../../../plugins/permissions';
import { forceLogout, listOnline } from './service';

/**
 * 在线用户 (RuoYi SysUserOnlineController): GET /monitor/online/list (every live session, filtered by ipaddr and
 * userName; not paged, as RuoYi's — its client pages the rows itself) and DELETE /monitor/online/{tokenId} (强退).
 */
export const onlineRoutes: FastifyPluginAsync = async (app) => {
  app.get('/monitor/online/list', { preHandler: requirePermi(ONLINE_PERMS.list) }, async (request) => {
    const rows = await listOnline(app.db, onlineQuerySchema.parse(request.query));
    return tableData(rows, rows.length);
  });

  app.delete<{ Params: { tokenId: string } }>('/monitor/online/:tokenId', {
    preHandler: requirePermi(ONLINE_PERMS.forceLogout),
    config: { operLog: { title: '在线用户', businessType: BusinessType.FORCE } },
  }, async (request) => {
    await forceLogout(app.db, tokenIdSchema.parse(request.params.tokenId));
    return success();
  });
};
