import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ConfigKeyResponse } from '../../../../../src/shared/contract/index';
import { configEntity } from '../../../../../src/shared/contract/entities/index';
import { failure, MSG, success } from '../../../lib/result';
import { hasPermi } from '../../../lib/permission';
import { sendUnauthorized } from '../../../plugins/auth';
import { BusinessType } from '../../../plugins/oper-log';
import { requirePermi } from '../../../plugins/permissions';
import { registerCrud } from '../../kit/crud';
import { configService, getConfigValue } from './service';

const configKeyParams = z.object({ configKey: z.string().trim().min(1, '参数键名不能为空').max(100, '参数键名长度不能超过100个字符') });

/** Keys a public page or any signed-in user may read through configKey (none of them is a secret). */
export const PUBLIC_CONFIG_KEYS: ReadonlySet<string> = new Set([
  'sys.index.skinName',
  'sys.index.sideTheme',
  'sys.account.captchaEnabled',
  'sys.account.registerUser',
  'sys.account.chrtype',
]);

/** Further permissions that may read one key (RuoYi-Vue3's user page reads the initial password to prefill). */
const CONFIG_KEY_PERMS: Record<string, string[]> = {
  'sys.user.initPassword': ['system:user:add', 'system:user:resetPwd'],
  // the forum review pages hide their 待审核 filter while moderation is off
  'bbs.post.moderation': ['bbs:blog:list', 'bbs:comment:list'],
};

/**
 * Config endpoints (RuoYi SysConfigController): the kit's CRUD calls plus `configKey/{key}` and `refreshCache`.
 * Reads are uncached, so the login and captcha code see an edit at once and `refreshCache` only answers and logs.
 */
export const configRoutes: FastifyPluginAsync = async (app) => {
  registerCrud(app, configEntity, configService);

  /**
   * RuoYi answers `success(String)`, i.e. the value in `msg`; we put it in `data` too. RuoYi lets any logged-in
   * user read any key (the initial password included); here anyone reads only PUBLIC_CONFIG_KEYS, other keys
   * need system:config:query (or a permission listed for that key in CONFIG_KEY_PERMS).
   */
  app.get<{ Params: { configKey: string } }>('/system/config/configKey/:configKey', {
    config: { auth: 'optional' },
    preHandler: async (request, reply) => {
      const key = request.params.configKey.trim();
      if (PUBLIC_CONFIG_KEYS.has(key)) return;
      const user = request.loginUser;
      if (!user) return sendUnauthorized(request, reply);
      const allowed = [configEntity.perms.query, ...(CONFIG_KEY_PERMS[key] ?? [])].some((p) => hasPermi(user.permissions, p));
      if (!allowed) return reply.code(200).send(failure(MSG.forbidden, 403));
    },
  }, async (request): Promise<ConfigKeyResponse> => {
    const { configKey } = configKeyParams.parse(request.params);
    const value = (await getConfigValue(app.db, configKey)) ?? '';
    return success({ data: value }, value);
  });

  app.delete('/system/config/refreshCache', {
    preHandler: requirePermi(configEntity.perms.remove),
    config: { operLog: { title: configEntity.title, businessType: BusinessType.CLEAN } },
  }, async () => success());
};
