import { describe, expect, it } from 'vitest';
import { CITY_COSTS, computeCost, MONTHS_A_YEAR, regionOf, REGIONS, type CostOptions, type CostSubject, type LineKey } from '@shared/cost/model';
import { convert } from '@shared/cost/money';
import { DEFAULT_COST_RATES as RATES } from '@shared/cost/rates';

const school = (over: Partial<CostSubject> = {}): CostSubject => ({
  schoolType: '2', cityCode: 'CA-TOR', tuitionMin: 14000, tuitionMax: 16000, currency: 'CAD', boarding: false, ...over,
});
const opts = (over: Partial<CostOptions> = {}): CostOptions => ({ currency: 'CAD', stay: 'homestay', years: 4, ...over });
const line = (r: ReturnType<typeof computeCost>, key: LineKey) => r.lines.find((l) => l.key === key)!;

describe('regionOf', () => {
  it.each([
    ['CA-TOR', '', 'CA'],
    ['CA-XYZ', '', 'CA'],
    ['810000', '', 'HK'],
    ['440300', '', 'CN'],
    ['', 'HKD', 'HK'],
    ['', 'CNY', 'CN'],
    ['', '', 'CA'],
  ] as const)('%s / %s → %s', (city, currency, region) => {
    expect(regionOf(city, currency)).toBe(region);
  });
});

describe('computeCost: tuition', () => {
  it.each([
    ['the school range midpoint', school(), 15000, false, 'schoolFee'],
    ['one known end', school({ tuitionMax: null }), 14000, false, 'schoolFee'],
    ['the type default when the school has no figure', school({ tuitionMin: null, tuitionMax: null, schoolType: '4' }), 38500, true, 'typeDefault'],
    ['the international default for an unknown type', school({ tuitionMin: null, tuitionMax: null, schoolType: '' }), 30000, true, 'typeDefault'],
    ['the type default when the currency is unknown', school({ currency: 'USD', schoolType: '1' }), 13500, true, 'typeDefault'],
  ] as const)('%s', (_what, subject, amount, estimate, note) => {
    const l = line(computeCost(subject, opts(), RATES), 'tuition');
    expect(l).toMatchObject({ amount, estimate, note, oneTime: false });
  });

  it('converts a HKD fee into the chosen currency', () => {
    const hk = school({ cityCode: '810000', currency: 'HKD', tuitionMin: 150000, tuitionMax: 210000, schoolType: '3' });
    expect(line(computeCost(hk, opts({ currency: 'CNY' }), RATES), 'tuition').amount).toBeCloseTo(convert(180000, 'HKD', 'CNY', RATES.fx.perCad), 9);
  });
});

describe('computeCost: where the student lives', () => {
  const tor = CITY_COSTS['CA-TOR']!;
  it.each([
    ['homestay', school(), 'homestay', tor.homestay * MONTHS_A_YEAR, 'homestay', REGIONS.CA.guardianship],
    ['boarding at a school that boards', school({ boarding: true }), 'boarding', REGIONS.CA.boarding, 'boarding', REGIONS.CA.guardianship],
    ['boarding included by a boarding school', school({ boarding: true, schoolType: '5' }), 'boarding', 0, 'boardingIncluded', REGIONS.CA.guardianship],
    ['boarding asked where there is none: homestay', school(), 'boarding', tor.homestay * MONTHS_A_YEAR, 'noBoarding', REGIONS.CA.guardianship],
    ['at home with parents: no accommodation, no guardian', school(), 'home', 0, 'home', 0],
  ] as const)('%s', (_what, subject, stay, accommodation, note, guardianship) => {
    const r = computeCost(subject, opts({ stay }), RATES);
    expect(line(r, 'accommodation')).toMatchObject({ amount: accommodation, note });
    expect(line(r, 'guardianship').amount).toBe(guardianship);
  });

  it('has no guardianship line in Hong Kong', () => {
    const r = computeCost(school({ cityCode: '810000', currency: 'HKD' }), opts({ currency: 'HKD' }), RATES);
    expect(line(r, 'guardianship')).toMatchObject({ amount: 0, note: 'notUsual' });
  });
});

describe('computeCost: permits and visas (the config rates)', () => {
  it.each([
    ['Canada: study permit plus biometrics', 'CA-VAN', 'CAD', 150 + 85, 'caPermit', 'ircc'],
    ['Hong Kong: the visa fee', '810000', 'HKD', 230, 'hkVisa', 'immd'],
    ['mainland: none', '440300', 'CNY', 0, 'none', 'estimate'],
  ] as const)('%s', (_what, cityCode, currency, amount, note, source) => {
    const r = computeCost(school({ cityCode, currency }), opts({ currency }), RATES);
    expect(line(r, 'permit')).toMatchObject({ amount, note, source, oneTime: true });
  });

  it('follows a changed fee and exchange rate', () => {
    const rates = { fx: { perCad: { CAD: 1, HKD: 6, CNY: 5 }, date: '2026-12-01' }, fees: { ...RATES.fees, studyPermit: 200 } };
    const r = computeCost(school(), opts({ currency: 'HKD' }), rates);
    expect(line(r, 'permit').amount).toBeCloseTo((200 + 85) * 6, 9);
    expect(line(r, 'tuition').amount).toBeCloseTo(15000 * 6, 9);
  });
});

describe('computeCost: totals', () => {
  it.each([1, 3, 4, 12])('a %d-year programme is yearly × years + once', (years) => {
    const r = computeCost(school(), opts({ years }), RATES);
    const yearly = r.lines.filter((l) => !l.oneTime).reduce((a, l) => a + l.amount, 0);
    const once = r.lines.filter((l) => l.oneTime).reduce((a, l) => a + l.amount, 0);
    expect(r.perYear).toBe(yearly);
    expect(r.oneTime).toBe(once);
    expect(r.total).toBe(yearly * years + once);
  });

  it.each([
    [0, 1],
    [-2, 1],
    [99, 12],
    [2.4, 2],
  ])('years %d count as %d', (years, counted) => {
    const r = computeCost(school(), opts({ years }), RATES);
    expect(r.total).toBeCloseTo(r.perYear * counted + r.oneTime, 6);
  });

  it('a Toronto private school in a homestay, 4 years, in CAD', () => {
    const r = computeCost(school(), opts(), RATES);
    // 15000 + 14000 + 2000 + 700 + 6000 + 1800 a year; 250 + 235 once
    expect(r.perYear).toBe(39500);
    expect(r.oneTime).toBe(485);
    expect(r.total).toBe(39500 * 4 + 485);
    expect(r.estimate).toBe(true);
  });

  it('the same in any currency, converted line by line', () => {
    const cad = computeCost(school(), opts(), RATES);
    const cny = computeCost(school(), opts({ currency: 'CNY' }), RATES);
    expect(cny.total).toBeCloseTo(cad.total * RATES.fx.perCad.CNY, 6);
  });

  it('an unknown city uses its region default city', () => {
    const r = computeCost(school({ cityCode: 'CA-XYZ' }), opts(), RATES);
    expect(r.cityCode).toBe('CA-TOR');
  });
});
