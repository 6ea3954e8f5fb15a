import type { FastifyPluginAsync } from 'fastify';
import { success } from '../../../lib/result';
import { BusinessType } from '../../../plugins/oper-log';
import { requirePermi } from '../../../plugins/permissions';
import { normalizeUserName } from '../../login/account-rules';
import { unlockUser } from '../../login/retry-lock';

/** 登录日志 (RuoYi SysLogininforController); for now only its unlock. */
export const logininforRoutes: FastifyPluginAsync = async (app) => {
  /** Clears the wrong-password counters of a name (per name and per address), so its owner can log in again. */
  app.get<{ Params: { userName: string } }>('/monitor/logininfor/unlock/:userName', {
    preHandler: requirePermi('monitor:logininfor:unlock'),
    config: { operLog: { title: '账户解锁', businessType: BusinessType.OTHER } },
  }, async (request) => {
    await unlockUser(app.db, normalizeUserName(request.params.userName));
    return success();
  });
};
