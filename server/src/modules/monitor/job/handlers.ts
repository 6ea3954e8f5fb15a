import { sql } from 'kysely';
import { JOB_HANDLERS, type JobHandlerName, type JobHandlerOption } from '../../../../../src/shared/contract/entities/job';
import { type Db, dialectOf } from '../../../db/index';
import { invalidateBbsCache } from '../../bbs/cache';
import { statsOverview } from '../stats/service';

/**
 * The code a scheduled job may run: `sys_job.invoke_target` names one of these (the names and labels are the
 * contract's JOB_HANDLERS, so the form offers exactly this list). Nothing from a request is ever evaluated or looked
 * up as a class or method (RuoYi's invokeTarget RCE): a name outside this object is refused when the job is saved,
 * and again when it would run.
 */
export interface JobContext {
  db: Db;
  /** the scheduler's clock (epoch ms), a fake one in tests */
  now: number;
}
/** resolves the job log's message */
export type JobHandler = (ctx: JobContext) => Promise<string>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** the tables the public search reads (modules/bbs/search.ts queries them directly; there is no separate index) */
export const SEARCH_TABLES = ['bbs_school', 'bbs_post', 'bbs_info', 'bbs_video'] as const;

export const JOB_HANDLER_REGISTRY: Record<JobHandlerName, JobHandler> = {
  async purgeExpired({ db, now }) {
    const sessions = await db.deleteFrom('sys_user_session').where('expire_at', '<=', now).executeTakeFirst();
    const captchas = await db.deleteFrom('sys_captcha').where('expire_at', '<=', now).executeTakeFirst();
    // as issueSmsCode's own sweep: codes that ended a day ago (younger rows still explain a late "expired")
    const codes = await db.deleteFrom('sys_sms_code').where('expire_at', '<', now - DAY_MS).executeTakeFirst();
    return `sessions=${Number(sessions.numDeletedRows)}, captchas=${Number(captchas.numDeletedRows)}, smsCodes=${Number(codes.numDeletedRows)}`;
  },

  /**
   * The search (modules/bbs/search.ts) reads the content tables directly, so "the index" is the database's: rebuild
   * those tables' indexes and refresh the planner's statistics, then drop the cached search answers.
   */
  async rebuildSearchIndex({ db }) {
    for (const table of SEARCH_TABLES) {
      if (dialectOf(db) === 'postgres') await sql`reindex table ${sql.table(table)}`.execute(db);
      else await sql`reindex ${sql.table(table)}`.execute(db);
      await sql`analyze ${sql.table(table)}`.execute(db);
    }
    invalidateBbsCache(db);
    return `reindexed ${SEARCH_TABLES.join(', ')}`;
  },

  async refreshHomeCache({ db }) {
    invalidateBbsCache(db);
    return 'home lists cache cleared';
  },

  /** The dashboard's figures (modules/monitor/stats), computed now; the message keeps the day's totals. */
  async dailyStats({ db, now }) {
    const s = await statsOverview(db, { now });
    const today = s.logins[s.logins.length - 1];
    return `members=${s.members}, online=${s.online}, posts=${s.posts ?? '-'}, loginsToday=${today?.success ?? 0}, failedToday=${today?.fail ?? 0}`;
  },
};

/** Whether `name` is a registered handler (own keys only: `constructor`, `__proto__` … are not). */
export function isJobHandler(name: string): name is JobHandlerName {
  return Object.hasOwn(JOB_HANDLER_REGISTRY, name);
}

/** GET /monitor/job/handlers: the registered names with their labels. */
export function jobHandlerOptions(): JobHandlerOption[] {
  return (Object.keys(JOB_HANDLER_REGISTRY) as JobHandlerName[]).map((name) => ({ name, labelZh: JOB_HANDLERS[name].zh, labelEn: JOB_HANDLERS[name].en }));
}
