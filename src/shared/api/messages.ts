/**
 * The request layer's texts (i18n with the Chinese originals as fallback) and the repeat-submit names. Both the
 * request entry (request.ts) and the lazily loaded transport (transport.ts) import them from here, so neither
 * imports the other.
 */
import { i18n } from '@shared/i18n/translator';

/** Translate a key of the `common` namespace, falling back to the given (Chinese) text. */
export function tr(key: string, fallback: string, options?: Record<string, unknown>): string {
  if (!i18n.isInitialized) {
    return options ? fallback.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(options[k] ?? '')) : fallback;
  }
  return i18n.t(key, { ns: 'common', defaultValue: fallback, ...options });
}

/** RuoYi errorCode.js: fixed texts for 401/403/404 that win over the server msg, and a default. */
export function errorCodeMessage(code: number | 'default'): string | undefined {
  switch (code) {
    case 401:
      return tr('request.code401', '认证失败，无法访问系统资源');
    case 403:
      return tr('request.code403', '当前操作没有权限');
    case 404:
      return tr('request.code404', '访问资源不存在');
    case 'default':
      return tr('request.codeDefault', '系统未知错误，请反馈给管理员');
    default:
      return undefined;
  }
}

/** Message of an envelope: code table, else msg, else the default text. */
export function envelopeMessage(body: { code?: number; msg?: string } | null | undefined): string {
  const code = body?.code ?? 200;
  return errorCodeMessage(code) || body?.msg || (errorCodeMessage('default') as string);
}

export const REPEAT_SUBMIT_MESSAGE_ZH = '数据正在处理，请勿重复提交';

/** Key of the last POST/PUT in sessionStorage (RuoYi's `sessionObj`). */
export const REPEAT_SUBMIT_KEY = 'sessionObj';
