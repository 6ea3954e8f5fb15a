import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { attachQueryLog, QueryLog } from './query-log';
import type { Database } from './schema';

export type { Database } from './schema';
export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export interface OpenDatabaseOptions {
  /** postgres://… → PostgreSQL; otherwise SQLite at `sqliteFile` */
  databaseUrl?: string;
  sqliteFile: string;
  /** PostgreSQL only: the schema every connection uses (search_path), e.g. a per-test schema */
  pgSchema?: string;
  /** PostgreSQL pool size (default 10) */
  pgPoolSize?: number;
}

const PG_INT8_OID = 20;

/**
 * PostgreSQL returns bigint (int8) as strings by default. Our bigints are ids, counts and epoch-ms expiries,
 * all far below 2^53, so parse them as numbers — for this pool only, not process-wide.
 */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_INT8_OID && format !== 'binary') return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

/** Opens the store: PostgreSQL when a postgres:// URL is given, else the embedded SQLite file. */
export function openDatabase(opts: OpenDatabaseOptions): Db {
  if (opts.databaseUrl) {
    if (opts.pgSchema && !/^[a-z_][a-z0-9_]*$/i.test(opts.pgSchema)) throw new Error(`invalid schema name ${opts.pgSchema}`);
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.pgPoolSize ?? 10,
      types: pgTypes,
      ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}),
    });
    return withQueryLog((log) => new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log }));
  }
  const sqlite = new BetterSqlite3(opts.sqliteFile);
  // WAL lets readers run beside the writer; busy_timeout waits for a lock instead of failing at once
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return withQueryLog((log) => new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), log }));
}

/** A handle whose queries feed its QueryLog (the data monitor's slowest queries; `queryLogOf(db)`). */
function withQueryLog(open: (log: QueryLog['record']) => Db): Db {
  const log = new QueryLog();
  const db = open(log.record);
  attachQueryLog(db, log);
  return db;
}

/** Which SQL dialect a Kysely instance speaks (for the few statements that differ). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function dialectOf(db: Kysely<any>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
