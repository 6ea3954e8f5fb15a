/** echarts options of the dashboard and the statistics report (plain data: no echarts import here). */
import type { CountDayStat, LoginDayStat } from '@shared/contract';

export const CHART_COLORS = { primary: '#1d5fd1', danger: '#cf1322', success: '#237804' } as const;

/** 'YYYY-MM-DD' → 'MM-DD' */
export const shortDate = (d: string) => d.slice(5);

const axisBase = {
  grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
  tooltip: { trigger: 'axis' },
  yAxis: { type: 'value', minInterval: 1 },
};

export function loginsLineOption(days: readonly LoginDayStat[], names: { success: string; fail: string }) {
  return {
    ...axisBase,
    color: [CHART_COLORS.primary, CHART_COLORS.danger],
    legend: { top: 4, data: [names.success, names.fail] },
    xAxis: { type: 'category', boundaryGap: false, data: days.map((d) => shortDate(d.date)) },
    series: [
      { name: names.success, type: 'line', symbolSize: 6, areaStyle: { opacity: 0.12 }, data: days.map((d) => d.success) },
      { name: names.fail, type: 'line', symbolSize: 6, data: days.map((d) => d.fail) },
    ],
  };
}

export function loginsBarOption(days: readonly LoginDayStat[], names: { success: string; fail: string }) {
  return {
    ...axisBase,
    color: [CHART_COLORS.primary, CHART_COLORS.danger],
    legend: { top: 4, data: [names.success, names.fail] },
    xAxis: { type: 'category', data: days.map((d) => shortDate(d.date)) },
    series: [
      { name: names.success, type: 'bar', stack: 'logins', barMaxWidth: 28, data: days.map((d) => d.success) },
      { name: names.fail, type: 'bar', stack: 'logins', barMaxWidth: 28, data: days.map((d) => d.fail) },
    ],
  };
}

export function countLineOption(days: readonly CountDayStat[], name: string) {
  return {
    ...axisBase,
    color: [CHART_COLORS.success],
    legend: { top: 4, data: [name] },
    xAxis: { type: 'category', boundaryGap: false, data: days.map((d) => shortDate(d.date)) },
    series: [{ name, type: 'line', symbolSize: 6, areaStyle: { opacity: 0.12 }, data: days.map((d) => d.count) }],
  };
}

export function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
