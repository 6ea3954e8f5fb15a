/**
 * The one HTTP client of both SPAs (RuoYi request layer, see ruoyi-contract.md 1.1).
 *
 * - `request(config)` resolves the whole RuoYi envelope (axios `res.data`) when its `code` is 200
 *   (a missing code counts as 200) and rejects with a `RequestError` otherwise, after showing the
 *   message (unless `silent`). Blob / arraybuffer responses resolve raw.
 * - Bearer token from the `Admin-Token` cookie unless `headers.isToken === false`.
 * - GET (and any) params are serialised with `tansParams` (empty values dropped, nested → `params[key]`).
 * - Repeat-submit guard for POST/PUT (`headers.repeatSubmit === false` opts out; `headers.interval`, default 1000 ms).
 *   NOTE: the public site reads lists with POST; such read-only calls should pass `repeatSubmit: false`,
 *   otherwise two identical reads within 1 s (two components, a quick re-render) reject the second one.
 * - Body code 401 calls the handler registered with `onUnauthorized` (at most once until `resetUnauthorized()`).
 * - The HTTP transport (axios and the interceptors, ./transport.ts) loads on the first request, not with the page:
 *   a page's first paint never waits for it. `preloadTransport()` starts that load early; `getService()` gives
 *   the axios instance.
 */
import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import type { AjaxResult } from '@shared/contract';
import { RequestError } from './errors';
import { fetchJson, isServerRendering } from './fetchJson';
import { preloadTransport } from './loadTransport';
import { envelopeMessage, tr } from './messages';
import { getNotifier } from './notify';
import { fireUnauthorized } from './unauthorized';

export { BASE_API } from './base';
export { envelopeMessage, errorCodeMessage, REPEAT_SUBMIT_KEY, REPEAT_SUBMIT_MESSAGE_ZH, tr } from './messages';
export { preloadTransport } from './loadTransport';
export { RequestError, isRequestError, type RequestErrorKind } from './errors';
export { getNotifier, resetNotifier, setNotifier, TOAST_SECONDS, type Notifier } from './notify';
export { onUnauthorized, resetUnauthorized } from './unauthorized';

export interface RequestHeaders {
  /** false: do not send the Authorization header (login, register, captcha) */
  isToken?: boolean;
  /** false: skip the client-side repeat-submit guard (POST/PUT) */
  repeatSubmit?: boolean;
  /** repeat-submit window in ms (default 1000) */
  interval?: number;
  [k: string]: unknown;
}

export interface RequestOptions extends Omit<AxiosRequestConfig, 'headers'> {
  headers?: RequestHeaders;
  /** no toast / notification for failures (the promise still rejects) */
  silent?: boolean;
  /** a body code 401 rejects without calling the onUnauthorized handler (e.g. logout, a background session probe) */
  skipUnauthorized?: boolean;
}

// ---------------------------------------------------------------------------------------------
// the transport (loaded on demand)

/** The shared axios instance (interceptors: token, option headers, repeat guard). Prefer `request()`. */
export async function getService(): Promise<AxiosInstance> {
  return (await preloadTransport()).service;
}

/**
 * Send a request; resolve the envelope when code is 200, reject with RequestError otherwise.
 * `T` is the envelope type (e.g. `LoginResponse`, `TableDataInfo<Row>`).
 */
export async function request<T = AjaxResult>(config: RequestOptions): Promise<T> {
  const { silent, skipUnauthorized, headers, ...rest } = config;
  // on the server (the site's pages rendered there) a read goes to the API in process, and says nothing
  if (isServerRendering()) {
    const method = String(rest.method ?? 'get').toLowerCase() === 'post' ? 'post' : 'get';
    const body = await fetchJson(rest.url ?? '', { method, params: rest.params as Record<string, unknown> | undefined, data: rest.data });
    return settleEnvelope<T>(body, { silent: true, skipUnauthorized: true });
  }
  let res: AxiosResponse;
  let http: Awaited<ReturnType<typeof preloadTransport>>;
  try {
    http = await preloadTransport();
  } catch (err) {
    const msg = tr('request.network', '后端接口连接异常');
    if (!silent) getNotifier().error(msg);
    throw new RequestError(msg, { kind: 'network', cause: err });
  }
  try {
    res = await http.service.request({ ...rest, headers: headers as AxiosRequestConfig['headers'] });
  } catch (err) {
    if (err instanceof RequestError) {
      if (err.kind === 'repeat' && !silent) getNotifier().warning(err.message);
      throw err;
    }
    if (http.isCancel(err)) {
      throw new RequestError('canceled', { kind: 'canceled', cause: err });
    }
    const { msg, kind, status } = http.networkErrorMessage(err);
    if (!silent) getNotifier().error(msg);
    throw new RequestError(msg, { kind, status, cause: err });
  }

  const rt = res.config.responseType;
  if (rt === 'blob' || rt === 'arraybuffer' || rt === 'stream') return res.data as T;

  return settleEnvelope<T>(res.data, { silent, skipUnauthorized });
}

/**
 * The envelope's verdict (shared by `request` and `fetchRead`): resolve it when its code is 200, otherwise show the
 * message (unless `silent`; 401 calls the onUnauthorized handler) and reject with a RequestError.
 */
export function settleEnvelope<T>(data: unknown, { silent, skipUnauthorized }: Pick<RequestOptions, 'silent' | 'skipUnauthorized'>): T {
  const body = data as { code?: number | string; msg?: string } | null | undefined;
  // RuoYi: `res.data.code || 200` (a missing or zero code is success); numeric strings are accepted
  const code = (body && typeof body === 'object' ? Number(body.code) : 0) || 200;
  if (code === 200) return data as T;

  const msg = envelopeMessage({ code, msg: body?.msg });
  if (code === 401) {
    // with no prompt registered, fall back to an error toast so the user still learns why it failed
    if (!skipUnauthorized && !fireUnauthorized() && !silent) getNotifier().error(msg);
    throw new RequestError(tr('request.sessionExpired', '无效的会话，或者会话已过期，请重新登录。'), {
      kind: 'business',
      code,
      body,
    });
  }
  if (!silent) {
    if (code === 500) getNotifier().error(msg);
    else if (code === 601) getNotifier().warning(msg);
    else getNotifier().notify(msg);
  }
  throw new RequestError(msg, { kind: 'business', code, body });
}
