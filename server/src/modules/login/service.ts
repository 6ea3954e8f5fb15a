import { LOGIN_SCOPE, loginBodySchema } from '../../../../src/shared/contract/index';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/index';
import type { UserRow } from '../../db/schema';
import type { ClientInfo } from '../../lib/client-info';
import { isIpBlacklisted } from '../../lib/ip';
import { asRecord } from '../../lib/json';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from '../../lib/password';
import { ServiceError } from '../../lib/result';
import { MINUTE_MS, nowText } from '../../lib/time';
import { verifyCaptcha } from '../captcha/service';
import { limitAddress } from '../common/limits';
import { LOGIN_STATUS, recordLogininfor } from '../monitor/logininfor/service';
import { getConfigValue, isCaptchaEnabled } from '../system/config/service';
import { normalizeUserName } from './account-rules';
import { USER_TYPE } from './register';
import { clearAttempts, LOCK_TIME_MS, MAX_RETRY_COUNT, purgeExpiredAttempts, takeAttempt } from './retry-lock';
import { createSession, deleteSession, purgeExpiredSessions, signToken } from './token';


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
  notStaff: '该账号不是后台账号，会员请在网站的会员中心登录',
} as const;

export interface AuthContext {
  db: Db;
  config: AppConfig;
  /** receives failures to write the login log (which never fail the request) */
  onLogError?: (err: unknown) => void;
}

/**
 * POST /login, checks in RuoYi's order (contract 3.3): captcha, pre-checks, account, retry lock, password;
 * then, when the admin's login page asks (`scope: 'admin'`), that the account is staff (user_type '00').
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

  // 0. requests per client address, whatever the name (sys.limit.login; not logged, so a flood cannot fill the log)
  await limitAddress(db, config, 'login', client.ip);

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
  const { password } = parsed.data;
  // names are stored in NFKC (register), so a full-width or otherwise composed spelling finds its account
  const username = normalizeUserName(parsed.data.username);
  if (password.length < 5 || password.length > 20 || username.length < 2 || username.length > 20) {
    return fail(LOGIN_MSG.notMatch);
  }
  if (isIpBlacklisted(await getConfigValue(db, 'sys.login.blackIPList'), client.ip)) return fail(LOGIN_MSG.blackIp);

  // 3. the account (an unknown name costs one password check too, so timing does not tell names apart)
  const user = await findUserForLogin(db, username);
  if (!user) {
    await burnPasswordCheck(password);
    return fail(LOGIN_MSG.notMatch);
  }
  if (user.del_flag === '2') return fail(LOGIN_MSG.deleted);
  if (user.status !== '0') return fail(LOGIN_MSG.blocked);

  // 4. retry lock (a slot is taken before the comparison, see retry-lock.ts), then the password
  const now = Date.now();
  const attempt = await takeAttempt(db, user.user_name, client.ip, now);
  if (!attempt.allowed) return fail(LOGIN_MSG.locked);
  if (!(await verifyPassword(password, user.password))) return fail(LOGIN_MSG.notMatch, LOGIN_MSG.retryCount(attempt.failures));
  await clearAttempts(db, user.user_name, client.ip);
  if (needsRehash(user.password)) await rehash(db, user.user_id, user.password, password);

  // 5. staff only at the admin's login (members have the member centre on the public site)
  if (parsed.data.scope === LOGIN_SCOPE.admin && user.user_type !== USER_TYPE.system) return fail(LOGIN_MSG.notStaff);

  // 6. success
  await db.updateTable('sys_user').set({ login_ip: client.ip.slice(0, 128), login_date: nowText() }).where('user_id', '=', user.user_id).execute();
  // opportunistic clean-up of rows nobody will read again
  await purgeExpiredSessions(db, now);
  await purgeExpiredAttempts(db, now);
  const tokenId = await createSession(db, { userId: user.user_id, userName: user.user_name, deptName: user.dept_name, client }, now);
  await log(LOGIN_STATUS.success, LOGIN_MSG.success, user.user_name);
  return signToken(config.jwtSecret, tokenId, user.user_name);
}

/** Replaces a BCrypt (or outdated scrypt) hash after a successful check; a concurrent password change wins. */
async function rehash(db: Db, userId: number, oldHash: string, password: string): Promise<void> {
  await db.updateTable('sys_user').set({ password: await hashPassword(password) }).where('user_id', '=', userId).where('password', '=', oldHash).execute();
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

/** POST /logout: ends the session (if any) and logs it. Always succeeds, like RuoYi. */
export async function logout(ctx: AuthContext, session: { tokenId: string; userName: string } | null, client: ClientInfo): Promise<void> {
  if (!session) return;
  await deleteSession(ctx.db, session.tokenId);
  await recordLogininfor(ctx.db, { userName: session.userName, status: LOGIN_STATUS.success, msg: LOGIN_MSG.logout, client }, ctx.onLogError);
}
