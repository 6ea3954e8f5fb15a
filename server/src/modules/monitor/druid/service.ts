import { sql } from 'kysely';
import type { DataMonitor, TableFigure } from '../../../../../src/shared/contract/index';
import { type Db, dialectOf } from '../../../db/index';
import { queryLogOf, SLOW_QUERY_MS } from '../../../db/query-log';
import { formatDateTime } from '../../../lib/time';

const MAX_TABLES = 200;
const MAX_SQL_CHARS = 2000;

/** Table names and sizes (bytes with indexes) from the database's catalog; names never come from a request. */
async function tableSizes(db: Db): Promise<Map<string, number>> {
  if (dialectOf(db) === 'postgres') {
    const { rows } = await sql<{ name: string; bytes: number | string }>`
      select c.relname as name, pg_total_relation_size(c.oid) as bytes from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p') order by c.relname limit ${MAX_TABLES}`.execute(db);
    return new Map(rows.map((r) => [r.name, Number(r.bytes)]));
  }
  const { rows: tables } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name limit ${MAX_TABLES}`.execute(db);
  const sizes = new Map(tables.map((t) => [t.name, 0]));
  try {
    // dbstat (compiled into better-sqlite3): the pages of each table and of its indexes
    const { rows } = await sql<{ name: string; bytes: number }>`
      select m.tbl_name as name, sum(s.pgsize) as bytes from dbstat s join sqlite_master m on m.name = s.name group by m.tbl_name`.execute(db);
    for (const r of rows) if (sizes.has(r.name)) sizes.set(r.name, Number(r.bytes));
  } catch {
    // no dbstat: sizes stay 0, the row counts still tell
  }
  return sizes;
}

async function rowCount(db: Db, table: string): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** GET /monitor/druid: every table's exact row count and size, largest first, and this process's slowest recent queries. */
export async function dataMonitor(db: Db): Promise<DataMonitor> {
  const sizes = await tableSizes(db);
  const tables: TableFigure[] = [];
  for (const [tableName, bytes] of sizes) tables.push({ tableName, rows: await rowCount(db, tableName), bytes });
  tables.sort((a, b) => b.bytes - a.bytes || b.rows - a.rows || a.tableName.localeCompare(b.tableName));
  const log = queryLogOf(db);
  return {
    kind: dialectOf(db),
    tables,
    queries: {
      count: log.count,
      meanMs: log.count ? Math.round((log.totalMs / log.count) * 1000) / 1000 : 0,
      slowMs: SLOW_QUERY_MS,
      slowest: log.slowest(20).map((q) => ({
        sql: q.sql.length > MAX_SQL_CHARS ? `${q.sql.slice(0, MAX_SQL_CHARS)}…` : q.sql,
        ms: Math.round(q.ms * 1000) / 1000, time: formatDateTime(q.at), failed: q.failed,
      })),
    },
  };
}
