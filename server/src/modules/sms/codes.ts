import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { SMS_CODE, type SmsPurpose } from '../../../../src/shared/contract/index';
import { msg } from '../../../../src/shared/contract/kit/messages';
import type { Db } from '../../db/index';
import { ServiceError } from '../../lib/result';
import { MINUTE_MS, nowText } from '../../lib/time';

/**
 * SMS codes (sys_sms_code): 6 random digits from the crypto generator, kept only as an HMAC (keyed by the server's
 * signing secret, over the purpose, the phone, the subject and the code, so a copy of the table does not give the
 * codes away), valid SMS_CODE.ttlMinutes, single use, at most SMS_CODE.maxTries tries. A new code replaces the
 * unused ones of the same phone and purpose.
 *
 * Every check is atomic: a try is a slot taken first by one conditional UPDATE (`tries < max`, unused, unexpired),
 * then compared; the use is a second conditional UPDATE (`used = '0'`) whose affected-row count decides. So
 * parallel requests get at most `maxTries` comparisons per code, and one code serves one request.
 */
export const SMS_CODE_MSG = {
  none: msg('请先获取短信验证码', 'Ask for an SMS code first'),
  expired: msg('短信验证码已过期，请重新获取', 'The SMS code has expired; ask for a new one'),
  used: msg('短信验证码已使用或已失效，请重新获取', 'The SMS code has been used or replaced; ask for a new one'),
  spent: msg('短信验证码错误次数过多，已失效，请重新获取', 'Too many wrong tries; the SMS code no longer works. Ask for a new one'),
  wrong: (left: number) =>
    left > 0
      ? msg(`短信验证码错误，还可尝试${left}次`, `Wrong SMS code; ${left} ${left === 1 ? 'try' : 'tries'} left`)
      : msg('短信验证码错误次数过多，已失效，请重新获取', 'Too many wrong tries; the SMS code no longer works. Ask for a new one'),
} as const;

export interface CodeTarget {
  phone: string;
  purpose: SmsPurpose;
  /** whom the code is for beyond the phone (the member binding it: their user id); '' for none */
  subject?: string;
}

const PURGE_ONE_IN = 50;
const DAY_MS = 24 * 60 * MINUTE_MS;

function codeHash(secret: string, t: CodeTarget, code: string): string {
  return createHmac('sha256', secret).update(`${t.purpose}\n${t.phone}\n${t.subject ?? ''}\n${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Issues a new code for the target (older unused ones stop working) and returns it, to be sent. */
export async function issueSmsCode(db: Db, secret: string, t: CodeTarget, now = Date.now()): Promise<string> {
  const code = String(randomInt(0, 10 ** SMS_CODE.length)).padStart(SMS_CODE.length, '0');
  // now and then, drop codes that ended a day ago (their rows only explain a late "expired")
  if (randomInt(0, PURGE_ONE_IN) === 0) await db.deleteFrom('sys_sms_code').where('expire_at', '<', Math.min(now, Date.now()) - DAY_MS).execute();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('sys_sms_code').set({ used: '1' }).where('phone', '=', t.phone).where('purpose', '=', t.purpose).where('used', '=', '0').execute();
    await trx
      .insertInto('sys_sms_code')
      .values({
        phone: t.phone,
        purpose: t.purpose,
        code_hash: codeHash(secret, t, code),
        expire_at: now + SMS_CODE.ttlMinutes * MINUTE_MS,
        tries: 0,
        used: '0',
        create_time: nowText(),
      })
      .execute();
  });
  return code;
}

/** Why no try was possible: no code, spent by tries, used/replaced, or expired. */
async function refusal(db: Db, t: CodeTarget, now: number): Promise<string> {
  const last = await db
    .selectFrom('sys_sms_code')
    .select(['tries', 'used', 'expire_at'])
    .where('phone', '=', t.phone)
    .where('purpose', '=', t.purpose)
    .orderBy('code_id', 'desc')
    .executeTakeFirst();
  if (!last) return SMS_CODE_MSG.none;
  if (Number(last.tries) >= SMS_CODE.maxTries) return SMS_CODE_MSG.spent;
  if (last.used !== '0') return SMS_CODE_MSG.used;
  if (Number(last.expire_at) <= now) return SMS_CODE_MSG.expired;
  return SMS_CODE_MSG.used;
}

/**
 * Checks `code` for the target and uses it up. `beforeUse` runs once the code matched and before it is used (a
 * refusal there, e.g. a password rule, leaves the code usable for a corrected request). Throws ServiceError with
 * a message saying what was wrong.
 */
export async function spendSmsCode(
  db: Db, secret: string, t: CodeTarget, code: string, beforeUse?: () => Promise<void>, now = Date.now(),
): Promise<void> {
  const slots = await db
    .updateTable('sys_sms_code')
    .set({ tries: sql<number>`${sql.ref('tries')} + 1` })
    .where('phone', '=', t.phone)
    .where('purpose', '=', t.purpose)
    .where('used', '=', '0')
    .where('tries', '<', SMS_CODE.maxTries)
    .where('expire_at', '>', now)
    .returning(['code_id', 'code_hash', 'tries'])
    .execute();
  if (slots.length === 0) throw new ServiceError(await refusal(db, t, now));

  const hash = codeHash(secret, t, code);
  const match = slots.find((s) => sameHash(s.code_hash, hash));
  if (!match) {
    const spent = slots.filter((s) => Number(s.tries) >= SMS_CODE.maxTries).map((s) => s.code_id);
    if (spent.length > 0) await db.updateTable('sys_sms_code').set({ used: '1' }).where('code_id', 'in', spent).execute();
    throw new ServiceError(SMS_CODE_MSG.wrong(SMS_CODE.maxTries - Math.max(...slots.map((s) => Number(s.tries)))));
  }
  await beforeUse?.();
  const used = await db.updateTable('sys_sms_code').set({ used: '1' }).where('code_id', '=', match.code_id).where('used', '=', '0').executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw new ServiceError(SMS_CODE_MSG.used);
}
