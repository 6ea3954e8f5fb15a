import type { FastifyPluginAsync } from 'fastify';
import {
  authUserBody, authUserListQuery, authUsersQuery, roleDataScopeBody, roleEntity, roleStatusBody,
} from '../../../../../src/shared/contract/entities/index';
import { pageFields } from '../../../../../src/shared/contract/kit/index';
import { success, successData, tableData, toAjax } from '../../../lib/result';
import { BusinessType, type BusinessTypeValue } from '../../../plugins/oper-log';
import { requirePermi } from '../../../plugins/permissions';
import { registerCrud } from '../../kit/crud';
import {
  authDataScope, authUserList, changeRoleStatus, checkRoleAllowed, checkRoleDataScope, deleteAuthUsers, editableRole,
  insertAuthUsers, roleDeptTree, roleService,
} from './service';

const listQuery = authUserListQuery.extend(pageFields);
const log = (businessType: BusinessTypeValue) => ({ operLog: { title: roleEntity.title, businessType } });

/**
 * Role endpoints (RuoYi SysRoleController): the kit's CRUD calls (menus in the body, role 1 refused, data scope on
 * the list and every call by id), the status switch, the data scope dialog and its dept tree, the role options and
 * the 分配用户 page's lists and grants.
 */
export const roleRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const perms = roleEntity.perms;

  /** Every role the caller may see, by order (the user form's role select). */
  app.get('/system/role/optionselect', { preHandler: requirePermi(perms.query) }, async (request) =>
    successData(await roleService.all(db, {}, request)));

  app.put('/system/role/changeStatus', { preHandler: requirePermi(perms.edit), config: log(BusinessType.UPDATE) }, async (request) => {
    const { roleId, status } = roleStatusBody.parse(request.body);
    await editableRole(db, roleId, request);
    return toAjax(await changeRoleStatus(db, roleId, status, request.loginUser!.userName));
  });

  app.put('/system/role/dataScope', { preHandler: requirePermi(perms.edit), config: log(BusinessType.UPDATE) }, async (request) => {
    const input = roleDataScopeBody.parse(request.body);
    await editableRole(db, input.roleId, request);
    return toAjax(await authDataScope(db, input, request.loginUser!.userName));
  });

  app.get('/system/role/deptTree/:roleId', { preHandler: requirePermi(perms.query) }, async (request) => {
    const roleId = roleEntity.idParam.parse((request.params as { roleId: unknown }).roleId);
    await checkRoleDataScope(db, roleId, request);
    return success(await roleDeptTree(db, roleId, request));
  });

  app.get('/system/role/authUser/allocatedList', { preHandler: requirePermi(perms.list) }, async (request) => {
    const q = listQuery.parse(request.query);
    const { rows, total } = await authUserList(db, true, q, request);
    return tableData(rows, total);
  });

  app.get('/system/role/authUser/unallocatedList', { preHandler: requirePermi(perms.list) }, async (request) => {
    const q = listQuery.parse(request.query);
    const { rows, total } = await authUserList(db, false, q, request);
    return tableData(rows, total);
  });

  /** Granting or taking role 1 is refused too: the super admin is not handed out through the role pages. */
  const grantable = async (roleId: number, request: Parameters<typeof checkRoleDataScope>[2]) => {
    checkRoleAllowed(roleId);
    await checkRoleDataScope(db, roleId, request);
  };

  app.put('/system/role/authUser/cancel', { preHandler: requirePermi(perms.edit), config: log(BusinessType.GRANT) }, async (request) => {
    const { roleId, userId } = authUserBody.parse(request.body);
    await grantable(roleId, request);
    return toAjax(await deleteAuthUsers(db, roleId, [userId]));
  });

  app.put('/system/role/authUser/cancelAll', { preHandler: requirePermi(perms.edit), config: log(BusinessType.GRANT) }, async (request) => {
    const { roleId, userIds } = authUsersQuery.parse(request.query);
    await grantable(roleId, request);
    return toAjax(await deleteAuthUsers(db, roleId, userIds));
  });

  app.put('/system/role/authUser/selectAll', { preHandler: requirePermi(perms.edit), config: log(BusinessType.GRANT) }, async (request) => {
    const { roleId, userIds } = authUsersQuery.parse(request.query);
    await grantable(roleId, request);
    return toAjax(await insertAuthUsers(db, roleId, userIds, request));
  });

  registerCrud(app, roleEntity, roleService);
};
