import { localizeMessage } from '../../../src/shared/contract/kit/messages';

/** The languages the server answers in; `zh` is the default (RuoYi's own texts are Chinese). */
export type Lang = 'zh' | 'en';

/**
 * The language of a request from its `Accept-Language` header (the admin client sends its current i18n language):
 * the supported language with the highest q value; ties keep header order; anything else, or no header, is `zh`.
 */
export function langOf(acceptLanguage: string | string[] | undefined): Lang {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  let best: { lang: Lang; q: number } | null = null;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (primary !== 'zh' && primary !== 'en') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? 'zh';
}

/**
 * A success message written with `msg(zh, en)` in the request's language (errors are localized by the error
 * plugin; answers that carry a message of their own use this).
 */
export function saidIn(headers: { 'accept-language'?: string | string[] }, text: string): string {
  return localizeMessage(text, langOf(headers['accept-language']));
}
