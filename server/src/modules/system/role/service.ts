import type { FastifyRequest } from 'fastify';
import { type ExpressionBuilder, sql } from 'kysely';
import type { AuthUserRow, TreeSelect } from '../../../../../src/shared/contract/index';
import { roleEntity, SUPER_ADMIN_ROLE_ID } from '../../../../../src/shared/contract/entities/index';
import type { Db } from '../../../db/index';
import { ServiceError } from '../../../lib/result';
import { nowText } from '../../../lib/time';
import { likeFilter, paginate } from '../../common/list-query';
import { crudService, type DbRow, type WriteMode } from '../../kit/crud';
import { type DataScope, loadDataScope, scopeCondition } from '../data-scope';
import { deptTreeSelect } from '../dept/service';

const action = (mode: WriteMode) => (mode === 'add' ? '新增' : '修改');

export const ROLE_MSG = {
  nameExists: (mode: WriteMode, name: string) => `${action(mode)}角色'${name}'失败，角色名称已存在`,
  keyExists: (mode: WriteMode, name: string) => `${action(mode)}角色'${name}'失败，角色权限已存在`,
  superAdmin: '不允许操作超级管理员角色',
  assigned: (name: string) => `${name}已分配,不能删除`,
  denied: '没有权限访问角色数据！',
  userDenied: '没有权限访问用户数据！',
} as const;

/** RuoYi checkRoleAllowed: the super-admin role is never changed through the API. */
export function checkRoleAllowed(roleId: number): void {
  if (roleId === SUPER_ADMIN_ROLE_ID) throw new ServiceError(ROLE_MSG.superAdmin);
}

/** The caller's data scope, or undefined when it sees everything (or there is no caller). */
async function callerScope(request: FastifyRequest | undefined): Promise<DataScope | undefined> {
  const user = request?.loginUser;
  if (!user) return undefined;
  const scope = await loadDataScope(request.server.db, user);
  return scope.all ? undefined : scope;
}

/**
 * RuoYi's role list joins sys_user_role → sys_user → sys_dept `d` and applies @DataScope(deptAlias = "d"): a role is
 * seen when some user holding it lies in the caller's scope (by dept; scope 5 gives nothing without a user alias).
 * The same, as an `exists` over the holders, so a role appears once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const roleInScope = (scope: DataScope) => (eb: ExpressionBuilder<any, any>) =>
  eb.exists(
    eb.selectFrom('sys_user_role as sur')
      .innerJoin('sys_user as su', 'su.user_id', 'sur.user_id')
      .select(sql`1`.as('one'))
      .whereRef('sur.role_id', '=', 'sys_role.role_id')
      .where((inner) => scopeCondition(inner, scope, { dept: 'su.dept_id' })),
  );

export function toRoleRow(r: DbRow) {
  const roleId = Number(r.role_id);
  return {
    roleId,
    roleName: String(r.role_name),
    roleKey: String(r.role_key),
    roleSort: Number(r.role_sort),
    dataScope: String(r.data_scope),
    menuCheckStrictly: Number(r.menu_check_strictly) === 1,
    deptCheckStrictly: Number(r.dept_check_strictly) === 1,
    status: String(r.status),
    delFlag: String(r.del_flag),
    admin: roleId === SUPER_ADMIN_ROLE_ID,
    flag: false,
    createBy: String(r.create_by ?? ''),
    createTime: (r.create_time as string | null) ?? null,
    updateBy: String(r.update_by ?? ''),
    updateTime: (r.update_time as string | null) ?? null,
    remark: (r.remark as string | null) ?? null,
  };
}

/** Replaces the menus of a role by those of `menuIds` that exist. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function setRoleMenus(trx: any, roleId: number, menuIds: number[]): Promise<void> {
  const db = trx as Db;
  await db.deleteFrom('sys_role_menu').where('role_id', '=', roleId).execute();
  if (menuIds.length === 0) return;
  const known = await db.selectFrom('sys_menu').select('menu_id').where('menu_id', 'in', menuIds).execute();
  if (known.length) await db.insertInto('sys_role_menu').values(known.map((m) => ({ role_id: roleId, menu_id: Number(m.menu_id) }))).execute();
}

export const roleService = crudService(roleEntity, {
  table: 'sys_role',
  hooks: {
    toRow: toRoleRow,
    columns: (input) => ({
      role_name: input.roleName,
      role_key: input.roleKey,
      role_sort: input.roleSort,
      status: input.status,
      menu_check_strictly: input.menuCheckStrictly ? 1 : 0,
      dept_check_strictly: input.deptCheckStrictly ? 1 : 0,
      remark: input.remark,
    }),
    async validate({ db }, input, mode, id) {
      if (id !== undefined) checkRoleAllowed(id);
      const taken = async (column: 'role_name' | 'role_key', value: string) => {
        let q = db.selectFrom('sys_role').select('role_id').where(column, '=', value).where('del_flag', '=', '0');
        if (id !== undefined) q = q.where('role_id', '<>', id);
        return !!(await q.executeTakeFirst());
      };
      if (await taken('role_name', input.roleName)) throw new ServiceError(ROLE_MSG.nameExists(mode, input.roleName));
      if (await taken('role_key', input.roleKey)) throw new ServiceError(ROLE_MSG.keyExists(mode, input.roleName));
    },
    afterInsert: (trx, id, input) => setRoleMenus(trx, id, input.menuIds),
    beforeUpdate: (trx, before, input) => setRoleMenus(trx, Number(before.role_id), input.menuIds),
    /** RuoYi deleteRoleByIds: role 1 and roles still held by a user are refused (then nothing is deleted) */
    async beforeRemove(trx, rows) {
      for (const r of rows) {
        checkRoleAllowed(Number(r.role_id));
        const held = await trx.selectFrom('sys_user_role').select('user_id').where('role_id', '=', r.role_id).limit(1).executeTakeFirst();
        if (held) throw new ServiceError(ROLE_MSG.assigned(String(r.role_name)));
      }
      const ids = rows.map((r) => r.role_id);
      if (ids.length === 0) return;
      await trx.deleteFrom('sys_role_menu').where('role_id', 'in', ids).execute();
      await trx.deleteFrom('sys_role_dept').where('role_id', 'in', ids).execute();
    },
    async scope(request) {
      const scope = await callerScope(request);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      return (q: any) => {
        const live = q.where('sys_role.del_flag', '=', '0');
        return scope ? live.where(roleInScope(scope)) : live;
      };
    },
    scopeDenied: ROLE_MSG.denied,
  },
});

