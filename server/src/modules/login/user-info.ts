import type { GetInfoResponse, SysDept, SysRole, SysUser } from '../../../../src/shared/contract/index';
import type { Db } from '../../db/index';
import { parseDateTime } from '../../lib/time';
import type { LoginUser } from '../../plugins/auth';
import { getConfigValues } from '../system/config/service';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The user object of /getInfo (and later the profile page): dept and roles included, password never. */
export async function selectUserWithDeptAndRoles(db: Db, userId: number): Promise<SysUser | null> {
  const u = await db.selectFrom('sys_user').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!u) return null;
  const [dept, roles] = await Promise.all([
    u.dept_id === null
      ? Promise.resolve(undefined)
      : db.selectFrom('sys_dept').select(['dept_id', 'parent_id', 'ancestors', 'dept_name', 'order_num', 'leader', 'status'])
        .where('dept_id', '=', u.dept_id).executeTakeFirst(),
    db.selectFrom('sys_role as r')
      .innerJoin('sys_user_role as ur', 'ur.role_id', 'r.role_id')
      .select(['r.role_id', 'r.role_name', 'r.role_key', 'r.role_sort', 'r.data_scope', 'r.status'])
      .where('ur.user_id', '=', userId)
      .where('r.del_flag', '=', '0')
      .orderBy('r.role_sort')
      .execute(),
  ]);
  const sysDept: SysDept | null = dept
    ? { deptId: dept.dept_id, parentId: dept.parent_id, ancestors: dept.ancestors, deptName: dept.dept_name, orderNum: dept.order_num, leader: dept.leader, status: dept.status }
    : null;
  const sysRoles: SysRole[] = roles.map((r) => ({
    roleId: r.role_id, roleName: r.role_name, roleKey: r.role_key, roleSort: r.role_sort, dataScope: r.data_scope, status: r.status,
  }));
  return {
    userId: u.user_id,
    deptId: u.dept_id,
    userName: u.user_name,
    nickName: u.nick_name,
    userType: u.user_type,
    email: u.email,
    phonenumber: u.phonenumber,
    sex: u.sex,
    avatar: u.avatar,
    status: u.status,
    loginIp: u.login_ip,
    loginDate: u.login_date,
    pwdUpdateDate: u.pwd_update_date,
    createTime: u.create_time,
    remark: u.remark,
    authStatus: u.auth_status,
    dept: sysDept,
    roles: sysRoles,
  };
}

/** sys.account.initPasswordModify == 1 and the password was never changed. */
export function isDefaultModifyPwd(initPasswordModify: string | undefined, pwdUpdateDate: string | null): boolean {
  return Number(initPasswordModify) === 1 && !pwdUpdateDate;
}

/** sys.account.passwordValidateDays > 0 and the password is older than that (or was never changed). */
export function isPasswordExpired(validateDays: string | undefined, pwdUpdateDate: string | null, now = Date.now()): boolean {
  const days = Number(validateDays);
  if (!Number.isFinite(days) || days <= 0) return false;
  if (!pwdUpdateDate) return true;
  const changed = parseDateTime(pwdUpdateDate);
  return Number.isNaN(changed) || Math.floor((now - changed) / DAY_MS) > days;
}

/** GET /getInfo (contract 3.1). */
export async function getInfo(db: Db, loginUser: LoginUser): Promise<Omit<GetInfoResponse, 'code' | 'msg'> | null> {
  const user = await selectUserWithDeptAndRoles(db, loginUser.userId);
  if (!user) return null;
  const cfg = await getConfigValues(db, ['sys.account.chrtype', 'sys.account.initPasswordModify', 'sys.account.passwordValidateDays']);
  return {
    user,
    roles: loginUser.roles,
    permissions: loginUser.permissions,
    pwdChrtype: cfg.get('sys.account.chrtype')?.trim() || '0',
    isDefaultModifyPwd: isDefaultModifyPwd(cfg.get('sys.account.initPasswordModify'), user.pwdUpdateDate),
    isPasswordExpired: isPasswordExpired(cfg.get('sys.account.passwordValidateDays'), user.pwdUpdateDate),
  };
}
