import { z } from 'zod';

/**
 * RuoYi envelopes. HTTP status stays 200 for business outcomes; `code` decides.
 * `AjaxResult` = {code, msg, data?} plus endpoint-specific top-level keys.
 * `TableDataInfo` = {code, msg, rows, total} for paged lists.
 */
export const ResultCode = {
  SUCCESS: 200,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ERROR: 500,
  WARN: 601,
} as const;

export const ajaxResultSchema = z.object({
  code: z.number().optional(),
  msg: z.string().optional(),
});

export type AjaxResult<T = undefined, Extra extends object = object> = {
  code: number;
  msg: string;
} & (T extends undefined ? { data?: unknown } : { data: T }) &
  Extra;

export interface TableDataInfo<T> {
  code: number;
  msg: string;
  rows: T[];
  total: number;
}

export const pageQuerySchema = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(10),
  orderByColumn: z.string().optional(),
  isAsc: z.enum(['asc', 'desc', 'ascending', 'descending']).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Default messages of the RuoYi envelope. */
export const DEFAULT_MSG = {
  success: '操作成功',
  error: '操作失败',
  query: '查询成功',
  logout: '退出成功',
} as const;
