import type { Db } from '../../../db/index';
import { ServiceError } from '../../../lib/result';
import { nowText } from '../../../lib/time';
import { msg } from '../../../../../src/shared/contract/kit/index';
import {
  type DbTable, type GenTable, type GenTableColumn, type GenTableInfo, genTableEntity,
} from '../../../../../src/shared/contract/entities/gen';
import { crudService, type DbRow } from '../../kit/crud';
import { fieldName, initColumn, pascalCase } from './columns';
import { buildTable, parseCreateTables } from './create-table';
import { liveColumns, liveTables } from './introspect';
import { type GenModel, renderTable } from './templates/index';
import { zipFiles } from './zip';

/** The module the generated code goes to unless the edit says otherwise (RuoYi: gen.packageName). */
export const DEFAULT_MODULE = 'biz';

interface TreeOptions { treeCode?: string; treeParentCode?: string; treeName?: string; parentMenuId?: number }

/** gen_table on the kit (list with filters and date range, delete with its columns). */
export const genService = crudService(genTableEntity, {
  table: 'gen_table',
  hooks: {
    async beforeRemove(trx, rows) {
      if (rows.length === 0) return;
      await trx.deleteFrom('gen_table_column').where('table_id', 'in', rows.map((r) => r.table_id)).execute();
    },
  },
});

const columnRow = (r: DbRow): GenTableColumn => ({
  columnId: Number(r.column_id), tableId: Number(r.table_id), columnName: String(r.column_name), columnComment: String(r.column_comment),
  columnType: String(r.column_type), javaType: String(r.java_type), javaField: String(r.java_field), isPk: String(r.is_pk),
  isIncrement: String(r.is_increment), isRequired: String(r.is_required), isInsert: String(r.is_insert), isEdit: String(r.is_edit),
  isList: String(r.is_list), isQuery: String(r.is_query), queryType: String(r.query_type), htmlType: String(r.html_type),
  dictType: String(r.dict_type), sort: Number(r.sort),
});

export async function tableColumns(db: Db, tableId: number): Promise<GenTableColumn[]> {
  const rows = await db.selectFrom('gen_table_column').selectAll().where('table_id', '=', tableId).orderBy('sort').orderBy('column_id').execute();
  return rows.map((r) => columnRow(r as unknown as DbRow));
}

function withOptions(t: GenTable, columns: GenTableColumn[]): GenTableInfo {
  let o: TreeOptions = {};
  try { o = t.options ? (JSON.parse(t.options) as TreeOptions) : {}; } catch { o = {}; }
  return {
    ...t, columns,
    treeCode: o.treeCode ?? '', treeParentCode: o.treeParentCode ?? '', treeName: o.treeName ?? '', parentMenuId: Number(o.parentMenuId ?? 0),
    pkColumn: columns.find((c) => c.isPk === '1'),
  };
}

/** One imported table with its columns and options (null when there is none). */
export async function genInfo(db: Db, where: { id: number } | { name: string }): Promise<GenTableInfo | null> {
  let q = db.selectFrom('gen_table').selectAll();
  q = 'id' in where ? q.where('table_id', '=', where.id) : q.where('table_name', '=', where.name);
  const r = await q.executeTakeFirst();
  if (!r) return null;
  const t = genService.toRow(r as unknown as DbRow);
  return withOptions(t, await tableColumns(db, t.tableId));
}

/** GET /tool/gen/{id}: RuoYi's {info, rows, tables} (every imported table for the sub-table choice). */
export async function genDetail(db: Db, id: number) {
  const info = await genInfo(db, { id });
  if (!info) throw new ServiceError(msg('表不存在', 'The table does not exist'));
  const tables = (await db.selectFrom('gen_table').selectAll().orderBy('table_id').execute()).map((r) => genService.toRow(r as unknown as DbRow));
  return { info, rows: info.columns, tables };
}

/** The live tables not imported yet, filtered by name/comment (case-insensitive contains), paged in memory. */
export async function dbTables(db: Db, q: { tableName?: string; tableComment?: string; pageNum: number; pageSize: number }) {
  const imported = new Set((await db.selectFrom('gen_table').select('table_name').execute()).map((r) => r.table_name));
  const has = (v: string, part?: string) => !part || v.toLowerCase().includes(part.toLowerCase());
  const all: DbTable[] = (await liveTables(db))
    .filter((t) => !imported.has(t.tableName) && has(t.tableName, q.tableName) && has(t.tableComment, q.tableComment))
    .map((t) => ({ ...t, createTime: null, updateTime: null }));
  const start = (q.pageNum - 1) * q.pageSize;
  return { rows: all.slice(start, start + q.pageSize), total: all.length };
}

