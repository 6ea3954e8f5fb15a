/**
 * Money for the total-cost calculator (issue 15): the three currencies, conversion through CAD, and rounding for
 * display. Amounts are summed unrounded and rounded once, at the end (`sumRounded`), so a total never carries the
 * rounding error of its parts.
 */
export const CURRENCIES = ['CAD', 'HKD', 'CNY'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Units of each currency for one Canadian dollar (CAD is 1). */
export type PerCad = Record<Currency, number>;

export function isCurrency(v: unknown): v is Currency {
  return typeof v === 'string' && (CURRENCIES as readonly string[]).includes(v);
}

/** `amount` in `from` expressed in `to` (through CAD), unrounded. */
export function convert(amount: number, from: Currency, to: Currency, perCad: PerCad): number {
  if (from === to) return amount;
  return (amount / perCad[from]) * perCad[to];
}

/**
 * Whole currency units for display, half away from zero (so 0.5 → 1 and -0.5 → -1); a float error just under a
 * half (2.4999999999 from 2.5 computed) still rounds up. Non-finite amounts give 0.
 */
export function roundMoney(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  const sign = amount < 0 ? -1 : 1;
  const abs = Math.abs(amount);
  return sign * Math.floor(abs + 0.5 + 1e-9) || 0;
}

/** The sum of unrounded amounts, rounded once. */
export function sumRounded(amounts: readonly number[]): number {
  return roundMoney(amounts.reduce((a, b) => a + b, 0));
}

/** A rounded amount with its currency in the reader's language ('CAD 12,345'). */
export function formatMoney(amount: number, currency: Currency, lang: 'zh' | 'en'): string {
  return new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en-CA', {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(roundMoney(amount));
}
