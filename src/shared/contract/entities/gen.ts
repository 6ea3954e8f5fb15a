import { z } from 'zod';
import { auditFields, defineEntity, msg, nullableText, optionalText, requiredText } from '../kit/index';

/**
 * 代码生成 (RuoYi GenTable / GenTableColumn): the imported tables and their per-column settings. The kit serves the
 * list and the delete; the edit (`PUT /tool/gen`, the table with all its columns) and the other calls are the gen
 * module's own (server/src/modules/tool/gen). `javaType` / `javaField` keep RuoYi's names but hold the TypeScript
 * type and the camelCase field of this stack.
 */

export const GEN_TPL_CATEGORIES = ['crud', 'tree', 'sub'] as const;
export const GEN_TS_TYPES = ['string', 'number'] as const;
export const GEN_QUERY_TYPES = ['EQ', 'NE', 'GT', 'GTE', 'LT', 'LTE', 'LIKE', 'BETWEEN'] as const;
export const GEN_HTML_TYPES = ['input', 'number', 'textarea', 'select', 'radio', 'checkbox', 'datetime', 'imageUpload', 'fileUpload', 'editor'] as const;

const flag = z.preprocess((v) => (v === true ? '1' : v === false || v === null || v === undefined || v === '' ? '0' : String(v)), z.enum(['0', '1']));
/** a lower camelCase identifier (module, business and field names go into paths and code) */
const camelIdent = (max: number, label: { zh: string; en: string }) =>
  requiredText(max, msg(`${label.zh}不能为空`, `Enter the ${label.en}`), msg(`${label.zh}不能超过${max}个字符`, `The ${label.en} can be at most ${max} characters`))
    .pipe(z.string().regex(/^[a-z][A-Za-z0-9]*$/, msg(`${label.zh}只能是以小写字母开头的字母和数字`, `The ${label.en} is letters and digits starting with a lower-case letter`)));

export const genColumnRow = z.object({
  columnId: z.number(),
  tableId: z.number(),
  columnName: z.string(),
  columnComment: z.string(),
  columnType: z.string(),
  javaType: z.string(),
  javaField: z.string(),
  isPk: z.string(),
  isIncrement: z.string(),
  isRequired: z.string(),
  isInsert: z.string(),
  isEdit: z.string(),
  isList: z.string(),
  isQuery: z.string(),
  queryType: z.string(),
  htmlType: z.string(),
  dictType: z.string(),
  sort: z.number(),
});
export type GenTableColumn = z.output<typeof genColumnRow>;

/** One column of the edit body: the settings a user may change, keyed by columnId. */
export const genColumnBody = z.object({
  columnId: z.coerce.number().int().positive(),
  columnComment: nullableText(500, msg('字段描述不能超过500个字符', 'The column comment can be at most 500 characters')).transform((s) => s ?? ''),
  javaType: z.enum(GEN_TS_TYPES, { error: msg('TS类型只能是 string 或 number', 'The TS type is string or number') }),
  javaField: camelIdent(100, { zh: '字段名', en: 'field name' }),
  isRequired: flag,
  isInsert: flag,
  isEdit: flag,
  isList: flag,
  isQuery: flag,
  queryType: z.enum(GEN_QUERY_TYPES, { error: msg('查询方式不正确', 'Choose a query type') }),
  htmlType: z.enum(GEN_HTML_TYPES, { error: msg('显示类型不正确', 'Choose a display type') }),
  dictType: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(100).regex(/^[a-z0-9_]*$/, msg('字典类型只能是小写字母、数字和下划线', 'A dict type is lower-case letters, digits and underscores'))),
});

const optionalIdent = z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(64).regex(/^[a-z0-9_]*$/, msg('字段名只能是小写字母、数字和下划线', 'A column name is lower-case letters, digits and underscores')));

