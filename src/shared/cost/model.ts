/**
 * The total-cost model (issue 15): DATA (defaults per region, city and school type, each with where it comes from)
 * and one pure function, `computeCost`, that turns a column (a school or a school type in a city) and the reader's
 * choices into cost lines in the chosen currency. Figures are yearly unless `oneTime`; everything is unrounded
 * here, the page rounds once for display (money.ts).
 */
import { convert, type Currency } from './money';
import type { CostRates } from './rates';

export type Region = 'CA' | 'HK' | 'CN';
export type Stay = 'homestay' | 'boarding' | 'home';
export const STAYS: readonly Stay[] = ['homestay', 'boarding', 'home'];

/** Where a default comes from (shown under the table, in the page's texts: `site-cost:source.<key>`). */
export type SourceKey = 'school' | 'spec' | 'ircc' | 'immd' | 'estimate';
export const SOURCE_URLS: Partial<Record<SourceKey, string>> = {
  ircc: 'https://ircc.canada.ca/english/information/fees/fees.asp',
  immd: 'https://www.immd.gov.hk/eng/services/visas/study.html',
};

export interface RegionDefaults {
  currency: Currency;
  /** the region's city used when a school's city is not in CITY_COSTS */
  defaultCity: string;
  /** health insurance a year */
  insurance: number;
  /** a school's application / registration fee, once */
  application: number;
  /** custodian / guardian service a year for a minor living away from parents (0: not usual there) */
  guardianship: number;
  /** a school's boarding fee a year (boarding schools, type 5, include it in the tuition) */
  boarding: number;
  /** tuition a year by school type (dict bbs_school_type) when the school has no figure */
  tuition: Record<string, number>;
}

/** Per region, in its currency. Canada: the spec's published bands (section 9); elsewhere typical figures. */
export const REGIONS: Record<Region, RegionDefaults> = {
  CA: {
    currency: 'CAD', defaultCity: 'CA-TOR', insurance: 700, application: 250, guardianship: 2000, boarding: 15000,
    tuition: { '1': 13500, '2': 15000, '3': 30000, '4': 38500, '5': 50000, '6': 30000, '7': 15000 },
  },
  HK: {
    currency: 'HKD', defaultCity: '810000', insurance: 3000, application: 1500, guardianship: 0, boarding: 80000,
    tuition: { '1': 60000, '2': 100000, '3': 180000, '4': 80000, '5': 300000, '6': 135000, '7': 100000 },
  },
  CN: {
    currency: 'CNY', defaultCity: '310100', insurance: 1500, application: 2000, guardianship: 0, boarding: 20000,
    tuition: { '1': 30000, '2': 120000, '3': 220000, '4': 120000, '5': 200000, '6': 160000, '7': 130000 },
  },
};

/** The school type used when neither the school nor the reader gives one (international school). */
export const FALLBACK_TYPE = '3';

export interface CityCosts {
  region: Region;
  /** pocket money, transport, phone, meals out: a month, region currency */
  living: number;
  /** a homestay family's fee a month */
  homestay: number;
  /** one return flight from a mainland Chinese city */
  flight: number;
  /** return trips a year */
  trips: number;
}

/** Months of the school year the monthly figures count. */
export const MONTHS_A_YEAR = 10;

/** The seeded cities (server/src/db/seed/sample/schools.ts CITY_SEED codes); estimates, checked 2026-11. */
export const CITY_COSTS: Record<string, CityCosts> = {
  'CA-TOR': { region: 'CA', living: 600, homestay: 1400, flight: 1800, trips: 1 },
  'CA-OTT': { region: 'CA', living: 550, homestay: 1200, flight: 2000, trips: 1 },
  'CA-VAN': { region: 'CA', living: 600, homestay: 1400, flight: 1500, trips: 1 },
  '810000': { region: 'HK', living: 4000, homestay: 10000, flight: 1500, trips: 4 },
  '110100': { region: 'CN', living: 3000, homestay: 6000, flight: 1500, trips: 2 },
  '310100': { region: 'CN', living: 3000, homestay: 6000, flight: 1500, trips: 2 },
  '440100': { region: 'CN', living: 2500, homestay: 5000, flight: 1200, trips: 2 },
  '440300': { region: 'CN', living: 2800, homestay: 5500, flight: 1200, trips: 2 },
  '320500': { region: 'CN', living: 2500, homestay: 5000, flight: 1200, trips: 2 },
};
export const CITY_CODES = Object.keys(CITY_COSTS);

export type LineKey = 'tuition' | 'accommodation' | 'guardianship' | 'insurance' | 'living' | 'flights' | 'application' | 'permit';
export const LINE_KEYS: readonly LineKey[] = ['tuition', 'accommodation', 'guardianship', 'insurance', 'living', 'flights', 'application', 'permit'];

/** Why a line reads as it does (page text `site-cost:note.<note>`). */
export type LineNote =
  | 'schoolFee' | 'typeDefault' | 'homestay' | 'boarding' | 'boardingIncluded' | 'noBoarding' | 'home'
  | 'notUsual' | 'perMonth' | 'trips' | 'caPermit' | 'hkVisa' | 'none';

