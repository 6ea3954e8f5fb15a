import type { GenTableColumn, GenTableInfo } from '../../../../../../src/shared/contract/entities/gen';
import { columnLength } from '../columns';

/** What every template reads: the table with its settings and columns (GET /tool/gen/{id}'s `info`). */
export type GenModel = Pick<
  GenTableInfo,
  | 'tableName' | 'tableComment' | 'className' | 'moduleName' | 'businessName' | 'functionName' | 'functionAuthor' | 'parentMenuId' | 'origin' | 'columns'
  | 'tplCategory' | 'treeCode' | 'treeParentCode' | 'treeName'
> & {
  /** a master-sub master's sub table and the sub table's column holding the master's id */
  sub?: SubModel;
};
export interface SubModel {
  table: GenModel;
  fk: GenTableColumn;
}

/** A TypeScript single-quoted string literal of any text. */
export const str = (s: string) => `'${JSON.stringify(s).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
/** Text safe inside a one-line comment or JSDoc. */
export const commentText = (s: string) => s.replace(/\*\//g, '* /').replace(/[\r\n\u2028\u2029]+/g, ' ');
/** 'productName' → 'product name' (the English label of a field). */
export const words = (field: string) => field.replace(/([A-Z])/g, ' $1').toLowerCase().trim();

export const AUDIT_COLUMNS = ['create_by', 'create_time', 'update_by', 'update_time', 'remark'];
/** Whether the table has all of RuoYi's audit columns (the kit then fills create/update by and time). */
export const isAudited = (m: GenModel) => AUDIT_COLUMNS.every((n) => m.columns.some((c) => c.columnName === n));
export const pkOf = (m: GenModel): GenTableColumn => m.columns.find((c) => c.isPk === '1') ?? m.columns[0]!;
export const labelOf = (c: GenTableColumn) => c.columnComment || words(c.javaField);
/** The columns the row lists one by one (the audit ones come from the kit's auditFields). */
export const ownColumns = (m: GenModel) => (isAudited(m) ? m.columns.filter((c) => !AUDIT_COLUMNS.includes(c.columnName)) : m.columns);
/** The columns of the add/edit body. */
export const formColumns = (m: GenModel) => ownColumns(m).filter((c) => c.isPk !== '1' && (c.isInsert === '1' || c.isEdit === '1'));
export const listColumns = (m: GenModel) => ownColumns(m).filter((c) => c.isList === '1' || c.isPk === '1');
/** Query columns the kit filters by equality or LIKE (a BETWEEN becomes the date range instead). */
export const queryColumns = (m: GenModel) => ownColumns(m).filter((c) => c.isQuery === '1' && c.queryType !== 'BETWEEN' && c.isPk !== '1');
export const dateRangeColumn = (m: GenModel) => m.columns.find((c) => c.isQuery === '1' && c.queryType === 'BETWEEN' && c.javaType === 'string');
export const textMax = (c: GenTableColumn) => columnLength(c.columnType) ?? 10000;
export const dictTypes = (m: GenModel) => [...new Set(formColumns(m).concat(listColumns(m), queryColumns(m)).map((c) => c.dictType).filter(Boolean))];
export const entityName = (m: GenModel) => `${m.businessName}Entity`;
/** 'biz/product': the admin view folder and the base path below the API prefix. */
export const modulePath = (m: GenModel) => `${m.moduleName}/${m.businessName}`;
export const permPrefix = (m: GenModel) => `${m.moduleName}:${m.businessName}`;

/** A tree table's id, parent and name fields (javaField), when the settings name existing columns; else undefined. */
export function treeFields(m: GenModel): { code: string; parent: string; name: string } | undefined {
  if (m.tplCategory !== 'tree') return undefined;
  const field = (column: string) => m.columns.find((c) => c.columnName === column)?.javaField;
  const [code, parent, name] = [field(m.treeCode), field(m.treeParentCode), field(m.treeName)];
  return code && parent && name ? { code, parent, name } : undefined;
}

/** A master-sub master's sub table, when the settings name an existing sub table and foreign key; else undefined. */
export const subOf = (m: GenModel): SubModel | undefined => (m.tplCategory === 'sub' ? m.sub : undefined);
const lowerFirst = (s: string) => s.replace(/^[A-Z]/, (c) => c.toLowerCase());
/** The body/detail field of the sub rows, RuoYi's `<subClass>List` (e.g. orderItemList). */
export const subListField = (s: SubModel) => `${lowerFirst(s.table.className)}List`;
/** The zod schema of one sub row in the master's entity file (e.g. orderItemLine). */
export const subLineName = (s: SubModel) => `${lowerFirst(s.table.className)}Line`;
/** The sub columns edited in the master's form: the sub table's form columns but the foreign key (the server sets it). */
export const subFormColumns = (s: SubModel) => formColumns(s.table).filter((c) => c.columnName !== s.fk.columnName);
/** Most sub rows one master takes in one save. */
export const SUB_MAX_ROWS = 200;
