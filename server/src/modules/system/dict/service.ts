import type { DictData } from '../../../../../src/shared/contract/index';
import type { Db } from '../../../db/index';
import type { DictDataRow } from '../../../db/schema';

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
