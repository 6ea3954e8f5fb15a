import type { DictData, PublicDictType } from '@shared/contract';
import { request } from '../request';

export interface DictDataResponse {
  code: number;
  msg: string;
  data: DictData[];
}

/** GET /system/dict/data/type/{dictType} (logged in; admin). */
export function getDicts(dictType: string): Promise<DictDataResponse> {
  return request<DictDataResponse>({
    url: `/system/dict/data/type/${encodeURIComponent(dictType)}`,
    method: 'get',
  });
}

/** GET /system/dict/data/dictTypeTwoNoLogin/{dictType} (anonymous; the portal's public dict types). */
export function getDictsNoLogin(dictType: PublicDictType | (string & {})): Promise<DictDataResponse> {
  return request<DictDataResponse>({
    url: `/system/dict/data/dictTypeTwoNoLogin/${encodeURIComponent(dictType)}`,
    method: 'get',
    headers: { isToken: false },
  });
}
