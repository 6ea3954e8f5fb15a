/**
 * The client half of the module kit: the typed calls of an entity, from its definition (RuoYi's
 * api/system/<entity>.js, written once). Every call goes through `request`, so the envelope, errors and 401
 * are handled there; the export saves `<name>_<ts>.xlsx` with the list's filters.
 */
import type { AjaxResult, TableDataInfo } from '@shared/contract';
import type { AnyEntityDef, FormOf, QueryOf, RowOf } from '@shared/contract/kit';
import { download } from './download';
import { request } from './request';
import { joinIds, withoutPaging } from './system/dict';

export type CrudId = number | string;

export interface CrudApi<D extends AnyEntityDef> {
  /** GET <base>/list (`<prefix>:list`) */
  list(query?: QueryOf<D>): Promise<TableDataInfo<RowOf<D>>>;
  /** GET <base>/{id} (`<prefix>:query`) */
  get(id: CrudId): Promise<AjaxResult<RowOf<D>>>;
  /** POST <base> (`<prefix>:add`) */
  add(data: FormOf<D>): Promise<AjaxResult>;
  /** PUT <base> with the id (`<prefix>:edit`) */
  update(data: FormOf<D>): Promise<AjaxResult>;
  /** DELETE <base>/{ids} (`<prefix>:remove`) */
  remove(ids: CrudId | readonly CrudId[]): Promise<AjaxResult>;
  /** POST <base>/export (`<prefix>:export`): resolves true when the file was saved */
  exportList(query?: QueryOf<D>, filename?: string): Promise<boolean>;
}

export function crudApi<D extends AnyEntityDef>(def: D): CrudApi<D> {
  const base = def.basePath;
  return {
    list: (query = {} as QueryOf<D>) => request<TableDataInfo<RowOf<D>>>({ url: `${base}/list`, method: 'get', params: query }),
    get: (id) => request<AjaxResult<RowOf<D>>>({ url: `${base}/${encodeURIComponent(String(id))}`, method: 'get' }),
    add: (data) => request<AjaxResult>({ url: base, method: 'post', data }),
    update: (data) => request<AjaxResult>({ url: base, method: 'put', data }),
    remove: (ids) => request<AjaxResult>({ url: `${base}/${joinIds(ids)}`, method: 'delete' }),
    exportList: (query = {} as QueryOf<D>, filename = `${def.name}_${Date.now()}.xlsx`) =>
      download(`${base}/export`, withoutPaging(query), filename),
  };
}