export interface CostLine {
  key: LineKey;
  /** in the chosen currency, unrounded: a year, or once when `oneTime` */
  amount: number;
  oneTime: boolean;
  /** a default standing in for a figure we do not have */
  estimate: boolean;
  note: LineNote;
  source: SourceKey;
}

/** One column of the comparison: a school from the directory or a school type in a city. */
export interface CostSubject {
  /** dict bbs_school_type ('' unknown) */
  schoolType: string;
  /** city code ('' unknown) */
  cityCode: string;
  tuitionMin: number | null;
  tuitionMax: number | null;
  /** the currency of the school's tuition figures */
  currency: string;
  /** the school offers boarding */
  boarding: boolean;
}

export interface CostOptions {
  currency: Currency;
  stay: Stay;
  /** years of the programme, 1–12 */
  years: number;
}

export interface CostResult {
  region: Region;
  cityCode: string;
  lines: CostLine[];
  /** unrounded, chosen currency */
  perYear: number;
  oneTime: number;
  total: number;
  /** some line is an estimate */
  estimate: boolean;
}

/** The region of a city code, else of a currency (HKD → HK, CNY → CN), else Canada. */
export function regionOf(cityCode: string, currency = ''): Region {
  const city = CITY_COSTS[cityCode];
  if (city) return city.region;
  if (cityCode.startsWith('CA-')) return 'CA';
  if (cityCode === '810000') return 'HK';
  if (currency === 'HKD') return 'HK';
  if (currency === 'CNY') return 'CN';
  if (/^\d{6}$/.test(cityCode)) return 'CN';
  return 'CA';
}

export const MAX_YEARS = 12;

/** The cost lines and totals of one subject. Pure: the same inputs give the same answer. */
export function computeCost(subject: CostSubject, opts: CostOptions, rates: CostRates): CostResult {
  const region = regionOf(subject.cityCode, subject.currency);
  const R = REGIONS[region];
  const cityCode = CITY_COSTS[subject.cityCode] ? subject.cityCode : R.defaultCity;
  const city = CITY_COSTS[cityCode]!;
  const to = (amount: number, from: Currency = R.currency) => convert(amount, from, opts.currency, rates.fx.perCad);
  const years = Math.min(MAX_YEARS, Math.max(1, Math.round(opts.years) || 1));
  const lines: CostLine[] = [];
  const add = (key: LineKey, amount: number, note: LineNote, source: SourceKey, extra: Partial<CostLine> = {}) =>
    lines.push({ key, amount, note, source, oneTime: false, estimate: false, ...extra });

  // tuition: the school's range midpoint, else the type's default
  const known = [subject.tuitionMin, subject.tuitionMax].filter((n): n is number => typeof n === 'number' && n > 0);
  const feeCurrency = (['CAD', 'HKD', 'CNY'] as const).find((c) => c === subject.currency);
  const type = R.tuition[subject.schoolType] !== undefined ? subject.schoolType : FALLBACK_TYPE;
  if (known.length > 0 && feeCurrency) add('tuition', to(known.reduce((a, b) => a + b, 0) / known.length, feeCurrency), 'schoolFee', 'school');
  else add('tuition', to(R.tuition[type]!), 'typeDefault', region === 'CA' ? 'spec' : 'estimate', { estimate: true });

  // where the student lives
  const boardingIncluded = subject.schoolType === '5';
  const away = opts.stay !== 'home';
  if (opts.stay === 'home') add('accommodation', 0, 'home', 'estimate');
  else if (opts.stay === 'boarding' && subject.boarding) {
    if (boardingIncluded) add('accommodation', 0, 'boardingIncluded', 'estimate');
    else add('accommodation', to(R.boarding), 'boarding', 'estimate', { estimate: true });
  } else {
    add('accommodation', to(city.homestay * MONTHS_A_YEAR), opts.stay === 'boarding' ? 'noBoarding' : 'homestay', 'estimate', { estimate: true });
  }
  if (away && R.guardianship > 0) add('guardianship', to(R.guardianship), 'none', 'estimate', { estimate: true });
  else add('guardianship', 0, away ? 'notUsual' : 'home', 'estimate');

  add('insurance', to(R.insurance), 'none', region === 'CA' ? 'spec' : 'estimate', { estimate: region !== 'CA' });
  add('living', to(city.living * MONTHS_A_YEAR), 'perMonth', 'estimate', { estimate: true });
  add('flights', to(city.flight * city.trips), 'trips', 'estimate', { estimate: true });

  // once per programme
  add('application', to(R.application), 'none', 'estimate', { oneTime: true, estimate: true });
  if (region === 'CA') add('permit', to(rates.fees.studyPermit + rates.fees.biometrics, 'CAD'), 'caPermit', 'ircc', { oneTime: true });
  else if (region === 'HK') add('permit', to(rates.fees.hkVisa, 'HKD'), 'hkVisa', 'immd', { oneTime: true });
  else add('permit', 0, 'none', 'estimate', { oneTime: true });

  const perYear = lines.filter((l) => !l.oneTime).reduce((a, l) => a + l.amount, 0);
  const oneTime = lines.filter((l) => l.oneTime).reduce((a, l) => a + l.amount, 0);
  return { region, cityCode, lines, perYear, oneTime, total: perYear * years + oneTime, estimate: lines.some((l) => l.estimate && l.amount > 0) };
}
