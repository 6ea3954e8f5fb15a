/** Dict type calls (RuoYi api/system/dict/type.js): the kit's CRUD calls, the type options and 刷新缓存. */
import type { AjaxResult, DictTypeOptionsResponse } from '@shared/contract';
import { dictTypeEntity } from '@shared/contract/entities';
import { crudApi } from '../crud';
import { request } from '../request';

/**
 * list / get / add ("新增字典'x'失败，字典类型已存在" when taken) / update (a changed dictType moves its data rows
 * along) / remove (refused with '<name>已分配,不能删除' while a type has data) / exportList (`dict_type_<ts>.xlsx`).
 */
export const dictTypeApi = crudApi(dictTypeEntity);

/** DELETE /system/dict/type/refreshCache (`system:dict:remove`). The caller also clears its own dict store. */
export function refreshCache(): Promise<AjaxResult> {
  return request<AjaxResult>({ url: '/system/dict/type/refreshCache', method: 'delete' });
}

/** GET /system/dict/type/optionselect: every type, not paged (any logged-in user). */
export function optionselect(): Promise<DictTypeOptionsResponse> {
  return request<DictTypeOptionsResponse>({ url: '/system/dict/type/optionselect', method: 'get' });
}
