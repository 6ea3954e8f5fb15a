import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/index';
import type { LoginUser } from '../../plugins/auth';
import { menuPermissions, rolePermissions } from './permission';
import { bearerToken, deleteSession, readTokenId, touchSession } from './token';

/** Resolves the caller from the Authorization header: token → live session → enabled user → roles/perms. */
export async function resolveLoginUser(db: Db, secret: string, request: FastifyRequest): Promise<LoginUser | null> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return null;
  const tokenId = await readTokenId(secret, token);
  if (!tokenId) return null;
  const session = await touchSession(db, tokenId);
  if (!session) return null;

  const user = await db
    .selectFrom('sys_user as u')
    .leftJoin('sys_dept as d', 'd.dept_id', 'u.dept_id')
    .select(['u.user_id', 'u.dept_id', 'u.user_name', 'u.nick_name', 'u.user_type', 'u.status', 'u.del_flag', 'd.dept_name'])
    .where('u.user_id', '=', session.user_id)
    .executeTakeFirst();
  if (!user || user.status !== '0' || user.del_flag !== '0') {
    // a disabled or deleted account loses its sessions at once
    await deleteSession(db, tokenId);
    return null;
  }
  const [roles, permissions] = await Promise.all([rolePermissions(db, user.user_id), menuPermissions(db, user.user_id)]);
  return {
    userId: user.user_id,
    deptId: user.dept_id,
    deptName: user.dept_name ?? null,
    userName: user.user_name,
    nickName: user.nick_name,
    userType: user.user_type,
    tokenId,
    roles,
    permissions,
    ipaddr: session.ipaddr,
    loginTime: session.login_time,
    expireAt: session.expire_at,
  };
}
