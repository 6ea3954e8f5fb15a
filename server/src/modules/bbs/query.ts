import { type RawBuilder, sql, type SqlBool } from 'kysely';
import type { ContentLang } from '../../../../src/shared/contract/index';

/** Escapes LIKE wildcards so user text matches literally; used with `escape '\'`. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Case-insensitive "contains" over several columns, portable across SQLite and PostgreSQL
 * (lower() on both sides; the pattern is a bound parameter with its wildcards escaped).
 * `columns` are trusted identifiers from the calling code, never user input.
 */
export function containsAny(columns: readonly string[], text: string): RawBuilder<SqlBool> {
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  const parts = columns.map((c) => sql<SqlBool>`lower(${sql.ref(c)}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/** A stored comma list ('a,b') holding `item` exactly (portable: `','||col||','` like '%,item,%', wildcards escaped). */
export function hasTag(column: string, item: string): RawBuilder<SqlBool> {
  const pattern = `%,${escapeLike(item)},%`;
  return sql<SqlBool>`(',' || ${sql.ref(column)} || ',') like ${pattern} escape '\\'`;
}

/** Items of the city, or of every city (no city stored). */
export function inCity(column: string, cityCode: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(column)} = ${cityCode} or ${sql.ref(column)} is null)`;
}

/** Sort key putting the city's own items before the every-city ones. */
export function cityFirst(column: string, cityCode: string): RawBuilder<number> {
  return sql<number>`case when ${sql.ref(column)} = ${cityCode} then 0 else 1 end`;
}

/** Rows shown on the public site: status '0'. */
export const SHOWN = '0';
/** Posts and replies: audit_status '0' approved; del_flag '0' present, '2' deleted by their author (migration 0008). */
export const APPROVED = '0';
export const PRESENT = '0';
export const DELETED = '2';

/**
 * A post or reply the public sees: shown, approved and not deleted. `alias` is the table's alias in the query
 * (trusted code, never user input).
 */
export function isPublic(alias: string): RawBuilder<SqlBool> {
  const col = (c: string) => sql.ref(`${alias}.${c}`);
  return sql<SqlBool>`(${col('status')} = ${SHOWN} and ${col('audit_status')} = ${APPROVED} and ${col('del_flag')} = ${PRESENT})`;
}

/** One page of a list and the count of the whole list. */
export interface Page<T> {
  rows: T[];
  total: number;
}

export interface Paging {
  pageNum: number;
  pageSize: number;
}

/** A page from the list's count (`select count(*) as n`) and its rows, both queried at once. */
export async function pageOf<T>(count: Promise<{ n: unknown }>, rows: Promise<T[]>): Promise<Page<T>> {
  const [{ n }, list] = await Promise.all([count, rows]);
  return { rows: list, total: num(n) };
}

export function offsetOf(p: Paging): number {
  return (p.pageNum - 1) * p.pageSize;
}

/** The display value in the asked language, falling back to the other one when empty. */
export function pick(lang: ContentLang, zh: string | null | undefined, en: string | null | undefined): string {
  return (lang === 'en' ? en || zh : zh || en) ?? '';
}

/** A stored comma list ('G9,G10') as an array. */
export function splitList(value: string | null | undefined): string[] {
  return (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

/** Database integers (PostgreSQL bigint counts arrive parsed; SQLite may give bigint in rare cases). */
export function num(value: unknown): number {
  return typeof value === 'number' ? value : Number(value ?? 0);
}
