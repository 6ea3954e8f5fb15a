import { type MyInfo, SCHOOL_AUTH_STATUS } from '../../../../src/shared/contract/index';
import type { Db } from '../../db/index';
import type { Lang } from '../../lib/lang';
import { ServiceError } from '../../lib/result';
import { plainText } from '../../lib/sanitize';
import { nowText } from '../../lib/time';
import { invalidateBbsCache } from '../bbs/cache';
import { num, pick } from '../bbs/query';
import { PROFILE_MSG, updateProfile } from '../system/profile/service';

/** getMyInfo: the caller's account and the schools it is approved for (bbs_school_auth status '2', present). */
export async function getMyInfo(db: Db, userId: number, lang: Lang): Promise<MyInfo> {
  const u = await db
    .selectFrom('sys_user')
    .select(['user_id', 'user_name', 'nick_name', 'avatar', 'sex', 'email', 'phonenumber', 'user_type', 'auth_status', 'create_time'])
    .where('user_id', '=', userId)
    .where('del_flag', '=', '0')
    .executeTakeFirst();
  if (!u) throw new ServiceError(PROFILE_MSG.userMissing, 404);
  const schools = await db
    .selectFrom('bbs_school_auth as a')
    .innerJoin('bbs_school as s', 's.school_id', 'a.school_id')
    .select(['s.school_id', 's.school_name', 's.school_name_en', 'a.role'])
    .where('a.user_id', '=', userId)
    .where('a.status', '=', SCHOOL_AUTH_STATUS.APPROVED)
    .where('a.del_flag', '=', '0')
    .orderBy('a.auth_id')
    .execute();
  return {
    userId: num(u.user_id),
    userName: u.user_name,
    nickName: u.nick_name,
    avatar: u.avatar ?? '',
    sex: (['0', '1', '2'].includes(u.sex) ? u.sex : '2') as MyInfo['sex'],
    email: u.email ?? '',
    phonenumber: u.phonenumber ?? '',
    userType: u.user_type,
    authStatus: u.auth_status || '0',
    createTime: u.create_time ?? '',
    schools: schools.map((s) => ({ schoolId: num(s.school_id), schoolName: pick(lang, s.school_name, s.school_name_en), role: s.role })),
  };
}

/**
 * updateMyInfo: nick name, sex and email through the profile's update (the same uniqueness checks), and the avatar
 * ('' = the default; absent = unchanged). Names are plain text, stored as typed. The author name of the member's
 * own posts and replies follows the new nick name.
 */
export async function updateMyInfo(
  db: Db, user: { userId: number; userName: string }, b: { nickName: string; sex: string; email: string; avatar?: string },
): Promise<void> {
  const nickName = plainText(b.nickName);
  await updateProfile(db, user, { nickName, sex: b.sex, email: b.email });
  if (b.avatar !== undefined) {
    await db.updateTable('sys_user').set({ avatar: b.avatar, update_time: nowText() }).where('user_id', '=', user.userId).execute();
  }
  const renamed = await db.updateTable('bbs_post').set({ author_name: nickName }).where('user_id', '=', user.userId)
    .where('author_name', '<>', nickName).executeTakeFirst();
  const renamedReplies = await db.updateTable('bbs_post_reply').set({ author_name: nickName }).where('user_id', '=', user.userId)
    .where('author_name', '<>', nickName).executeTakeFirst();
  if (Number(renamed.numUpdatedRows) + Number(renamedReplies.numUpdatedRows) > 0) invalidateBbsCache(db);
}
