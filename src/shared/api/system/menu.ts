/** Menu calls (RuoYi api/system/menu.js): the kit's get / add / update / remove, the flat list, tree selects and 保存排序. */
import type { AjaxResult, MenuListResponse, MenuQuery, RoleMenuTreeselectResponse, TreeSelectResponse } from '@shared/contract';
import { menuEntity } from '@shared/contract/entities';
import { crudApi } from '../crud';
import { request } from '../request';

/**
 * get / add / update ("新增菜单'x'失败，菜单名称已存在", "…地址必须以http(s)://开头", "…上级菜单不能选择自己") /
 * remove (warnings 存在子菜单,不允许删除 / 菜单已分配,不允许删除).
 */
export const menuApi = crudApi(menuEntity);

/** GET /system/menu/list: every menu the caller may see, flat (build the tree with handleTree). */
export function listMenu(query: MenuQuery = {}): Promise<MenuListResponse> {
  return request<MenuListResponse>({ url: '/system/menu/list', method: 'get', params: query });
}

/** GET /system/menu/treeselect: the caller's menus as a TreeSelect tree. */
export function menuTreeselect(): Promise<TreeSelectResponse> {
  return request<TreeSelectResponse>({ url: '/system/menu/treeselect', method: 'get' });
}

/** GET /system/menu/roleMenuTreeselect/{roleId} → `{menus, checkedKeys}` */
export function roleMenuTreeselect(roleId: number | string): Promise<RoleMenuTreeselectResponse> {
  return request<RoleMenuTreeselectResponse>({ url: `/system/menu/roleMenuTreeselect/${encodeURIComponent(String(roleId))}`, method: 'get' });
}

/** PUT /system/menu/updateSort `{menuIds: "1,2", orderNums: "3,4"}` */
export function updateMenuSort(changes: readonly { menuId: number; orderNum: number }[]): Promise<AjaxResult> {
  return request<AjaxResult>({
    url: '/system/menu/updateSort',
    method: 'put',
    data: { menuIds: changes.map((c) => c.menuId).join(','), orderNums: changes.map((c) => c.orderNum).join(',') },
  });
}
