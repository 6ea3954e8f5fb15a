/** Pure validation helpers (spec section 5). */
import { CN_MOBILE_RE } from '@shared/contract/constants';

/** Optional sign, integer without leading zeros, optional decimals: 0, -12, +3.50; not 012, 1., .5 */
export const NUMBER_RE = /^[+-]?(0|[1-9]\d*)(\.\d+)?$/;

export function isNumber(value: unknown): boolean {
  return NUMBER_RE.test(String(value ?? '').trim());
}

/** Mainland China mobile number (11 digits, 1[3-9]…). */
export function isMobile(value: unknown): boolean {
  return CN_MOBILE_RE.test(String(value ?? '').trim());
}

/** External link (opens outside the router). */
export function isExternal(path: string | null | undefined): boolean {
  return /^(https?:|mailto:|tel:)/i.test(path ?? '');
}

export function isHttp(url: string | null | undefined): boolean {
  return /^https?:\/\//i.test(url ?? '');
}
