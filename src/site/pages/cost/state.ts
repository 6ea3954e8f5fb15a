/**
 * The calculator's state lives in the URL, so a link reproduces the same calculation:
 * `?schools=1,2,3&types=5&city=CA-TOR&stay=homestay&years=4&cur=CAD` (every part optional). `schools` is the
 * format other pages link with (the compare page: `/fee/calculator?schools=…`). Pure: parse and build.
 */
import { MAX_COST_SCHOOLS } from '@shared/cost/contract';
import { CITY_CODES, MAX_YEARS, STAYS, type Stay } from '@shared/cost/model';
import { isCurrency, type Currency } from '@shared/cost/money';

export interface CalcState {
  /** school ids, distinct, in the order chosen */
  schools: number[];
  /** school types (dict bbs_school_type values) priced with their defaults in `city` */
  types: string[];
  city: string;
  stay: Stay;
  years: number;
  currency: Currency;
}

export const DEFAULT_STATE: CalcState = { schools: [], types: [], city: 'CA-TOR', stay: 'homestay', years: 4, currency: 'CAD' };

const list = (v: string | null) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean);

/** The state a query string describes; unknown or bad parts take the defaults, at most 4 columns in all. */
export function parseState(params: URLSearchParams): CalcState {
  const schools = [...new Set(list(params.get('schools')).map(Number).filter((n) => Number.isSafeInteger(n) && n > 0))].slice(0, MAX_COST_SCHOOLS);
  const types = [...new Set(list(params.get('types')).filter((t) => /^[1-9]$/.test(t)))].slice(0, MAX_COST_SCHOOLS - schools.length);
  const city = params.get('city') ?? '';
  const stay = params.get('stay') ?? '';
  const years = Number(params.get('years'));
  const cur = params.get('cur');
  return {
    schools,
    types,
    city: CITY_CODES.includes(city) ? city : DEFAULT_STATE.city,
    stay: (STAYS as readonly string[]).includes(stay) ? (stay as Stay) : DEFAULT_STATE.stay,
    years: Number.isInteger(years) && years >= 1 && years <= MAX_YEARS ? years : DEFAULT_STATE.years,
    currency: isCurrency(cur) ? cur : DEFAULT_STATE.currency,
  };
}

/** The query string of a state (without '?'); defaults are written too, so a shared link never changes meaning. */
export function stateQuery(s: CalcState): string {
  const p = new URLSearchParams();
  if (s.schools.length) p.set('schools', s.schools.join(','));
  if (s.types.length) p.set('types', s.types.join(','));
  p.set('city', s.city);
  p.set('stay', s.stay);
  p.set('years', String(s.years));
  p.set('cur', s.currency);
  // keep the commas readable in a shared link
  return p.toString().replace(/%2C/g, ',');
}

/** Columns in use (schools + types). */
export const columnCount = (s: CalcState) => s.schools.length + s.types.length;
