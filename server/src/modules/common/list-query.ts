import { type Expression, type RawBuilder, sql, type SqlBool } from 'kysely';
import { SORT_REFUSED } from '../../../../src/shared/contract/kit/fields';
import { ServiceError } from '../../lib/result';

/**
 * RuoYi list queries (contract 3.6), shared by the admin list endpoints:
 * - `pageNum`/`pageSize` (defaults 1/10, out-of-range pages clamp to the last one like PageHelper's `reasonable`);
 * - `orderByColumn`/`isAsc` mapped through an explicit whitelist (anything else is refused, never spliced into SQL);
 * - `params[beginTime]`/`params[endTime]` as inclusive whole days on a 'YYYY-MM-DD HH:mm:ss' text column;
 * - `LIKE %x%` filters that treat `%`, `_` and `\` literally and ignore case on both SQLite and PostgreSQL.
 */

export { dateRangeSchema, ID_LIST_MAX_LENGTH, idListSchema, idSchema, optionalText, pageFields, SORT_REFUSED } from '../../../../src/shared/contract/kit/fields';

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
