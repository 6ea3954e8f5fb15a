import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { asRecord } from '../../lib/json';

/** Field rules shared by the system forms (RuoYi entity validation, with its messages). */

/** Optional text that may be absent, null or '' (stored as null when empty). */
export const nullableText = (max: number, tooLong: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? null : typeof v === 'number' ? String(v) : v),
    z.string().trim().max(max, tooLong).nullable().transform((s) => (s === '' ? null : s)),
  );

/** '0' normal / '1' disabled; absent means '0'. */
export const statusField = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? '0' : v),
  z.enum(['0', '1'], { error: '状态只能是0（正常）或1（停用）' }),
);

/** 'Y' / 'N'; absent means `fallback`. */
export const yesNoField = (fallback: 'Y' | 'N', message: string) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? fallback : v), z.enum(['Y', 'N'], { error: message }));

/**
 * The filter fields of an export call: a form body (RuoYi's download helper posts form-urlencoded),
 * a JSON body, or, for odd clients, the query string.
 */
export function exportInput(request: FastifyRequest): Record<string, unknown> {
  const body = asRecord(request.body);
  return Object.keys(body).length > 0 ? body : asRecord(request.query);
}

/** A readable export file name: `<prefix>_<yyyyMMddHHmmss>.xlsx`. */
export function exportFileName(prefix: string, now: string): string {
  return `${prefix}_${now.replace(/\D/g, '')}.xlsx`;
}
