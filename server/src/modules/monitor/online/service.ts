import type { SysUserOnline } from '../../../../../src/shared/contract/entities/index';
import type { Db } from '../../../db/index';
import { likeFilter } from '../../common/list-query';
import { deleteSession } from '../../login/token';

/**
 * 在线用户 from the session store: every sys_user_session row not yet expired, newest login first. Sessions are
 * database rows that every request reads (modules/login/session.ts), so deleting one ends it on every process at once.
 */
export async function listOnline(db: Db, filter: { ipaddr?: string; userName?: string }, now = Date.now()): Promise<SysUserOnline[]> {
  let q = db.selectFrom('sys_user_session').selectAll().where('expire_at', '>', now);
  if (filter.ipaddr) q = q.where(likeFilter('ipaddr', filter.ipaddr));
  if (filter.userName) q = q.where(likeFilter('user_name', filter.userName));
  const rows = await q.orderBy('login_time', 'desc').orderBy('token_id').execute();
  return rows.map((r) => ({
    tokenId: r.token_id,
    userName: r.user_name,
    deptName: r.dept_name,
    ipaddr: r.ipaddr,
    loginLocation: r.login_location,
    browser: r.browser,
    os: r.os,
    loginTime: r.login_time,
  }));
}

/** 强退: ends the session `tokenId` (false when there was none). */
export const forceLogout = (db: Db, tokenId: string): Promise<boolean> => deleteSession(db, tokenId);

