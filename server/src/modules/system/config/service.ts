import type { Db } from '../../../db/index';
import type { AppConfig } from '../../../config';

/**
 * sys_config lookups. Read from the database on every call (no process cache), so several server
 * processes and the admin's edits always agree; the table is tiny and the key is indexed.
 */
export async function getConfigValue(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('sys_config').select('config_value').where('config_key', '=', key).executeTakeFirst();
  return row?.config_value;
}

/** Several keys in one query: missing keys are absent from the map. */
export async function getConfigValues(db: Db, keys: readonly string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db.selectFrom('sys_config').select(['config_key', 'config_value']).where('config_key', 'in', keys).execute();
  return new Map(rows.map((r) => [r.config_key, r.config_value]));
}

const FALSE_WORDS = new Set(['false', 'no', 'off', '0', 'n']);

/** RuoYi's Convert.toBool with a safe default: empty or unknown text counts as `fallback`. */
export function configBool(value: string | undefined, fallback: boolean): boolean {
  const v = value?.trim().toLowerCase();
  if (!v) return fallback;
  if (FALSE_WORDS.has(v)) return false;
  return ['true', 'yes', 'on', '1', 'y', 'ok'].includes(v) ? true : fallback;
}

/** CAPTCHA_ENABLED overrides the row `sys.account.captchaEnabled`; an empty row means on. */
export async function isCaptchaEnabled(db: Db, config: Pick<AppConfig, 'captchaEnabled'>): Promise<boolean> {
  if (config.captchaEnabled !== undefined) return config.captchaEnabled;
  return configBool(await getConfigValue(db, 'sys.account.captchaEnabled'), true);
}

/** The admin register page is open only when `sys.account.registerUser` is 'true'. */
export async function isRegisterEnabled(db: Db): Promise<boolean> {
  return (await getConfigValue(db, 'sys.account.registerUser'))?.trim() === 'true';
}
