import {
  bindPhoneBodySchema, type MyInfo, RESET_CODE_SENT_MSG, resetPasswordBodySchema, sendBindPhoneCodeBodySchema,
  sendResetCodeBodySchema, SMS_PURPOSE, type SmsPurpose,
} from '../../../../src/shared/contract/index';
import { msg } from '../../../../src/shared/contract/kit/messages';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/index';
import type { ClientInfo } from '../../lib/client-info';
import { hashPassword } from '../../lib/password';
import { takeHit, waitUnits, windowEnd } from '../../lib/rate-limit';
import { ServiceError } from '../../lib/result';
import { MINUTE_MS, nowText } from '../../lib/time';
import { verifyCaptcha } from '../captcha/service';
import { limitAddress, parseRate } from '../common/limits';
import { newPasswordProblem } from '../login/account-rules';
import { USER_TYPE } from '../login/register';
import { unlockUser } from '../login/retry-lock';
import { endOtherSessions } from '../login/token';
import { getMyInfo } from '../member/account';
import type { Lang } from '../../lib/lang';
import { LOGIN_STATUS, recordLogininfor } from '../monitor/logininfor/service';
import { getConfigValue, isCaptchaEnabled } from '../system/config/service';
import { issueSmsCode, spendSmsCode } from './codes';
import type { SmsSender } from './provider';
import { loadSmsSetting, smsText } from './setting';

/** The phone flows of the member centre: password reset by SMS (anonymous) and binding a phone (a member). */
export const SMS_MSG = {
  resendWait: (seconds: number) => msg(`发送过于频繁，请${seconds}秒后再试`, `Codes are sent at most once a minute; try again in ${seconds} s`),
  phoneLimit: msg('该手机号获取验证码次数过多，请稍后再试', 'Too many codes for this phone number; try again later'),
  noAccount: msg('该手机号未绑定账号', 'No account is bound to this phone number'),
  resetDone: msg('密码重置成功，请使用新密码登录', 'Your password has been reset; log in with the new one'),
  bindSent: msg('验证码已发送，5分钟内有效', 'A code has been sent; it is valid for 5 minutes'),
  phoneTaken: msg('该手机号已绑定其他账号', 'This phone number is bound to another account'),
  phoneSame: msg('该手机号已是您绑定的手机号', 'This is already your bound phone number'),
  bound: msg('手机号绑定成功', 'Your phone number is bound'),
  resetLog: '通过短信验证码重置密码',
} as const;

/** One code per phone per interval, whatever the purpose. */
export const SMS_RESEND_INTERVAL_MS = 60_000;
const PHONE_RATE_KEY = 'sys.limit.smsPhone';
const PHONE_RATE_FALLBACK = { max: 5, windowMs: 60 * MINUTE_MS };

export interface SmsContext {
  db: Db;
  config: AppConfig;
  sender: SmsSender;
  onLogError?: (err: unknown) => void;
}

/** The message of a code: the saved sign name and template (admin 短信配置, modules/sms/setting.ts). */
async function codeText(db: Db, purpose: SmsPurpose, code: string): Promise<string> {
  return smsText(await loadSmsSetting(db), purpose, code);
}

/**
 * The send limits, each one atomic counter (lib/rate-limit.ts): per client address (sys.limit.smsIp, off with
 * RATE_LIMITS_ENABLED=false), the resend interval per phone, then per phone (sys.limit.smsPhone). They count every
 * request that passes them, bound phone or not.
 */
async function limitSend(ctx: SmsContext, phone: string, ip: string, now = Date.now()): Promise<void> {
  await limitAddress(ctx.db, ctx.config, 'sms', ip, now);
  const intervalKey = `smsResend:${phone}`;
  if (!(await takeHit(ctx.db, { key: intervalKey, max: 1, windowMs: SMS_RESEND_INTERVAL_MS }, now))) {
    const end = (await windowEnd(ctx.db, intervalKey, now)) ?? now + SMS_RESEND_INTERVAL_MS;
    throw new ServiceError(SMS_MSG.resendWait(waitUnits(end, now, SMS_RESEND_INTERVAL_MS, 1000)));
  }
  const rate = parseRate(await getConfigValue(ctx.db, PHONE_RATE_KEY), PHONE_RATE_FALLBACK);
  if (rate.max > 0 && !(await takeHit(ctx.db, { key: `smsPhone:${phone}`, ...rate }, now))) throw new ServiceError(SMS_MSG.phoneLimit);
}

/** The live, enabled member or school account bound to `phone` (staff reset their password in the admin). */
async function accountOfPhone(db: Db, phone: string) {
  return db
    .selectFrom('sys_user')
    .select(['user_id', 'user_name'])
    .where('phonenumber', '=', phone)
    .where('del_flag', '=', '0')
    .where('status', '=', '0')
    .where('user_type', 'in', [USER_TYPE.member, USER_TYPE.school])
    .orderBy('user_id')
    .executeTakeFirst();
}

