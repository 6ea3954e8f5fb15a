/**
 * Dict reads every page uses (the admin's useDict, the site's code labels) and the id/paging helpers of the
 * admin calls. No zod here: the shell loads this module. The admin CRUD calls are in dictType.ts / dictData.ts.
 */
import type { DictData, PublicDictType } from '@shared/contract';
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

/** `1,2,3` for the DELETE paths (one id, several, or an already joined string). */
export function joinIds(ids: number | string | readonly (number | string)[]): string {
  return Array.isArray(ids) ? ids.join(',') : String(ids);
}

/** Exports take the list's filters; paging fields would be ignored by the server anyway. */
export function withoutPaging<Q extends object>(query: Q): Omit<Q, 'pageNum' | 'pageSize'> {
  const { pageNum: _n, pageSize: _s, ...rest } = query as Q & { pageNum?: unknown; pageSize?: unknown };
  return rest;
}
