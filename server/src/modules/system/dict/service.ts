import type { Selectable } from 'kysely';
import type { DictData, SysDictData, SysDictType } from '../../../../../src/shared/contract/index';
import { isUniqueViolation } from '../../../db/errors';
import type { Db } from '../../../db/index';
import type { DictDataRow, SysDictTypeTable } from '../../../db/schema';
import { ServiceError } from '../../../lib/result';
import { nowText } from '../../../lib/time';
import { dateRangeFilters, likeFilter, type OrderBy, type PageParams, paginate, resolveOrder } from '../../common/list-query';

/** sys_dict_data row → the API shape (contract DictData). */
export function toDictData(r: DictDataRow): DictData {
  return {
    dictCode: r.dict_code,
    dictSort: r.dict_sort,
    dictLabel: r.dict_label,
    dictValue: r.dict_value,
    dictType: r.dict_type,
    cssClass: r.css_class,
    listClass: r.list_class,
    isDefault: r.is_default === 'Y' ? 'Y' : 'N',
    status: r.status,
    remark: r.remark,
    createTime: r.create_time,
  };
}

/** Enabled entries of one dict type, in display order (RuoYi selectDictDataByType). */
export async function selectDictDataByType(db: Db, dictType: string): Promise<DictData[]> {
  const rows = await db
    .selectFrom('sys_dict_data')
    .selectAll()
    .where('dict_type', '=', dictType)
    .where('status', '=', '0')
    .orderBy('dict_sort')
    .orderBy('dict_code')
    .execute();
  return rows.map(toDictData);
}

// ---------------------------------------------------------------------------------------------
// admin: dict types and data (RuoYi SysDictTypeServiceImpl / SysDictDataServiceImpl)
//
// No process cache: every read goes to the database (the tables are small and indexed), so several server
// processes and every edit agree at once; "refresh cache" therefore has nothing to reload and only answers.

export const DICT_MSG = {
  typeExists: (action: '新增' | '修改', dictName: string) => `${action}字典'${dictName}'失败，字典类型已存在`,
  typeInUse: (dictName: string) => `${dictName}已分配,不能删除`,
  typeMissing: (dictType: string) => `字典类型'${dictType}'不存在`,
  valueExists: (action: '新增' | '修改', dictLabel: string) => `${action}字典数据'${dictLabel}'失败，字典键值已存在`,
} as const;

export interface DictTypeFilter {
  dictName?: string;
  dictType?: string;
  status?: string;
  params?: { beginTime?: string; endTime?: string };
}

export interface DictDataFilter {
  dictType?: string;
  dictLabel?: string;
  status?: string;
}

export interface DictTypeInput {
  dictName: string;
  dictType: string;
  status: string;
  remark: string | null;
}

export interface DictDataInput {
  dictSort: number;
  dictLabel: string;
  dictValue: string;
  dictType: string;
  cssClass: string | null;
  listClass: string | null;
  isDefault: string;
  status: string;
  remark: string | null;
}

export function toSysDictType(r: Selectable<SysDictTypeTable>): SysDictType {
  return {
    dictId: r.dict_id,
    dictName: r.dict_name,
    dictType: r.dict_type,
    status: r.status,
    remark: r.remark,
    createBy: r.create_by,
    createTime: r.create_time,
    updateBy: r.update_by,
    updateTime: r.update_time,
  };
}

export function toSysDictData(r: DictDataRow): SysDictData {
  return { ...toDictData(r), createBy: r.create_by, updateBy: r.update_by, updateTime: r.update_time, default: r.is_default === 'Y' };
}

/** Sortable columns of the lists (orderByColumn → column). */
export const DICT_TYPE_SORT: Record<string, string> = {
  dictId: 'dict_id', dictName: 'dict_name', dictType: 'dict_type', status: 'status', createTime: 'create_time', updateTime: 'update_time',
};
export const DICT_DATA_SORT: Record<string, string> = {
  dictCode: 'dict_code', dictSort: 'dict_sort', dictLabel: 'dict_label', dictValue: 'dict_value', status: 'status',
  createTime: 'create_time', updateTime: 'update_time',
};

function dictTypeQuery(db: Db, f: DictTypeFilter) {
  let q = db.selectFrom('sys_dict_type');
  if (f.dictName) q = q.where(likeFilter('dict_name', f.dictName));
  if (f.dictType) q = q.where(likeFilter('dict_type', f.dictType));
  if (f.status) q = q.where('status', '=', f.status);
  for (const e of dateRangeFilters('create_time', f.params)) q = q.where(e);
  return q;
}

