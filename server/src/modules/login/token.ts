import { randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/index';
import type { SessionRow } from '../../db/schema';
import type { ClientInfo } from '../../lib/client-info';
import { MINUTE_MS, nowText } from '../../lib/time';

/**
 * Sessions as RuoYi's TokenService has them: a random session id inside a JWT (claim `login_user_key`,
 * plus `sub` = user name, no `exp`); the sys_user_session row decides whether the session lives.
 * It lasts 30 minutes after the last use, and is pushed back when 20 minutes or less remain, so at most
 * one write per ~10 minutes per active user. Logout and force-logout delete the row.
 */
export const SESSION_TTL_MS = 30 * MINUTE_MS;
export const SESSION_REFRESH_THRESHOLD_MS = 20 * MINUTE_MS;

export const LOGIN_USER_KEY = 'login_user_key';

const encoder = new TextEncoder();

const JWT_SECRET_NAME = 'jwt';

/**
 * The generated signing key kept in the database (sys_secret), for PostgreSQL where several processes share one
 * database: the first process to ask creates it (INSERT … ON CONFLICT DO NOTHING, so two starting at once agree),
 * every process reads the same row. JWT_SECRET, when set, is used instead and this is never called.
 */
export async function sharedSigningSecret(db: Db): Promise<string> {
  await db
    .insertInto('sys_secret')
    .values({ name: JWT_SECRET_NAME, value: randomBytes(64).toString('base64url'), create_time: nowText() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('sys_secret').select('value').where('name', '=', JWT_SECRET_NAME).executeTakeFirstOrThrow();
  return row.value;
}

export function signingKey(secret: string): Uint8Array {
  return encoder.encode(secret);
}

export async function signToken(secret: string, tokenId: string, userName: string): Promise<string> {
  return new SignJWT({ [LOGIN_USER_KEY]: tokenId })
    .setProtectedHeader({ alg: 'HS512' })
    .setSubject(userName)
    .setIssuedAt()
    .sign(signingKey(secret));
}

/** The session id inside a valid token, or null for anything forged, malformed or unsigned. */
export async function readTokenId(secret: string, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, signingKey(secret), { algorithms: ['HS512', 'HS256'] });
    const id = payload[LOGIN_USER_KEY];
    return typeof id === 'string' && id.length > 0 && id.length <= 64 ? id : null;
  } catch {
    return null;
  }
}

/** `Authorization: Bearer <jwt>` → the JWT, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m ? m[1] : null;
}

export interface NewSession {
  userId: number;
  userName: string;
  deptName: string | null;
  client: ClientInfo;
}

export async function createSession(db: Db, s: NewSession, now = Date.now()): Promise<string> {
  const tokenId = randomUUID();
  await db
    .insertInto('sys_user_session')
    .values({
      token_id: tokenId,
      user_id: s.userId,
      user_name: s.userName,
      dept_name: s.deptName,
      ipaddr: s.client.ip.slice(0, 128),
      login_location: s.client.location.slice(0, 255),
      browser: s.client.browser,
      os: s.client.os,
      login_time: nowText(),
      expire_at: now + SESSION_TTL_MS,
    })
    .execute();
  return tokenId;
}

/**
 * The live session for `tokenId`, slid forward when it is close to expiry; null when absent or expired
 * (an expired row is deleted on sight).
 */
export async function touchSession(db: Db, tokenId: string, now = Date.now()): Promise<SessionRow | null> {
  const row = await db.selectFrom('sys_user_session').selectAll().where('token_id', '=', tokenId).executeTakeFirst();
  if (!row) return null;
  if (row.expire_at <= now) {
    await deleteSession(db, tokenId);
    return null;
  }
  if (row.expire_at - now <= SESSION_REFRESH_THRESHOLD_MS) {
    const expireAt = now + SESSION_TTL_MS;
    await db.updateTable('sys_user_session').set({ expire_at: expireAt }).where('token_id', '=', tokenId).execute();
    return { ...row, expire_at: expireAt };
  }
  return row;
}

export async function deleteSession(db: Db, tokenId: string): Promise<boolean> {
  const r = await db.deleteFrom('sys_user_session').where('token_id', '=', tokenId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** A changed or reset password ends every session of the user but `keepTokenId` (the caller's own, if any). */
export async function endOtherSessions(db: Db, userId: number, keepTokenId?: string): Promise<void> {
  let q = db.deleteFrom('sys_user_session').where('user_id', '=', userId);
  if (keepTokenId) q = q.where('token_id', '<>', keepTokenId);
  await q.execute();
}

/** Opportunistic clean-up of sessions nobody will use again. */
export async function purgeExpiredSessions(db: Db, now = Date.now()): Promise<void> {
  await db.deleteFrom('sys_user_session').where('expire_at', '<=', now).execute();
}
