import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { userEntity, userPassword } from '../../../../../src/shared/contract/entities/index';
import { idListSchema, idSchema } from '../../../../../src/shared/contract/kit/index';
import { hashPassword } from '../../../lib/password';
import { ServiceError, success, successData, toAjax } from '../../../lib/result';
import { nowText } from '../../../lib/time';
import { BusinessType } from '../../../plugins/oper-log';
import { requirePermi } from '../../../plugins/permissions';
import { sendXlsx } from '../../common/excel';
import { registerMultipart } from '../../common/storage';
import { registerCrud } from '../../kit/crud';
import { newPasswordProblem } from '../../login/account-rules';
import { statusField } from '../shared';
import { IMPORT_MAX_BYTES, importTemplate, importUsers, readUserSheet } from './import';
import { deptTreeSelect } from '../dept/service';
import { checkUserAllowed, setUserLinks, userFormOptions, userLinks, userService } from './service';

const P = userEntity.perms;
const log = (businessType: (typeof BusinessType)[keyof typeof BusinessType], saveResponse = true) =>
  ({ operLog: { title: userEntity.title, businessType, saveResponse } });

const userIdParam = z.object({ userId: idSchema('用户ID') });
const resetPwdBody = z.object({ userId: idSchema('用户ID'), password: userPassword });
const changeStatusBody = z.object({ userId: idSchema('用户ID'), status: statusField });
const authRoleQuery = z.object({ userId: idSchema('用户ID'), roleIds: z.preprocess((v) => (v === undefined || v === null ? '' : String(v)), z.string()) });
const importQuery = z.object({ updateSupport: z.preprocess((v) => v === 'true' || v === '1' || v === true, z.boolean()) });

/**
 * User endpoints (RuoYi SysUserController): the kit's list, add, edit, delete and export, and the user's own calls —
 * the form's options, a user with its roles and posts, 重置密码, the status switch, 分配角色, the dept tree and the
 * xlsx import. Every call by id checks the caller's data scope; user 1 cannot be changed.
 */
export const userRoutes: FastifyPluginAsync = async (app) => {
  await registerMultipart(app, IMPORT_MAX_BYTES);
  const db = app.db;

  registerCrud(app, userEntity, userService, ['query']);

  app.get('/system/user/deptTree', { preHandler: requirePermi(P.list) }, async (request) => successData(await deptTreeSelect(db, request)));

  /** the add form's options (RuoYi GET /system/user/ without an id) */
  app.get('/system/user/', { preHandler: requirePermi(P.query) }, async (request) => success(await userFormOptions(db, request)));

  app.get('/system/user/:userId', { preHandler: requirePermi(P.query) }, async (request) => {
    const { userId } = userIdParam.parse(request.params);
    const user = await userService.get(db, userId, request);
    if (!user) return success(await userFormOptions(db, request));
    return success({ data: user, ...(await userLinks(db, userId)), ...(await userFormOptions(db, request)) });
  });

  app.put('/system/user/resetPwd', { preHandler: requirePermi(P.resetPwd), config: log(BusinessType.UPDATE) }, async (request) => {
    const { userId, password } = resetPwdBody.parse(request.body);
    checkUserAllowed(userId);
    await userService.denyOutOfScope(db, [userId], request);
    const target = await db.selectFrom('sys_user').select('user_name').where('user_id', '=', userId).where('del_flag', '=', '0').executeTakeFirst();
    if (!target) return toAjax(0);
    const problem = await newPasswordProblem(db, password, target.user_name);
    if (problem) throw new ServiceError(problem);
    const r = await db.updateTable('sys_user').set({ password: await hashPassword(password), pwd_update_date: nowText(), update_by: request.loginUser!.userName, update_time: nowText() })
      .where('user_id', '=', userId).where('del_flag', '=', '0').executeTakeFirst();
    // a reset password ends the user's sessions
    await db.deleteFrom('sys_user_session').where('user_id', '=', userId).execute();
    return toAjax(r.numUpdatedRows);
  });

  app.put('/system/user/changeStatus', { preHandler: requirePermi(P.edit), config: log(BusinessType.UPDATE) }, async (request) => {
    const { userId, status } = changeStatusBody.parse(request.body);
    checkUserAllowed(userId);
    await userService.denyOutOfScope(db, [userId], request);
    const r = await db.updateTable('sys_user').set({ status, update_by: request.loginUser!.userName, update_time: nowText() })
      .where('user_id', '=', userId).where('del_flag', '=', '0').executeTakeFirst();
    return toAjax(r.numUpdatedRows);
  });

  /** 分配角色: the user and every role with `flag` set on those it holds */
  app.get('/system/user/authRole/:userId', { preHandler: requirePermi(P.query) }, async (request) => {
    const { userId } = userIdParam.parse(request.params);
    const user = await userService.get(db, userId, request);
    if (!user) throw new ServiceError('用户不存在');
    const { roleIds } = await userLinks(db, userId);
    const { roles } = await userFormOptions(db, request);
    return success({ user, roles: roles.map((r) => ({ ...r, flag: roleIds.includes(r.roleId) })) });
  });

  app.put('/system/user/authRole', { preHandler: requirePermi(P.edit), config: log(BusinessType.GRANT) }, async (request) => {
    const q = authRoleQuery.parse({ ...(request.query as object), ...((request.body as object | null) ?? {}) });
    const roleIds = q.roleIds ? idListSchema.parse(q.roleIds) : [];
    checkUserAllowed(q.userId);
    await userService.denyOutOfScope(db, [q.userId], request);
    const { roles } = await userFormOptions(db, request);
    const allowed = new Set(roles.map((r) => r.roleId));
    if (roleIds.some((id) => !allowed.has(id))) throw new ServiceError('没有权限访问角色数据！');
    await db.transaction().execute((trx) => setUserLinks(trx, q.userId, { roleIds }));
    return success();
  });

  app.post('/system/user/importTemplate', async (_request, reply) => sendXlsx(reply, await importTemplate(), 'user_template.xlsx'));

  app.post('/system/user/importData', { preHandler: requirePermi(P.import), config: log(BusinessType.IMPORT) }, async (request) => {
    const { updateSupport } = importQuery.parse(request.query);
    const part = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 }, throwFileSizeLimit: false });
    if (!part) throw new ServiceError('请选择要上传的文件');
    if (!/\.xlsx?$/i.test(part.filename)) throw new ServiceError('请上传 xls 或 xlsx 格式的文件');
    const data = await part.toBuffer();
    if (part.file.truncated) throw new ServiceError('上传文件大小不能超过5MB');
    const rows = await readUserSheet(data);
    return success({}, await importUsers(db, request, rows, updateSupport));
  });
};
