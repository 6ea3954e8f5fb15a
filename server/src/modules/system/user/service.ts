import type { FastifyRequest } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { userEntity } from '../../../../../src/shared/contract/entities/index';
import type { BodyOf, RowOf } from '../../../../../src/shared/contract/kit/index';
import type { Db } from '../../../db/index';
import { hashPassword } from '../../../lib/password';
import { ServiceError } from '../../../lib/result';
import { nowText } from '../../../lib/time';
import { ACCOUNT_MSG, findConfusableUser, hasInvisibleChars, newPasswordProblem, normalizeUserName } from '../../login/account-rules';
import { crudService, type DbRow, type WriteContext, type WriteMode } from '../../kit/crud';
import { dataScopeHook, descendantOf, isSuperAdmin } from '../data-scope';
import { deptService } from '../dept/service';

type UserRow = RowOf<typeof userEntity>;
export type UserBody = BodyOf<typeof userEntity>;

const action = (mode: WriteMode) => (mode === 'add' ? '新增' : '修改');

/** RuoYi SysUserServiceImpl's refusals, with its messages. */
export const USER_MSG = {
  nameExists: (mode: WriteMode, name: string) => `${action(mode)}用户'${name}'失败，登录账号已存在`,
  phoneExists: (mode: WriteMode, name: string) => `${action(mode)}用户'${name}'失败，手机号码已存在`,
  emailExists: (mode: WriteMode, name: string) => `${action(mode)}用户'${name}'失败，邮箱账号已存在`,
  passwordRequired: '用户密码不能为空',
  superAdmin: '不允许操作超级管理员用户',
  deleteSelf: '当前用户不能删除',
  outOfScope: '没有权限访问用户数据！',
  roleOutOfScope: '没有权限访问角色数据！',
} as const;

export const SUPER_ADMIN_ID = 1;

/** Refuses any change to user 1 (RuoYi checkUserAllowed), whoever asks. */
export function checkUserAllowed(userId: number): void {
  if (userId === SUPER_ADMIN_ID) throw new ServiceError(USER_MSG.superAdmin);
}

/** The users a caller may see: its data scope on the user's dept, scope 5 on the user itself. */
export const userScope = dataScopeHook({ dept: 'dept_id', user: 'user_id' });

/** Roles the caller may hand out: enabled roles, never the admin role unless the caller is the super admin. */
async function checkRoles(db: Db, request: FastifyRequest | undefined, roleIds: number[]): Promise<void> {
  if (roleIds.length === 0) return;
  const user = request?.loginUser;
  let q = db.selectFrom('sys_role').select('role_id').where('role_id', 'in', roleIds).where('del_flag', '=', '0');
  if (user && !isSuperAdmin(user)) q = q.where('role_id', '<>', 1);
  const found = await q.execute();
  if (found.length !== new Set(roleIds).size) throw new ServiceError(USER_MSG.roleOutOfScope);
}

/** Replaces a user's roles and posts (inside the write's transaction). */
export async function setUserLinks(db: Db, userId: number, links: { roleIds?: number[]; postIds?: number[] }): Promise<void> {
  if (links.roleIds) {
    await db.deleteFrom('sys_user_role').where('user_id', '=', userId).execute();
    for (const role_id of new Set(links.roleIds)) await db.insertInto('sys_user_role').values({ user_id: userId, role_id }).execute();
  }
  if (links.postIds) {
    await db.deleteFrom('sys_user_post').where('user_id', '=', userId).execute();
    for (const post_id of new Set(links.postIds)) await db.insertInto('sys_user_post').values({ user_id: userId, post_id }).execute();
  }
}