export const genTableEntity = defineEntity({
  name: 'gen',
  basePath: '/tool/gen',
  idKey: 'tableId',
  idLabel: '表编号',
  permPrefix: 'tool:gen',
  title: '代码生成',
  noun: { zh: '生成', en: 'tables' },
  actions: ['list', 'query', 'edit', 'remove'],
  row: z.object({
    tableId: z.number(),
    tableName: z.string(),
    tableComment: z.string(),
    subTableName: z.string().nullable(),
    subTableFkName: z.string().nullable(),
    className: z.string(),
    tplCategory: z.string(),
    tplWebType: z.string(),
    packageName: z.string(),
    moduleName: z.string(),
    businessName: z.string(),
    functionName: z.string(),
    functionAuthor: z.string(),
    formColNum: z.number(),
    genType: z.string(),
    genPath: z.string(),
    /** JSON of treeCode, treeParentCode, treeName, parentMenuId */
    options: z.string().nullable(),
    /** '0' imported from the database, '1' created from pasted SQL */
    origin: z.string(),
    ...auditFields,
  }),
  filter: z.object({ tableName: optionalText(200), tableComment: optionalText(500) }),
  filterOps: { tableName: 'like', tableComment: 'like' },
  dateRange: 'createTime',
  body: z.object({
    tableName: requiredText(200, msg('表名称不能为空', 'Enter the table name'), msg('表名称不能超过200个字符', 'The table name can be at most 200 characters')),
    tableComment: requiredText(500, msg('表描述不能为空', 'Enter the table description'), msg('表描述不能超过500个字符', 'The description can be at most 500 characters')),
    className: requiredText(100, msg('实体类名称不能为空', 'Enter the class name'), msg('实体类名称不能超过100个字符', 'The class name can be at most 100 characters'))
      .pipe(z.string().regex(/^[A-Z][A-Za-z0-9]*$/, msg('实体类名称只能是以大写字母开头的字母和数字', 'The class name is letters and digits starting with a capital'))),
    functionAuthor: requiredText(50, msg('作者不能为空', 'Enter the author'), msg('作者不能超过50个字符', 'The author can be at most 50 characters')),
    tplCategory: z.enum(GEN_TPL_CATEGORIES, { error: msg('生成模板只能是 crud、tree 或 sub', 'The template is crud, tree or sub') }),
    packageName: camelIdent(100, { zh: '生成包路径', en: 'package name' }),
    moduleName: camelIdent(30, { zh: '生成模块名', en: 'module name' }),
    businessName: camelIdent(30, { zh: '生成业务名', en: 'business name' }),
    functionName: requiredText(50, msg('生成功能名不能为空', 'Enter the function name'), msg('生成功能名不能超过50个字符', 'The function name can be at most 50 characters')),
    formColNum: z.preprocess((v) => (v === undefined || v === null || v === '' ? 1 : v), z.coerce.number().int().min(1).max(3)),
    genType: z.preprocess((v) => (v === undefined || v === null || v === '' ? '0' : v), z.enum(['0', '1'])),
    parentMenuId: z.preprocess((v) => (v === undefined || v === null || v === '' ? 0 : v), z.coerce.number().int().min(0)),
    treeCode: optionalIdent,
    treeParentCode: optionalIdent,
    treeName: optionalIdent,
    subTableName: optionalIdent,
    subTableFkName: optionalIdent,
    remark: nullableText(500, msg('备注长度不能超过500个字符', 'The remark can be at most 500 characters')),
    columns: z.array(genColumnBody).max(500),
  }),
  sortable: ['tableId', 'tableName', 'createTime', 'updateTime'],
  defaultSort: { key: 'tableId', direction: 'desc' },
  sheetName: '代码生成',
  exportColumns: [],
});

export type GenTable = z.output<typeof genTableEntity.row>;
export type GenTableForm = z.input<typeof genTableEntity.updateBody>;
/** GET /tool/gen/{id}: the table with its settings (tree options spread), its columns, and every imported table. */
export interface GenTableInfo extends GenTable {
  columns: GenTableColumn[];
  treeCode: string;
  treeParentCode: string;
  treeName: string;
  parentMenuId: number;
  pkColumn?: GenTableColumn;
}
/** A table of the live database (GET /tool/gen/db/list). */
export interface DbTable {
  tableName: string;
  tableComment: string;
  createTime: string | null;
  updateTime: string | null;
}
