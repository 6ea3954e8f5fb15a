import { sql } from 'kysely';
import { loginBodySchema } from '../../../../src/shared/contract/index';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/index';
import type { UserRow } from '../../db/schema';
import type { ClientInfo } from '../../lib/client-info';
import { isIpBlacklisted } from '../../lib/ip';
import { asRecord } from '../../lib/json';
import { verifyPassword } from '../../lib/password';
import { ServiceError } from '../../lib/result';
import { MINUTE_MS, nowText } from '../../lib/time';
import { verifyCaptcha } from '../captcha/service';
import { LOGIN_STATUS, recordLogininfor } from '../monitor/logininfor/service';
import { getConfigValue, isCaptchaEnabled } from '../system/config/service';
import { createSession, deleteSession, purgeExpiredSessions, signToken } from './token';

/** RuoYi user.password.maxRetryCount / lockTime */
export const MAX_RETRY_COUNT = 5;
export const LOCK_TIME_MS = 10 * MINUTE_MS;

export const LOGIN_MSG = {
  notMatch: '用户不存在/密码错误',
  deleted: '对不起，您的账号已被删除',
  blocked: '用户已封禁，请联系管理员',
  blackIp: '很遗憾，访问IP已被列入系统黑名单',
  locked: `密码输入错误${MAX_RETRY_COUNT}次，帐户锁定${LOCK_TIME_MS / MINUTE_MS}分钟`,
  retryCount: (n: number) => `密码输入错误${n}次`,
  success: '登录成功',
  logout: '退出成功',
  register: '注册成功',
} as const;

export interface AuthContext {
  db: Db;
  config: AppConfig;
  /** receives failures to write the login log (which never fail the request) */
  onLogError?: (err: unknown) => void;
}

/**
 * POST /login, checks in RuoYi's order (contract 3.3): captcha, pre-checks, account, retry lock, password.
 * Every outcome writes a sys_logininfor row. Returns the JWT.
 */
export async function login(ctx: AuthContext, body: unknown, client: ClientInfo): Promise<string> {
  const { db, config } = ctx;
  const raw = asRecord(body);
  const typedName = typeof raw.username === 'string' ? raw.username.trim() : '';
  const log = (status: '0' | '1', msg: string, userName = typedName) =>
    recordLogininfor(db, { userName, status, msg, client }, ctx.onLogError);
  const fail = async (msg: string, logMsg: string = msg): Promise<never> => {
    await log(LOGIN_STATUS.fail, logMsg);
    throw new ServiceError(msg);
  };

  // 1. captcha (single use: consumed even when the rest fails)
  if (await isCaptchaEnabled(db, config)) {
    try {
      await verifyCaptcha(db, raw.code, raw.uuid);
    } catch (err) {
      if (err instanceof ServiceError) await fail(err.message);
      throw err;
    }
  }

  // 2. pre-checks: presence, RuoYi's length rules (answered vaguely on purpose), IP blacklist
  const parsed = loginBodySchema.safeParse(raw);
  if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? LOGIN_MSG.notMatch);
  const { username, password } = parsed.data;
  if (password.length < 5 || password.length > 20 || username.length < 2 || username.length > 20) {
    return fail(LOGIN_MSG.notMatch);
  }
  if (isIpBlacklisted(await getConfigValue(db, 'sys.login.blackIPList'), client.ip)) return fail(LOGIN_MSG.blackIp);

  // 3. the account
  const user = await findUserForLogin(db, username);
  if (!user) return fail(LOGIN_MSG.notMatch);
  if (user.del_flag === '2') return fail(LOGIN_MSG.deleted);
  if (user.status !== '0') return fail(LOGIN_MSG.blocked);

  // 4. retry lock, then the password
  const now = Date.now();
  if ((await currentRetryCount(db, username, now)) >= MAX_RETRY_COUNT) return fail(LOGIN_MSG.locked);
  if (!(await verifyPassword(password, user.password))) {
    const count = await incrementRetryCount(db, username, now);
    return fail(LOGIN_MSG.notMatch, LOGIN_MSG.retryCount(count));
  }

  // 5. success
  await clearRetryCount(db, username);
  await db.updateTable('sys_user').set({ login_ip: client.ip.slice(0, 128), login_date: nowText() }).where('user_id', '=', user.user_id).execute();
  // opportunistic clean-up of rows nobody will read again
  await purgeExpiredSessions(db, now);
  await db.deleteFrom('sys_pwd_retry').where('expire_at', '<=', now).execute();
  const tokenId = await createSession(db, { userId: user.user_id, userName: user.user_name, deptName: user.dept_name, client }, now);
  await log(LOGIN_STATUS.success, LOGIN_MSG.success, user.user_name);
  return signToken(config.jwtSecret, tokenId, user.user_name);
}

/** The live account with this name, else a deleted one (so the answer can say it was deleted), with its dept name. */
async function findUserForLogin(db: Db, userName: string): Promise<(UserRow & { dept_name: string | null }) | undefined> {
  return db
    .selectFrom('sys_user as u')
    .leftJoin('sys_dept as d', 'd.dept_id', 'u.dept_id')
    .selectAll('u')
    .select('d.dept_name')
    .where('u.user_name', '=', userName)
    .orderBy('u.del_flag')
    .orderBy('u.user_id', 'desc')
    .executeTakeFirst();
}

async function currentRetryCount(db: Db, userName: string, now: number): Promise<number> {
  const row = await db.selectFrom('sys_pwd_retry').select(['count', 'expire_at']).where('user_name', '=', userName).executeTakeFirst();
  return row && row.expire_at > now ? row.count : 0;
}

/**
 * One more wrong password: the counter grows (or restarts when its window has passed) and its
 * 10-minute window restarts, in one atomic upsert. Returns the new count.
 */
async function incrementRetryCount(db: Db, userName: string, now: number): Promise<number> {
  const row = await db
    .insertInto('sys_pwd_retry')
    .values({ user_name: userName, count: 1, expire_at: now + LOCK_TIME_MS })
    .onConflict((oc) =>
      oc.column('user_name').doUpdateSet({
        count: sql<number>`case when ${sql.ref('sys_pwd_retry.expire_at')} > ${now} then ${sql.ref('sys_pwd_retry.count')} + 1 else 1 end`,
        expire_at: now + LOCK_TIME_MS,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** RuoYi's "unlock" (monitor/logininfor/unlock/{userName}) for the admin pages to come. */
export async function clearRetryCount(db: Db, userName: string): Promise<void> {
  await db.deleteFrom('sys_pwd_retry').where('user_name', '=', userName).execute();
}

/** POST /logout: ends the session (if any) and logs it. Always succeeds, like RuoYi. */
export async function logout(ctx: AuthContext, session: { tokenId: string; userName: string } | null, client: ClientInfo): Promise<void> {
  if (!session) return;
  await deleteSession(ctx.db, session.tokenId);
  await recordLogininfor(ctx.db, { userName: session.userName, status: LOGIN_STATUS.success, msg: LOGIN_MSG.logout, client }, ctx.onLogError);
}
