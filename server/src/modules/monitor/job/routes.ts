import type { FastifyPluginAsync } from 'fastify';
import { jobChangeStatusBody, jobEntity, jobLogEntity, jobRunBody, JOB_STATUS } from '../../../../../src/shared/contract/entities/job';
import { msg } from '../../../../../src/shared/contract/kit/index';
import { ServiceError, success, successData, toAjax } from '../../../lib/result';
import { formatDateTime, nowText } from '../../../lib/time';
import { BusinessType } from '../../../plugins/oper-log';
import { requirePermi } from '../../../plugins/permissions';
import { crudService, type DbRow, registerCrud } from '../../kit/crud';
import { jobHandlerOptions } from './handlers';
import { JobRunning, jobSchedulerOf } from './scheduler';

export const JOB_MSG = {
  missing: msg('任务不存在或已过期！', 'The job does not exist'),
  running: msg('任务正在执行中，请等本次执行结束后再试', 'The job is running: try again when this run has finished'),
  ran: msg('执行成功', 'The job has run'),
  ranFailed: msg('执行失败，详见调度日志', 'The job failed: see its log'),
};

const epoch = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export const jobService = crudService(jobEntity, {
  table: 'sys_job',
  hooks: {
    toRow: (r: DbRow) => ({
      jobId: Number(r.job_id), jobName: String(r.job_name), jobGroup: String(r.job_group), invokeTarget: String(r.invoke_target),
      cronExpression: String(r.cron_expression), misfirePolicy: String(r.misfire_policy), concurrent: String(r.concurrent),
      status: String(r.status), nextValidTime: epoch(r.next_fire_at) === null ? null : formatDateTime(epoch(r.next_fire_at)!),
      createBy: String(r.create_by ?? ''), createTime: (r.create_time as string | null) ?? null,
      updateBy: String(r.update_by ?? ''), updateTime: (r.update_time as string | null) ?? null, remark: (r.remark as string | null) ?? null,
    }),
    // the schedule follows the saved expression and status: the next fire time from now, none while paused
    async validate({ db }, input) {
      return { next_fire_at: input.status === JOB_STATUS.normal ? jobSchedulerOf(db).nextFire(input.cronExpression) : null };
    },
  },
});

export const jobLogService = crudService(jobLogEntity, {
  table: 'sys_job_log',
  hooks: {
    toRow: (r: DbRow) => ({
      jobLogId: Number(r.job_log_id), jobId: epoch(r.job_id), jobName: String(r.job_name), jobGroup: String(r.job_group),
      invokeTarget: String(r.invoke_target), jobMessage: (r.job_message as string | null) ?? null, status: String(r.status),
      exceptionInfo: (r.exception_info as string | null) ?? null, startTime: (r.start_time as string | null) ?? null,
      stopTime: (r.stop_time as string | null) ?? null, createTime: (r.create_time as string | null) ?? null,
    }),
  },
});

/** 定时任务 and 调度日志 (RuoYi SysJobController, SysJobLogController). */
export const jobRoutes: FastifyPluginAsync = async (app) => {
  /** the registered handler names with their labels (the form's choices for invokeTarget) */
  app.get('/monitor/job/handlers', { preHandler: requirePermi(jobEntity.perms.list) }, async () => successData(jobHandlerOptions()));

  registerCrud(app, jobEntity, jobService);

  app.put('/monitor/job/changeStatus', {
    preHandler: requirePermi(jobEntity.perms.changeStatus),
    config: { operLog: { title: jobEntity.title, businessType: BusinessType.UPDATE } },
  }, async (request) => {
    const { jobId, status } = jobChangeStatusBody.parse(request.body);
    const job = await app.db.selectFrom('sys_job').select(['cron_expression']).where('job_id', '=', jobId).executeTakeFirst();
    if (!job) throw new ServiceError(JOB_MSG.missing);
    const next = status === JOB_STATUS.normal ? jobSchedulerOf(app.db).nextFire(job.cron_expression) : null;
    const r = await app.db.updateTable('sys_job')
      .set({ status, next_fire_at: next, update_by: request.loginUser!.userName, update_time: nowText() })
      .where('job_id', '=', jobId).executeTakeFirst();
    return toAjax(r.numUpdatedRows);
  });

  app.put('/monitor/job/run', {
    preHandler: requirePermi(jobEntity.perms.changeStatus),
    config: { operLog: { title: jobEntity.title, businessType: BusinessType.UPDATE } },
  }, async (request) => {
    const { jobId } = jobRunBody.parse(request.body);
    let outcome;
    try {
      outcome = await jobSchedulerOf(app.db).runOnce(jobId);
    } catch (err) {
      if (err instanceof JobRunning) throw new ServiceError(JOB_MSG.running);
      throw err;
    }
    if (!outcome) throw new ServiceError(JOB_MSG.missing);
    return success({ data: outcome }, outcome.status === '0' ? JOB_MSG.ran : JOB_MSG.ranFailed);
  });

  app.delete('/monitor/jobLog/clean', {
    preHandler: requirePermi(jobLogEntity.perms.remove),
    config: { operLog: { title: '调度日志', businessType: BusinessType.CLEAN } },
  }, async () => {
    await app.db.deleteFrom('sys_job_log').execute();
    return success();
  });

  registerCrud(app, jobLogEntity, jobLogService);
};