/** The first gen settings of a table (RuoYi GenUtils.initTable): class, module, business and function names. */
function initTable(name: string, comment: string, by: string, origin: '0' | '1') {
  const rest = name.includes('_') ? name.slice(name.indexOf('_') + 1) : name;
  return {
    table_name: name,
    table_comment: comment || name,
    class_name: pascalCase(rest),
    tpl_category: 'crud',
    tpl_web_type: 'antd',
    package_name: DEFAULT_MODULE,
    module_name: DEFAULT_MODULE,
    business_name: fieldName(rest),
    function_name: (comment || name).replace(/表$/, ''),
    function_author: by,
    origin,
    create_by: by,
    create_time: nowText(),
  };
}

/** Imports live tables (POST /tool/gen/importTable); names not in the database or already imported are refused. */
export async function importTables(db: Db, names: string[], by: string, comments: Record<string, { table: string; columns: Record<string, string> }> = {}, origin: '0' | '1' = '0'): Promise<number> {
  const live = new Map((await liveTables(db)).map((t) => [t.tableName, t]));
  for (const n of names) if (!live.has(n)) throw new ServiceError(msg(`表不存在：${n}`, `There is no table ${n}`));
  const taken = await db.selectFrom('gen_table').select('table_name').where('table_name', 'in', names).execute();
  if (taken.length) throw new ServiceError(msg(`表已导入：${taken.map((t) => t.table_name).join(',')}`, `Already imported: ${taken.map((t) => t.table_name).join(',')}`));
  // read before the transaction: SQLite has one connection, which the transaction holds
  const columnsOf = new Map<string, Awaited<ReturnType<typeof liveColumns>>>();
  for (const n of names) columnsOf.set(n, await liveColumns(db, n));
  return db.transaction().execute(async (trx) => {
    for (const n of names) {
      const given = comments[n];
      const { table_id } = await trx
        .insertInto('gen_table')
        .values(initTable(n, given?.table || live.get(n)!.tableComment, by, origin))
        .returning('table_id')
        .executeTakeFirstOrThrow();
      const cols = columnsOf.get(n)!;
      if (cols.length) {
        await trx.insertInto('gen_table_column').values(cols.map((c, i) => ({
          ...initColumn({ ...c, comment: given?.columns[c.name] || c.comment }, i + 1), table_id: Number(table_id), create_by: by, create_time: nowText(),
        }))).execute();
      }
    }
    return names.length;
  });
}

/** PUT /tool/gen: the table's settings and its columns' (columns of other tables are refused). */
export async function updateGen(db: Db, input: ReturnType<typeof genTableEntity.updateBody.parse>, by: string): Promise<number> {
  const before = await genInfo(db, { id: input.tableId });
  if (!before) throw new ServiceError(msg('表不存在', 'The table does not exist'));
  const own = new Set(before.columns.map((c) => c.columnId));
  if (input.columns.some((c) => !own.has(c.columnId))) throw new ServiceError(msg('字段不属于该表', 'A column is not of this table'));
  if (input.tplCategory === 'tree' && (!input.treeCode || !input.treeParentCode || !input.treeName)) {
    throw new ServiceError(msg('树表需要树编码字段、树父编码字段和树名称字段', 'A tree table needs the tree code, parent code and name columns'));
  }
  if (input.tplCategory === 'sub') {
    if (!input.subTableName || !input.subTableFkName) {
      throw new ServiceError(msg('主子表需要关联子表的表名和外键名', 'A master-sub table needs the sub table and its foreign key'));
    }
    const sub = await genInfo(db, { name: input.subTableName });
    if (!sub || sub.tableId === input.tableId) throw new ServiceError(msg('子表必须是另一张已导入的表', 'The sub table must be another imported table'));
    if (!sub.columns.some((c) => c.columnName === input.subTableFkName)) {
      throw new ServiceError(msg(`子表没有外键字段：${input.subTableFkName}`, `The sub table has no column ${input.subTableFkName}`));
    }
  }
  const fields = input.columns.map((c) => c.javaField);
  if (new Set(fields).size !== fields.length) throw new ServiceError(msg('字段名重复', 'A field name is repeated'));
  const now = nowText();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('gen_table').set({
      table_name: before.tableName,
      table_comment: input.tableComment, class_name: input.className, function_author: input.functionAuthor,
      tpl_category: input.tplCategory, package_name: input.packageName, module_name: input.moduleName,
      business_name: input.businessName, function_name: input.functionName, form_col_num: input.formColNum, gen_type: input.genType,
      sub_table_name: input.subTableName || null, sub_table_fk_name: input.subTableFkName || null,
      options: JSON.stringify({ treeCode: input.treeCode, treeParentCode: input.treeParentCode, treeName: input.treeName, parentMenuId: input.parentMenuId }),
      remark: input.remark, update_by: by, update_time: now,
    }).where('table_id', '=', input.tableId).execute();
    for (const c of input.columns) {
      await trx.updateTable('gen_table_column').set({
        column_comment: c.columnComment, java_type: c.javaType, java_field: c.javaField, is_required: c.isRequired, is_insert: c.isInsert,
        is_edit: c.isEdit, is_list: c.isList, is_query: c.isQuery, query_type: c.queryType, html_type: c.htmlType, dict_type: c.dictType,
        update_by: by, update_time: now,
      }).where('column_id', '=', c.columnId).execute();
    }
  });
  return 1;
}

