/** 代码生成 calls (RuoYi api/tool/gen.js). */
import type { AjaxResult, SysDictType, TableDataInfo } from '@shared/contract';
import { type DbTable, type GenTable, type GenTableForm, type GenTableInfo, genTableEntity } from '@shared/contract/entities/gen';
import type { QueryOf } from '@shared/contract/kit';
import { crudApi } from '../crud';
import { downloadZip } from '../download';
import { request } from '../request';

/** GET /tool/gen/list and DELETE /tool/gen/{ids} (the kit's). */
export const genApi = crudApi(genTableEntity);

export type GenQuery = QueryOf<typeof genTableEntity>;
export interface DbTableQuery {
  tableName?: string;
  tableComment?: string;
  pageNum?: number;
  pageSize?: number;
}
export type GenDetailResponse = AjaxResult<{ info: GenTableInfo; rows: GenTableInfo['columns']; tables: GenTable[] }>;

/** GET /tool/gen/db/list: tables of the database not imported yet. */
export const listDbTable = (query: DbTableQuery) => request<TableDataInfo<DbTable>>({ url: '/tool/gen/db/list', method: 'get', params: query });
/** GET /tool/gen/{id}: {info, rows, tables}. */
export const getGenTable = (tableId: number | string) => request<GenDetailResponse>({ url: `/tool/gen/${encodeURIComponent(String(tableId))}`, method: 'get' });
/** PUT /tool/gen: the table's and its columns' settings. */
export const updateGenTable = (data: GenTableForm) => request<AjaxResult>({ url: '/tool/gen', method: 'put', data });
/** POST /tool/gen/importTable?tables=a,b */
export const importTable = (tables: readonly string[]) => request<AjaxResult>({ url: '/tool/gen/importTable', method: 'post', params: { tables: tables.join(',') } });
/** POST /tool/gen/createTable (admin role): the pasted CREATE TABLE statements. */
export const createTable = (sql: string) => request<AjaxResult>({ url: '/tool/gen/createTable', method: 'post', data: { sql } });
/** GET /tool/gen/preview/{id}: file path → content. */
export const previewTable = (tableId: number) => request<AjaxResult<Record<string, string>>>({ url: `/tool/gen/preview/${tableId}`, method: 'get' });
/** GET /tool/gen/synchDb/{tableName}: the columns again from the database. */
export const synchDb = (tableName: string) => request<AjaxResult>({ url: `/tool/gen/synchDb/${encodeURIComponent(tableName)}`, method: 'get' });
/** GET /tool/gen/download/{tableName} or /tool/gen/batchGenCode?tables=…, saved as a zip. */
export const downloadGenCode = (tableNames: readonly string[]) =>
  tableNames.length === 1
    ? downloadZip(`/tool/gen/download/${encodeURIComponent(tableNames[0]!)}`, `${tableNames[0]}.zip`)
    : downloadZip(`/tool/gen/batchGenCode?tables=${encodeURIComponent(tableNames.join(','))}`, 'dss-gen.zip');
/** GET /system/dict/type/optionselect: every dict type (the column settings' dict select). */
export const optionselectDictType = () => request<AjaxResult<SysDictType[]>>({ url: '/system/dict/type/optionselect', method: 'get' });
