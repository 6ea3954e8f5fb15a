import type { Migration } from 'kysely';
import { nowText } from '../../lib/time';
import { type AnyDb, auditColumns, DATETIME, idColumn } from './helpers';

/**
 * 定时任务 (issue 14): sys_job and sys_job_log as RuoYi's, plus the scheduler's own columns on sys_job:
 * - next_fire_at (epoch ms, null while paused): the fire time the next tick claims. A process claims a tick with one
 *   `UPDATE … SET next_fire_at = <following> WHERE job_id = ? AND next_fire_at = <claimed>`, so with several API
 *   processes on one database exactly one of them runs it;
 * - lease_owner / lease_until: held by a running job that forbids concurrency (concurrent '1'), so a tick (on any
 *   process) that finds the lease taken skips that fire time.
 * Sample jobs (RuoYi's three sample rows, here naming our registered handlers) are paused.
 */
export const JOB_SAMPLES = [
  { job_name: '清理过期数据', job_group: 'SYSTEM', invoke_target: 'purgeExpired', cron_expression: '0 0 3 * * ?', remark: '清理过期的登录会话、验证码和短信验证码' },
  { job_name: '重建搜索索引', job_group: 'SYSTEM', invoke_target: 'rebuildSearchIndex', cron_expression: '0 30 3 ? * 1', remark: '每周日重建搜索用的索引与统计' },
  { job_name: '刷新首页缓存', job_group: 'DEFAULT', invoke_target: 'refreshHomeCache', cron_expression: '0 0/10 * * * ?', remark: '每10分钟清空首页列表缓存' },
  { job_name: '首页统计', job_group: 'DEFAULT', invoke_target: 'dailyStats', cron_expression: '0 5 0 * * ?', remark: '每天生成首页统计数据' },
] as const;

export const m0018_job: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('sys_job')
      .$call(idColumn(db, 'job_id'))
      .addColumn('job_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('job_group', 'varchar(64)', (c) => c.notNull().defaultTo('DEFAULT'))
      .addColumn('invoke_target', 'varchar(500)', (c) => c.notNull())
      .addColumn('cron_expression', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('misfire_policy', 'varchar(20)', (c) => c.notNull().defaultTo('3'))
      .addColumn('concurrent', 'char(1)', (c) => c.notNull().defaultTo('1'))
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('1'))
      .addColumn('next_fire_at', 'bigint')
      .addColumn('lease_owner', 'varchar(64)')
      .addColumn('lease_until', 'bigint')
      .$call(auditColumns)
      .addColumn('remark', 'varchar(500)')
      .execute();
    await db.schema.createIndex('idx_sys_job_next').on('sys_job').columns(['status', 'next_fire_at']).execute();

    await db.schema
      .createTable('sys_job_log')
      .$call(idColumn(db, 'job_log_id'))
      .addColumn('job_id', 'bigint')
      .addColumn('job_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('job_group', 'varchar(64)', (c) => c.notNull())
      .addColumn('invoke_target', 'varchar(500)', (c) => c.notNull())
      .addColumn('job_message', 'varchar(500)')
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('exception_info', 'varchar(2000)')
      .addColumn('start_time', DATETIME)
      .addColumn('stop_time', DATETIME)
      .addColumn('create_time', DATETIME)
      .execute();
    await db.schema.createIndex('idx_sys_job_log_job').on('sys_job_log').column('job_id').execute();

    const now = nowText();
    await db
      .insertInto('sys_job')
      .values(JOB_SAMPLES.map((j) => ({ ...j, misfire_policy: '3', concurrent: '1', status: '1', create_by: 'admin', create_time: now })))
      .execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('sys_job_log').ifExists().execute();
    await db.schema.dropTable('sys_job').ifExists().execute();
  },
};