/** GET /tool/gen/synchDb/{tableName}: adds new live columns, drops gone ones, keeps the settings of the others (type updated). */
export async function syncTable(db: Db, tableName: string, by: string): Promise<void> {
  const info = await genInfo(db, { name: tableName });
  if (!info) throw new ServiceError(msg('表不存在', 'The table does not exist'));
  const live = await liveColumns(db, tableName);
  if (live.length === 0) throw new ServiceError(msg('同步数据失败，原表结构不存在', 'Sync failed: the table no longer exists in the database'));
  const known = new Map(info.columns.map((c) => [c.columnName, c]));
  const now = nowText();
  await db.transaction().execute(async (trx) => {
    for (const [i, c] of live.entries()) {
      const had = known.get(c.name);
      if (had) {
        await trx.updateTable('gen_table_column').set({ column_type: c.type, sort: i + 1, is_pk: c.pk ? '1' : '0', update_by: by, update_time: now })
          .where('column_id', '=', had.columnId).execute();
      } else {
        await trx.insertInto('gen_table_column').values({ ...initColumn(c, i + 1), table_id: info.tableId, create_by: by, create_time: now }).execute();
      }
    }
    const gone = info.columns.filter((c) => !live.some((l) => l.name === c.columnName)).map((c) => c.columnId);
    if (gone.length) await trx.deleteFrom('gen_table_column').where('column_id', 'in', gone).execute();
  });
}

/**
 * The files of a table. A master-sub master's own files carry its sub rows (in the body, written with the master,
 * answered by its get, edited in its dialog); the sub table's own files come along (rendered with the sub table's
 * settings, its foreign key a list filter, so the sub rows of one master are one query away).
 */
async function filesOf(db: Db, info: GenTableInfo): Promise<Record<string, string>> {
  if (info.columns.length === 0) throw new ServiceError(msg('表没有字段，请先同步', 'The table has no columns: sync it first'));
  const now = nowText();
  const sub = info.tplCategory === 'sub' && info.subTableName ? await genInfo(db, { name: info.subTableName }) : null;
  const fk = sub?.columns.find((c) => c.columnName === info.subTableFkName);
  if (!sub || !fk) return renderTable(info, now);
  const files = renderTable({ ...info, sub: { table: sub, fk } }, now);
  const model: GenModel = {
    ...sub, tplCategory: 'crud',
    columns: sub.columns.map((c) => (c === fk ? { ...c, isQuery: '1', queryType: 'EQ', isList: '1' } : c)),
  };
  return { ...files, ...renderTable(model, now) };
}

/** GET /tool/gen/preview/{id}: file path → content. */
export async function previewTable(db: Db, id: number): Promise<Record<string, string>> {
  const info = await genInfo(db, { id });
  if (!info) throw new ServiceError(msg('表不存在', 'The table does not exist'));
  return filesOf(db, info);
}

/** The zip of every named table's files (download / batchGenCode). */
export async function zipTables(db: Db, names: string[]): Promise<Buffer> {
  const files: Record<string, string> = {};
  for (const name of names) {
    const info = await genInfo(db, { name });
    if (!info) throw new ServiceError(msg(`表不存在：${name}`, `There is no imported table ${name}`));
    Object.assign(files, await filesOf(db, info));
  }
  return zipFiles(files);
}

/** POST /tool/gen/createTable: parse, refuse tables that exist, build them, import them with the SQL's comments. */
export async function createTables(db: Db, sqlText: string, by: string): Promise<string[]> {
  const tables = parseCreateTables(sqlText);
  const live = new Set((await liveTables(db)).map((t) => t.tableName));
  for (const t of tables) if (live.has(t.name)) throw new ServiceError(msg(`表已存在：${t.name}`, `The table already exists: ${t.name}`));
  for (const t of tables) await buildTable(db, t);
  const comments = Object.fromEntries(tables.map((t) => [t.name, { table: t.comment, columns: Object.fromEntries(t.columns.map((c) => [c.name, c.comment])) }]));
  await importTables(db, tables.map((t) => t.name), by, comments, '1');
  return tables.map((t) => t.name);
}
