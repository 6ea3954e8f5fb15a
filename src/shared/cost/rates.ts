/**
 * The calculator's rates: exchange rates and the government fees, kept as sys_config rows an admin edits (参数设置;
 * migration 0022 adds them to older databases, the seed to new ones) and served by POST /bbs/web/costRates. No rate
 * is fetched from the internet at run time. A missing or unreadable row falls back to the default below.
 */
import type { PerCad } from './money';

export interface CostRates {
  fx: {
    /** units per CAD */
    perCad: PerCad;
    /** the date the rates were taken (ISO, as the admin typed it) */
    date: string;
  };
  fees: {
    /** IRCC study permit fee, CAD */
    studyPermit: number;
    /** IRCC biometrics fee (one person), CAD */
    biometrics: number;
    /** Hong Kong Immigration Department visa / entry permit fee, HKD */
    hkVisa: number;
    /** the date the fees were checked against their sources (ISO) */
    checked: string;
  };
}

export const COST_CONFIG_KEYS = {
  fxHkd: 'cost.fx.HKD',
  fxCny: 'cost.fx.CNY',
  fxDate: 'cost.fx.date',
  studyPermit: 'cost.fee.studyPermit',
  biometrics: 'cost.fee.biometrics',
  hkVisa: 'cost.fee.hkVisa',
  feesChecked: 'cost.fee.checked',
} as const;

/** [name, key, value, remark] rows (built-in 'Y'), the form of the config seeds (server/src/db/seed/system.ts). */
export const COST_CONFIG_SEED: [string, string, string, string][] = [
  ['费用计算器-汇率 1加元兑港元', COST_CONFIG_KEYS.fxHkd, '5.57', '1 加元（CAD）可兑换的港元数，正数，如 5.57；前台费用计算器换算用'],
  ['费用计算器-汇率 1加元兑人民币', COST_CONFIG_KEYS.fxCny, '5.09', '1 加元（CAD）可兑换的人民币数，正数，如 5.09'],
  ['费用计算器-汇率日期', COST_CONFIG_KEYS.fxDate, '2026-11-20', '上面两个汇率的取值日期（YYYY-MM-DD），前台显示'],
  ['费用计算器-加拿大学习许可费', COST_CONFIG_KEYS.studyPermit, '150', '加拿大学习许可申请费（加元），来源：IRCC 收费表'],
  ['费用计算器-加拿大生物识别费', COST_CONFIG_KEYS.biometrics, '85', '加拿大生物识别（指纹照片）费，每人（加元），来源：IRCC 收费表'],
  ['费用计算器-香港签证费', COST_CONFIG_KEYS.hkVisa, '230', '香港入境事务处签证/进入许可费（港元），来源：香港入境事务处收费表'],
  ['费用计算器-费用核对日期', COST_CONFIG_KEYS.feesChecked, '2026-11-26', '上面三项政府收费最近一次与官方来源核对的日期（YYYY-MM-DD）'],
];

const defaultOf = (key: string): string => COST_CONFIG_SEED.find((r) => r[1] === key)![2];

/** A positive number from the row, else the default's. */
function positive(values: ReadonlyMap<string, string>, key: string): number {
  const n = Number((values.get(key) ?? '').trim());
  return Number.isFinite(n) && n > 0 ? n : Number(defaultOf(key));
}

/** An ISO date (YYYY-MM-DD or YYYY-MM) from the row, else the default's. */
function isoDate(values: ReadonlyMap<string, string>, key: string): string {
  const v = (values.get(key) ?? '').trim();
  return /^\d{4}-\d{2}(-\d{2})?$/.test(v) ? v : defaultOf(key);
}

/** The rates from the config rows (key → value); bad or missing rows give the defaults. */
export function ratesFromConfig(values: ReadonlyMap<string, string>): CostRates {
  const K = COST_CONFIG_KEYS;
  return {
    fx: { perCad: { CAD: 1, HKD: positive(values, K.fxHkd), CNY: positive(values, K.fxCny) }, date: isoDate(values, K.fxDate) },
    fees: {
      studyPermit: positive(values, K.studyPermit),
      biometrics: positive(values, K.biometrics),
      hkVisa: positive(values, K.hkVisa),
      checked: isoDate(values, K.feesChecked),
    },
  };
}

/** The defaults (what a database without the rows would give). */
export const DEFAULT_COST_RATES: CostRates = ratesFromConfig(new Map());
