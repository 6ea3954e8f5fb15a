import type { FastifyPluginAsync } from 'fastify';
import { menuEntity, menuSortBody } from '../../../../../src/shared/contract/entities/index';
import { success, successData } from '../../../lib/result';
import { BusinessType } from '../../../plugins/oper-log';
import { requireAnyPermi, requirePermi } from '../../../plugins/permissions';
import { registerCrud } from '../../kit/crud';
import { checkRoleDataScope } from '../role/service';
import { menuService, menuTreeSelect, roleMenuIds, selectMenuList, updateMenuSort } from './service';

const filterOf = (query: unknown) => menuEntity.exportQuery.parse(query ?? {}) as { menuName?: string; visible?: string; status?: string };

/**
 * Menu endpoints (RuoYi SysMenuController): the kit's get / add / edit / delete (with the menu's rules as hooks),
 * the flat list (not paged), the tree selects and 保存排序. What changes here shows in /getRouters on the next load.
 */
export const menuRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;

  /** The menus the caller may see (all for the admin), flat, by parent and order. */
  app.get('/system/menu/list', { preHandler: requirePermi(menuEntity.perms.list) }, async (request) =>
    successData(await selectMenuList(db, request.loginUser!.userId, filterOf(request.query))));

  /** Any logged-in user, as RuoYi: the tree of the menus the caller may see. */
  app.get('/system/menu/treeselect', async (request) =>
    successData(menuTreeSelect(await selectMenuList(db, request.loginUser!.userId, filterOf(request.query)))));

  /**
   * The caller's menu tree and the role's menus. RuoYi leaves this open to any logged-in user; we ask for a role
   * permission and the role within the caller's data scope, since it tells what another role holds (the role page,
   * the only caller, has them).
   */
  app.get('/system/menu/roleMenuTreeselect/:roleId', {
    preHandler: requireAnyPermi('system:role:query', 'system:role:add', 'system:role:edit'),
  }, async (request) => {
    const roleId = menuEntity.idParam.parse((request.params as { roleId: unknown }).roleId);
    await checkRoleDataScope(db, roleId, request);
    const [menus, checkedKeys] = await Promise.all([selectMenuList(db, request.loginUser!.userId), roleMenuIds(db, roleId)]);
    return success({ checkedKeys, menus: menuTreeSelect(menus) });
  });

  app.put('/system/menu/updateSort', {
    preHandler: requirePermi(menuEntity.perms.edit),
    config: { operLog: { title: '保存菜单排序', businessType: BusinessType.UPDATE } },
  }, async (request) => {
    const { menuIds, orderNums } = menuSortBody.parse(request.body);
    await updateMenuSort(db, menuIds, orderNums, request.loginUser!.userName);
    return success();
  });

  registerCrud(app, menuEntity, menuService);
};
