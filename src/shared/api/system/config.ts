/** Config calls (RuoYi api/system/config.js): the kit's CRUD calls, `configKey/{key}` and 刷新缓存. */
import type { AjaxResult, ConfigKeyResponse } from '@shared/contract';
import { configEntity } from '@shared/contract/entities';
import { crudApi } from '../crud';
import { request } from '../request';

/**
 * list / get / add ("新增参数'x'失败，参数键名已存在" when the key is taken) / update / remove (built-in rows are
 * refused: '内置参数【key】不能删除') / exportList (`config_<ts>.xlsx`).
 */
export const configApi = crudApi(configEntity);

/**
 * GET /system/config/configKey/{key}: anyone for the server's PUBLIC_CONFIG_KEYS (skin, side theme, captcha and
 * register switches, chrtype), else system:config:query (sys.user.initPassword also system:user:add/resetPwd).
 * The value is in `msg` (RuoYi) and in `data`;
 * a missing key gives ''. E.g. `(await getConfigKey('sys.user.initPassword')).msg`.
 */
export function getConfigKey(configKey: string): Promise<ConfigKeyResponse> {
  return request<ConfigKeyResponse>({ url: `/system/config/configKey/${encodeURIComponent(configKey)}`, method: 'get' });
}

/** DELETE /system/config/refreshCache (`system:config:remove`) */
export function refreshCache(): Promise<AjaxResult> {
  return request<AjaxResult>({ url: '/system/config/refreshCache', method: 'delete' });
}
