import { z } from 'zod';
import { cronNext, isValidCron } from '../../cron/index';
import { auditFields, defineEntity, msg, optionalText, remarkField, requiredText } from '../kit/index';

/**
 * 定时任务 (RuoYi SysJob / SysJobLog, `/monitor/job*`, `/monitor/jobLog*`). Unlike RuoYi, `invokeTarget` is not a
 * bean or class method to call: it is the name of one of the handlers registered in the server's code
 * (server/src/modules/monitor/job/handlers.ts, keyed by these names). A name outside this list is refused, never
 * evaluated.
 */
export const JOB_HANDLERS = {
  purgeExpired: { zh: '清理过期会话、验证码和短信验证码', en: 'Purge expired sessions, captchas and SMS codes' },
  rebuildSearchIndex: { zh: '重建搜索索引', en: 'Rebuild the search index' },
  refreshHomeCache: { zh: '刷新首页缓存', en: 'Refresh the home page cache' },
  dailyStats: { zh: '生成首页统计数据', en: 'Daily statistics for the dashboard' },
} as const;
export type JobHandlerName = keyof typeof JOB_HANDLERS;
export const JOB_HANDLER_NAMES = Object.keys(JOB_HANDLERS) as JobHandlerName[];

/** One registered handler as `GET /monitor/job/handlers` answers it (the form's choices). */
export interface JobHandlerOption {
  name: JobHandlerName;
  labelZh: string;
  labelEn: string;
}

/** misfirePolicy: what a tick does with fire times it missed (see the scheduler). */
export const MISFIRE_POLICY = { runAll: '1', runOnce: '2', skip: '3' } as const;
/** concurrent: '0' a new run may start while one is going, '1' the tick is skipped while one is going. */
export const JOB_CONCURRENT = { allow: '0', forbid: '1' } as const;
export const JOB_STATUS = { normal: '0', paused: '1' } as const;
export const JOB_LOG_STATUS = { success: '0', fail: '1' } as const;

export const INVOKE_TARGET_REFUSED = msg(
  '调用目标不在允许的任务列表中，只能选择系统注册的任务',
  'The invoke target is not a registered job: choose one of the registered jobs',
);
export const CRON_INVALID = msg('Cron表达式不正确', 'The cron expression is not valid');
export const CRON_NEVER = msg('Cron表达式没有下一次执行时间', 'The cron expression never fires again');

const oneOf = <T extends string>(values: readonly [T, ...T[]], fallback: T, message: string) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? fallback : typeof v === 'number' ? String(v) : v), z.enum(values, { error: message }));

const cronField = requiredText(255, msg('Cron执行表达式不能为空', 'Enter the cron expression'), msg('Cron执行表达式不能超过255个字符', 'The cron expression can be at most 255 characters'))
  .refine((s) => isValidCron(s), CRON_INVALID)
  .refine((s) => !isValidCron(s) || cronNext(s, Date.now()) !== null, CRON_NEVER);

