import { type Expression, type RawBuilder, sql, type SqlBool } from 'kysely';
import { z } from 'zod';
import { ServiceError } from '../../lib/result';

/**
 * RuoYi list queries (contract 3.6), shared by the admin list endpoints:
 * - `pageNum`/`pageSize` (defaults 1/10, out-of-range pages clamp to the last one like PageHelper's `reasonable`);
 * - `orderByColumn`/`isAsc` mapped through an explicit whitelist (anything else is refused, never spliced into SQL);
 * - `params[beginTime]`/`params[endTime]` as inclusive whole days on a 'YYYY-MM-DD HH:mm:ss' text column;
 * - `LIKE %x%` filters that treat `%`, `_` and `\` literally and ignore case on both SQLite and PostgreSQL.
 */

export const SORT_REFUSED = '参数不符合规范，不能进行查询';

/** '' and whitespace mean "no filter" (RuoYi forms send empty strings). */
export const optionalText = (max = 100) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'number' ? String(v) : v),
    z.string().trim().max(max).optional(),
  );

const dayText = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/, '日期格式应为 yyyy-MM-dd')
    .transform((s) => s.slice(0, 10))
    .optional(),
);

/** `params[beginTime]` / `params[endTime]` (query strings and form bodies parse them into `params`). */
export const dateRangeSchema = z.preprocess(
  (v) => (v && typeof v === 'object' && !Array.isArray(v) ? v : undefined),
  z.object({ beginTime: dayText, endTime: dayText }).optional(),
);

const positiveInt = (fallback: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number().int().min(1).max(max).optional().default(fallback),
  );

/** The paging and sorting fields of every list call. */
export const pageFields = {
  pageNum: positiveInt(1, 1_000_000),
  pageSize: positiveInt(10, 500),
  orderByColumn: optionalText(500),
  isAsc: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.enum(['asc', 'desc', 'ascending', 'descending'], { error: SORT_REFUSED }).optional(),
  ),
};

export interface PageParams {
  pageNum: number;
  pageSize: number;
  orderByColumn?: string;
  isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
}

export interface OrderBy {
  column: string;
  direction: 'asc' | 'desc';
}

const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/**
 * The ORDER BY of a list call: `orderByColumn` (camelCase, or its snake_case form) must be a key of `whitelist`
 * (value = the real column); anything else is refused with RuoYi's message. Without it, `fallback` applies.
 */
export function resolveOrder(q: Pick<PageParams, 'orderByColumn' | 'isAsc'>, whitelist: Record<string, string>, fallback: OrderBy): OrderBy {
  if (!q.orderByColumn) return fallback;
  const key = camel(q.orderByColumn.trim());
  if (!Object.hasOwn(whitelist, key)) throw new ServiceError(SORT_REFUSED);
  const direction = q.isAsc === 'desc' || q.isAsc === 'descending' ? 'desc' : 'asc';
  return { column: whitelist[key], direction };
}

/** `column LIKE %value%`, case-insensitive, with the wildcards of `value` taken literally. */
export function likeFilter(column: string, value: string): RawBuilder<SqlBool> {
  const pattern = `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`;
}

/** Inclusive whole days on a datetime text column: begin 00:00:00 … end 23:59:59. */
export function dateRangeFilters(column: string, range: { beginTime?: string; endTime?: string } | undefined): Expression<SqlBool>[] {
  const out: Expression<SqlBool>[] = [];
  if (range?.beginTime) out.push(sql<SqlBool>`${sql.ref(column)} >= ${`${range.beginTime} 00:00:00`}`);
  if (range?.endTime) out.push(sql<SqlBool>`${sql.ref(column)} <= ${`${range.endTime} 23:59:59`}`);
  return out;
}

/**
 * Runs a paged list: counts, clamps the page into range (an emptied last page shows the new last page),
 * then fetches that page.
 */
export async function paginate<R>(
  q: Pick<PageParams, 'pageNum' | 'pageSize'>,
  count: () => Promise<number>,
  fetch: (limit: number, offset: number) => Promise<R[]>,
): Promise<{ rows: R[]; total: number }> {
  const total = await count();
  if (total === 0) return { rows: [], total };
  const pages = Math.max(1, Math.ceil(total / q.pageSize));
  const pageNum = Math.min(q.pageNum, pages);
  return { rows: await fetch(q.pageSize, (pageNum - 1) * q.pageSize), total };
}

const ID_LIST_MAX = 1000;
const ID_MAX_DIGITS = 18;
/** The longest id list a path parameter can carry (the router's maxParamLength). */
export const ID_LIST_MAX_LENGTH = ID_LIST_MAX * (ID_MAX_DIGITS + 1) - 1;

/** `1,2,3` in a DELETE path → [1, 2, 3] (at most 1000 ids, each a positive integer). */
export const idListSchema = z
  .string()
  .trim()
  .max(ID_LIST_MAX_LENGTH, '参数格式不正确')
  .regex(new RegExp(`^\\d{1,${ID_MAX_DIGITS}}(?:,\\d{1,${ID_MAX_DIGITS}}){0,${ID_LIST_MAX - 1}}$`), '参数格式不正确')
  .transform((s) => [...new Set(s.split(',').map(Number))]);

/** A positive integer id in a path or body. */
export const idSchema = (label: string) =>
  z.coerce.number({ error: `${label}不能为空` }).int(`${label}格式不正确`).positive(`${label}格式不正确`);
