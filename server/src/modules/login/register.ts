import { registerBodySchema } from '../../../../src/shared/contract/index';
import { isUniqueViolation } from '../../db/errors';
import { MEMBER_ROLE_ID } from '../../db/seed/system';
import type { ClientInfo } from '../../lib/client-info';
import { asRecord } from '../../lib/json';
import { hashPassword } from '../../lib/password';
import { ServiceError } from '../../lib/result';
import { nowText } from '../../lib/time';
import { verifyCaptcha } from '../captcha/service';
import { limitAddress } from '../common/limits';
import { LOGIN_STATUS, recordLogininfor } from '../monitor/logininfor/service';
import { isCaptchaEnabled, isRegisterEnabled } from '../system/config/service';
import { ACCOUNT_MSG, findConfusableUser, hasInvisibleChars, newPasswordProblem, normalizeUserName } from './account-rules';
import { type AuthContext, LOGIN_MSG } from './service';

export const USER_TYPE = { system: '00', member: '01', school: '02' } as const;

export const REGISTER_MSG = {
  closed: '当前系统没有开启注册功能！',
  scriptInName: '用户账号不能包含脚本字符',
  nameLength: '账号长度必须在2到20个字符之间',
  nameTaken: (name: string) => `保存用户'${name}'失败，注册账号已存在`,
  phoneTaken: (name: string) => `保存用户'${name}'失败，手机号码已存在`,
} as const;

/**
 * POST /register. Two flows share the endpoint:
 * - with `phonenumber`: a member signing up on the public site (always open), user_type '01', role member;
 * - without: the admin register page, open only when config sys.account.registerUser is 'true'.
 * Then captcha (when enabled), field rules (zod → '<field>: <message>'), the name (NFKC, no invisible characters,
 * not confusable with a live account's) and the password (account-rules.ts), unique name (and phone).
 */
export async function register(ctx: AuthContext, body: unknown, client: ClientInfo): Promise<void> {
  const { db, config } = ctx;
  const raw = { ...asRecord(body) };
  // an empty phone field means "no phone", not an invalid one
  if (raw.phonenumber === '' || raw.phonenumber === null) delete raw.phonenumber;
  const isMember = raw.phonenumber !== undefined;

  if (!isMember && !(await isRegisterEnabled(db))) throw new ServiceError(REGISTER_MSG.closed);
  if (await isCaptchaEnabled(db, config)) await verifyCaptcha(db, raw.code, raw.uuid);

  const input = registerBodySchema.parse(raw);
  const userName = normalizeUserName(input.username);
  // RuoYi's @Xss on userName: names show up across the forum and the admin, so no markup in them
  if (/[<>]/.test(userName)) throw new ServiceError(REGISTER_MSG.scriptInName);
  if (hasInvisibleChars(userName)) throw new ServiceError(ACCOUNT_MSG.nameInvisible);
  if ([...userName].length < 2 || [...userName].length > 20) throw new ServiceError(REGISTER_MSG.nameLength);
  const passwordProblem = await newPasswordProblem(db, input.password, userName);
  if (passwordProblem) throw new ServiceError(passwordProblem);

  const nameTaken = await db.selectFrom('sys_user').select('user_id').where('user_name', '=', userName).where('del_flag', '=', '0').executeTakeFirst();
  if (nameTaken) throw new ServiceError(REGISTER_MSG.nameTaken(userName));
  const lookalike = await findConfusableUser(db, userName);
  if (lookalike) throw new ServiceError(ACCOUNT_MSG.nameConfusable(userName, lookalike));
  if (input.phonenumber) {
    const phoneTaken = await db.selectFrom('sys_user').select('user_id').where('phonenumber', '=', input.phonenumber).where('del_flag', '=', '0').executeTakeFirst();
    if (phoneTaken) throw new ServiceError(REGISTER_MSG.phoneTaken(userName));
  }

  // sign-ups per client address (sys.limit.register): counted once the request is valid (a visitor correcting a
  // typo is not held back), atomically and before the hash is computed and the account written
  await limitAddress(db, config, 'register', client.ip);

  const now = nowText();
  const password = await hashPassword(input.password);
  try {
    await db.transaction().execute(async (trx) => {
      const { user_id } = await trx
        .insertInto('sys_user')
        .values({
          dept_id: null,
          user_name: userName,
          nick_name: userName,
          user_type: isMember ? USER_TYPE.member : USER_TYPE.system,
          phonenumber: input.phonenumber ?? '',
          password,
          pwd_update_date: now,
          create_by: userName,
          create_time: now,
          remark: isMember ? '前台注册会员' : '后台注册用户',
        })
        .returning('user_id')
        .executeTakeFirstOrThrow();
      if (isMember) await trx.insertInto('sys_user_role').values({ user_id, role_id: MEMBER_ROLE_ID }).execute();
    });
  } catch (err) {
    // two sign-ups racing for one name: the partial unique index decides
    if (isUniqueViolation(err)) throw new ServiceError(REGISTER_MSG.nameTaken(userName));
    throw err;
  }
  await recordLogininfor(db, { userName, status: LOGIN_STATUS.success, msg: LOGIN_MSG.register, client }, ctx.onLogError);
}
