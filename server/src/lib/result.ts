import { DEFAULT_MSG, ResultCode } from '../../../src/shared/contract/index';

/**
 * RuoYi envelopes. HTTP stays 200 for business outcomes; `code` carries the result.
 * Handlers return these objects; extra endpoint keys go at the top level.
 */
export interface Envelope {
  code: number;
  msg: string;
  [key: string]: unknown;
}

/** `{code:200, msg:'操作成功', ...extra}` */
export function success<E extends object>(extra?: E, msg: string = DEFAULT_MSG.success): { code: number; msg: string } & E {
  return { code: ResultCode.SUCCESS, msg, ...(extra as E) };
}

/** `{code:200, msg:'操作成功', data}`; like RuoYi, `data` is left out when null/undefined. */
export function successData<T>(data: T, msg: string = DEFAULT_MSG.success): { code: number; msg: string; data?: T } {
  return data === null || data === undefined ? { code: ResultCode.SUCCESS, msg } : { code: ResultCode.SUCCESS, msg, data };
}

/** Paged list: `{code:200, msg:'查询成功', rows, total}` */
export function tableData<T>(rows: T[], total: number): { code: number; msg: string; rows: T[]; total: number } {
  return { code: ResultCode.SUCCESS, msg: DEFAULT_MSG.query, rows, total };
}

export function failure(msg: string = DEFAULT_MSG.error, code: number = ResultCode.ERROR): Envelope {
  return { code, msg };
}

/** `toAjax(rows)`: success when something changed, else the default error. */
export function toAjax(affected: number | bigint): Envelope {
  return Number(affected) > 0 ? success() : failure();
}

/**
 * A business failure with a message meant for the user (RuoYi's ServiceException).
 * The error plugin turns it into `{code, msg}` with HTTP 200.
 */
export class ServiceError extends Error {
  readonly code: number;
  constructor(message: string, code: number = ResultCode.ERROR) {
    super(message);
    this.name = 'ServiceError';
    this.code = code;
  }
}

export const MSG = {
  unauthorized: (uri: string) => `请求访问：${uri}，认证失败，无法访问系统资源`,
  forbidden: '没有权限，请联系管理员授权',
  notFound: (uri: string) => `请求地址'${uri}'不存在`,
} as const;
