import { type MyInfo, SCHOOL_AUTH_STATUS } from '../../../../src/shared/contract/index';
import type { Db } from '../../db/index';
import { ServiceError } from '../../lib/result';

/** The member's own account as the member centre shows it (getMyInfo, updateMyInfo, bindPhone answer it). */
export async function myInfo(db: Db, userId: number): Promise<MyInfo> {
  const u = await db
    .selectFrom('sys_user')
    .select(['user_id', 'user_name', 'nick_name', 'avatar', 'sex', 'email', 'phonenumber', 'user_type', 'auth_status', 'create_time'])
    .where('user_id', '=', userId)
    .where('del_flag', '=', '0')
    .executeTakeFirst();
  if (!u) throw new ServiceError('用户不存在', 404);
  const schools = await db
    .selectFrom('bbs_school_auth as a')
    .innerJoin('bbs_school as s', 's.school_id', 'a.school_id')
    .select(['a.school_id', 's.school_name', 'a.role'])
    .where('a.user_id', '=', userId)
    .where('a.status', '=', SCHOOL_AUTH_STATUS.APPROVED)
    .where('a.del_flag', '=', '0')
    .orderBy('a.auth_id')
    .execute();
  const seen = new Set<number>();
  return {
    userId: Number(u.user_id),
    userName: u.user_name,
    nickName: u.nick_name,
    avatar: u.avatar ?? '',
    sex: (['0', '1', '2'].includes(u.sex) ? u.sex : '2') as MyInfo['sex'],
    email: u.email ?? '',
    phonenumber: u.phonenumber ?? '',
    userType: u.user_type,
    authStatus: u.auth_status ?? '0',
    createTime: u.create_time ?? '',
    schools: schools
      .filter((s) => !seen.has(Number(s.school_id)) && seen.add(Number(s.school_id)))
      .map((s) => ({ schoolId: Number(s.school_id), schoolName: s.school_name, role: s.role })),
  };
}