/** RuoYi checkRoleDataScope: refuses a role the caller may not see (or that does not exist). */
export async function checkRoleDataScope(db: Db, roleId: number, request: FastifyRequest): Promise<void> {
  await roleService.denyOutOfScope(db, [roleId], request);
}

/** Role 1 refused, the role in the caller's scope; resolves the role's row. */
export async function editableRole(db: Db, roleId: number, request: FastifyRequest) {
  checkRoleAllowed(roleId);
  await checkRoleDataScope(db, roleId, request);
  const role = await roleService.get(db, roleId, request);
  if (!role) throw new ServiceError(ROLE_MSG.denied);
  return role;
}

/** PUT /system/role/changeStatus */
export async function changeRoleStatus(db: Db, roleId: number, status: string, by: string): Promise<number> {
  const r = await db.updateTable('sys_role').set({ status, update_by: by, update_time: nowText() }).where('role_id', '=', roleId).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** PUT /system/role/dataScope: the scope, the linkage flag and (for scope 2) the custom depts, in one transaction. */
export async function authDataScope(
  db: Db,
  input: { roleId: number; dataScope: string; deptIds: number[]; deptCheckStrictly: boolean },
  by: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const r = await trx.updateTable('sys_role')
      .set({ data_scope: input.dataScope, dept_check_strictly: input.deptCheckStrictly ? 1 : 0, update_by: by, update_time: nowText() })
      .where('role_id', '=', input.roleId).executeTakeFirst();
    await trx.deleteFrom('sys_role_dept').where('role_id', '=', input.roleId).execute();
    const deptIds = input.dataScope === '2' ? input.deptIds : [];
    if (deptIds.length) {
      const known = await trx.selectFrom('sys_dept').select('dept_id').where('dept_id', 'in', deptIds).execute();
      if (known.length) await trx.insertInto('sys_role_dept').values(known.map((d) => ({ role_id: input.roleId, dept_id: Number(d.dept_id) }))).execute();
    }
    return Number(r.numUpdatedRows);
  });
}

/** GET /system/role/deptTree/{roleId}: the depts the caller may see as a tree, and the role's custom depts. */
export async function roleDeptTree(db: Db, roleId: number, request: FastifyRequest): Promise<{ depts: TreeSelect[]; checkedKeys: number[] }> {
  const tree = await deptTreeSelect(db, request);

  const role = await db.selectFrom('sys_role').select('dept_check_strictly').where('role_id', '=', roleId).executeTakeFirst();
  if (!role) return { depts: tree, checkedKeys: [] };
  let k = db.selectFrom('sys_dept as d').innerJoin('sys_role_dept as rd', 'rd.dept_id', 'd.dept_id').select('d.dept_id').where('rd.role_id', '=', roleId);
  if (role.dept_check_strictly) {
    // RuoYi selectDeptListByRoleId: with linkage, only depts that are not the parent of another checked dept
    k = k.where('d.dept_id', 'not in', (eb) => eb.selectFrom('sys_dept as p')
      .innerJoin('sys_role_dept as prd', 'prd.dept_id', 'p.dept_id')
      .select('p.parent_id')
      .where('prd.role_id', '=', roleId));
  }
  const checked = await k.orderBy('d.parent_id').orderBy('d.order_num').execute();
  return { depts: tree, checkedKeys: checked.map((d) => Number(d.dept_id)) };
}

