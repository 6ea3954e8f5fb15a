import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { cronNext } from '../../../../../src/shared/cron/index';
import { INVOKE_TARGET_REFUSED, JOB_CONCURRENT, JOB_LOG_STATUS, JOB_STATUS, MISFIRE_POLICY } from '../../../../../src/shared/contract/entities/job';
import type { Db } from '../../../db/index';
import type { SysJobTable } from '../../../db/schema';
import { truncate } from '../../../lib/json';
import { formatDateTime } from '../../../lib/time';
import { JOB_HANDLER_REGISTRY, type JobHandler } from './handlers';

/**
 * The scheduler of sys_job (one per database handle, i.e. per process). Every `tick` (each second in production,
 * called by hand with a fake clock in tests) looks at the jobs whose `next_fire_at` has come:
 *
 * - **The claim.** A tick belongs to the process whose `UPDATE sys_job SET next_fire_at = <next> WHERE job_id = ? AND
 *   next_fire_at = <seen>` changes the row; the other processes' identical UPDATE changes nothing, so with several API
 *   processes on one PostgreSQL database a fire time runs once.
 * - **Missed fire times.** The fire times from `next_fire_at` up to now are due. One is *missed* when the tick comes
 *   more than MISFIRE_THRESHOLD_MS after it (the server was down, or stopped, or busy); a fire time within the
 *   threshold is *on time* and runs under every policy. Then misfirePolicy decides: '1' run now once for every due
 *   fire time (missed ones included; at most CATCH_UP_MAX runs in a row), '2' run once now whatever was missed ('0',
 *   RuoYi's default, behaves as '2', Quartz's cron default), '3' skip the missed ones (the on-time one still runs).
 *   Either way the next fire time is the first one after now.
 * - **Concurrency.** A job with concurrent '1' (forbid) takes a lease (lease_owner, lease_until) with the claim; a
 *   tick that finds the lease held (a run still going, on any process) advances next_fire_at without running: that
 *   fire time is skipped. concurrent '0' (allow) starts the run regardless. The lease ends with the run, or after
 *   LEASE_MS if its process died.
 * - **Run once** (PUT /monitor/job/run) runs the job now whatever its status, without touching its schedule; a job
 *   that forbids concurrency is refused while a run holds its lease.
 *
 * Every run writes a sys_job_log row (status, message, exception, start and stop times).
 */
export interface Clock {
  now(): number;
}
export const systemClock: Clock = { now: () => Date.now() };

export const MISFIRE_THRESHOLD_MS = 10_000;
export const CATCH_UP_MAX = 10;
export const LEASE_MS = 60 * 60 * 1000;
export const TICK_MS = 1000;

type JobRow = Selectable<SysJobTable>;

export interface RunOutcome {
  status: string;
  message: string;
}

export class JobRunning extends Error {}

export class JobScheduler {
  readonly clock: Clock;
  private readonly handlers: Record<string, JobHandler>;
  private readonly running = new Set<Promise<unknown>>();
  private timer: NodeJS.Timeout | undefined;
  private ticking = false;

  constructor(
    private readonly db: Db,
    opts: { clock?: Clock; handlers?: Record<string, JobHandler> } = {},
  ) {
    this.clock = opts.clock ?? systemClock;
    this.handlers = opts.handlers ?? JOB_HANDLER_REGISTRY;
  }

  /** The next fire time of `cron` after the clock's now (null: never again). */
  nextFire(cron: string): number | null {
    return cronNext(cron, this.clock.now());
  }

