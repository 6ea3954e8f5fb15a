/**
 * The HTTP transport of the request layer: the axios instance with its interceptors (Bearer token, language, option
 * headers, repeat-submit guard) and the mapping of network failures to messages. Loaded on demand by request.ts
 * (`preloadTransport`, one cached import): never import it statically from app code, or axios is back on every
 * page's first paint.
 */
import axios, { AxiosHeaders, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { getToken } from '@shared/auth/token';
import { getLanguage, HTML_LANG } from '@shared/i18n';
import { BASE_API } from './base';
import { RequestError, type RequestErrorKind } from './errors';
import { REPEAT_SUBMIT_KEY, REPEAT_SUBMIT_MESSAGE_ZH, tr } from './messages';
import { tansParams } from './params';

const REPEAT_LIMIT_SIZE = 5 * 1024 * 1024;

interface SessionObj {
  url: string;
  data: string;
  time: number;
}

/** Our option keys travel in `headers` (RuoYi style) but are never sent over the wire. */
const OPTION_HEADERS = ['isToken', 'repeatSubmit', 'interval'] as const;

function readOption(headers: AxiosHeaders, key: (typeof OPTION_HEADERS)[number]): unknown {
  return headers.get(key);
}

function checkRepeat(config: InternalAxiosRequestConfig, interval: number): void {
  const method = (config.method ?? 'get').toLowerCase();
  if (method !== 'post' && method !== 'put') return;
  const query = config.params ? tansParams(config.params as Record<string, unknown>) : '';
  const url = (config.url ?? '') + (query ? `${config.url?.includes('?') ? '&' : '?'}${query}` : '');
  let data: string;
  if (typeof config.data === 'string') data = config.data;
  else if (config.data instanceof FormData || config.data instanceof Blob) return; // uploads: never compared
  else data = JSON.stringify(config.data ?? null) ?? '';
  const obj: SessionObj = { url, data, time: Date.now() };
  if (data.length >= REPEAT_LIMIT_SIZE) return;
  let last: SessionObj | null = null;
  try {
    last = JSON.parse(sessionStorage.getItem(REPEAT_SUBMIT_KEY) ?? 'null') as SessionObj | null;
  } catch {
    last = null;
  }
  if (last && last.url === obj.url && last.data === obj.data && obj.time - last.time < interval) {
    throw new RequestError(tr('request.repeatSubmit', REPEAT_SUBMIT_MESSAGE_ZH), { kind: 'repeat' });
  }
  try {
    sessionStorage.setItem(REPEAT_SUBMIT_KEY, JSON.stringify(obj));
  } catch {
    /* storage full or unavailable: the guard is best effort */
  }
}

function createService(): AxiosInstance {
  const instance = axios.create({
    baseURL: BASE_API,
    timeout: 10000,
    headers: { 'Content-Type': 'application/json;charset=utf-8' },
    paramsSerializer: { serialize: (p) => tansParams(p as Record<string, unknown>) },
  });
  instance.interceptors.request.use((config) => {
    const headers = config.headers;
    const isToken = readOption(headers, 'isToken') !== false && readOption(headers, 'isToken') !== 'false';
    const repeatSubmit = readOption(headers, 'repeatSubmit') !== false && readOption(headers, 'repeatSubmit') !== 'false';
    const intervalRaw = Number(readOption(headers, 'interval'));
    const interval = Number.isFinite(intervalRaw) && intervalRaw > 0 ? intervalRaw : 1000;
    for (const k of OPTION_HEADERS) headers.delete(k);
    // FormData: drop the JSON default so axios neither JSON-encodes it nor hides the multipart boundary
    if (typeof FormData !== 'undefined' && config.data instanceof FormData) headers.delete('Content-Type');
    const token = getToken();
    if (token && isToken && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    // the server answers menu titles (/getRouters) and similar texts in the user's language
    if (!headers.has('Accept-Language')) headers.set('Accept-Language', HTML_LANG[getLanguage()]);
    if (repeatSubmit) checkRepeat(config, interval);
    return config;
  });
  return instance;
}

/** The shared axios instance (interceptors: token, option headers, repeat guard). */
export const service: AxiosInstance = createService();

/** A request canceled through its signal. */
export const isCancel = (err: unknown): boolean => axios.isCancel(err);

/** Network / HTTP failure → user message (RuoYi mapping). */
export function networkErrorMessage(err: unknown): { msg: string; kind: RequestErrorKind; status?: number } {
  if (axios.isAxiosError(err)) {
    const status = err.response?.status;
    if (status) return { msg: tr('request.status', '系统接口{{status}}异常', { status }), kind: 'http', status };
    const raw = err.message ?? '';
    if (err.code === 'ECONNABORTED' || err.code === 'ETIMEDOUT' || raw.includes('timeout')) {
      return { msg: tr('request.timeout', '系统接口请求超时'), kind: 'timeout' };
    }
    return { msg: tr('request.network', '后端接口连接异常'), kind: 'network' };
  }
  return { msg: tr('request.network', '后端接口连接异常'), kind: 'network' };
}
