import dayjs, { type Dayjs } from 'dayjs';

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

type TimeInput = string | number | Date | Dayjs | null | undefined;

/** Format a date (string, epoch ms or s, Date, Dayjs); '' for empty or invalid input. */
export function formatTime(value: TimeInput, format = DATE_TIME_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  let v: TimeInput = value;
  if (typeof v === 'number' && v < 1e11) v = v * 1000; // seconds
  if (typeof v === 'string' && /^\d+$/.test(v)) v = Number(v) < 1e11 ? Number(v) * 1000 : Number(v);
  if (typeof v === 'string') v = v.replace('T', ' ').replace(/\.\d{3}(Z|[+-]\d\d:?\d\d)?$/, '');
  const d = dayjs(v);
  return d.isValid() ? d.format(format) : '';
}

/**
 * RuoYi `addDateRange`: put a date range into `params.params` as beginTime/endTime (or begin<Prop>/end<Prop>),
 * which tansParams sends as `params[beginTime]=…`. Returns a new object.
 */
export function addDateRange<P extends Record<string, unknown>>(
  params: P,
  range: readonly (string | Dayjs | Date | null | undefined)[] | null | undefined,
  propName?: string,
): P & { params: Record<string, unknown> } {
  const prev = params.params;
  const inner: Record<string, unknown> =
    prev && typeof prev === 'object' && !Array.isArray(prev) ? { ...(prev as Record<string, unknown>) } : {};
  const [a, b] = Array.isArray(range) ? range : [];
  const conv = (v: unknown) => (dayjs.isDayjs(v) || v instanceof Date ? dayjs(v).format('YYYY-MM-DD') : v);
  inner[propName ? `begin${propName}` : 'beginTime'] = conv(a);
  inner[propName ? `end${propName}` : 'endTime'] = conv(b);
  return { ...params, params: inner };
}
