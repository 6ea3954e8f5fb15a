import { msg } from '../../../../src/shared/contract/kit/messages';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/index';
import { type Grant, giveBack, settle, takeHit, waitUnits, windowEnd } from '../../lib/rate-limit';
import { ServiceError } from '../../lib/result';
import { MINUTE_MS } from '../../lib/time';
import { addressKey } from '../login/retry-lock';
import { getConfigValue, getConfigValues } from '../system/config/service';

/**
 * The named limits, all on the one primitive of lib/rate-limit.ts (so they hold with parallel requests and
 * across server processes). Per client address (IPv6 per /64): captcha images, login and register requests,
 * SMS code requests; per user: the upload quota. Their sizes are config rows (LIMIT_CONFIG_SEED, MEMBER_CONFIG_SEED),
 * read on each call like every other config row, so an administrator's edit applies at once in every process.
 */
export const LIMIT_MSG = {
  captcha: '获取验证码过于频繁，请稍后再试',
  login: '登录尝试过于频繁，请稍后再试',
  register: '注册过于频繁，请稍后再试',
  sms: msg('短信验证码请求过于频繁，请稍后再试', 'Too many SMS code requests from this address; try again later'),
  /** `count` or `mb` 0 = that measure is not limited */
  uploadQuota: (count: number, mb: number, minutes: number) =>
    `已达到上传限额：每小时最多上传${[count ? `${count}个文件` : '', mb ? `共${mb}MB` : ''].filter(Boolean).join('、')}，请${minutes}分钟后再试`,
} as const;

export interface Rate {
  /** hits per window; 0 = no limit */
  max: number;
  windowMs: number;
}

/** Per address, keyed by the config row that sizes it; the fallbacks equal the seeded values. */
export const ADDRESS_LIMITS = {
  captcha: { configKey: 'sys.limit.captcha', fallback: { max: 30, windowMs: MINUTE_MS } },
  login: { configKey: 'sys.limit.login', fallback: { max: 30, windowMs: MINUTE_MS } },
  register: { configKey: 'sys.limit.register', fallback: { max: 10, windowMs: 60 * MINUTE_MS } },
  /** SMS code requests (password reset, phone binding), whatever the phone */
  sms: { configKey: 'sys.limit.smsIp', fallback: { max: 10, windowMs: 60 * MINUTE_MS } },
} as const satisfies Record<string, { configKey: string; fallback: Rate }>;

export type AddressLimit = keyof typeof ADDRESS_LIMITS;

/** '<count>/<minutes>' → a rate; '0' (or '0/…') → no limit; anything else → the fallback. */
export function parseRate(value: string | undefined, fallback: Rate): Rate {
  const v = value?.trim() ?? '';
  if (/^0+(\/\d+)?$/.test(v)) return { max: 0, windowMs: fallback.windowMs };
  const m = /^(\d{1,9})\s*\/\s*(\d{1,6})$/.exec(v);
  if (!m || Number(m[2]) === 0) return fallback;
  return { max: Number(m[1]), windowMs: Number(m[2]) * MINUTE_MS };
}

/**
 * Counts one request of `kind` from `ip`; throws ServiceError when that address has used up its window.
 * Nothing is counted when RATE_LIMITS_ENABLED=false (config.rateLimitsEnabled).
 */
export async function limitAddress(
  db: Db, config: Pick<AppConfig, 'rateLimitsEnabled'>, kind: AddressLimit, ip: string, now = Date.now(),
): Promise<void> {
  if (!config.rateLimitsEnabled) return;
  const { configKey, fallback } = ADDRESS_LIMITS[kind];
  const rate = parseRate(await getConfigValue(db, configKey), fallback);
  if (rate.max === 0) return;
  const grant = await takeHit(db, { key: `${kind}:${addressKey(ip)}`, ...rate }, now);
  if (!grant) throw new ServiceError(LIMIT_MSG[kind]);
}

// ---------------------------------------------------------------------------------------------
// upload quota

export const UPLOAD_QUOTA_KEYS = { count: 'sys.upload.hourlyCount', mb: 'sys.upload.hourlyMb' } as const;
export const UPLOAD_QUOTA_DEFAULTS = { count: 100, mb: 200 } as const;
const UPLOAD_WINDOW_MS = 60 * MINUTE_MS;
const MB = 1024 * 1024;

function nonNegativeInt(value: string | undefined, fallback: number): number {
  const v = value?.trim() ?? '';
  return /^\d{1,9}$/.test(v) ? Number(v) : fallback;
}

/** A slot of the hourly upload quota, held while the file is received. */
export interface UploadReservation {
  /** the file is stored: keep the slot, counting its real size instead of the reserved one */
  commit(actualBytes: number): Promise<void>;
  /** the upload failed: give the slot and its bytes back */
  release(): Promise<void>;
}

const NOTHING_RESERVED: UploadReservation = { commit: async () => undefined, release: async () => undefined };

/**
 * Reserves one file and `bytes` (the request's Content-Length, an upper bound of the file's size, or the route's
 * maximum when the length is unknown) of the user's hourly quota, before any byte is stored; parallel uploads
 * race for the same counter row, so they cannot together pass the quota. Throws the quota message when full.
 */
export async function reserveUpload(db: Db, userId: number, bytes: number, now = Date.now()): Promise<UploadReservation> {
  const values = await getConfigValues(db, [UPLOAD_QUOTA_KEYS.count, UPLOAD_QUOTA_KEYS.mb]);
  const count = nonNegativeInt(values.get(UPLOAD_QUOTA_KEYS.count), UPLOAD_QUOTA_DEFAULTS.count);
  const mb = nonNegativeInt(values.get(UPLOAD_QUOTA_KEYS.mb), UPLOAD_QUOTA_DEFAULTS.mb);
  if (count === 0 && mb === 0) return NOTHING_RESERVED;
  const key = `upload:${userId}`;
  const grant: Grant | null = await takeHit(db, {
    key,
    max: count,
    windowMs: UPLOAD_WINDOW_MS,
    amount: bytes,
    ...(mb > 0 ? { maxAmount: mb * MB } : {}),
  }, now);
  if (!grant) {
    const end = (await windowEnd(db, key, now)) ?? now + UPLOAD_WINDOW_MS;
    throw new ServiceError(LIMIT_MSG.uploadQuota(count, mb, waitUnits(end, now, UPLOAD_WINDOW_MS, MINUTE_MS)));
  }
  return {
    commit: (actualBytes) => settle(db, grant, bytes - actualBytes),
    release: () => giveBack(db, grant, bytes),
  };
}
