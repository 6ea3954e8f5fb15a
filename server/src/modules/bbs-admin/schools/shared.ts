import { sql } from 'kysely';
import { z } from 'zod';
import type { DbRow } from '../../kit/crud';
import type { Db } from '../../../db/index';
import { ServiceError } from '../../../lib/result';
import { invalidateBbsCache } from '../../bbs/cache';

/** Helpers of the 学校 / 红黑榜 / 城市 admin services. */

/** A number column as a JS number (PostgreSQL's bigint arrives as text). */
export const toNum = (v: unknown): number => Number(v);

/** JSON text → an array ([] when unreadable). */
export function jsonArray<T = unknown>(text: unknown): T[] {
  try {
    const v: unknown = JSON.parse(String(text ?? '[]'));
    return Array.isArray(v) ? (v as T[]) : [];
  } catch {
    return [];
  }
}

/** A comma list column → its values. */
export const splitCodes = (v: unknown): string[] => String(v ?? '').split(',').map((s) => s.trim()).filter(Boolean);

/** Every admin write of these tables changes what the public site shows: its list cache goes at once. */
export const afterWrite = { afterWrite: (db: Db) => invalidateBbsCache(db) };

/** Refuses a city code that is not a row of bbs_city. */
export async function requireCity(db: Db, cityCode: string | null | undefined): Promise<void> {
  if (!cityCode) return;
  const found = await db.selectFrom('bbs_city').select('city_id').where('value', '=', cityCode).executeTakeFirst();
  if (!found) throw new ServiceError(`城市编码'${cityCode}'不存在`);
}

/** How many rows of `table` reference each of `ids` through `column` (only the ids with any). */
export async function countRefs(
  db: Db,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table chosen by the caller from a fixed list
  table: any,
  column: string,
  ids: readonly (number | string)[],
  where?: [string, string],
): Promise<number> {
  if (ids.length === 0) return 0;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let q = (db as any).selectFrom(table).select(sql<number>`count(*)`.as('n')).where(column, 'in', ids);
  if (where) q = q.where(where[0], '=', where[1]);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const isNumber = (f: z.ZodType): boolean => f instanceof z.ZodNumber || (f instanceof z.ZodNullable && f.unwrap() instanceof z.ZodNumber);

/**
 * The API row of a table row: each field of the row schema from its snake_case column, numbers as numbers
 * (PostgreSQL returns bigint ids as text), absent values as null; `over` completes what differs (lists, JSON).
 */
export function rowFrom<R extends z.ZodObject<z.ZodRawShape>>(schema: R, r: DbRow, over: Partial<z.output<R>> = {}): z.output<R> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const v = r[snake(key)];
    out[key] = v === null || v === undefined ? null : isNumber(field as z.ZodType) ? Number(v) : v;
  }
  return { ...out, ...over } as z.output<R>;
}
