import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { deptEntity } from '../../../../../src/shared/contract/entities/index';
import { ServiceError, success, successData } from '../../../lib/result';
import { BusinessType } from '../../../plugins/oper-log';
import { requirePermi } from '../../../plugins/permissions';
import { registerCrud } from '../../kit/crud';
import { deptService, listDepts } from './service';

const sortBody = z.object({
  deptIds: z.string().trim().regex(/^\d+(?:,\d+)*$/, '参数格式不正确'),
  orderNums: z.string().trim().regex(/^\d+(?:,\d+)*$/, '参数格式不正确'),
});

/**
 * Dept endpoints (RuoYi SysDeptController): the kit's get / add / edit / delete, and the tree's own reads — the
 * flat list in the caller's data scope, the parent choices of an edited dept (itself and its subtree left out) and
 * 保存排序.
 */
export const deptRoutes: FastifyPluginAsync = async (app) => {
  app.get('/system/dept/list', { preHandler: requirePermi(deptEntity.perms.list) }, async (request) =>
    successData(await listDepts(app.db, deptEntity.exportQuery.parse(request.query) as { deptName?: string; status?: string }, request)));

  app.get('/system/dept/list/exclude/:deptId', { preHandler: requirePermi(deptEntity.perms.list) }, async (request) => {
    const deptId = deptEntity.idParam.parse((request.params as { deptId: unknown }).deptId);
    return successData(await listDepts(app.db, {}, request, deptId));
  });

  app.put('/system/dept/updateSort', {
    preHandler: requirePermi(deptEntity.perms.edit),
    config: { operLog: { title: '保存部门排序', businessType: BusinessType.UPDATE } },
  }, async (request) => {
    const body = sortBody.parse(request.body);
    const ids = body.deptIds.split(',').map(Number);
    const orders = body.orderNums.split(',').map(Number);
    if (ids.length !== orders.length) throw new ServiceError('保存排序失败，参数数量不一致');
    await deptService.denyOutOfScope(app.db, ids, request);
    await app.db.transaction().execute(async (trx) => {
      for (let i = 0; i < ids.length; i++) await trx.updateTable('sys_dept').set({ order_num: orders[i] }).where('dept_id', '=', ids[i]).execute();
    });
    return success();
  });

  registerCrud(app, deptEntity, deptService);
};
