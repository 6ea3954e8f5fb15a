import { configEntity } from '../../../../../src/shared/contract/entities/index';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/index';
import { ServiceError } from '../../../lib/result';
import { invalidateBbsCache } from '../../bbs/cache';
import { crudService, type WriteMode } from '../../kit/crud';

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

// ---------------------------------------------------------------------------------------------
// admin: config rows on the module kit (RuoYi SysConfigServiceImpl). No cache, as above: an edit is seen by the
// next login/captcha call in every process, and "refresh cache" has nothing to reload.

export const CONFIG_MSG = {
  keyExists: (mode: WriteMode, configName: string) => `${mode === 'add' ? '新增' : '修改'}参数'${configName}'失败，参数键名已存在`,
  builtIn: (configKey: string) => `内置参数【${configKey}】不能删除`,
} as const;

export const configService = crudService(configEntity, {
  table: 'sys_config',
  hooks: {
    async validate({ db }, input, mode, id) {
      let q = db.selectFrom('sys_config').select('config_id').where('config_key', '=', input.configKey);
      if (id !== undefined) q = q.where('config_id', '<>', id);
      if (await q.executeTakeFirst()) throw new ServiceError(CONFIG_MSG.keyExists(mode, input.configName));
    },
    uniqueMessage: (input, mode) => CONFIG_MSG.keyExists(mode, input.configName),
    /** built-in rows ('Y') are refused, and then nothing is deleted */
    async beforeRemove(_trx, rows) {
      const builtIn = rows.find((r) => r.config_type === 'Y');
      if (builtIn) throw new ServiceError(CONFIG_MSG.builtIn(String(builtIn.config_key)));
    },
    /** public reads built from config rows (the cost calculator's rates) are cached with the public lists */
    afterWrite: (db) => invalidateBbsCache(db),
  },
});
