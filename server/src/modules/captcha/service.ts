import { randomUUID } from 'node:crypto';
import captcha from 'trek-captcha';
import type { Db } from '../../db/index';
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

/** Draws a new captcha and stores its answer; expired answers are swept on the way. */
export async function createCaptcha(db: Db, now = Date.now()): Promise<CaptchaImage> {
  const { token, buffer } = await captcha({ size: CAPTCHA_LENGTH });
  const uuid = randomUUID().replaceAll('-', '');
  await db.deleteFrom('sys_captcha').where('expire_at', '<=', now).execute();
  await db.insertInto('sys_captcha').values({ uuid, code: token, expire_at: now + CAPTCHA_TTL_MS }).execute();
  return { uuid, img: buffer.toString('base64') };
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
