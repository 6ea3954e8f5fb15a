import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { type ConfigKeyResponse, SYSTEM_PERMS } from '../../../../../src/shared/contract/index';
import { failure, MSG, success, successData, tableData, toAjax } from '../../../lib/result';
import { hasPermi } from '../../login/permission';
import { sendUnauthorized } from '../../../plugins/auth';
import { nowText } from '../../../lib/time';
import { BusinessType } from '../../../plugins/oper-log';
import { requirePermi } from '../../../plugins/permissions';
import { buildXlsx, converter, sendXlsx } from '../../common/excel';
import { dateRangeSchema, idListSchema, idSchema, optionalText, pageFields } from '../../common/list-query';
import { exportFileName, exportInput, nullableText, yesNoField } from '../shared';
import { deleteConfigs, exportConfigs, getConfig, getConfigValue, insertConfig, listConfigs, updateConfig } from './service';

const P = SYSTEM_PERMS.config;

const configFilter = z.object({
  configName: optionalText(100),
  configKey: optionalText(100),
  configType: optionalText(1),
  params: dateRangeSchema,
});
const configList = configFilter.extend(pageFields);

/** RuoYi SysConfig validation, with its messages. */
const configBody = z.object({
  configName: z.string({ error: '参数名称不能为空' }).trim().min(1, '参数名称不能为空').max(100, '参数名称不能超过100个字符'),
  configKey: z.string({ error: '参数键名长度不能为空' }).trim().min(1, '参数键名长度不能为空').max(100, '参数键名长度不能超过100个字符'),
  configValue: z.preprocess((v) => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v),
    z.string({ error: '参数键值不能为空' }).trim().min(1, '参数键值不能为空').max(500, '参数键值长度不能超过500个字符')),
  configType: yesNoField('N', '系统内置只能是Y或N'),
  remark: nullableText(500, '备注长度不能超过500个字符'),
});
const configEditBody = configBody.extend({ configId: idSchema('参数主键') });

const configIdParams = z.object({ configId: idSchema('参数主键') });
const configIdsParams = z.object({ configIds: idListSchema });
const configKeyParams = z.object({ configKey: z.string().trim().min(1, '参数键名不能为空').max(100, '参数键名长度不能超过100个字符') });

const YES_NO_EXP = converter('Y=是,N=否');

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
};

/**
 * Config endpoints (RuoYi SysConfigController): same paths, permissions, messages. Reads are uncached, so
 * the login and captcha code see an edit at once and `refreshCache` only answers and logs.
 */
export const configRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;

  app.get('/system/config/list', { preHandler: requirePermi(P.list) }, async (request) => {
    const q = configList.parse(request.query);
    const { rows, total } = await listConfigs(db, q, q);
    return tableData(rows, total);
  });

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
      const allowed = [P.query, ...(CONFIG_KEY_PERMS[key] ?? [])].some((p) => hasPermi(user.permissions, p));
      if (!allowed) return reply.code(200).send(failure(MSG.forbidden, 403));
    },
  }, async (request): Promise<ConfigKeyResponse> => {
    const { configKey } = configKeyParams.parse(request.params);
    const value = (await getConfigValue(db, configKey)) ?? '';
    return success({ data: value }, value);
  });

  app.get('/system/config/:configId', { preHandler: requirePermi(P.query) }, async (request) => {
    const { configId } = configIdParams.parse(request.params);
    return successData(await getConfig(db, configId));
  });

  app.post('/system/config', {
    preHandler: requirePermi(P.add),
    config: { operLog: { title: '参数管理', businessType: BusinessType.INSERT } },
  }, async (request) => toAjax(await insertConfig(db, configBody.parse(request.body), request.loginUser!.userName)));

  app.put('/system/config', {
    preHandler: requirePermi(P.edit),
    config: { operLog: { title: '参数管理', businessType: BusinessType.UPDATE } },
  }, async (request) => {
    const { configId, ...input } = configEditBody.parse(request.body);
    return toAjax(await updateConfig(db, configId, input, request.loginUser!.userName));
  });

  app.delete('/system/config/refreshCache', {
    preHandler: requirePermi(P.remove),
    config: { operLog: { title: '参数管理', businessType: BusinessType.CLEAN } },
  }, async () => success());

  app.delete('/system/config/:configIds', {
    preHandler: requirePermi(P.remove),
    config: { operLog: { title: '参数管理', businessType: BusinessType.DELETE } },
  }, async (request) => {
    const { configIds } = configIdsParams.parse(request.params);
    await deleteConfigs(db, configIds);
    return success();
  });

  app.post('/system/config/export', {
    preHandler: requirePermi(P.export),
    config: { operLog: { title: '参数管理', businessType: BusinessType.EXPORT, saveResponse: false } },
  }, async (request, reply) => {
    const rows = await exportConfigs(db, configFilter.parse(exportInput(request)));
    const data = await buildXlsx('参数数据', [
      { header: '参数主键', value: (r) => r.configId },
      { header: '参数名称', value: (r) => r.configName, width: 30 },
      { header: '参数键名', value: (r) => r.configKey, width: 30 },
      { header: '参数键值', value: (r) => r.configValue, width: 24 },
      { header: '系统内置', value: (r) => YES_NO_EXP(r.configType) },
    ], rows);
    return sendXlsx(reply, data, exportFileName('config', nowText()));
  });
};
