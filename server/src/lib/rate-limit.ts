import { sql } from 'kysely';
import type { Db } from '../db/index';

/**
 * The one primitive behind every limit (contact form, captcha, login and register per address, the upload quota):
 * a counter row per key in `sys_rate_limit`, checked and bumped by a single `INSERT … ON CONFLICT DO UPDATE …
 * WHERE <room left> RETURNING`, the same statement on SQLite and PostgreSQL. The database serialises the
 * upserts on the row, so however many requests (and server processes) arrive at once, at most `max` get a row
 * back per window; the others get none and are refused. Nothing is read first and decided later.
 *
 * A window starts with the first hit after the previous one ended and lasts `windowMs` (so at most `max` per
 * window; across a window's edge a client may get up to 2×max within `windowMs`, as with any fixed window).
 * `amount` counts a second measure in the same window (bytes for uploads), bounded by `maxAmount`.
 */
export interface Limit {
  /** e.g. 'contact:203.0.113.7' (≤ 200 characters) */
  key: string;
  /** hits per window; 0 or less = no limit */
  max: number;
  windowMs: number;
  /** what this hit adds to the second measure (default 0) */
  amount?: number;
  /** bound on the second measure per window (default: none) */
  maxAmount?: number;
}

/** A granted hit: the counter after it, and the window it was counted in (for `giveBack`/`settle`). */
export interface Grant {
  key: string;
  count: number;
  amount: number;
  expireAt: number;
}

/** How often (1 in N) a hit also sweeps rows whose window has passed. */
const PURGE_ONE_IN = 50;

/** Counts one hit, or returns null (and changes nothing) when the window has no room left. */
export async function takeHit(db: Db, limit: Limit, now = Date.now()): Promise<Grant | null> {
  const amount = Math.max(0, Math.round(limit.amount ?? 0));
  if (limit.maxAmount !== undefined && amount > limit.maxAmount) return null;
  // the clock, not `now`: a caller's own instant (tests pass one) must not sweep other keys' live windows
  if (Math.random() * PURGE_ONE_IN < 1) await purgeExpiredLimits(db, Math.min(now, Date.now()));
  const key = limit.key.slice(0, 200);
  const live = sql<boolean>`${sql.ref('sys_rate_limit.expire_at')} > ${now}`;
  const limited = limit.max > 0 || limit.maxAmount !== undefined;
  const row = await db
    .insertInto('sys_rate_limit')
    .values({ rate_key: key, count: 1, amount, expire_at: now + limit.windowMs })
    .onConflict((oc) => {
      const update = oc.column('rate_key').doUpdateSet({
        count: sql<number>`case when ${live} then ${sql.ref('sys_rate_limit.count')} + 1 else 1 end`,
        amount: sql<number>`case when ${live} then ${sql.ref('sys_rate_limit.amount')} + ${amount} else ${amount} end`,
        expire_at: sql<number>`case when ${live} then ${sql.ref('sys_rate_limit.expire_at')} else ${now + limit.windowMs} end`,
      });
      // no bound: just count (e.g. how many captchas were issued)
      if (!limited) return update;
      return update.where((eb) => {
        const room = [];
        if (limit.max > 0) room.push(eb('sys_rate_limit.count', '<', limit.max));
        if (limit.maxAmount !== undefined) {
          room.push(eb(sql<number>`${sql.ref('sys_rate_limit.amount')} + ${amount}`, '<=', limit.maxAmount));
        }
        return eb.or([eb('sys_rate_limit.expire_at', '<=', now), eb.and(room)]);
      });
    })
    .returning(['count', 'amount', 'expire_at'])
    .executeTakeFirst();
  return row ? { key, count: Number(row.count), amount: Number(row.amount), expireAt: Number(row.expire_at) } : null;
}

/** Takes back a granted hit (the work it allowed failed), if its window is still the current one. */
export async function giveBack(db: Db, grant: Grant, amount = 0): Promise<void> {
  await db
    .updateTable('sys_rate_limit')
    .set({
      count: sql<number>`case when ${sql.ref('count')} > 0 then ${sql.ref('count')} - 1 else 0 end`,
      amount: sql<number>`case when ${sql.ref('amount')} > ${amount} then ${sql.ref('amount')} - ${amount} else 0 end`,
    })
    .where('rate_key', '=', grant.key)
    .where('expire_at', '=', grant.expireAt)
    .execute();
}

/** Lowers the second measure of a granted hit by `excess` (it reserved more than it used). */
export async function settle(db: Db, grant: Grant, excess: number): Promise<void> {
  if (excess <= 0) return;
  await db
    .updateTable('sys_rate_limit')
    .set({ amount: sql<number>`case when ${sql.ref('amount')} > ${excess} then ${sql.ref('amount')} - ${excess} else 0 end` })
    .where('rate_key', '=', grant.key)
    .where('expire_at', '=', grant.expireAt)
    .execute();
}

/** When the current window of `key` ends (epoch ms), or null when there is none. */
export async function windowEnd(db: Db, key: string, now = Date.now()): Promise<number | null> {
  const row = await db.selectFrom('sys_rate_limit').select('expire_at').where('rate_key', '=', key.slice(0, 200)).executeTakeFirst();
  return row && Number(row.expire_at) > now ? Number(row.expire_at) : null;
}

/**
 * How many `unitMs` (minutes, seconds) to wait until a window ending at `end` has passed, as a refusal says it: at
 * least 1, and never more than the window (a parallel request may have opened it a moment after this one's `now`).
 */
export function waitUnits(end: number, now: number, windowMs: number, unitMs: number): number {
  return Math.min(Math.ceil(windowMs / unitMs), Math.max(1, Math.ceil((end - now) / unitMs)));
}

/** Deletes counters whose window has passed (they would restart at 1 anyway). */
export async function purgeExpiredLimits(db: Db, now = Date.now()): Promise<void> {
  await db.deleteFrom('sys_rate_limit').where('expire_at', '<=', now).execute();
}
