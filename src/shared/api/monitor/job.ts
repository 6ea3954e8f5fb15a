/** 定时任务 calls (RuoYi api/monitor/job.js, jobLog.js): the kit's CRUD calls of both entities plus their own. */
import type { AjaxResult } from '@shared/contract';
import { type JobHandlerOption, jobEntity, jobLogEntity } from '@shared/contract/entities';
import { crudApi } from '../crud';
import { request } from '../request';

/** list / get / add / update / remove / exportList (`job_<ts>.xlsx`) */
export const jobApi = crudApi(jobEntity);
/** list / get / remove / exportList (`job_log_<ts>.xlsx`) of /monitor/jobLog */
export const jobLogApi = crudApi(jobLogEntity);

/** GET /monitor/job/handlers: the registered handler names with their labels (the invokeTarget choices). */
export function jobHandlers(): Promise<AjaxResult<JobHandlerOption[]>> {
  return request<AjaxResult<JobHandlerOption[]>>({ url: '/monitor/job/handlers', method: 'get' });
}

/** PUT /monitor/job/changeStatus `{jobId, status}` */
export function changeJobStatus(jobId: number, status: string): Promise<AjaxResult> {
  return request<AjaxResult>({ url: '/monitor/job/changeStatus', method: 'put', data: { jobId, status } });
}

/** PUT /monitor/job/run `{jobId, jobGroup}`: runs once now and answers the run's outcome in `data`. */
export function runJob(jobId: number, jobGroup: string): Promise<AjaxResult<{ status: string; message: string }>> {
  return request<AjaxResult<{ status: string; message: string }>>({ url: '/monitor/job/run', method: 'put', data: { jobId, jobGroup } });
}

/** DELETE /monitor/jobLog/clean */
export function cleanJobLog(): Promise<AjaxResult> {
  return request<AjaxResult>({ url: '/monitor/jobLog/clean', method: 'delete' });
}
