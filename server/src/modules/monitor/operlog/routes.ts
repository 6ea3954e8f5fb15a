import type { FastifyPluginAsync } from 'fastify';
import { operLogEntity } from '../../../../../src/shared/contract/entities/index';
import { crudService, registerCrud } from '../../kit/crud';
import { registerClean } from '../clean';

/**
 * 操作日志 (RuoYi SysOperlogController): list (title / operator / IP contain, type, status, operTime days; sorted by
 * operTime, costTime, operName or id through the definition's whitelist), delete many, clean, export. The rows are
 * written by the oper-log plugin, which never stores a password field (lib/json.ts stripFields).
 */
export const operLogService = crudService(operLogEntity, { table: 'sys_oper_log' });

export const operLogRoutes: FastifyPluginAsync = async (app) => {
  registerCrud(app, operLogEntity, operLogService);
  registerClean(app, operLogEntity, 'sys_oper_log');
};
