/** 服务监控 and 数据监控 (RuoYi api/monitor/server.js; the Druid page is our own call). */
import type { AjaxResult, DataMonitorResponse, ServerInfoResponse } from '@shared/contract';
import { request } from '../request';

/** GET /monitor/server (`monitor:server:list`): CPU, memory, the Node.js process (`jvm`, `node`), OS, disks, database. */
export const getServer = () => request<ServerInfoResponse>({ url: '/monitor/server', method: 'get' });

/** GET /monitor/druid (`monitor:druid:list`): tables (rows, bytes) and the slowest recent queries. */
export const getDataMonitor = () => request<DataMonitorResponse>({ url: '/monitor/druid', method: 'get' });

/** DELETE /monitor/druid/queries (`monitor:druid:list`): empties this process's query log. */
export const clearQueryLog = () => request<AjaxResult>({ url: '/monitor/druid/queries', method: 'delete' });