// ---------------------------------------------------------------------------------------------
// 分配用户: the users holding a role and those who do not (RuoYi selectAllocatedList / selectUnallocatedList,
// @DataScope(deptAlias = "d", userAlias = "u"))

export interface AuthUserFilter {
  roleId: number;
  userName?: string;
  phonenumber?: string;
  pageNum: number;
  pageSize: number;
}

const toAuthUser = (r: DbRow): AuthUserRow => ({
  userId: Number(r.user_id),
  deptId: r.dept_id === null || r.dept_id === undefined ? null : Number(r.dept_id),
  userName: String(r.user_name),
  nickName: String(r.nick_name),
  email: String(r.email ?? ''),
  phonenumber: String(r.phonenumber ?? ''),
  status: String(r.status),
  createTime: (r.create_time as string | null) ?? null,
});

export async function authUserList(
  db: Db,
  allocated: boolean,
  f: AuthUserFilter,
  request: FastifyRequest,
): Promise<{ rows: AuthUserRow[]; total: number }> {
  const scope = await callerScope(request);
  const base = () => {
    let q = db.selectFrom('sys_user as u').where('u.del_flag', '=', '0');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const holds = (eb: ExpressionBuilder<any, any>) =>
      eb.exists(eb.selectFrom('sys_user_role as ur').select(sql`1`.as('one')).whereRef('ur.user_id', '=', 'u.user_id').where('ur.role_id', '=', f.roleId));
    q = q.where((eb) => (allocated ? holds(eb) : eb.not(holds(eb))));
    if (f.userName) q = q.where(likeFilter('u.user_name', f.userName));
    if (f.phonenumber) q = q.where(likeFilter('u.phonenumber', f.phonenumber));
    if (scope) q = q.where((eb) => scopeCondition(eb, scope, { dept: 'u.dept_id', user: 'u.user_id' }));
    return q;
  };
  return paginate(
    f,
    async () => Number((await base().select(sql`count(*)`.as('n')).executeTakeFirstOrThrow()).n),
    async (limit, offset) =>
      (await base()
        .select(['u.user_id', 'u.dept_id', 'u.user_name', 'u.nick_name', 'u.email', 'u.phonenumber', 'u.status', 'u.create_time'])
        .orderBy('u.user_id').limit(limit).offset(offset).execute()).map((r) => toAuthUser(r as unknown as DbRow)),
  );
}

/** The users exist, are not deleted and lie in the caller's scope (else 没有权限访问用户数据！). */
async function checkUsersInScope(db: Db, userIds: number[], request: FastifyRequest): Promise<void> {
  const scope = await callerScope(request);
  let q = db.selectFrom('sys_user as u').select('u.user_id').where('u.user_id', 'in', userIds).where('u.del_flag', '=', '0');
  if (scope) q = q.where((eb) => scopeCondition(eb, scope, { dept: 'u.dept_id', user: 'u.user_id' }));
  if ((await q.execute()).length < userIds.length) throw new ServiceError(ROLE_MSG.userDenied);
}

/** PUT /system/role/authUser/selectAll: grants the role to the users (those who hold it already are skipped). */
export async function insertAuthUsers(db: Db, roleId: number, userIds: number[], request: FastifyRequest): Promise<number> {
  await checkUsersInScope(db, userIds, request);
  return db.transaction().execute(async (trx) => {
    const held = new Set((await trx.selectFrom('sys_user_role').select('user_id').where('role_id', '=', roleId).where('user_id', 'in', userIds).execute())
      .map((r) => Number(r.user_id)));
    const fresh = userIds.filter((id) => !held.has(id));
    if (fresh.length) await trx.insertInto('sys_user_role').values(fresh.map((user_id) => ({ user_id, role_id: roleId }))).execute();
    return userIds.length;
  });
}

/** PUT /system/role/authUser/cancel|cancelAll: takes the role from the users. */
export async function deleteAuthUsers(db: Db, roleId: number, userIds: number[]): Promise<number> {
  const r = await db.deleteFrom('sys_user_role').where('role_id', '=', roleId).where('user_id', 'in', userIds).executeTakeFirst();
  return Number(r.numDeletedRows);
}
