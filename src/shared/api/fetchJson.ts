/**
 * A JSON call with the browser's own fetch, for the public site's reads on a first visit: no HTTP transport (axios,
 * ./transport.ts) to download first. The same wire as the transport: BASE_API, JSON body, `tansParams` query,
 * the Bearer token when there is one, Accept-Language. Any failure (network, HTTP status, unreadable body, 10 s)
 * answers null: the caller hands the call to the request layer, which tries again and reports as for every call.
 */
import { getToken } from '@shared/auth/token';
import { getLanguage, HTML_LANG, type Lang } from '@shared/i18n';
import { BASE_API } from './base';
import { tansParams } from './params';

export interface FetchJsonInit {
  method?: 'get' | 'post';
  params?: Record<string, unknown>;
  data?: unknown;
  /** the caller's cancel: an aborted call rejects (AbortError) instead of answering null */
  signal?: AbortSignal;
  /** the Accept-Language (default: the UI's language) */
  lang?: Lang;
}

const TIMEOUT_MS = 10000;

/**
 * The server's way to answer a read (the site's server renderer, src/site/entry-server.tsx, passes the API server's
 * own in-process call): no network, no window. It answers the body whatever the status, so a server render never
 * falls back to the browser's transport.
 */
export type ServerFetch = (request: { method: 'GET' | 'POST'; url: string; headers: Record<string, string>; body?: string }) => Promise<unknown>;

let serverFetch: ServerFetch | null = null;

/** Server rendering: route every read through `fetch` (null: the browser's fetch again). */
export function setServerFetch(fetch: ServerFetch | null): void {
  serverFetch = fetch;
}

/** True while the site renders on the server: the request layer then reads through `fetchJson` too. */
export function isServerRendering(): boolean {
  return serverFetch !== null;
}

export async function fetchJson(path: string, { method = 'post', params, data, signal, lang }: FetchJsonInit = {}): Promise<unknown> {
  signal?.throwIfAborted();
  const query = params ? tansParams(params) : '';
  const relative = `${BASE_API}${path}${query ? `?${query}` : ''}`;
  const headers: Record<string, string> = { 'Accept-Language': HTML_LANG[lang ?? getLanguage()] };
  if (method === 'post') headers['Content-Type'] = 'application/json;charset=utf-8';
  const body = method === 'post' ? JSON.stringify(data ?? {}) : undefined;
  if (serverFetch) return serverFetch({ method: method === 'post' ? 'POST' : 'GET', url: relative, headers, body });
  const url = new URL(relative, window.location.href);
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  const forward = () => controller.abort();
  signal?.addEventListener('abort', forward);
  try {
    const res = await fetch(url, {
      method: method.toUpperCase(),
      headers,
      body,
      signal: controller.signal,
    });
    return res.ok ? ((await res.json()) as unknown) : null;
  } catch (err) {
    if (signal?.aborted) throw err;
    return null;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}
