/** Dept calls (RuoYi api/system/dept.js): the kit's get/add/update/remove, the flat tree list, parent choices and 保存排序. */
import type { AjaxResult, DeptQuery, SysDeptRow } from '@shared/contract';
import { deptEntity } from '@shared/contract/entities';
import { crudApi } from '../crud';
import { request } from '../request';

/** get / add ("新增部门'x'失败，部门名称已存在") / update (moves the subtree along) / remove (refused with children or users) */
export const deptApi = crudApi(deptEntity);

/** GET /system/dept/list (`system:dept:list`): every dept in the caller's data scope, flat, in tree order. */
export function listDept(query: DeptQuery = {}): Promise<AjaxResult<SysDeptRow[]>> {
  return request<AjaxResult<SysDeptRow[]>>({ url: '/system/dept/list', method: 'get', params: query });
}

/** GET /system/dept/list/exclude/{deptId}: the parent choices of an edited dept (itself and its subtree left out). */
export function listDeptExcludeChild(deptId: number | string): Promise<AjaxResult<SysDeptRow[]>> {
  return request<AjaxResult<SysDeptRow[]>>({ url: `/system/dept/list/exclude/${encodeURIComponent(String(deptId))}`, method: 'get' });
}

/** PUT /system/dept/updateSort (`system:dept:edit`): `{deptIds: '1,2', orderNums: '3,4'}`. */
export function updateDeptSort(deptIds: readonly number[], orderNums: readonly number[]): Promise<AjaxResult> {
  return request<AjaxResult>({ url: '/system/dept/updateSort', method: 'put', data: { deptIds: deptIds.join(','), orderNums: orderNums.join(',') } });
}