  /** Ticks every `intervalMs` until stop() (a tick still going makes the next one wait its turn). */
  start(intervalMs = TICK_MS, onError?: (err: unknown) => void): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.ticking) return;
      this.ticking = true;
      this.tick().catch((err) => onError?.(err)).finally(() => { this.ticking = false; });
    }, intervalMs);
    this.timer.unref();
  }

  /** Stops ticking and waits for the runs under way. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.idle();
  }

  /** Resolves when every run this process started has finished. */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }

  /** Claims and starts the due jobs; resolves the number of runs started (the runs go on in the background). */
  async tick(): Promise<number> {
    const now = this.clock.now();
    const due = await this.db.selectFrom('sys_job').selectAll()
      .where('status', '=', JOB_STATUS.normal).where('next_fire_at', '<=', now).orderBy('job_id').execute();
    let started = 0;
    for (const job of due) {
      const seen = Number(job.next_fire_at);
      const { runs, next } = this.plan(job, seen, now);
      const leaseOwner = randomUUID();
      const claimed = await this.claim(job, seen, next, now, runs > 0 && job.concurrent === JOB_CONCURRENT.forbid ? leaseOwner : null);
      if (!claimed || runs === 0) continue;
      started += runs;
      this.track(this.runTimes(job, runs, job.concurrent === JOB_CONCURRENT.forbid ? leaseOwner : null));
    }
    return started;
  }

  /** How many runs this tick owes the job, and its next fire time after now. */
  private plan(job: JobRow, first: number, now: number): { runs: number; next: number | null } {
    const fires = [first];
    for (let t = first; fires.length <= CATCH_UP_MAX;) {
      const n = cronNext(job.cron_expression, t);
      if (n === null || n > now) break;
      fires.push(n);
      t = n;
    }
    const onTime = fires.some((f) => now - f <= MISFIRE_THRESHOLD_MS);
    const runs =
      job.misfire_policy === MISFIRE_POLICY.runAll ? Math.min(fires.length, CATCH_UP_MAX)
        : job.misfire_policy === MISFIRE_POLICY.skip ? (onTime ? 1 : 0)
          : 1;
    return { runs, next: cronNext(job.cron_expression, now) };
  }

  /**
   * Moves next_fire_at from `seen` to `next`, true when this call did it (this process owns the tick). With a lease
   * owner, the claim also takes the lease; when the lease is held, the tick is skipped (false) but still advanced.
   */
  private async claim(job: JobRow, seen: number, next: number | null, now: number, leaseOwner: string | null): Promise<boolean> {
    const advance = () => this.db.updateTable('sys_job').where('job_id', '=', job.job_id)
      .where('next_fire_at', '=', seen).where('status', '=', JOB_STATUS.normal);
    if (leaseOwner) {
      const r = await advance()
        .set({ next_fire_at: next, lease_owner: leaseOwner, lease_until: now + LEASE_MS })
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 1) return true;
      await advance().set({ next_fire_at: next }).execute();
      return false;
    }
    const r = await advance().set({ next_fire_at: next }).executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /**
   * PUT /monitor/job/run: runs the job now (whatever its status), waits for it and resolves its outcome; null when
   * there is no such job. Throws JobRunning when the job forbids concurrency and a run holds its lease.
   */
  async runOnce(jobId: number): Promise<RunOutcome | null> {
    const job = await this.db.selectFrom('sys_job').selectAll().where('job_id', '=', jobId).executeTakeFirst();
    if (!job) return null;
    let leaseOwner: string | null = null;
    if (job.concurrent === JOB_CONCURRENT.forbid) {
      leaseOwner = randomUUID();
      const now = this.clock.now();
      const r = await this.db.updateTable('sys_job').set({ lease_owner: leaseOwner, lease_until: now + LEASE_MS })
        .where('job_id', '=', jobId)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) throw new JobRunning();
    }
    const run = this.runTimes(job, 1, leaseOwner);
    this.track(run);
    return (await run)[0]!;
  }

  private track(p: Promise<unknown>): void {
    const done = p.catch(() => undefined).finally(() => this.running.delete(done));
    this.running.add(done);
  }

  private async runTimes(job: JobRow, times: number, leaseOwner: string | null): Promise<RunOutcome[]> {
    const out: RunOutcome[] = [];
    try {
      for (let i = 0; i < times; i++) out.push(await this.runJob(job));
    } finally {
      if (leaseOwner) {
        await this.db.updateTable('sys_job').set({ lease_owner: null, lease_until: null })
          .where('job_id', '=', job.job_id).where('lease_owner', '=', leaseOwner).execute();
      }
    }
    return out;
  }

  /** One run and its log row; a failure is logged, never thrown. */
  private async runJob(job: JobRow): Promise<RunOutcome> {
    const start = this.clock.now();
    let status: string = JOB_LOG_STATUS.success;
    let message: string;
    let exception: string | null = null;
    const handler = Object.hasOwn(this.handlers, job.invoke_target) ? this.handlers[job.invoke_target] : undefined;
    if (!handler) {
      status = JOB_LOG_STATUS.fail;
      message = INVOKE_TARGET_REFUSED;
      exception = `unknown handler: ${job.invoke_target}`;
    } else {
      try {
        message = await handler({ db: this.db, now: start });
      } catch (err) {
        status = JOB_LOG_STATUS.fail;
        message = err instanceof Error ? err.message : String(err);
        exception = err instanceof Error ? (err.stack ?? err.message) : String(err);
      }
    }
    const stop = this.clock.now();
    const took = `${job.job_name} 总共耗时：${stop - start}毫秒`;
    await this.db.insertInto('sys_job_log').values({
      job_id: job.job_id,
      job_name: job.job_name,
      job_group: job.job_group,
      invoke_target: job.invoke_target,
      job_message: truncate(`${took}；${message}`, 500),
      status,
      exception_info: exception === null ? null : truncate(exception, 2000),
      start_time: formatDateTime(start),
      stop_time: formatDateTime(stop),
      create_time: formatDateTime(stop),
    }).execute();
    return { status, message };
  }
}

const schedulers = new WeakMap<object, JobScheduler>();

/** The scheduler of a database handle (created with the system clock on first use). */
export function jobSchedulerOf(db: Db): JobScheduler {
  let s = schedulers.get(db);
  if (!s) {
    s = new JobScheduler(db);
    schedulers.set(db, s);
  }
  return s;
}

/** Installs the scheduler of a database handle (tests: one with a fake clock). */
export function useJobScheduler(db: Db, scheduler: JobScheduler): JobScheduler {
  schedulers.set(db, scheduler);
  return scheduler;
}
