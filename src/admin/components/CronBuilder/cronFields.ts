/**
 * The cron builder's model (RuoYi's Crontab component): one state per Quartz field — seconds, minutes, hours, day of
 * month, month, day of week (1 = Sunday … 7 = Saturday) and year — built into and read back from an expression.
 */
export const CRON_FIELDS = ['second', 'min', 'hour', 'day', 'month', 'week', 'year'] as const;
export type CronField = (typeof CRON_FIELDS)[number];

export type FieldMode =
  /** * */ | 'every'
  /** ? (day and week only) */ | 'none'
  /** a-b */ | 'range'
  /** a/b */ | 'step'
  /** 1,2,3 */ | 'list'
  /** L: the last day of the month */ | 'last'
  /** 15W: the weekday nearest to that day */ | 'nearWeekday'
  /** 2#3: the 3rd Monday */ | 'nth'
  /** 6L: the last Friday */ | 'lastWeekday'
  /** year only: no year field */ | 'omit';

export interface FieldState {
  mode: FieldMode;
  from: number;
  to: number;
  start: number;
  step: number;
  list: number[];
  /** nearWeekday's day; nth / lastWeekday's weekday */
  day: number;
  nth: number;
}

export const FIELD_RANGE: Record<CronField, [number, number]> = {
  second: [0, 59], min: [0, 59], hour: [0, 23], day: [1, 31], month: [1, 12], week: [1, 7], year: [2000, 2099],
};

/** The modes each tab offers, in RuoYi's order. */
export const FIELD_MODES: Record<CronField, readonly FieldMode[]> = {
  second: ['every', 'range', 'step', 'list'],
  min: ['every', 'range', 'step', 'list'],
  hour: ['every', 'range', 'step', 'list'],
  day: ['every', 'none', 'range', 'step', 'nearWeekday', 'last', 'list'],
  month: ['every', 'range', 'step', 'list'],
  week: ['every', 'none', 'range', 'nth', 'lastWeekday', 'list'],
  year: ['omit', 'every', 'range'],
};

export function defaultState(field: CronField, year = new Date().getFullYear()): FieldState {
  const [min] = FIELD_RANGE[field];
  const first = field === 'year' ? year : min;
  return { mode: field === 'year' ? 'omit' : field === 'week' ? 'none' : 'every', from: first, to: first + 1, start: first, step: 1, list: [], day: field === 'week' ? 2 : 1, nth: 1 };
}

export function fieldText(s: FieldState): string {
  switch (s.mode) {
    case 'every': return '*';
    case 'none': return '?';
    case 'range': return `${s.from}-${s.to}`;
    case 'step': return `${s.start}/${s.step}`;
    case 'list': return s.list.length ? [...s.list].sort((a, b) => a - b).join(',') : '*';
    case 'last': return 'L';
    case 'nearWeekday': return `${s.day}W`;
    case 'nth': return `${s.day}#${s.nth}`;
    case 'lastWeekday': return `${s.day}L`;
    case 'omit': return '';
  }
}

export type CronState = Record<CronField, FieldState>;

export function buildExpression(state: CronState): string {
  return CRON_FIELDS.map((f) => fieldText(state[f])).filter((x) => x !== '').join(' ');
}

/** The state of one field's text (unrecognised text falls back to the field's default). */
export function parseField(field: CronField, text: string | undefined, year?: number): FieldState {
  const s = defaultState(field, year);
  if (text === undefined || text === '') return s;
  const n = (x: string) => Number(x);
  let m: RegExpMatchArray | null;
  if (text === '*') return { ...s, mode: 'every' };
  if (text === '?') return { ...s, mode: 'none' };
  if (text === 'L') return { ...s, mode: 'last' };
  if ((m = text.match(/^(\d+)-(\d+)$/))) return { ...s, mode: 'range', from: n(m[1]!), to: n(m[2]!) };
  if ((m = text.match(/^(\d+)\/(\d+)$/))) return { ...s, mode: 'step', start: n(m[1]!), step: n(m[2]!) };
  if ((m = text.match(/^(\d+)W$/))) return { ...s, mode: 'nearWeekday', day: n(m[1]!) };
  if ((m = text.match(/^(\d)#(\d)$/))) return { ...s, mode: 'nth', day: n(m[1]!), nth: n(m[2]!) };
  if ((m = text.match(/^(\d)L$/))) return { ...s, mode: 'lastWeekday', day: n(m[1]!) };
  if (/^\d+(,\d+)*$/.test(text)) return { ...s, mode: 'list', list: text.split(',').map(n) };
  return s;
}

export function parseExpression(expression: string, year?: number): CronState {
  const parts = expression.trim().split(/\s+/);
  return Object.fromEntries(CRON_FIELDS.map((f, i) => [f, parseField(f, parts[i], year)])) as CronState;
}

/** Day of month and day of week exclude each other (Quartz): setting one to a value sets the other to '?'. */
export function withField(state: CronState, field: CronField, next: FieldState): CronState {
  const out = { ...state, [field]: next };
  if (field === 'day' && next.mode !== 'none') out.week = { ...out.week, mode: 'none' };
  if (field === 'week' && next.mode !== 'none') out.day = { ...out.day, mode: 'none' };
  return out;
}
