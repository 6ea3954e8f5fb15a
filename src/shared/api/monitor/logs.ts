/**
 * 日志管理 and 在线用户 calls (RuoYi api/monitor/operlog.js, logininfor.js, online.js): the kit's list / remove /
 * export of the two logs plus 清空 and 解锁, and the live sessions with 强退.
 */
import type { AjaxResult, TableDataInfo } from '@shared/contract';
import { logininforEntity, operLogEntity, type OnlineQuery, type SysUserOnline } from '@shared/contract/entities';
import { crudApi } from '../crud';
import { request } from '../request';

const clean = (basePath: string) => (): Promise<AjaxResult> => request<AjaxResult>({ url: `${basePath}/clean`, method: 'delete' });

/** list (orderByColumn operTime / costTime / operName), remove, exportList, clean (`monitor:operlog:remove`). */
export const operlogApi = { ...crudApi(operLogEntity), clean: clean(operLogEntity.basePath) };

export const logininforApi = {
  ...crudApi(logininforEntity),
  clean: clean(logininforEntity.basePath),
  /** GET /monitor/logininfor/unlock/{userName} (`monitor:logininfor:unlock`): clears the name's wrong-password lock */
  unlock: (userName: string): Promise<AjaxResult> =>
    request<AjaxResult>({ url: `/monitor/logininfor/unlock/${encodeURIComponent(userName)}`, method: 'get' }),
};

export const onlineApi = {
  /** GET /monitor/online/list: every live session (not paged; the page pages them) */
  list: (query: OnlineQuery = {}): Promise<TableDataInfo<SysUserOnline>> =>
    request<TableDataInfo<SysUserOnline>>({ url: '/monitor/online/list', method: 'get', params: query }),
  /** DELETE /monitor/online/{tokenId} (`monitor:online:forceLogout`): the session ends on every process */
  forceLogout: (tokenId: string): Promise<AjaxResult> =>
    request<AjaxResult>({ url: `/monitor/online/${encodeURIComponent(tokenId)}`, method: 'delete' }),
};
