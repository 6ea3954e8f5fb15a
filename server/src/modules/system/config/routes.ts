import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ConfigKeyResponse } from '../../../../../src/shared/contract/index';
import { configEntity } from '../../../../../src/shared/contract/entities/index';
import { success } from '../../../lib/result';
import { BusinessType } from '../../../plugins/oper-log';
import { requirePermi } from '../../../plugins/permissions';
import { registerCrud } from '../../kit/crud';
import { configService, getConfigValue } from './service';

const configKeyParams = z.object({ configKey: z.string().trim().min(1, '参数键名不能为空').max(100, '参数键名长度不能超过100个字符') });

/**
 * Config endpoints (RuoYi SysConfigController): the kit's CRUD calls plus `configKey/{key}` and `refreshCache`.
 * Reads are uncached, so the login and captcha code see an edit at once and `refreshCache` only answers and logs.
 */
export const configRoutes: FastifyPluginAsync = async (app) => {
  registerCrud(app, configEntity, configService);

  /** Any logged-in user. RuoYi answers `success(String)`, i.e. the value in `msg`; we put it in `data` too. */
  app.get('/system/config/configKey/:configKey', async (request): Promise<ConfigKeyResponse> => {
    const { configKey } = configKeyParams.parse(request.params);
    const value = (await getConfigValue(app.db, configKey)) ?? '';
    return success({ data: value }, value);
  });

  app.delete('/system/config/refreshCache', {
    preHandler: requirePermi(configEntity.perms.remove),
    config: { operLog: { title: configEntity.title, businessType: BusinessType.CLEAN } },
  }, async () => success());
};
