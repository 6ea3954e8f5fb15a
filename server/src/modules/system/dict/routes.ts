import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { PUBLIC_DICT_TYPES, SYSTEM_PERMS } from '../../../../../src/shared/contract/index';
import { failure, MSG, success, successData, tableData, toAjax } from '../../../lib/result';
import { nowText } from '../../../lib/time';
import { BusinessType } from '../../../plugins/oper-log';
import { requirePermi } from '../../../plugins/permissions';
import { buildXlsx, converter, sendXlsx } from '../../common/excel';
import { dateRangeSchema, idListSchema, idSchema, optionalText, pageFields } from '../../common/list-query';
import { exportFileName, exportInput, nullableText, statusField, yesNoField } from '../shared';
import {
  allDictTypes, deleteDictData, deleteDictTypes, exportDictData, exportDictTypes, getDictData, getDictType,
  insertDictData, insertDictType, listDictData, listDictTypes, selectDictDataByType, updateDictData, updateDictType,
} from './service';

const PUBLIC_TYPES: ReadonlySet<string> = new Set(PUBLIC_DICT_TYPES);
const P = SYSTEM_PERMS.dict;

const typeParams = z.object({ dictType: z.string().trim().min(1, '字典类型不能为空').max(100, '字典类型长度不能超过100个字符') });

// ---- dict types (RuoYi SysDictType)

const dictTypeFilter = z.object({
  dictName: optionalText(100),
  dictType: optionalText(100),
  status: optionalText(1),
  params: dateRangeSchema,
});
const dictTypeList = dictTypeFilter.extend(pageFields);

const dictTypeBody = z.object({
  dictName: z.string({ error: '字典名称不能为空' }).trim().min(1, '字典名称不能为空').max(100, '字典类型名称长度不能超过100个字符'),
  dictType: z
    .string({ error: '字典类型不能为空' })
    .trim()
    .min(1, '字典类型不能为空')
    .max(100, '字典类型类型长度不能超过100个字符')
    .regex(/^[a-z][a-z0-9_]*$/, '字典类型必须以字母开头，且只能为（小写字母，数字，下滑线）'),
  status: statusField,
  remark: nullableText(500, '备注长度不能超过500个字符'),
});
const dictTypeEditBody = dictTypeBody.extend({ dictId: idSchema('字典主键') });

const dictIdParams = z.object({ dictId: idSchema('字典主键') });
const dictIdsParams = z.object({ dictIds: idListSchema });

// ---- dict data (RuoYi SysDictData)

const dictDataFilter = z.object({
  dictType: optionalText(100),
  dictLabel: optionalText(100),
  status: optionalText(1),
});
const dictDataList = dictDataFilter.extend(pageFields);

const dictDataBody = z.object({
  dictSort: z.preprocess((v) => (v === undefined || v === null || v === '' ? 0 : v),
    z.coerce.number({ error: '字典排序必须是数字' }).int('字典排序必须是整数').min(0, '字典排序不能小于0').max(999999, '字典排序不能大于999999')),
  dictLabel: z.string({ error: '字典标签不能为空' }).trim().min(1, '字典标签不能为空').max(100, '字典标签长度不能超过100个字符'),
  dictValue: z.string({ error: '字典键值不能为空' }).trim().min(1, '字典键值不能为空').max(100, '字典键值长度不能超过100个字符'),
  dictType: z.string({ error: '字典类型不能为空' }).trim().min(1, '字典类型不能为空').max(100, '字典类型长度不能超过100个字符'),
  cssClass: nullableText(100, '样式属性长度不能超过100个字符'),
  listClass: nullableText(100, '回显样式长度不能超过100个字符'),
  isDefault: yesNoField('N', '是否默认只能是Y或N'),
  status: statusField,
  remark: nullableText(500, '备注长度不能超过500个字符'),
});
const dictDataEditBody = dictDataBody.extend({ dictCode: idSchema('字典编码') });

const dictCodeParams = z.object({ dictCode: idSchema('字典编码') });
const dictCodesParams = z.object({ dictCodes: idListSchema });

const STATUS_EXP = converter('0=正常,1=停用');
const YES_NO_EXP = converter('Y=是,N=否');

const log = (title: string, businessType: (typeof BusinessType)[keyof typeof BusinessType], extra: { saveResponse?: boolean } = {}) => ({
  operLog: { title, businessType, ...extra },
});

/**
 * Dictionary endpoints (RuoYi SysDictTypeController / SysDictDataController), same paths, permissions and
 * messages. Reads hit the database every time (no cache), so `refreshCache` only answers and logs.
 */