function dictDataQuery(db: Db, f: DictDataFilter) {
  let q = db.selectFrom('sys_dict_data');
  if (f.dictType) q = q.where('dict_type', '=', f.dictType);
  if (f.dictLabel) q = q.where(likeFilter('dict_label', f.dictLabel));
  if (f.status) q = q.where('status', '=', f.status);
  return q;
}

// ---- types

/** GET /system/dict/type/list (paged) */
export async function listDictTypes(db: Db, f: DictTypeFilter, page: PageParams): Promise<{ rows: SysDictType[]; total: number }> {
  const order = resolveOrder(page, DICT_TYPE_SORT, { column: 'dict_id', direction: 'asc' });
  return paginate(
    page,
    async () => Number((await dictTypeQuery(db, f).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    async (limit, offset) => (await selectDictTypes(db, f, order, limit, offset)).map(toSysDictType),
  );
}

/** Every matching type, for the export (paging ignored, as RuoYi does). */
export async function exportDictTypes(db: Db, f: DictTypeFilter): Promise<SysDictType[]> {
  return (await selectDictTypes(db, f, { column: 'dict_id', direction: 'asc' })).map(toSysDictType);
}

function selectDictTypes(db: Db, f: DictTypeFilter, order: OrderBy, limit?: number, offset = 0) {
  let q = dictTypeQuery(db, f).selectAll().orderBy(order.column as 'dict_id', order.direction);
  if (order.column !== 'dict_id') q = q.orderBy('dict_id');
  if (limit !== undefined) q = q.limit(limit).offset(offset);
  return q.execute();
}

export async function getDictType(db: Db, dictId: number): Promise<SysDictType | null> {
  const row = await db.selectFrom('sys_dict_type').selectAll().where('dict_id', '=', dictId).executeTakeFirst();
  return row ? toSysDictType(row) : null;
}

/** GET /system/dict/type/optionselect: every type (RuoYi selectDictTypeAll). */
export async function allDictTypes(db: Db): Promise<SysDictType[]> {
  return (await db.selectFrom('sys_dict_type').selectAll().orderBy('dict_id').execute()).map(toSysDictType);
}

async function dictTypeTaken(db: Db, dictType: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('sys_dict_type').select('dict_id').where('dict_type', '=', dictType);
  if (exceptId !== undefined) q = q.where('dict_id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertDictType(db: Db, input: DictTypeInput, by: string): Promise<number> {
  if (await dictTypeTaken(db, input.dictType)) throw new ServiceError(DICT_MSG.typeExists('新增', input.dictName));
  try {
    const r = await db
      .insertInto('sys_dict_type')
      .values({ dict_name: input.dictName, dict_type: input.dictType, status: input.status, remark: input.remark, create_by: by, create_time: nowText() })
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0);
  } catch (err) {
    if (isUniqueViolation(err)) throw new ServiceError(DICT_MSG.typeExists('新增', input.dictName));
    throw err;
  }
}

/** Renaming a type moves its data rows along (RuoYi updateDictDataType), in one transaction. */
export async function updateDictType(db: Db, dictId: number, input: DictTypeInput, by: string): Promise<number> {
  if (await dictTypeTaken(db, input.dictType, dictId)) throw new ServiceError(DICT_MSG.typeExists('修改', input.dictName));
  try {
    return await db.transaction().execute(async (trx) => {
      const old = await trx.selectFrom('sys_dict_type').select('dict_type').where('dict_id', '=', dictId).executeTakeFirst();
      if (!old) return 0;
      const now = nowText();
      if (old.dict_type !== input.dictType) {
        await trx.updateTable('sys_dict_data').set({ dict_type: input.dictType, update_by: by, update_time: now })
          .where('dict_type', '=', old.dict_type).execute();
      }
      const r = await trx
        .updateTable('sys_dict_type')
        .set({ dict_name: input.dictName, dict_type: input.dictType, status: input.status, remark: input.remark, update_by: by, update_time: now })
        .where('dict_id', '=', dictId)
        .executeTakeFirst();
      return Number(r.numUpdatedRows);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ServiceError(DICT_MSG.typeExists('修改', input.dictName));
    throw err;
  }
}

/** Deletes the types; refused (nothing deleted) when any of them still has data rows. */
export async function deleteDictTypes(db: Db, dictIds: number[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const types = await trx.selectFrom('sys_dict_type').select(['dict_id', 'dict_name', 'dict_type']).where('dict_id', 'in', dictIds).orderBy('dict_id').execute();
    for (const t of types) {
      const used = await trx.selectFrom('sys_dict_data').select('dict_code').where('dict_type', '=', t.dict_type).limit(1).executeTakeFirst();
      if (used) throw new ServiceError(DICT_MSG.typeInUse(t.dict_name));
    }
    if (types.length === 0) return 0;
    const r = await trx.deleteFrom('sys_dict_type').where('dict_id', 'in', types.map((t) => t.dict_id)).executeTakeFirst();
    return Number(r.numDeletedRows);
  });
}

// ---- data

/** GET /system/dict/data/list (paged; default order dict_sort) */
export async function listDictData(db: Db, f: DictDataFilter, page: PageParams): Promise<{ rows: SysDictData[]; total: number }> {
  const order = resolveOrder(page, DICT_DATA_SORT, { column: 'dict_sort', direction: 'asc' });
  return paginate(
    page,
    async () => Number((await dictDataQuery(db, f).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    async (limit, offset) => (await selectDictData(db, f, order, limit, offset)).map(toSysDictData),
  );
}

export async function exportDictData(db: Db, f: DictDataFilter): Promise<SysDictData[]> {
  return (await selectDictData(db, f, { column: 'dict_sort', direction: 'asc' })).map(toSysDictData);
}

function selectDictData(db: Db, f: DictDataFilter, order: OrderBy, limit?: number, offset = 0) {
  let q = dictDataQuery(db, f).selectAll().orderBy(order.column as 'dict_code', order.direction).orderBy('dict_code');
  if (limit !== undefined) q = q.limit(limit).offset(offset);
  return q.execute();
}

export async function getDictData(db: Db, dictCode: number): Promise<SysDictData | null> {
  const row = await db.selectFrom('sys_dict_data').selectAll().where('dict_code', '=', dictCode).executeTakeFirst();
  return row ? toSysDictData(row) : null;
}

/**
 * Data rows must belong to an existing type, and a value appears once per type (otherwise a stored value
 * would have two labels and DictTag could show either).
 */
async function checkDictData(db: Db, input: DictDataInput, action: '新增' | '修改', exceptCode?: number): Promise<void> {
  const type = await db.selectFrom('sys_dict_type').select('dict_id').where('dict_type', '=', input.dictType).executeTakeFirst();
  if (!type) throw new ServiceError(DICT_MSG.typeMissing(input.dictType));
  let q = db.selectFrom('sys_dict_data').select('dict_code').where('dict_type', '=', input.dictType).where('dict_value', '=', input.dictValue);
  if (exceptCode !== undefined) q = q.where('dict_code', '<>', exceptCode);
  if (await q.executeTakeFirst()) throw new ServiceError(DICT_MSG.valueExists(action, input.dictLabel));
}

function dictDataColumns(input: DictDataInput) {
  return {
    dict_sort: input.dictSort,
    dict_label: input.dictLabel,
    dict_value: input.dictValue,
    dict_type: input.dictType,
    css_class: input.cssClass,
    list_class: input.listClass,
    is_default: input.isDefault,
    status: input.status,
    remark: input.remark,
  };
}

export async function insertDictData(db: Db, input: DictDataInput, by: string): Promise<number> {
  await checkDictData(db, input, '新增');
  const r = await db.insertInto('sys_dict_data').values({ ...dictDataColumns(input), create_by: by, create_time: nowText() }).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0);
}

export async function updateDictData(db: Db, dictCode: number, input: DictDataInput, by: string): Promise<number> {
  const exists = await db.selectFrom('sys_dict_data').select('dict_code').where('dict_code', '=', dictCode).executeTakeFirst();
  if (!exists) return 0;
  await checkDictData(db, input, '修改', dictCode);
  const r = await db.updateTable('sys_dict_data').set({ ...dictDataColumns(input), update_by: by, update_time: nowText() })
    .where('dict_code', '=', dictCode).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function deleteDictData(db: Db, dictCodes: number[]): Promise<number> {
  const r = await db.deleteFrom('sys_dict_data').where('dict_code', 'in', dictCodes).executeTakeFirst();
  return Number(r.numDeletedRows);
}
