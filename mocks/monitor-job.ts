/**
 * MSW fixtures and handlers of the scheduled-jobs pages (issue 14): job and job-log rows for `crudMock(jobEntity …)`,
 * the registered handlers (`GET /monitor/job/handlers`, answered by default), status switch, run once and clean, and
 * the job dicts (the shared dict handler answers unknown types with nothing: tests `server.use(...jobDictHandlers)`).
 */
import { http, type HttpHandler } from 'msw';
import { JOB_HANDLERS, type JobHandlerName, type jobEntity, type jobLogEntity } from '@shared/contract/entities';
import type { RowOf } from '@shared/contract/kit';
import { api, ok } from './handlers';

const audit = { createBy: 'admin', updateBy: '', updateTime: null, remark: null };

export const mockJobs: RowOf<typeof jobEntity>[] = [
  { ...audit, jobId: 1, jobName: '清理过期数据', jobGroup: 'SYSTEM', invokeTarget: 'purgeExpired', cronExpression: '0 0 3 * * ?', misfirePolicy: '3', concurrent: '1', status: '1', nextValidTime: null, createTime: '2026-01-01 09:00:00' },
  { ...audit, jobId: 2, jobName: '刷新首页缓存', jobGroup: 'DEFAULT', invokeTarget: 'refreshHomeCache', cronExpression: '0 0/10 * * * ?', misfirePolicy: '1', concurrent: '0', status: '0', nextValidTime: '2026-01-01 09:10:00', createTime: '2026-01-01 09:00:00' },
];

export const mockJobLogs: RowOf<typeof jobLogEntity>[] = [
  { jobLogId: 11, jobId: 2, jobName: '刷新首页缓存', jobGroup: 'DEFAULT', invokeTarget: 'refreshHomeCache', jobMessage: '刷新首页缓存 总共耗时：3毫秒；home lists cache cleared', status: '0', exceptionInfo: null, startTime: '2026-01-01 09:10:00', stopTime: '2026-01-01 09:10:00', createTime: '2026-01-01 09:10:00' },
  { jobLogId: 12, jobId: 2, jobName: '刷新首页缓存', jobGroup: 'DEFAULT', invokeTarget: 'refreshHomeCache', jobMessage: '刷新首页缓存 总共耗时：1毫秒；boom', status: '1', exceptionInfo: 'Error: boom\n    at handler', startTime: '2026-01-01 09:20:00', stopTime: '2026-01-01 09:20:00', createTime: '2026-01-01 09:20:00' },
];

const dict = (dictType: string, rows: [string, string, string][]) =>
  http.get(api(`/system/dict/data/type/${dictType}`), () =>
    ok({ data: rows.map(([dictValue, dictLabel, listClass], i) => ({ dictCode: i + 1, dictSort: i + 1, dictType, dictValue, dictLabel, listClass, cssClass: null, isDefault: i === 0 ? 'Y' : 'N', status: '0', remark: null, createTime: null })) }));

export const jobDictHandlers: HttpHandler[] = [
  dict('sys_job_group', [['DEFAULT', '默认', 'default'], ['SYSTEM', '系统', 'default']]),
  dict('sys_job_status', [['0', '正常', 'primary'], ['1', '暂停', 'danger']]),
  dict('sys_common_status', [['0', '成功', 'primary'], ['1', '失败', 'danger']]),
];

export const monitorJobHandlers: HttpHandler[] = [
  http.get(api('/monitor/job/handlers'), () =>
    ok({ data: (Object.keys(JOB_HANDLERS) as JobHandlerName[]).map((name) => ({ name, labelZh: JOB_HANDLERS[name].zh, labelEn: JOB_HANDLERS[name].en })) })),
  http.put(api('/monitor/job/changeStatus'), () => ok()),
  http.put(api('/monitor/job/run'), () => ok({ msg: '执行成功', data: { status: '0', message: 'ok' } })),
  http.delete(api('/monitor/jobLog/clean'), () => ok()),
];
