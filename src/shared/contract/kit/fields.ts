import { z } from 'zod';
import { msg } from './messages';

/**
 * Field rules shared by every entity definition (RuoYi's entity validation, with its messages), the list
 * queries' paging and sorting, and the id parameters. The server parses with them and the admin's form rules
 * run them, so both sides refuse the same input with the same message.
 */

export const SORT_REFUSED = '参数不符合规范，不能进行查询';

/** A list filter: '' and whitespace mean "no filter" (RuoYi forms send empty strings). */
export const optionalText = (max = 100) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'number' ? String(v) : v),
    z.string().trim().max(max).optional(),
  );

/** A required text field: `required` when absent or blank, `tooLong` past `max` characters (after trimming). */
export const requiredText = (max: number, required: string, tooLong: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v),
    z.string({ error: required }).trim().min(1, required).max(max, tooLong),
  );

/** Optional text that may be absent, null or '' (stored as null when empty). */
export const nullableText = (max: number, tooLong: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? null : typeof v === 'number' ? String(v) : v),
    z.string().trim().max(max, tooLong).nullable().transform((s) => (s === '' ? null : s)),
  );

/** The remark of every system row (≤ 500 characters). */
export const remarkField = nullableText(500, msg('备注长度不能超过500个字符', 'The remark can be at most 500 characters'));

/** '0' normal / '1' disabled; absent means '0'. */
export const statusField = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? '0' : v),
  z.enum(['0', '1'], { error: msg('状态只能是0（正常）或1（停用）', 'The status is 0 (normal) or 1 (disabled)') }),
);

/** 'Y' / 'N'; absent means `fallback`. */
export const yesNoField = (fallback: 'Y' | 'N', message: string) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? fallback : v), z.enum(['Y', 'N'], { error: message }));

/** A whole number in [min, max]; absent or '' means `fallback`. */
export const sortNumber = (fallback: number, label: { zh: string; en: string }, max = 999999) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? fallback : v),
    z.coerce
      .number({ error: msg(`${label.zh}必须是数字`, `${label.en} must be a number`) })
      .int(msg(`${label.zh}必须是整数`, `${label.en} must be a whole number`))
      .min(0, msg(`${label.zh}不能小于0`, `${label.en} cannot be below 0`))
      .max(max, msg(`${label.zh}不能大于${max}`, `${label.en} cannot be above ${max}`)),
  );

const dayText = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/, msg('日期格式应为 yyyy-MM-dd', 'Dates are written yyyy-MM-dd'))
    .transform((s) => s.slice(0, 10))
    .optional(),
);

/** `params[beginTime]` / `params[endTime]` (query strings and form bodies parse them into `params`). */
export const dateRangeSchema = z.preprocess(
  (v) => (v && typeof v === 'object' && !Array.isArray(v) ? v : undefined),
  z.object({ beginTime: dayText, endTime: dayText }).optional(),
);

const positiveInt = (fallback: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number().int().min(1).max(max).optional().default(fallback),
  );

/** The paging and sorting fields of every list call. */
export const pageFields = {
  pageNum: positiveInt(1, 1_000_000),
  pageSize: positiveInt(10, 500),
  orderByColumn: optionalText(500),
  isAsc: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.enum(['asc', 'desc', 'ascending', 'descending'], { error: SORT_REFUSED }).optional(),
  ),
};

const ID_LIST_MAX = 1000;
const ID_MAX_DIGITS = 18;
/** The longest id list a path parameter can carry (the router's maxParamLength). */
export const ID_LIST_MAX_LENGTH = ID_LIST_MAX * (ID_MAX_DIGITS + 1) - 1;

/** `1,2,3` in a DELETE path → [1, 2, 3] (at most 1000 ids, each a positive integer). */
export const idListSchema = z
  .string()
  .trim()
  .max(ID_LIST_MAX_LENGTH, '参数格式不正确')
  .regex(new RegExp(`^\\d{1,${ID_MAX_DIGITS}}(?:,\\d{1,${ID_MAX_DIGITS}}){0,${ID_LIST_MAX - 1}}$`), '参数格式不正确')
  .transform((s) => [...new Set(s.split(',').map(Number))]);

/** A positive integer id in a path or body. */
export const idSchema = (label: string) =>
  z.coerce.number({ error: `${label}不能为空` }).int(`${label}格式不正确`).positive(`${label}格式不正确`);

/** Audit fields every admin row carries ('YYYY-MM-DD HH:mm:ss', Asia/Shanghai), set by the server. */
export const auditFields = {
  createBy: z.string(),
  createTime: z.string().nullable(),
  updateBy: z.string(),
  updateTime: z.string().nullable(),
  remark: z.string().nullable(),
};