/**
 * POST /bbs/web/sendResetCode: captcha (when on), limits, then a code — issued whether or not the phone is bound,
 * so both cost the same; only a bound phone's is sent (in the background). The answer is the same for both.
 */
export async function sendResetCode(ctx: SmsContext, body: unknown, client: ClientInfo): Promise<string> {
  const raw = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (await isCaptchaEnabled(ctx.db, ctx.config)) await verifyCaptcha(ctx.db, raw.code, raw.uuid);
  const { phone } = sendResetCodeBodySchema.parse(raw);
  await limitSend(ctx, phone, client.ip);
  const account = await accountOfPhone(ctx.db, phone);
  const code = await issueSmsCode(ctx.db, ctx.config.jwtSecret, { phone, purpose: SMS_PURPOSE.RESET });
  const message = await codeText(ctx.db, SMS_PURPOSE.RESET, code);
  if (account) ctx.sender.queue(phone, message, SMS_PURPOSE.RESET);
  return RESET_CODE_SENT_MSG;
}

/**
 * POST /bbs/web/resetPassword: the password rules that do not depend on the account first, then the code (one
 * try), then the name rule; the code is used only when everything passed. Then the new password, the
 * wrong-password lock cleared, every session of the account ended, a login-log row.
 */
export async function resetPassword(ctx: SmsContext, body: unknown, client: ClientInfo): Promise<string> {
  const { db } = ctx;
  const input = resetPasswordBodySchema.parse(body ?? {});
  const general = await newPasswordProblem(db, input.password, '');
  if (general) throw new ServiceError(general);
  const account = await accountOfPhone(db, input.phone);
  await spendSmsCode(db, ctx.config.jwtSecret, { phone: input.phone, purpose: SMS_PURPOSE.RESET }, input.smsCode, async () => {
    if (!account) throw new ServiceError(SMS_MSG.noAccount);
    const problem = await newPasswordProblem(db, input.password, account.user_name);
    if (problem) throw new ServiceError(problem);
  });
  // the callback refused when there is none
  const user = account!;
  const now = nowText();
  await db.updateTable('sys_user').set({ password: await hashPassword(input.password), pwd_update_date: now, update_time: now }).where('user_id', '=', user.user_id).execute();
  await unlockUser(db, user.user_name);
  await endOtherSessions(db, user.user_id);
  await recordLogininfor(db, { userName: user.user_name, status: LOGIN_STATUS.success, msg: SMS_MSG.resetLog, client }, ctx.onLogError);
  return SMS_MSG.resetDone;
}

/** Another live account holding `phone`, if any. */
async function phoneOwner(db: Db, phone: string) {
  return db.selectFrom('sys_user').select('user_id').where('phonenumber', '=', phone).where('del_flag', '=', '0').executeTakeFirst();
}

async function checkBindable(db: Db, userId: number, phone: string): Promise<void> {
  const owner = await phoneOwner(db, phone);
  if (owner && Number(owner.user_id) === userId) throw new ServiceError(SMS_MSG.phoneSame);
  if (owner) throw new ServiceError(SMS_MSG.phoneTaken);
}

/** POST /bbs/submitweb/sendBindPhoneCode: a code to the new phone, usable only by this member. */
export async function sendBindPhoneCode(ctx: SmsContext, userId: number, body: unknown, client: ClientInfo): Promise<string> {
  const { phone } = sendBindPhoneCodeBodySchema.parse(body ?? {});
  await checkBindable(ctx.db, userId, phone);
  await limitSend(ctx, phone, client.ip);
  const code = await issueSmsCode(ctx.db, ctx.config.jwtSecret, { phone, purpose: SMS_PURPOSE.BIND, subject: String(userId) });
  ctx.sender.queue(phone, await codeText(ctx.db, SMS_PURPOSE.BIND, code), SMS_PURPOSE.BIND);
  return SMS_MSG.bindSent;
}

/** POST /bbs/submitweb/bindPhone: checks the code, then sets the member's phone. */
export async function bindPhone(ctx: SmsContext, userId: number, body: unknown, lang: Lang = 'zh'): Promise<MyInfo> {
  const { db } = ctx;
  const { phone, code } = bindPhoneBodySchema.parse(body ?? {});
  await spendSmsCode(db, ctx.config.jwtSecret, { phone, purpose: SMS_PURPOSE.BIND, subject: String(userId) }, code, () => checkBindable(db, userId, phone));
  await db.updateTable('sys_user').set({ phonenumber: phone, update_time: nowText() }).where('user_id', '=', userId).execute();
  return getMyInfo(db, userId, lang);
}
