import type { FastifyRequest } from 'fastify';
import { asRecord } from '../../lib/json';

/** Field rules shared by the system forms: the contract kit's (the admin's forms run the same ones). */
export { nullableText, statusField, yesNoField } from '../../../../src/shared/contract/kit/fields';

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
