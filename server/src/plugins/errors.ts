import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z, ZodError } from 'zod';
import { DEFAULT_MSG } from '../../../src/shared/contract/index';
import { localizeMessage } from '../../../src/shared/contract/kit/messages';
import { type Lang, langOf } from '../lib/lang';
import { type Envelope, failure, MSG, ServiceError } from '../lib/result';
import { isApiUrl } from './api-prefix';
import { apiPath } from './auth';

/**
 * One place turns every failure into the RuoYi envelope. API calls always get HTTP 200 with `code`
 * (the clients read the body code); messages are meant for users, never stack traces or SQL.
 */
export function errorEnvelope(error: unknown, lang: Lang = 'zh'): { envelope: Envelope; status: number; unexpected: boolean } {
  if (error instanceof ServiceError) return { envelope: failure(localizeMessage(error.message, lang), error.code), status: 200, unexpected: false };
  if (error instanceof ZodError) return { envelope: failure(zodMessage(error, lang)), status: 400, unexpected: false };
  const fe = error as Partial<FastifyError> | undefined;
  const status = typeof fe?.statusCode === 'number' ? fe.statusCode : 500;
  if (status >= 400 && status < 500) return { envelope: failure(clientErrorMessage(fe, status), status === 403 ? 403 : 500), status, unexpected: false };
  return { envelope: failure(DEFAULT_MSG.error), status: 500, unexpected: true };
}

/**
 * '<field>: <message>' for the first issue, naming the field so the client can show where. Messages written with
 * `msg(zh, en)` (the contract's) answer in English to English requests; the rest stay as written.
 */
export function zodMessage(error: ZodError, lang: Lang = 'zh'): string {
  const issue = error.issues[0];
  if (!issue) return lang === 'en' ? 'Invalid input' : '参数校验失败';
  const field = issue.path.map(String).join('.');
  const text = localizeMessage(issue.message, lang);
  return field ? `${field}: ${text}` : text;
}

function clientErrorMessage(error: Partial<FastifyError> | undefined, status: number): string {
  switch (error?.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return '请求体不能为空';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return '不支持的请求类型';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return '请求数据过大';
    case 'FST_ERR_VALIDATION':
      return error.message ?? '参数校验失败';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return '请求路径参数过长';
    case 'FST_ERR_BAD_URL':
      return '请求地址格式错误';
    default:
      break;
  }
  if (status === 413) return '请求数据过大';
  if (status === 414 || status === 431) return '请求地址或请求头过长';
  if (status === 415) return '不支持的请求类型';
  if (status === 429) return '访问过于频繁，请稍候再试';
  if (status === 403) return MSG.forbidden;
  if (status === 404) return '资源不存在';
  // JSON parse errors and other malformed requests
  return '请求参数格式错误';
}

export function registerErrorHandler(app: FastifyInstance): void {
  // zod's own messages (for rules whose schema gives none) in the users' language; process-wide and idempotent
  z.config(z.locales.zhCN());
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    // messages in the caller's language (Accept-Language; the clients send their current one), Chinese by default
    const { envelope, status, unexpected } = errorEnvelope(error, langOf(request.headers['accept-language']));
    if (unexpected) request.log.error({ err: error, url: request.url }, 'unhandled error');
    // business outcomes stay HTTP 200 for the API; static files keep real status codes
    return reply.code(isApiUrl(request.url) ? 200 : status).send(envelope);
  });
}

/** `{code:404}` for an unknown API path (HTTP 200, like every API answer). */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(200).send(failure(MSG.notFound(apiPath(request)), 404));
}

/**
 * Fastify's `frameworkErrors`: failures found while routing, before any hook (a path parameter longer than
 * `maxParamLength`, a malformed %-escape), answered like every other error instead of Fastify's raw 414/400.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { envelope, status } = errorEnvelope(error);
  void reply.code(isApiUrl(request.url) ? 200 : status).send(envelope);
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before there is a request (headers or URL over
 * `maxHeaderSize` → 431, garbage → 400, timeouts → 408). API calls get the envelope with HTTP 200 like any
 * other failure; other paths the real status with the envelope as body.
 */
export function clientErrorHandler(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const msg = status === 431 ? '请求地址或请求头过长' : status === 408 ? '请求超时' : '请求格式错误';
  const requestLine = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.subarray(0, 200).toString('latin1') : '';
  const api = /^[A-Z]+ \/prod-api(?:[/?\s]|$)/.test(requestLine);
  const body = JSON.stringify(failure(msg));
  const head = api ? 'HTTP/1.1 200 OK' : `HTTP/1.1 ${status} ${STATUS_CODES[status]}`;
  if (socket.writable) {
    socket.write(`${head}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy();
}
