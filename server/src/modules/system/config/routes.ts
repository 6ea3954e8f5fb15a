import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { type ConfigKeyResponse, SYSTEM_PERMS } from '../../../../../src/shared/contract/index';
import { success, successData, tableData, toAjax } from '../../../lib/result';
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

  /** Any logged-in user. RuoYi answers `success(String)`, i.e. the value in `msg`; we put it in `data` too. */
  app.get('/system/config/configKey/:configKey', async (request): Promise<ConfigKeyResponse> => {
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
