import type {
  AjaxResult,
  DictData,
  DictDataForm,
  DictDataListResponse,
  DictDataQuery,
  DictTypeForm,
  DictTypeListResponse,
  DictTypeOptionsResponse,
  DictTypeQuery,
  DictTypeResponse,
  PublicDictType,
  SysDictDataResponse,
} from '@shared/contract';
import { download } from '../download';
import { request } from '../request';

export interface DictDataResponse {
  code: number;
  msg: string;
  data: DictData[];
}

/** GET /system/dict/data/type/{dictType} (logged in; admin). */
export function getDicts(dictType: string): Promise<DictDataResponse> {
  return request<DictDataResponse>({
    url: `/system/dict/data/type/${encodeURIComponent(dictType)}`,
    method: 'get',
  });
}

/** GET /system/dict/data/dictTypeTwoNoLogin/{dictType} (anonymous; the portal's public dict types). */
export function getDictsNoLogin(dictType: PublicDictType | (string & {})): Promise<DictDataResponse> {
  return request<DictDataResponse>({
    url: `/system/dict/data/dictTypeTwoNoLogin/${encodeURIComponent(dictType)}`,
    method: 'get',
    headers: { isToken: false },
  });
}

// ---------------------------------------------------------------------------------------------
// admin: dict types (RuoYi api/system/dict/type.js) and data (api/system/dict/data.js)

/** `1,2,3` for the DELETE paths (one id, several, or an already joined string). */
export function joinIds(ids: number | string | readonly (number | string)[]): string {
  return Array.isArray(ids) ? ids.join(',') : String(ids);
}

/** GET /system/dict/type/list (`system:dict:list`) */
export function listType(query: DictTypeQuery = {}): Promise<DictTypeListResponse> {
  return request<DictTypeListResponse>({ url: '/system/dict/type/list', method: 'get', params: query });
}

/** GET /system/dict/type/{dictId} (`system:dict:query`) */
export function getType(dictId: number | string): Promise<DictTypeResponse> {
  return request<DictTypeResponse>({ url: `/system/dict/type/${encodeURIComponent(String(dictId))}`, method: 'get' });
}

/** POST /system/dict/type (`system:dict:add`); "新增字典'x'失败，字典类型已存在" when taken. */
export function addType(data: DictTypeForm): Promise<AjaxResult> {
  return request<AjaxResult>({ url: '/system/dict/type', method: 'post', data });
}

/** PUT /system/dict/type (`system:dict:edit`); a changed dictType moves its data rows along. */
export function updateType(data: DictTypeForm & { dictId: number }): Promise<AjaxResult> {
  return request<AjaxResult>({ url: '/system/dict/type', method: 'put', data });
}

/** DELETE /system/dict/type/{ids} (`system:dict:remove`); refused ('<name>已分配,不能删除') while a type has data. */
export function delType(dictIds: number | string | readonly (number | string)[]): Promise<AjaxResult> {
  return request<AjaxResult>({ url: `/system/dict/type/${joinIds(dictIds)}`, method: 'delete' });
}

/** DELETE /system/dict/type/refreshCache (`system:dict:remove`). The caller also clears its own dict store. */
export function refreshCache(): Promise<AjaxResult> {
  return request<AjaxResult>({ url: '/system/dict/type/refreshCache', method: 'delete' });
}

/** GET /system/dict/type/optionselect: every type, not paged (any logged-in user). */
export function optionselect(): Promise<DictTypeOptionsResponse> {
  return request<DictTypeOptionsResponse>({ url: '/system/dict/type/optionselect', method: 'get' });
}

/** POST /system/dict/type/export (`system:dict:export`): saves `type_<ts>.xlsx` with the list's filters (paging ignored). */
export function exportType(query: DictTypeQuery = {}, filename = `type_${Date.now()}.xlsx`): Promise<boolean> {
  return download('/system/dict/type/export', withoutPaging(query), filename);
}

/** GET /system/dict/data/list (`system:dict:list`) */
export function listData(query: DictDataQuery = {}): Promise<DictDataListResponse> {
  return request<DictDataListResponse>({ url: '/system/dict/data/list', method: 'get', params: query });
}

/** GET /system/dict/data/{dictCode} (`system:dict:query`) */
export function getData(dictCode: number | string): Promise<SysDictDataResponse> {
  return request<SysDictDataResponse>({ url: `/system/dict/data/${encodeURIComponent(String(dictCode))}`, method: 'get' });
}

/** POST /system/dict/data (`system:dict:add`); the type must exist and a value appears once per type. */
export function addData(data: DictDataForm): Promise<AjaxResult> {
  return request<AjaxResult>({ url: '/system/dict/data', method: 'post', data });
}

/** PUT /system/dict/data (`system:dict:edit`) */
export function updateData(data: DictDataForm & { dictCode: number }): Promise<AjaxResult> {
  return request<AjaxResult>({ url: '/system/dict/data', method: 'put', data });
}

/** DELETE /system/dict/data/{codes} (`system:dict:remove`) */
export function delData(dictCodes: number | string | readonly (number | string)[]): Promise<AjaxResult> {
  return request<AjaxResult>({ url: `/system/dict/data/${joinIds(dictCodes)}`, method: 'delete' });
}

/** POST /system/dict/data/export (`system:dict:export`): saves `data_<ts>.xlsx`. */
export function exportData(query: DictDataQuery = {}, filename = `data_${Date.now()}.xlsx`): Promise<boolean> {
  return download('/system/dict/data/export', withoutPaging(query), filename);
}

/** Exports take the list's filters; paging fields would be ignored by the server anyway. */
export function withoutPaging<Q extends object>(query: Q): Omit<Q, 'pageNum' | 'pageSize'> {
  const { pageNum: _n, pageSize: _s, ...rest } = query as Q & { pageNum?: unknown; pageSize?: unknown };
  return rest;
}
