/** Config calls (RuoYi api/system/config.js). Permissions `system:config:*`; `getConfigKey` is open to any logged-in user. */
import type {
  AjaxResult,
  ConfigForm,
  ConfigKeyResponse,
  ConfigListResponse,
  ConfigQuery,
  ConfigResponse,
} from '@shared/contract';
import { download } from '../download';
import { request } from '../request';
import { joinIds, withoutPaging } from './dict';

/** GET /system/config/list (`system:config:list`) */
export function listConfig(query: ConfigQuery = {}): Promise<ConfigListResponse> {
  return request<ConfigListResponse>({ url: '/system/config/list', method: 'get', params: query });
}

/** GET /system/config/{configId} (`system:config:query`) */
export function getConfig(configId: number | string): Promise<ConfigResponse> {
  return request<ConfigResponse>({ url: `/system/config/${encodeURIComponent(String(configId))}`, method: 'get' });
}

/**
 * GET /system/config/configKey/{key}: anyone for the server's PUBLIC_CONFIG_KEYS (skin, side theme, captcha and
 * register switches, chrtype), else system:config:query (sys.user.initPassword also system:user:add/resetPwd).
 * The value is in `msg` (RuoYi) and in `data`;
 * a missing key gives ''. E.g. `(await getConfigKey('sys.user.initPassword')).msg`.
 */
export function getConfigKey(configKey: string): Promise<ConfigKeyResponse> {
  return request<ConfigKeyResponse>({ url: `/system/config/configKey/${encodeURIComponent(configKey)}`, method: 'get' });
}

/** POST /system/config (`system:config:add`); "新增参数'x'失败，参数键名已存在" when the key is taken. */
export function addConfig(data: ConfigForm): Promise<AjaxResult> {
  return request<AjaxResult>({ url: '/system/config', method: 'post', data });
}

/** PUT /system/config (`system:config:edit`) */
export function updateConfig(data: ConfigForm & { configId: number }): Promise<AjaxResult> {
  return request<AjaxResult>({ url: '/system/config', method: 'put', data });
}

/** DELETE /system/config/{ids} (`system:config:remove`); built-in rows are refused: '内置参数【key】不能删除'. */
export function delConfig(configIds: number | string | readonly (number | string)[]): Promise<AjaxResult> {
  return request<AjaxResult>({ url: `/system/config/${joinIds(configIds)}`, method: 'delete' });
}

/** DELETE /system/config/refreshCache (`system:config:remove`) */
export function refreshCache(): Promise<AjaxResult> {
  return request<AjaxResult>({ url: '/system/config/refreshCache', method: 'delete' });
}

/** POST /system/config/export (`system:config:export`): saves `config_<ts>.xlsx` with the list's filters. */
export function exportConfig(query: ConfigQuery = {}, filename = `config_${Date.now()}.xlsx`): Promise<boolean> {
  return download('/system/config/export', withoutPaging(query), filename);
}
