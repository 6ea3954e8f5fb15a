/**
 * Datetimes are stored as 'YYYY-MM-DD HH:mm:ss' text in Asia/Shanghai time, so SQLite and PostgreSQL
 * store, compare and sort them the same way and the API can return them unchanged (RuoYi's format, GMT+8).
 * China has had no daylight saving since 1991, so a fixed +8 h offset is exact.
 */
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

export const MINUTE_MS = 60 * 1000;

/** 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai for an epoch-ms instant (default: now). */
export function formatDateTime(epochMs: number = Date.now()): string {
  return new Date(epochMs + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** The current time as stored in the database. */
export function nowText(): string {
  return formatDateTime(Date.now());
}

/** Epoch ms of a stored 'YYYY-MM-DD HH:mm:ss' (or 'YYYY-MM-DD') Shanghai time; NaN when malformed. */
export function parseDateTime(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}):(\d{2}))?$/.exec(text.trim());
  if (!m) return Number.NaN;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  return Date.UTC(+y, +mo - 1, +d, +h, +mi, +s) - SHANGHAI_OFFSET_MS;
}
