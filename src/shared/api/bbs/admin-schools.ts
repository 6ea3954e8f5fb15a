/** 论坛管理 › 学校管理 / 红黑榜 / 城市管理 calls (the module kit's CRUD calls and each page's own). */
import type { AjaxResult } from '@shared/contract';
import { cityEntity, redBlackEntity, type RedBlackHistory, type SchoolAccount, schoolEntity } from '@shared/contract/entities';
import { crudApi } from '../crud';
import { request } from '../request';

/** list (filters: name zh/en, type, abroad, city, status) / get / add / update / remove (refused while posts, videos,
 * red/black entries or school accounts link the school: unpublish instead) / exportList. */
export const schoolAdminApi = crudApi(schoolEntity);

/** GET /bbs/school/accounts/{schoolId} (`bbs:school:query`): the school's approved school accounts. */
export function listSchoolAccounts(schoolId: number): Promise<AjaxResult<SchoolAccount[]>> {
  return request<AjaxResult<SchoolAccount[]>>({ url: `/bbs/school/accounts/${schoolId}`, method: 'get' });
}

/** list / get / add / update / remove (unpublishes: entries are never deleted) / exportList. */
export const redBlackAdminApi = crudApi(redBlackEntity);

/** GET /bbs/redBlack/history/{entryId} (`bbs:redBlack:query`): the entry's changes, newest first. */
export function listRedBlackHistory(entryId: number): Promise<AjaxResult<RedBlackHistory[]>> {
  return request<AjaxResult<RedBlackHistory[]>>({ url: `/bbs/redBlack/history/${entryId}`, method: 'get' });
}

/** list / get / add / update / remove (refused while anything uses the city's code) / exportList. */
export const cityAdminApi = crudApi(cityEntity);
