import type { FastifyPluginAsync } from 'fastify';
import { logininforEntity } from '../../../../../src/shared/contract/entities/index';
import { success } from '../../../lib/result';
import { BusinessType } from '../../../plugins/oper-log';
import { requirePermi } from '../../../plugins/permissions';
import { crudService, registerCrud } from '../../kit/crud';
import { normalizeUserName } from '../../login/account-rules';
import { unlockUser } from '../../login/retry-lock';
import { registerClean } from '../clean';

/** 登录日志 rows (written by the login module, `recordLogininfor`). */
export const logininforService = crudService(logininforEntity, { table: 'sys_logininfor' });

/** 登录日志 (RuoYi SysLogininforController): list, delete many, clean, export, and unlock. */
export const logininforRoutes: FastifyPluginAsync = async (app) => {
  registerCrud(app, logininforEntity, logininforService);
  registerClean(app, logininforEntity, 'sys_logininfor');

  /** Clears the wrong-password counters of a name (per name and per address), so its owner can log in again. */
  app.get<{ Params: { userName: string } }>('/monitor/logininfor/unlock/:userName', {
    preHandler: requirePermi(logininforEntity.perms.unlock),
    config: { operLog: { title: '账户解锁', businessType: BusinessType.OTHER } },
  }, async (request) => {
    await unlockUser(app.db, normalizeUserName(request.params.userName));
    return success();
  });
};
