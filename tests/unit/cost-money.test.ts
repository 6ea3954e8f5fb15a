import { describe, expect, it } from 'vitest';
import { convert, formatMoney, roundMoney, sumRounded, type PerCad } from '@shared/cost/money';

const PER_CAD: PerCad = { CAD: 1, HKD: 5.5, CNY: 5 };

describe('roundMoney', () => {
  it.each([
    [0, 0],
    [0.49, 0],
    [0.5, 1],
    [1.5, 2],
    [2.5, 3],
    [2.4999999999999996, 3], // 2.5 computed with a float error
    [1234.4, 1234],
    [-0.5, -1],
    [-1.4, -1],
    [-0.4, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%d → %d', (amount, rounded) => {
    expect(roundMoney(amount)).toBe(rounded);
  });
});

describe('sumRounded', () => {
  it.each([
    [[0.4, 0.4, 0.4], 1], // each part rounds to 0, the sum to 1
    [[0.3, 0.3], 1],
    [[100.2, 200.2], 300],
    [[], 0],
  ])('%j → %d (sum first, round once)', (parts, total) => {
    expect(sumRounded(parts)).toBe(total);
  });
});

describe('convert', () => {
  it.each([
    [100, 'CAD', 'CAD', 100],
    [100, 'CAD', 'HKD', 550],
    [550, 'HKD', 'CAD', 100],
    [550, 'HKD', 'CNY', 500],
    [500, 'CNY', 'HKD', 550],
  ] as const)('%d %s → %s = %d', (amount, from, to, expected) => {
    expect(convert(amount, from, to, PER_CAD)).toBeCloseTo(expected, 9);
  });
});

describe('formatMoney', () => {
  it.each([
    [12345.6, 'CAD', 'en', /^CAD\s12,346$/],
    [0.4, 'HKD', 'en', /^HKD\s0$/],
    [9800, 'CNY', 'zh', /^CNY\s9,800$/],
  ] as const)('%d %s (%s)', (amount, currency, lang, shown) => {
    expect(formatMoney(amount, currency, lang)).toMatch(shown);
  });
});
