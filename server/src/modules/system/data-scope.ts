import type { FastifyRequest } from 'fastify';
import { type ExpressionBuilder, sql, type SqlBool, type Expression } from 'kysely';
import type { Db } from '../../db/index';
import type { LoginUser } from '../../plugins/auth';

/**
 * RuoYi's @DataScope, in SQL: what rows of users, roles and depts a caller may see and touch, from the data scope of
 * each of its enabled roles, OR-ed together:
 *   1 all · 2 custom depts (sys_role_dept) · 3 own dept · 4 own dept and below · 5 only oneself.
 * The super admin (user 1 or role `admin`) and any role with scope 1 see everything. A caller whose roles give no
 * condition sees nothing (RuoYi's `dept_id = 0`).
 */
export const DATA_SCOPE = { ALL: '1', CUSTOM: '2', DEPT: '3', DEPT_AND_CHILD: '4', SELF: '5' } as const;

export interface DataScope {
  all: boolean;
  userId: number;
  deptId: number | null;
  /** the role ids with scope 2 (custom), and whether any role has 3, 4 or 5 */
  customRoleIds: number[];
  dept: boolean;
  deptAndChild: boolean;
  self: boolean;
}

/** Whether the caller is the super admin (RuoYi `SecurityUtils.isAdmin` or role `admin`). */
export function isSuperAdmin(user: Pick<LoginUser, 'userId' | 'roles'>): boolean {
  return user.userId === 1 || user.roles.includes('admin');
}

/** The caller's data scope (one query over its enabled roles). */
export async function loadDataScope(db: Db, user: LoginUser): Promise<DataScope> {
  const base = { userId: user.userId, deptId: user.deptId, customRoleIds: [] as number[], dept: false, deptAndChild: false, self: false };
  if (isSuperAdmin(user)) return { ...base, all: true };
  const roles = await db
    .selectFrom('sys_user_role as ur')
    .innerJoin('sys_role as r', 'r.role_id', 'ur.role_id')
    .select(['r.role_id', 'r.data_scope'])
    .where('ur.user_id', '=', user.userId)
    .where('r.status', '=', '0')
    .where('r.del_flag', '=', '0')
    .execute();
  const scope: DataScope = { ...base, all: false };
  for (const r of roles) {
    if (r.data_scope === DATA_SCOPE.ALL) return { ...base, all: true };
    if (r.data_scope === DATA_SCOPE.CUSTOM) scope.customRoleIds.push(r.role_id);
    else if (r.data_scope === DATA_SCOPE.DEPT) scope.dept = true;
    else if (r.data_scope === DATA_SCOPE.DEPT_AND_CHILD) scope.deptAndChild = true;
    else if (r.data_scope === DATA_SCOPE.SELF) scope.self = true;
  }
  return scope;
}

/** `',' || ancestors || ','` contains `,<id>,`: the dept lies below `id` (portable: no find_in_set). */
export function descendantOf(ancestorsColumn: string, id: number): Expression<SqlBool> {
  return sql<SqlBool>`(',' || ${sql.ref(ancestorsColumn)} || ',') like ${`%,${id},%`}`;
}

/**
 * The condition of a scope on a query whose dept column is `deptColumn` and, where the rows belong to a user,
 * whose user column is `userColumn` (without one, scope 5 gives nothing, as RuoYi's).
 */
export function scopeCondition(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- applied to user, role and dept queries alike
  eb: ExpressionBuilder<any, any>,
  scope: DataScope,
  columns: { dept: string; user?: string },
): Expression<SqlBool> {
  const ors: Expression<SqlBool>[] = [];
  const dept = sql.ref(columns.dept);
  if (scope.customRoleIds.length) {
    ors.push(sql<SqlBool>`${dept} in (select rd.dept_id from sys_role_dept rd where rd.role_id in (${sql.join(scope.customRoleIds)}))`);
  }
  if (scope.dept && scope.deptId !== null) ors.push(sql<SqlBool>`${dept} = ${scope.deptId}`);
  if (scope.deptAndChild && scope.deptId !== null) {
    ors.push(sql<SqlBool>`${dept} in (select sd.dept_id from sys_dept sd where sd.dept_id = ${scope.deptId} or ${descendantOf('sd.ancestors', scope.deptId)})`);
  }
  if (scope.self && columns.user) ors.push(sql<SqlBool>`${sql.ref(columns.user)} = ${scope.userId}`);
  return ors.length ? eb.or(ors) : sql<SqlBool>`1 = 0`;
}

/**
 * A kit `scope` hook: narrows a query to the caller's data scope (nothing to add for the super admin or scope 1).
 * Without a caller (internal use) the query is left as it is.
 */
export function dataScopeHook(columns: { dept: string; user?: string }) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return async (request: FastifyRequest | undefined): Promise<((q: any) => any) | undefined> => {
    const user = request?.loginUser;
    if (!user) return undefined;
    const scope = await loadDataScope(request.server.db, user);
    if (scope.all) return undefined;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return (q: any) => q.where((eb: ExpressionBuilder<any, any>) => scopeCondition(eb, scope, columns));
  };
}
