import { isIPv6 } from 'node:net';
import { sql } from 'kysely';
import type { Db } from '../../db/index';
import { MINUTE_MS } from '../../lib/time';

/** RuoYi user.password.maxRetryCount / lockTime */
export const MAX_RETRY_COUNT = 5;
export const LOCK_TIME_MS = 10 * MINUTE_MS;

/**
 * The wrong-password lock, taken before the password is compared. Two counters, each bumped by one atomic
 * upsert that refuses (returns no row) once it holds MAX_RETRY_COUNT inside its window:
 * - per user name (sys_pwd_retry, RuoYi's `pwd_err_cnt:<name>`);
 * - per (user name, client address) (sys_pwd_retry_ip; IPv6 counted per /64).
 *
 * An attempt is compared only when it got a slot from the address counter and either a slot from the name
 * counter or, when the name is locked, it is that address's first attempt in the window (an address that has
 * not failed may still try its owner's password once; an attacker gets one guess per address instead of five).
 * So from one address at most MAX_RETRY_COUNT comparisons happen per window however many requests run at
 * once, and nobody can lock the owner out for good by guessing from elsewhere. A slot is spent when taken;
 * success clears both counters (RuoYi clears the name's), `unlockUser` clears them all.
 */
export type RetryDecision = { allowed: true; failures: number } | { allowed: false };

export async function takeAttempt(db: Db, userName: string, ip: string, now = Date.now()): Promise<RetryDecision> {
  const addressCount = await bumpAddress(db, userName, addressKey(ip), now);
  if (addressCount === null) return { allowed: false };
  const nameCount = await bumpName(db, userName, now);
  if (nameCount !== null) return { allowed: true, failures: nameCount };
  return addressCount === 1 ? { allowed: true, failures: MAX_RETRY_COUNT } : { allowed: false };
}

/** The right password: this address and the name start afresh. */
export async function clearAttempts(db: Db, userName: string, ip: string): Promise<void> {
  await db.deleteFrom('sys_pwd_retry').where('user_name', '=', userName).execute();
  await db.deleteFrom('sys_pwd_retry_ip').where('user_name', '=', userName).where('ipaddr', '=', addressKey(ip)).execute();
}

/** RuoYi's unlock (GET /monitor/logininfor/unlock/{userName}): every counter of the name. */
export async function unlockUser(db: Db, userName: string): Promise<void> {
  await db.deleteFrom('sys_pwd_retry').where('user_name', '=', userName).execute();
  await db.deleteFrom('sys_pwd_retry_ip').where('user_name', '=', userName).execute();
}

/** Opportunistic clean-up of counters whose window has passed. */
export async function purgeExpiredAttempts(db: Db, now = Date.now()): Promise<void> {
  await db.deleteFrom('sys_pwd_retry').where('expire_at', '<=', now).execute();
  await db.deleteFrom('sys_pwd_retry_ip').where('expire_at', '<=', now).execute();
}

/**
 * The counter's new value, or null when it already holds MAX_RETRY_COUNT in a live window (then it is left
 * alone, so refused attempts do not stretch the lock). A passed window restarts at 1; each slot restarts the
 * 10-minute window, as RuoYi's TTL does.
 */
async function bumpName(db: Db, userName: string, now: number): Promise<number | null> {
  const row = await db
    .insertInto('sys_pwd_retry')
    .values({ user_name: userName, count: 1, expire_at: now + LOCK_TIME_MS })
    .onConflict((oc) =>
      oc
        .column('user_name')
        .doUpdateSet({ count: nextCount('sys_pwd_retry', now), expire_at: now + LOCK_TIME_MS })
        .where((eb) => eb.or([eb('sys_pwd_retry.expire_at', '<=', now), eb('sys_pwd_retry.count', '<', MAX_RETRY_COUNT)])),
    )
    .returning('count')
    .executeTakeFirst();
  return row ? Number(row.count) : null;
}

async function bumpAddress(db: Db, userName: string, ipaddr: string, now: number): Promise<number | null> {
  const row = await db
    .insertInto('sys_pwd_retry_ip')
    .values({ user_name: userName, ipaddr, count: 1, expire_at: now + LOCK_TIME_MS })
    .onConflict((oc) =>
      oc
        .columns(['user_name', 'ipaddr'])
        .doUpdateSet({ count: nextCount('sys_pwd_retry_ip', now), expire_at: now + LOCK_TIME_MS })
        .where((eb) => eb.or([eb('sys_pwd_retry_ip.expire_at', '<=', now), eb('sys_pwd_retry_ip.count', '<', MAX_RETRY_COUNT)])),
    )
    .returning('count')
    .executeTakeFirst();
  return row ? Number(row.count) : null;
}

const nextCount = (table: 'sys_pwd_retry' | 'sys_pwd_retry_ip', now: number) =>
  sql<number>`case when ${sql.ref(`${table}.expire_at`)} > ${now} then ${sql.ref(`${table}.count`)} + 1 else 1 end`;

/** The address a counter is kept for: IPv4 as is, IPv6 by its /64 (one host usually holds the whole /64). */
export function addressKey(ip: string): string {
  if (!isIPv6(ip)) return ip.slice(0, 128);
  const [head, tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => (parseInt(g, 16) || 0).toString(16)).join(':')}::/64`;
}
