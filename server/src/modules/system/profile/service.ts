import type { SysUser } from '../../../../../src/shared/contract/index';
import type { Db } from '../../../db/index';
import { hashPassword, verifyPassword } from '../../../lib/password';
import { ServiceError } from '../../../lib/result';
import { nowText } from '../../../lib/time';
import { newPasswordProblem } from '../../login/account-rules';
import { clearAttempts, takeAttempt } from '../../login/retry-lock';
import { LOGIN_MSG } from '../../login/service';
import { endOtherSessions } from '../../login/token';
import { selectUserWithDeptAndRoles } from '../../login/user-info';

/** RuoYi SysProfileController messages. */
export const PROFILE_MSG = {
  phoneTaken: (userName: string) => `修改用户'${userName}'失败，手机号码已存在`,
  emailTaken: (userName: string) => `修改用户'${userName}'失败，邮箱账号已存在`,
  oldPasswordWrong: '修改密码失败，旧密码错误',
  sameAsOld: '新密码不能与旧密码相同',
  userMissing: '用户不存在',
} as const;

export interface ProfileData {
  data: SysUser;
  roleGroup: string;
  postGroup: string;
}

/** GET /system/user/profile: the user (dept, roles) and the comma-joined role and post names. */
export async function getProfile(db: Db, userId: number): Promise<ProfileData> {
  const user = await selectUserWithDeptAndRoles(db, userId);
  if (!user) throw new ServiceError(PROFILE_MSG.userMissing);
  const posts = await db
    .selectFrom('sys_post as p')
    .innerJoin('sys_user_post as up', 'up.post_id', 'p.post_id')
    .select('p.post_name')
    .where('up.user_id', '=', userId)
    .orderBy('p.post_sort')
    .execute();
  return {
    data: user,
    roleGroup: user.roles.map((r) => r.roleName).join(','),
    postGroup: posts.map((p) => p.post_name).join(','),
  };
}

export interface ProfileInput {
  nickName?: string;
  phonenumber?: string;
  email?: string;
  sex?: string;
}

/** PUT /system/user/profile: only nickName, phonenumber, email and sex; absent fields stay as they are. */
export async function updateProfile(db: Db, user: { userId: number; userName: string }, input: ProfileInput): Promise<number> {
  const taken = async (column: 'phonenumber' | 'email', value: string) =>
    (await db.selectFrom('sys_user').select('user_id').where(column, '=', value).where('del_flag', '=', '0')
      .where('user_id', '<>', user.userId).executeTakeFirst()) !== undefined;
  if (input.phonenumber && (await taken('phonenumber', input.phonenumber))) throw new ServiceError(PROFILE_MSG.phoneTaken(user.userName));
  if (input.email && (await taken('email', input.email))) throw new ServiceError(PROFILE_MSG.emailTaken(user.userName));

  const r = await db
    .updateTable('sys_user')
    .set({
      ...(input.nickName !== undefined ? { nick_name: input.nickName } : {}),
      ...(input.phonenumber !== undefined ? { phonenumber: input.phonenumber } : {}),
      ...(input.email !== undefined ? { email: input.email } : {}),
      ...(input.sex !== undefined ? { sex: input.sex } : {}),
      update_by: user.userName,
      update_time: nowText(),
    })
    .where('user_id', '=', user.userId)
    .where('del_flag', '=', '0')
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/**
 * PUT /system/user/profile/updatePwd: the old password must match (a wrong one counts towards the login's
 * 5-strike lock, and a locked account cannot change its password), the new one must differ and follow the
 * account rules (account-rules.ts: 8-20 characters, sys.account.chrtype, not the user name); sets
 * pwd_update_date (so the "change your initial password" prompt goes away) and ends the user's other sessions.
 */
export async function updatePassword(
  db: Db,
  user: { userId: number; userName: string; tokenId: string },
  oldPassword: string,
  newPassword: string,
  clientIp: string,
): Promise<number> {
  const row = await db.selectFrom('sys_user').select('password').where('user_id', '=', user.userId).where('del_flag', '=', '0').executeTakeFirst();
  if (!row) throw new ServiceError(PROFILE_MSG.userMissing);
  const attempt = await takeAttempt(db, user.userName, clientIp);
  if (!attempt.allowed) throw new ServiceError(LOGIN_MSG.locked);
  if (!(await verifyPassword(oldPassword, row.password))) throw new ServiceError(PROFILE_MSG.oldPasswordWrong);
  await clearAttempts(db, user.userName, clientIp);
  if (await verifyPassword(newPassword, row.password)) throw new ServiceError(PROFILE_MSG.sameAsOld);
  const problem = await newPasswordProblem(db, newPassword, user.userName);
  if (problem) throw new ServiceError(problem);

  const now = nowText();
  const password = await hashPassword(newPassword);
  return db.transaction().execute(async (trx) => {
    const r = await trx
      .updateTable('sys_user')
      .set({ password, pwd_update_date: now, update_by: user.userName, update_time: now })
      .where('user_id', '=', user.userId)
      .executeTakeFirst();
    await endOtherSessions(trx, user.userId, user.tokenId);
    return Number(r.numUpdatedRows);
  });
}

/** POST /system/user/profile/avatar: the stored path goes to sys_user.avatar (the old file is left alone). */
export async function updateAvatar(db: Db, user: { userId: number; userName: string }, avatar: string): Promise<number> {
  const r = await db.updateTable('sys_user').set({ avatar, update_by: user.userName, update_time: nowText() })
    .where('user_id', '=', user.userId).executeTakeFirst();
  return Number(r.numUpdatedRows);
}
