import type { LogEvent } from 'kysely';

/** One query the server ran: its SQL text (parameters never kept), its time and when it ended. */
export interface QuerySample {
  sql: string;
  ms: number;
  /** epoch ms */
  at: number;
  failed: boolean;
}

/** Queries slower than this are also kept in the slow log (longer than the recent window lasts on a busy server). */
export const SLOW_QUERY_MS = 100;
const RECENT_SIZE = 500;
const SLOW_SIZE = 100;

/** A fixed ring: `push` is a slot write, nothing allocated per query beyond the sample itself. */
class Ring<T> {
  private readonly items: (T | undefined)[];
  private next = 0;
  private filled = 0;

  constructor(readonly capacity: number) {
    this.items = new Array<T | undefined>(capacity);
  }

  push(item: T): void {
    this.items[this.next] = item;
    this.next = (this.next + 1) % this.capacity;
    if (this.filled < this.capacity) this.filled++;
  }

  values(): T[] {
    return this.items.slice(0, this.filled) as T[];
  }

  clear(): void {
    this.items.fill(undefined);
    this.next = 0;
    this.filled = 0;
  }
}

/**
 * The queries a database handle ran lately (Kysely's `log` hook: the timing is Kysely's own): the last
 * RECENT_SIZE of them and the last SLOW_SIZE slower than SLOW_QUERY_MS, for the data monitor page.
 */
export class QueryLog {
  private readonly recent = new Ring<QuerySample>(RECENT_SIZE);
  private readonly slow = new Ring<QuerySample>(SLOW_SIZE);
  /** queries seen since start (or the last clear) */
  count = 0;
  totalMs = 0;

  record = (event: LogEvent): void => {
    const ms = event.queryDurationMillis;
    const sample: QuerySample = { sql: event.query.sql, ms, at: Date.now(), failed: event.level === 'error' };
    this.count++;
    this.totalMs += ms;
    this.recent.push(sample);
    if (ms >= SLOW_QUERY_MS) this.slow.push(sample);
  };

  /** The `limit` slowest queries among the recent ones and the slow log, slowest first (one per SQL text). */
  slowest(limit = 20): QuerySample[] {
    const bySql = new Map<string, QuerySample>();
    for (const s of [...this.slow.values(), ...this.recent.values()]) {
      const seen = bySql.get(s.sql);
      if (!seen || seen.ms < s.ms) bySql.set(s.sql, s);
    }
    return [...bySql.values()].sort((a, b) => b.ms - a.ms).slice(0, limit);
  }

  /** how many queries the recent window holds */
  get windowSize(): number {
    return this.recent.values().length;
  }

  clear(): void {
    this.recent.clear();
    this.slow.clear();
    this.count = 0;
    this.totalMs = 0;
  }
}

const logs = new WeakMap<object, QueryLog>();

/** The query log `openDatabase` attached to a handle (an empty one for a handle opened elsewhere). */
export function queryLogOf(db: object): QueryLog {
  let log = logs.get(db);
  if (!log) {
    log = new QueryLog();
    logs.set(db, log);
  }
  return log;
}

/** Attach `log` to the handle `db` (called by openDatabase with the log its Kysely instance feeds). */
export function attachQueryLog(db: object, log: QueryLog): void {
  logs.set(db, log);
}
