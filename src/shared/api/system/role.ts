/** Role calls (RuoYi api/system/role.js): the kit's CRUD calls plus status, data scope, dept tree and 分配用户. */
import type {
  AjaxResult, AuthUserQuery, AuthUserRow, RoleDataScopeForm, RoleDeptTreeResponse, SysRoleRow, TableDataInfo,
} from '@shared/contract';
import { roleEntity } from '@shared/contract/entities';
import { crudApi } from '../crud';
import { request } from '../request';

/** list / get / add / update (with `menuIds`, `menuCheckStrictly`) / remove / exportList (`role_<ts>.xlsx`). */
export const roleApi = crudApi(roleEntity);

/** PUT /system/role/changeStatus `{roleId, status}` */
export function changeRoleStatus(roleId: number, status: string): Promise<AjaxResult> {
  return request<AjaxResult>({ url: '/system/role/changeStatus', method: 'put', data: { roleId, status } });
}

/** PUT /system/role/dataScope `{roleId, dataScope, deptIds, deptCheckStrictly}` */
export function dataScope(data: RoleDataScopeForm): Promise<AjaxResult> {
  return request<AjaxResult>({ url: '/system/role/dataScope', method: 'put', data });
}

/** GET /system/role/deptTree/{roleId} → `{depts, checkedKeys}` */
export function deptTreeSelect(roleId: number | string): Promise<RoleDeptTreeResponse> {
  return request<RoleDeptTreeResponse>({ url: `/system/role/deptTree/${encodeURIComponent(String(roleId))}`, method: 'get' });
}

/** GET /system/role/optionselect: every role the caller may see. */
export function roleOptionselect(): Promise<AjaxResult<SysRoleRow[]>> {
  return request<AjaxResult<SysRoleRow[]>>({ url: '/system/role/optionselect', method: 'get' });
}

/** GET /system/role/authUser/allocatedList: the users holding the role (paged). */
export function allocatedUserList(query: AuthUserQuery): Promise<TableDataInfo<AuthUserRow>> {
  return request<TableDataInfo<AuthUserRow>>({ url: '/system/role/authUser/allocatedList', method: 'get', params: query });
}

/** GET /system/role/authUser/unallocatedList: the users not holding it (paged). */
export function unallocatedUserList(query: AuthUserQuery): Promise<TableDataInfo<AuthUserRow>> {
  return request<TableDataInfo<AuthUserRow>>({ url: '/system/role/authUser/unallocatedList', method: 'get', params: query });
}

/** PUT /system/role/authUser/cancel `{userId, roleId}` (JSON body) */
export function authUserCancel(roleId: number | string, userId: number): Promise<AjaxResult> {
  return request<AjaxResult>({ url: '/system/role/authUser/cancel', method: 'put', data: { userId, roleId: Number(roleId) } });
}

/** PUT /system/role/authUser/cancelAll?roleId=&userIds=1,2 */
export function authUserCancelAll(roleId: number | string, userIds: readonly number[]): Promise<AjaxResult> {
  return request<AjaxResult>({ url: '/system/role/authUser/cancelAll', method: 'put', params: { roleId, userIds: userIds.join(',') } });
}

/** PUT /system/role/authUser/selectAll?roleId=&userIds=1,2 */
export function authUserSelectAll(roleId: number | string, userIds: readonly number[]): Promise<AjaxResult> {
  return request<AjaxResult>({ url: '/system/role/authUser/selectAll', method: 'put', params: { roleId, userIds: userIds.join(',') } });
}