export const jobEntity = defineEntity({
  name: 'job',
  basePath: '/monitor/job',
  idKey: 'jobId',
  idLabel: '任务ID',
  permPrefix: 'monitor:job',
  title: '定时任务',
  noun: { zh: '任务', en: 'jobs' },
  extraButtons: { changeStatus: ['状态修改', 'Change status'] },
  row: z.object({
    jobId: z.number(),
    jobName: z.string(),
    jobGroup: z.string(),
    invokeTarget: z.string(),
    cronExpression: z.string(),
    misfirePolicy: z.string(),
    concurrent: z.string(),
    /** '0' normal (scheduled), '1' paused */
    status: z.string(),
    /** the next scheduled run ('YYYY-MM-DD HH:mm:ss'), null while paused */
    nextValidTime: z.string().nullable(),
    ...auditFields,
  }),
  filter: z.object({ jobName: optionalText(64), jobGroup: optionalText(64), status: optionalText(1), invokeTarget: optionalText(500) }),
  filterOps: { jobName: 'like', invokeTarget: 'like' },
  body: z.object({
    jobName: requiredText(64, msg('任务名称不能为空', 'Enter the job name'), msg('任务名称不能超过64个字符', 'The job name can be at most 64 characters')),
    jobGroup: oneOf(['DEFAULT', 'SYSTEM'], 'DEFAULT', msg('任务分组只能是DEFAULT或SYSTEM', 'The job group is DEFAULT or SYSTEM')),
    invokeTarget: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      z.string({ error: msg('调用目标字符串不能为空', 'Choose the job to run') }).min(1, msg('调用目标字符串不能为空', 'Choose the job to run'))
        .refine((s): s is JobHandlerName => Object.hasOwn(JOB_HANDLERS, s), INVOKE_TARGET_REFUSED),
    ),
    cronExpression: cronField,
    misfirePolicy: oneOf(['1', '2', '3'], '3', msg('计划执行错误策略只能是1、2或3', 'The misfire policy is 1, 2 or 3')),
    concurrent: oneOf(['0', '1'], '1', msg('是否并发执行只能是0（允许）或1（禁止）', 'Concurrency is 0 (allow) or 1 (forbid)')),
    /** a new job starts paused unless the form says otherwise */
    status: oneOf(['0', '1'], '1', msg('任务状态只能是0（正常）或1（暂停）', 'The job status is 0 (normal) or 1 (paused)')),
    remark: remarkField,
  }),
  sortable: ['jobId', 'jobName', 'createTime'],
  defaultSort: { key: 'jobId', direction: 'asc' },
  sheetName: '定时任务',
  exportColumns: [
    { key: 'jobId', header: '任务序号' },
    { key: 'jobName', header: '任务名称', width: 24 },
    { key: 'jobGroup', header: '任务组名' },
    { key: 'invokeTarget', header: '调用目标字符串', width: 24 },
    { key: 'cronExpression', header: '执行表达式', width: 20 },
    { key: 'misfirePolicy', header: '计划策略', convert: '0=默认,1=立即触发执行,2=触发一次执行,3=不触发立即执行' },
    { key: 'concurrent', header: '并发执行', convert: '0=允许,1=禁止' },
    { key: 'status', header: '任务状态', convert: '0=正常,1=暂停' },
  ],
  dictFields: { status: 'sys_job_status', jobGroup: 'sys_job_group' },
});

/** PUT /monitor/job/changeStatus and /monitor/job/run: `{jobId, status}` / `{jobId, jobGroup}`. */
export const jobChangeStatusBody = z.object({
  jobId: jobEntity.idParam,
  status: z.enum(['0', '1'], { error: msg('任务状态只能是0（正常）或1（暂停）', 'The job status is 0 (normal) or 1 (paused)') }),
});
export const jobRunBody = z.object({ jobId: jobEntity.idParam, jobGroup: z.string().optional() });

export const jobLogEntity = defineEntity({
  name: 'job_log',
  basePath: '/monitor/jobLog',
  idKey: 'jobLogId',
  idLabel: '任务日志ID',
  // RuoYi guards the log calls with the job's own permissions
  permPrefix: 'monitor:job',
  title: '定时任务调度日志',
  noun: { zh: '调度日志', en: 'job log entries' },
  actions: ['list', 'query', 'remove', 'export'],
  row: z.object({
    jobLogId: z.number(),
    jobId: z.number().nullable(),
    jobName: z.string(),
    jobGroup: z.string(),
    invokeTarget: z.string(),
    jobMessage: z.string().nullable(),
    /** '0' succeeded, '1' failed */
    status: z.string(),
    exceptionInfo: z.string().nullable(),
    startTime: z.string().nullable(),
    stopTime: z.string().nullable(),
    createTime: z.string().nullable(),
  }),
  filter: z.object({
    jobId: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().positive().optional()),
    jobName: optionalText(64),
    jobGroup: optionalText(64),
    status: optionalText(1),
  }),
  filterOps: { jobName: 'like' },
  dateRange: 'createTime',
  body: z.object({}),
  sortable: ['jobLogId', 'createTime'],
  defaultSort: { key: 'jobLogId', direction: 'desc' },
  sheetName: '调度日志',
  exportColumns: [
    { key: 'jobLogId', header: '日志序号' },
    { key: 'jobName', header: '任务名称', width: 24 },
    { key: 'jobGroup', header: '任务组名' },
    { key: 'invokeTarget', header: '调用目标字符串', width: 24 },
    { key: 'jobMessage', header: '日志信息', width: 40 },
    { key: 'status', header: '执行状态', convert: '0=正常,1=失败' },
    { key: 'exceptionInfo', header: '异常信息', width: 40 },
    { key: 'startTime', header: '开始时间', width: 20 },
    { key: 'stopTime', header: '结束时间', width: 20 },
  ],
  dictFields: { status: 'sys_common_status', jobGroup: 'sys_job_group' },
});
