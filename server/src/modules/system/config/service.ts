import type { Selectable } from 'kysely';
import type { SysConfig } from '../../../../../src/shared/contract/index';
import type { AppConfig } from '../../../config';
import { isUniqueViolation } from '../../../db/errors';
import type { Db } from '../../../db/index';
import type { SysConfigTable } from '../../../db/schema';
import { ServiceError } from '../../../lib/result';
import { nowText } from '../../../lib/time';
import { dateRangeFilters, likeFilter, type OrderBy, type PageParams, paginate, resolveOrder } from '../../common/list-query';

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
// admin: config rows (RuoYi SysConfigServiceImpl). No cache, as above: an edit is seen by the next
// login/captcha call in every process, and "refresh cache" has nothing to reload.

export const CONFIG_MSG = {
  keyExists: (action: '新增' | '修改', configName: string) => `${action}参数'${configName}'失败，参数键名已存在`,
  builtIn: (configKey: string) => `内置参数【${configKey}】不能删除`,
} as const;

export interface ConfigFilter {
  configName?: string;
  configKey?: string;
  configType?: string;
  params?: { beginTime?: string; endTime?: string };
}

export interface ConfigInput {
  configName: string;
  configKey: string;
  configValue: string;
  configType: string;
  remark: string | null;
}

export function toSysConfig(r: Selectable<SysConfigTable>): SysConfig {
  return {
    configId: r.config_id,
    configName: r.config_name,
    configKey: r.config_key,
    configValue: r.config_value,
    configType: r.config_type,
    remark: r.remark,
    createBy: r.create_by,
    createTime: r.create_time,
    updateBy: r.update_by,
    updateTime: r.update_time,
  };
}

/** Sortable columns of the list (orderByColumn → column). */
export const CONFIG_SORT: Record<string, string> = {
  configId: 'config_id', configName: 'config_name', configKey: 'config_key', configType: 'config_type',
  createTime: 'create_time', updateTime: 'update_time',
};

function configQuery(db: Db, f: ConfigFilter) {
  let q = db.selectFrom('sys_config');
  if (f.configName) q = q.where(likeFilter('config_name', f.configName));
  if (f.configKey) q = q.where(likeFilter('config_key', f.configKey));
  if (f.configType) q = q.where('config_type', '=', f.configType);
  for (const e of dateRangeFilters('create_time', f.params)) q = q.where(e);
  return q;
}

function selectConfigs(db: Db, f: ConfigFilter, order: OrderBy, limit?: number, offset = 0) {
  let q = configQuery(db, f).selectAll().orderBy(order.column as 'config_id', order.direction);
  if (order.column !== 'config_id') q = q.orderBy('config_id');
  if (limit !== undefined) q = q.limit(limit).offset(offset);
  return q.execute();
}

export async function listConfigs(db: Db, f: ConfigFilter, page: PageParams): Promise<{ rows: SysConfig[]; total: number }> {
  const order = resolveOrder(page, CONFIG_SORT, { column: 'config_id', direction: 'asc' });
  return paginate(
    page,
    async () => Number((await configQuery(db, f).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    async (limit, offset) => (await selectConfigs(db, f, order, limit, offset)).map(toSysConfig),
  );
}

export async function exportConfigs(db: Db, f: ConfigFilter): Promise<SysConfig[]> {
  return (await selectConfigs(db, f, { column: 'config_id', direction: 'asc' })).map(toSysConfig);
}

export async function getConfig(db: Db, configId: number): Promise<SysConfig | null> {
  const row = await db.selectFrom('sys_config').selectAll().where('config_id', '=', configId).executeTakeFirst();
  return row ? toSysConfig(row) : null;
}

async function configKeyTaken(db: Db, configKey: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('sys_config').select('config_id').where('config_key', '=', configKey);
  if (exceptId !== undefined) q = q.where('config_id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

function configColumns(input: ConfigInput) {
  return {
    config_name: input.configName,
    config_key: input.configKey,
    config_value: input.configValue,
    config_type: input.configType,
    remark: input.remark,
  };
}

export async function insertConfig(db: Db, input: ConfigInput, by: string): Promise<number> {
  if (await configKeyTaken(db, input.configKey)) throw new ServiceError(CONFIG_MSG.keyExists('新增', input.configName));
  try {
    const r = await db.insertInto('sys_config').values({ ...configColumns(input), create_by: by, create_time: nowText() }).executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0);
  } catch (err) {
    if (isUniqueViolation(err)) throw new ServiceError(CONFIG_MSG.keyExists('新增', input.configName));
    throw err;
  }
}

export async function updateConfig(db: Db, configId: number, input: ConfigInput, by: string): Promise<number> {
  if (await configKeyTaken(db, input.configKey, configId)) throw new ServiceError(CONFIG_MSG.keyExists('修改', input.configName));
  try {
    const r = await db.updateTable('sys_config').set({ ...configColumns(input), update_by: by, update_time: nowText() })
      .where('config_id', '=', configId).executeTakeFirst();
    return Number(r.numUpdatedRows);
  } catch (err) {
    if (isUniqueViolation(err)) throw new ServiceError(CONFIG_MSG.keyExists('修改', input.configName));
    throw err;
  }
}

/** Deletes the rows; refused (nothing deleted) when any of them is built in ('Y'). */
export async function deleteConfigs(db: Db, configIds: number[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('sys_config').select(['config_id', 'config_key', 'config_type']).where('config_id', 'in', configIds).orderBy('config_id').execute();
    const builtIn = rows.find((r) => r.config_type === 'Y');
    if (builtIn) throw new ServiceError(CONFIG_MSG.builtIn(builtIn.config_key));
    if (rows.length === 0) return 0;
    const r = await trx.deleteFrom('sys_config').where('config_id', 'in', rows.map((x) => x.config_id)).executeTakeFirst();
    return Number(r.numDeletedRows);
  });
}
