import type { DictData, SysDictData, SysDictType } from '../../../../../src/shared/contract/index';
import { dictDataEntity, dictTypeEntity } from '../../../../../src/shared/contract/entities/index';
import type { Db } from '../../../db/index';
import type { DictDataRow } from '../../../db/schema';
import { ServiceError } from '../../../lib/result';
import { nowText } from '../../../lib/time';
import { crudService, type WriteMode } from '../../kit/crud';

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
// admin: dict types and data on the module kit (RuoYi SysDictTypeServiceImpl / SysDictDataServiceImpl)
//
// No process cache: every read goes to the database (the tables are small and indexed), so several server
// processes and every edit agree at once; "refresh cache" therefore has nothing to reload and only answers.

const action = (mode: WriteMode) => (mode === 'add' ? '新增' : '修改');

export const DICT_MSG = {
  typeExists: (mode: WriteMode, dictName: string) => `${action(mode)}字典'${dictName}'失败，字典类型已存在`,
  typeInUse: (dictName: string) => `${dictName}已分配,不能删除`,
  typeMissing: (dictType: string) => `字典类型'${dictType}'不存在`,
  valueExists: (mode: WriteMode, dictLabel: string) => `${action(mode)}字典数据'${dictLabel}'失败，字典键值已存在`,
} as const;

export const dictTypeService = crudService(dictTypeEntity, {
  table: 'sys_dict_type',
  hooks: {
    async validate({ db }, input, mode, id) {
      let q = db.selectFrom('sys_dict_type').select('dict_id').where('dict_type', '=', input.dictType);
      if (id !== undefined) q = q.where('dict_id', '<>', id);
      if (await q.executeTakeFirst()) throw new ServiceError(DICT_MSG.typeExists(mode, input.dictName));
    },
    uniqueMessage: (input, mode) => DICT_MSG.typeExists(mode, input.dictName),
    /** renaming a type moves its data rows along (RuoYi updateDictDataType), in the edit's transaction */
    async beforeUpdate(trx, before, input, by) {
      if (before.dict_type === input.dictType) return;
      await trx.updateTable('sys_dict_data').set({ dict_type: input.dictType, update_by: by, update_time: nowText() })
        .where('dict_type', '=', before.dict_type).execute();
    },
    /** a type that still has data rows is refused, and then nothing is deleted */
    async beforeRemove(trx, rows) {
      for (const t of rows) {
        const used = await trx.selectFrom('sys_dict_data').select('dict_code').where('dict_type', '=', t.dict_type).limit(1).executeTakeFirst();
        if (used) throw new ServiceError(DICT_MSG.typeInUse(String(t.dict_name)));
      }
    },
  },
});

/** GET /system/dict/type/optionselect: every type (RuoYi selectDictTypeAll). */
export async function allDictTypes(db: Db): Promise<SysDictType[]> {
  return (await db.selectFrom('sys_dict_type').selectAll().orderBy('dict_id').execute()).map((r) => dictTypeService.toRow(r));
}

export const dictDataService = crudService(dictDataEntity, {
  table: 'sys_dict_data',
  hooks: {
    toRow: (r) => toSysDictData(r as unknown as DictDataRow),
    /**
     * Data rows must belong to an existing type, and a value appears once per type (otherwise a stored value
     * would have two labels and DictTag could show either).
     */
    async validate({ db }, input, mode, id) {
      const type = await db.selectFrom('sys_dict_type').select('dict_id').where('dict_type', '=', input.dictType).executeTakeFirst();
      if (!type) throw new ServiceError(DICT_MSG.typeMissing(input.dictType));
      let q = db.selectFrom('sys_dict_data').select('dict_code').where('dict_type', '=', input.dictType).where('dict_value', '=', input.dictValue);
      if (id !== undefined) q = q.where('dict_code', '<>', id);
      if (await q.executeTakeFirst()) throw new ServiceError(DICT_MSG.valueExists(mode, input.dictLabel));
    },
  },
});

export function toSysDictData(r: DictDataRow): SysDictData {
  return { ...toDictData(r), createBy: r.create_by, updateBy: r.update_by, updateTime: r.update_time, default: r.is_default === 'Y' };
}
