import { randomUUID } from 'node:crypto';
import captcha from 'trek-captcha';
import type { Db } from '../../db/index';
import { takeHit } from '../../lib/rate-limit';
import { ServiceError } from '../../lib/result';
import { MINUTE_MS } from '../../lib/time';

/** RuoYi keeps answers at captcha_codes:<uuid> for 2 minutes; we keep them in sys_captcha. */
export const CAPTCHA_TTL_MS = 2 * MINUTE_MS;
const CAPTCHA_LENGTH = 4;

export const CAPTCHA_MSG = { expired: '验证码已失效', mismatch: '验证码错误' } as const;

export interface CaptchaImage {
  /** 32 hex digits */
  uuid: string;
  /** base64 GIF without the data-URL prefix */
  img: string;
}

/**
 * The most answers kept at once. Each address is limited (sys.limit.captcha, checked by the route), but a flood
 * from many addresses could still fill the table: past this many issued within one expiry window, the oldest
 * answers are dropped (a visitor whose captcha went that way simply gets "expired" and asks for a new one).
 */
export const CAPTCHA_TABLE_CAP = 10_000;

/**
 * Draws a new captcha and stores its answer; expired answers are swept on the way, and the table is trimmed to
 * `tableCap` rows while more than that were issued in the current window (the count is an atomic counter row).
 */
export async function createCaptcha(db: Db, now = Date.now(), tableCap = CAPTCHA_TABLE_CAP): Promise<CaptchaImage> {
  const { token, buffer } = await captcha({ size: CAPTCHA_LENGTH });
  const uuid = randomUUID().replaceAll('-', '');
  await db.deleteFrom('sys_captcha').where('expire_at', '<=', now).execute();
  await db.insertInto('sys_captcha').values({ uuid, code: token, expire_at: now + CAPTCHA_TTL_MS }).execute();
  const issued = await takeHit(db, { key: 'captcha:*', max: 0, windowMs: CAPTCHA_TTL_MS }, now);
  if (issued && issued.count > tableCap) await trimCaptchas(db, tableCap);
  return { uuid, img: buffer.toString('base64') };
}

/** Keeps the `keep` answers that expire last (the newest), deletes the rest. */
async function trimCaptchas(db: Db, keep: number): Promise<void> {
  const edge = await db.selectFrom('sys_captcha').select('expire_at').orderBy('expire_at', 'desc').limit(1).offset(keep).executeTakeFirst();
  if (edge) await db.deleteFrom('sys_captcha').where('expire_at', '<=', edge.expire_at).execute();
}

/**
 * Checks an answer: the stored one is deleted on first use whatever the outcome (single use, so it
 * cannot be brute-forced), then compared case-insensitively. Throws ServiceError with RuoYi's messages.
 */
export async function verifyCaptcha(db: Db, code: unknown, uuid: unknown, now = Date.now()): Promise<void> {
  if (typeof uuid !== 'string' || !uuid) throw new ServiceError(CAPTCHA_MSG.expired);
  // DELETE … RETURNING takes the row atomically, so two racing logins cannot both use one answer
  const row = await db.deleteFrom('sys_captcha').where('uuid', '=', uuid).returning(['code', 'expire_at']).executeTakeFirst();
  if (!row || row.expire_at <= now) throw new ServiceError(CAPTCHA_MSG.expired);
  if (typeof code !== 'string' || code.trim().toLowerCase() !== row.code.toLowerCase()) {
    throw new ServiceError(CAPTCHA_MSG.mismatch);
  }
}