async function taken(db: Db, column: 'user_name' | 'phonenumber' | 'email', value: string | null, exceptId?: number): Promise<boolean> {
  if (!value) return false;
  let q = db.selectFrom('sys_user').select('user_id').where(column, '=', value).where('del_flag', '=', '0');
  if (exceptId !== undefined) q = q.where('user_id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** RuoYi's uniqueness and scope checks of an add or an edit; resolves the derived columns (the password hash). */
export async function checkUserWrite(ctx: Pick<WriteContext, 'db' | 'request'>, body: UserBody, mode: WriteMode, id?: number): Promise<DbRow> {
  const { db, request } = ctx;
  const input = { ...body, userName: normalizeUserName(body.userName) };
  if (id !== undefined) checkUserAllowed(id);
  if (input.deptId !== null) await deptService.denyOutOfScope(db, [input.deptId], request);
  await checkRoles(db, request, input.roleIds);
  if (mode === 'add') {
    if (hasInvisibleChars(input.userName)) throw new ServiceError(ACCOUNT_MSG.nameInvisible);
    if (await taken(db, 'user_name', input.userName)) throw new ServiceError(USER_MSG.nameExists(mode, input.userName));
    const lookalike = await findConfusableUser(db, input.userName);
    if (lookalike) throw new ServiceError(ACCOUNT_MSG.nameConfusable(input.userName, lookalike));
  }
  if (await taken(db, 'phonenumber', input.phonenumber, id)) throw new ServiceError(USER_MSG.phoneExists(mode, input.userName));
  if (await taken(db, 'email', input.email, id)) throw new ServiceError(USER_MSG.emailExists(mode, input.userName));
  if (mode === 'add') {
    if (!input.password) throw new ServiceError(USER_MSG.passwordRequired);
    const problem = await newPasswordProblem(db, input.password, input.userName);
    if (problem) throw new ServiceError(problem);
    return { password: await hashPassword(input.password), pwd_update_date: nowText(), user_type: '00' };
  }
  return {};
}

export const userService = crudService(userEntity, {
  table: 'sys_user',
  softDelete: { column: 'del_flag', live: '0', deleted: '2' },
  hooks: {
    scope: userScope,
    scopeDenied: USER_MSG.outOfScope,
    /** the dept filter takes the dept and its subtree (RuoYi: dept_id = x or x in ancestors) */
    filter(q, filter) {
      const deptId = filter.deptId as number | undefined;
      if (!deptId) return q;
      return q.where(sql<SqlBool>`(dept_id = ${deptId} or dept_id in (select sd.dept_id from sys_dept sd where ${descendantOf('sd.ancestors', deptId)}))`);
    },
    async enrich(db, rows) {
      const deptIds = [...new Set(rows.map((r) => r.deptId).filter((d): d is number => d !== null))];
      const depts = deptIds.length
        ? await db.selectFrom('sys_dept').select(['dept_id', 'dept_name', 'leader']).where('dept_id', 'in', deptIds).execute()
        : [];
      const byId = new Map(depts.map((d) => [d.dept_id, { deptId: d.dept_id, deptName: d.dept_name, leader: d.leader }]));
      return rows.map((r) => ({ ...r, dept: r.deptId === null ? null : (byId.get(r.deptId) ?? null) }));
    },
    toRow: (r) => ({
      userId: Number(r.user_id), deptId: r.dept_id === null ? null : Number(r.dept_id), userName: String(r.user_name),
      nickName: String(r.nick_name), userType: String(r.user_type), email: String(r.email ?? ''), phonenumber: String(r.phonenumber ?? ''),
      sex: String(r.sex), avatar: String(r.avatar ?? ''), status: String(r.status), loginIp: String(r.login_ip ?? ''),
      loginDate: (r.login_date as string | null) ?? null, createBy: String(r.create_by ?? ''), createTime: (r.create_time as string | null) ?? null,
      updateBy: String(r.update_by ?? ''), updateTime: (r.update_time as string | null) ?? null, remark: (r.remark as string | null) ?? null,
      dept: null,
    } satisfies UserRow),
    validate: (ctx, input, mode, id) => checkUserWrite(ctx, input, mode, id),
    uniqueMessage: (input, mode) => USER_MSG.nameExists(mode, input.userName),
    /** the user name (NFKC) never changes on edit; empty contact fields are stored as '' (the columns are NOT NULL) */
    columns: (input, mode) => ({
      dept_id: input.deptId,
      ...(mode === 'add' ? { user_name: normalizeUserName(input.userName) } : {}),
      nick_name: input.nickName,
      email: input.email ?? '',
      phonenumber: input.phonenumber ?? '',
      sex: input.sex,
      status: input.status,
      remark: input.remark,
    }),
    async afterInsert(trx, id, input) {
      await setUserLinks(trx as unknown as Db, id, { roleIds: input.roleIds, postIds: input.postIds });
    },
    async beforeUpdate(trx, before, input) {
      await setUserLinks(trx as unknown as Db, Number(before.user_id), { roleIds: input.roleIds, postIds: input.postIds });
    },
    /** user 1 and the caller itself cannot be deleted (nothing is deleted then) */
    async beforeRemove(_trx, rows, ctx) {
      if (rows.some((r) => Number(r.user_id) === ctx.request?.loginUser?.userId)) throw new ServiceError(USER_MSG.deleteSelf);
      for (const r of rows) checkUserAllowed(Number(r.user_id));
    },
  },
});

/** The roles (enabled, without the admin role for anyone but the super admin) and posts the user form offers. */
export async function userFormOptions(db: Db, request: FastifyRequest) {
  const user = request.loginUser!;
  let roles = db.selectFrom('sys_role').selectAll().where('del_flag', '=', '0').orderBy('role_sort');
  if (!isSuperAdmin(user)) roles = roles.where('role_id', '<>', 1);
  const posts = await db.selectFrom('sys_post').selectAll().orderBy('post_sort').execute();
  return {
    roles: (await roles.execute()).map((r) => ({
      roleId: r.role_id, roleName: r.role_name, roleKey: r.role_key, roleSort: r.role_sort, dataScope: r.data_scope, status: r.status,
      admin: r.role_id === 1,
    })),
    posts: posts.map((p) => ({ postId: p.post_id, postCode: p.post_code, postName: p.post_name, postSort: p.post_sort, status: p.status })),
  };
}

/** The role and post ids of a user. */
export async function userLinks(db: Db, userId: number): Promise<{ roleIds: number[]; postIds: number[] }> {
  const roles = await db.selectFrom('sys_user_role').select('role_id').where('user_id', '=', userId).execute();
  const posts = await db.selectFrom('sys_user_post').select('post_id').where('user_id', '=', userId).execute();
  return { roleIds: roles.map((r) => r.role_id), postIds: posts.map((p) => p.post_id) };
}
