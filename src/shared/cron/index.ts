import { Cron, type CronOptions } from 'croner';

/**
 * Quartz-style cron expressions (RuoYi's): 6 or 7 fields — seconds, minutes, hours, day of month, month, day of
 * week (1 = Sunday … 7 = Saturday, or SUN-SAT), optional year — with `?`, `L`, `W`, `#` and Quartz's `0/10` steps.
 * Read with croner in Asia/Shanghai time; the server's scheduler and the admin's cron builder use these same rules.
 */
export const CRON_OPTIONS: CronOptions = {
  mode: '6-or-7-parts',
  alternativeWeekdays: true,
  sloppyRanges: true,
  timezone: 'Asia/Shanghai',
  paused: true,
};

export const CRON_MAX_LENGTH = 255;

function parse(expression: string): Cron | null {
  if (typeof expression !== 'string' || expression.trim() === '' || expression.length > CRON_MAX_LENGTH) return null;
  try {
    return new Cron(expression.trim(), CRON_OPTIONS);
  } catch {
    return null;
  }
}

/** The next `count` fire times (epoch ms) strictly after `after`; [] for an invalid expression or one that never fires again. */
export function cronNextRuns(expression: string, count: number, after: number = Date.now()): number[] {
  const cron = parse(expression);
  if (!cron) return [];
  return cron.nextRuns(count, new Date(after)).map((d) => d.getTime());
}

/** The next fire time strictly after `after`, or null. */
export function cronNext(expression: string, after: number): number | null {
  return cronNextRuns(expression, 1, after)[0] ?? null;
}

/** Whether croner reads the expression (6 or 7 fields, each in range). */
export function isValidCron(expression: string): boolean {
  return parse(expression) !== null;
}

const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
/** 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai (the time cron expressions are read in), whatever the browser's zone. */
export function shanghaiText(epochMs: number): string {
  return new Date(epochMs + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