export const dictRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;

  /** The public site's dicts, readable without login — only the whitelisted portal types. */
  app.get('/system/dict/data/dictTypeTwoNoLogin/:dictType', { config: { auth: 'none' } }, async (request) => {
    const { dictType } = typeParams.parse(request.params);
    if (!PUBLIC_TYPES.has(dictType)) return failure(MSG.forbidden, 403);
    return successData(await selectDictDataByType(db, dictType));
  });

  /** Any logged-in user (the admin SPA's useDict). */
  app.get('/system/dict/data/type/:dictType', async (request) => {
    const { dictType } = typeParams.parse(request.params);
    return successData(await selectDictDataByType(db, dictType));
  });

  // ---- types

  app.get('/system/dict/type/list', { preHandler: requirePermi(P.list) }, async (request) => {
    const q = dictTypeList.parse(request.query);
    const { rows, total } = await listDictTypes(db, q, q);
    return tableData(rows, total);
  });

  /** Every type, for the data page's type select and the code generator (any logged-in user, as RuoYi). */
  app.get('/system/dict/type/optionselect', async () => successData(await allDictTypes(db)));

  app.get('/system/dict/type/:dictId', { preHandler: requirePermi(P.query) }, async (request) => {
    const { dictId } = dictIdParams.parse(request.params);
    return successData(await getDictType(db, dictId));
  });

  app.post('/system/dict/type', { preHandler: requirePermi(P.add), config: log('字典类型', BusinessType.INSERT) }, async (request) => {
    const input = dictTypeBody.parse(request.body);
    return toAjax(await insertDictType(db, input, request.loginUser!.userName));
  });

  app.put('/system/dict/type', { preHandler: requirePermi(P.edit), config: log('字典类型', BusinessType.UPDATE) }, async (request) => {
    const { dictId, ...input } = dictTypeEditBody.parse(request.body);
    return toAjax(await updateDictType(db, dictId, input, request.loginUser!.userName));
  });

  app.delete('/system/dict/type/refreshCache', { preHandler: requirePermi(P.remove), config: log('字典类型', BusinessType.CLEAN) }, async () =>
    success());

  app.delete('/system/dict/type/:dictIds', { preHandler: requirePermi(P.remove), config: log('字典类型', BusinessType.DELETE) }, async (request) => {
    const { dictIds } = dictIdsParams.parse(request.params);
    await deleteDictTypes(db, dictIds);
    return success();
  });

  app.post('/system/dict/type/export', {
    preHandler: requirePermi(P.export),
    config: log('字典类型', BusinessType.EXPORT, { saveResponse: false }),
  }, async (request, reply) => {
    const rows = await exportDictTypes(db, dictTypeFilter.parse(exportInput(request)));
    const data = await buildXlsx('字典类型', [
      { header: '字典主键', value: (r) => r.dictId },
      { header: '字典名称', value: (r) => r.dictName, width: 24 },
      { header: '字典类型', value: (r) => r.dictType, width: 24 },
      { header: '状态', value: (r) => STATUS_EXP(r.status) },
    ], rows);
    return sendXlsx(reply, data, exportFileName('dict_type', nowText()));
  });

  // ---- data

  app.get('/system/dict/data/list', { preHandler: requirePermi(P.list) }, async (request) => {
    const q = dictDataList.parse(request.query);
    const { rows, total } = await listDictData(db, q, q);
    return tableData(rows, total);
  });

  app.get('/system/dict/data/:dictCode', { preHandler: requirePermi(P.query) }, async (request) => {
    const { dictCode } = dictCodeParams.parse(request.params);
    return successData(await getDictData(db, dictCode));
  });

  app.post('/system/dict/data', { preHandler: requirePermi(P.add), config: log('字典数据', BusinessType.INSERT) }, async (request) => {
    const input = dictDataBody.parse(request.body);
    return toAjax(await insertDictData(db, input, request.loginUser!.userName));
  });

  app.put('/system/dict/data', { preHandler: requirePermi(P.edit), config: log('字典数据', BusinessType.UPDATE) }, async (request) => {
    const { dictCode, ...input } = dictDataEditBody.parse(request.body);
    return toAjax(await updateDictData(db, dictCode, input, request.loginUser!.userName));
  });

  app.delete('/system/dict/data/:dictCodes', { preHandler: requirePermi(P.remove), config: log('字典数据', BusinessType.DELETE) }, async (request) => {
    const { dictCodes } = dictCodesParams.parse(request.params);
    await deleteDictData(db, dictCodes);
    return success();
  });

  app.post('/system/dict/data/export', {
    preHandler: requirePermi(P.export),
    config: log('字典数据', BusinessType.EXPORT, { saveResponse: false }),
  }, async (request, reply) => {
    const rows = await exportDictData(db, dictDataFilter.parse(exportInput(request)));
    const data = await buildXlsx('字典数据', [
      { header: '字典编码', value: (r) => r.dictCode },
      { header: '字典排序', value: (r) => r.dictSort },
      { header: '字典标签', value: (r) => r.dictLabel, width: 20 },
      { header: '字典键值', value: (r) => r.dictValue, width: 20 },
      { header: '字典类型', value: (r) => r.dictType, width: 24 },
      { header: '是否默认', value: (r) => YES_NO_EXP(r.isDefault) },
      { header: '状态', value: (r) => STATUS_EXP(r.status) },
    ], rows);
    return sendXlsx(reply, data, exportFileName('dict_data', nowText()));
  });
};
