import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/index';
import { clientInfo } from '../lib/client-info';
import { safeStringify, stripFields, truncate } from '../lib/json';
import { nowText } from '../lib/time';
import { apiPath, hookList } from './auth';

/** Dict sys_oper_type. */
export const BusinessType = {
  OTHER: 0, INSERT: 1, UPDATE: 2, DELETE: 3, GRANT: 4, EXPORT: 5, IMPORT: 6, FORCE: 7, GENCODE: 8, CLEAN: 9,
} as const;
export type BusinessTypeValue = (typeof BusinessType)[keyof typeof BusinessType];

/** 0 other, 1 back-office user, 2 mobile */
export const OperatorType = { OTHER: 0, MANAGE: 1, MOBILE: 2 } as const;

/**
 * RuoYi's @Log, declared on a route:
 *   app.put('/system/dict/data', { config: { operLog: { title: '字典数据', businessType: BusinessType.UPDATE } } }, …)
 */
export interface OperLogOptions {
  title: string;
  businessType: BusinessTypeValue;
  operatorType?: number;
  /** what `method` records (default 'METHOD /route/pattern') */
  method?: string;
  /** record the request parameters (default true) */
  saveRequest?: boolean;
  /** record the response body (default true; turn off for exports and large answers) */
  saveResponse?: boolean;
  /** more parameter names to leave out, besides the password fields */
  exclude?: string[];
}

const MAX_TEXT = 2000;

export interface OperLogEntry {
  title: string;
  businessType: number;
  operatorType?: number;
  method: string;
  requestMethod: string;
  operName: string;
  deptName: string;
  operUrl: string;
  operIp: string;
  operLocation: string;
  /** already stripped of sensitive fields */
  param: unknown;
  result: string;
  /** 0 ok, 1 failed */
  status: 0 | 1;
  errorMsg: string;
  costTime: number;
}

/** Writes one sys_oper_log row (texts capped to their columns). Also usable outside routes, e.g. by jobs. */
export async function writeOperLog(db: Db, e: OperLogEntry): Promise<void> {
  await db
    .insertInto('sys_oper_log')
    .values({
      title: truncate(e.title, 50),
      business_type: e.businessType,
      method: truncate(e.method, 200),
      request_method: truncate(e.requestMethod, 10),
      operator_type: e.operatorType ?? OperatorType.MANAGE,
      oper_name: truncate(e.operName, 50),
      dept_name: truncate(e.deptName, 50),
      oper_url: truncate(e.operUrl, 255),
      oper_ip: truncate(e.operIp, 128),
      oper_location: truncate(e.operLocation, 255),
      oper_param: truncate(typeof e.param === 'string' ? e.param : safeStringify(e.param), MAX_TEXT),
      json_result: truncate(e.result, MAX_TEXT),
      status: e.status,
      error_msg: truncate(e.errorMsg, MAX_TEXT),
      oper_time: nowText(),
      cost_time: Math.max(0, Math.round(e.costTime)),
    })
    .execute();
}

/** GET/DELETE carry their parameters in the URL; the others in the body (RuoYi records both that way). */
function requestParams(request: FastifyRequest, exclude: string[]): unknown {
  const fromUrl = { ...(request.params as object), ...(request.query as object) };
  const useBody = !['GET', 'DELETE'].includes(request.method) && request.body !== undefined && request.body !== null;
  return stripFields(useBody ? request.body : fromUrl, exclude);
}

function parseEnvelope(payload: unknown): { code?: number; msg?: string } {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return {};
  try {
    const body = JSON.parse(payload) as { code?: unknown; msg?: unknown };
    return { code: typeof body.code === 'number' ? body.code : undefined, msg: typeof body.msg === 'string' ? body.msg : undefined };
  } catch {
    return {};
  }
}

async function logRequest(db: Db, request: FastifyRequest, reply: FastifyReply, payload: unknown, opts: OperLogOptions) {
  const user = request.loginUser;
  const client = clientInfo(request);
  const { code, msg } = parseEnvelope(payload);
  const failed = code !== undefined && code !== 200;
  await writeOperLog(db, {
    title: opts.title,
    businessType: opts.businessType,
    operatorType: opts.operatorType,
    method: opts.method ?? `${request.method} ${request.routeOptions.url ?? ''}`,
    requestMethod: request.method,
    operName: user?.userName ?? '',
    deptName: user?.deptName ?? '',
    operUrl: apiPath(request),
    operIp: client.ip,
    operLocation: client.location,
    param: opts.saveRequest === false ? '' : requestParams(request, opts.exclude ?? []),
    result: opts.saveResponse === false || typeof payload !== 'string' ? '' : payload,
    status: failed ? 1 : 0,
    errorMsg: failed ? (msg ?? '') : '',
    costTime: reply.elapsedTime,
  });
}

/**
 * Adds the operation-log hook to the routes of the API scope with `config.operLog`: a row once their answer
 * (success or error envelope) is ready. Written before the answer leaves, so it is in place when the
 * client sees the result; a failure to log is itself logged and never fails the request. Other routes get no hook.
 */
export function registerOperLog(api: FastifyInstance): void {
  const log = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const opts = request.routeOptions.config.operLog;
    if (!opts) return payload;
    // RuoYi's security filter turns strangers away before @Log sees them; so do we, or anyone could fill the log
    if (!request.loginUser && (request.routeOptions.config.auth ?? 'required') === 'required') return payload;
    try {
      await logRequest(api.db, request, reply, payload, opts);
    } catch (err) {
      request.log.error({ err }, 'oper log write failed');
    }
    return payload;
  };
  api.addHook('onRoute', (route) => {
    if (!route.config?.operLog) return;
    const hooks = hookList(route.onSend);
    if (!hooks.includes(log)) route.onSend = [...hooks, log];
  });
}
