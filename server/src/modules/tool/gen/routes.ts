import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { genTableEntity } from '../../../../../src/shared/contract/entities/gen';
import { msg, optionalText, pageFields } from '../../../../../src/shared/contract/kit/index';
import { success, successData, tableData, toAjax } from '../../../lib/result';
import { BusinessType, type BusinessTypeValue } from '../../../plugins/oper-log';
import { requirePermi, requireRole } from '../../../plugins/permissions';
import { attachmentHeaders } from '../../common/http-file';
import { registerCrud } from '../../kit/crud';
import { createTables, dbTables, genDetail, genService, importTables, previewTable, syncTable, tableColumns, updateGen, zipTables } from './service';

const perms = genTableEntity.perms as Record<string, string>;
const log = (title: string, businessType: BusinessTypeValue, saveResponse = true) => ({ operLog: { title, businessType, saveResponse } });
const tableName = z.string().trim().regex(/^[A-Za-z0-9_]{1,200}$/, msg('表名称不正确', 'The table name is not valid'));
const tableList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
  z.array(tableName, { error: msg('请选择要导入的表', 'Choose the tables') }).min(1, msg('请选择要导入的表', 'Choose the tables')).max(100),
);
const dbListQuery = z.object({ tableName: optionalText(200), tableComment: optionalText(500), pageNum: pageFields.pageNum, pageSize: pageFields.pageSize });
const createInput = z.object({ sql: z.string({ error: msg('请输入建表语句', 'Paste the CREATE TABLE SQL') }).trim().min(1, msg('请输入建表语句', 'Paste the CREATE TABLE SQL')).max(100_000) });
const params = (q: unknown, b: unknown) => ({ ...(q as object), ...(b && typeof b === 'object' ? (b as object) : {}) });

function sendZip(reply: FastifyReply, data: Buffer) {
  for (const [k, v] of Object.entries(attachmentHeaders('dss-gen.zip'))) reply.header(k, v);
  return reply.type('application/octet-stream').send(data);
}

/**
 * 代码生成 (RuoYi GenController) on the module kit: list and delete from the kit; import from the live database,
 * edit, preview, zip download, sync and create-table (admin role; parsed, never executed as given) here.
 */
export const genRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const by = (r: { loginUser: { userName: string } | null }) => r.loginUser!.userName;

  app.get('/tool/gen/db/list', { preHandler: requirePermi(perms.list) }, async (request) => {
    const { rows, total } = await dbTables(db, dbListQuery.parse(request.query));
    return tableData(rows, total);
  });
  app.get('/tool/gen/column/:id', { preHandler: requirePermi(perms.list) }, async (request) => {
    const rows = await tableColumns(db, genTableEntity.idParam.parse((request.params as { id: unknown }).id));
    return tableData(rows, rows.length);
  });
  app.get('/tool/gen/:id', { preHandler: requirePermi(perms.query) }, async (request) =>
    successData(await genDetail(db, genTableEntity.idParam.parse((request.params as { id: unknown }).id))));
  app.post('/tool/gen/importTable', { preHandler: requirePermi('tool:gen:import'), config: log('代码生成', BusinessType.IMPORT) }, async (request) => {
    const { tables } = z.object({ tables: tableList }).parse(params(request.query, request.body));
    await importTables(db, tables, by(request));
    return success();
  });
  app.post('/tool/gen/createTable', { preHandler: requireRole('admin'), config: log('创建表', BusinessType.OTHER) }, async (request) => {
    const { sql } = createInput.parse(params(request.query, request.body));
    await createTables(db, sql, by(request));
    return success();
  });
  app.put('/tool/gen', { preHandler: requirePermi(perms.edit), config: log('代码生成', BusinessType.UPDATE) }, async (request) =>
    toAjax(await updateGen(db, genTableEntity.updateBody.parse(request.body), by(request))));
  app.get('/tool/gen/preview/:id', { preHandler: requirePermi('tool:gen:preview') }, async (request) =>
    successData(await previewTable(db, genTableEntity.idParam.parse((request.params as { id: unknown }).id))));
  app.get('/tool/gen/download/:tableName', { preHandler: requirePermi('tool:gen:code'), config: log('代码生成', BusinessType.GENCODE, false) }, async (request, reply) =>
    sendZip(reply, await zipTables(db, [tableName.parse((request.params as { tableName: unknown }).tableName)])));
  app.get('/tool/gen/batchGenCode', { preHandler: requirePermi('tool:gen:code'), config: log('代码生成', BusinessType.GENCODE, false) }, async (request, reply) => {
    const { tables } = z.object({ tables: tableList }).parse(request.query);
    return sendZip(reply, await zipTables(db, tables));
  });
  app.get('/tool/gen/synchDb/:tableName', { preHandler: requirePermi(perms.edit), config: log('代码生成', BusinessType.UPDATE) }, async (request) => {
    await syncTable(db, tableName.parse((request.params as { tableName: unknown }).tableName), by(request));
    return success();
  });

  registerCrud(app, genTableEntity, genService, ['query', 'edit']);
};
