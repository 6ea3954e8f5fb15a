/** Dict data calls (RuoYi api/system/dict/data.js): the kit's CRUD calls; the type must exist and a value appears once per type. */
import { dictDataEntity } from '@shared/contract/entities';
import { crudApi } from '../crud';

export const dictDataApi = crudApi(dictDataEntity);
