import type { CreateTableBuilder, Kysely } from 'kysely';
import { dialectOf } from '../index';

/* Migrations see the database untyped: they describe its shape, they do not depend on it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Table = CreateTableBuilder<any, any>;

/**
 * An auto-increment primary key that works on both stores: SQLite needs exactly
 * `integer primary key autoincrement` (so ids are never reused), PostgreSQL gets a bigint identity.
 * "by default" lets the seed insert RuoYi's fixed ids; `syncIdSequences` then moves the sequences past them.
 */
export function idColumn(db: AnyDb, name: string): (t: Table) => Table {
  return dialectOf(db) === 'postgres'
    ? (t) => t.addColumn(name, 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : (t) => t.addColumn(name, 'integer', (c) => c.primaryKey().autoIncrement());
}

/** RuoYi's audit columns; datetimes as 'YYYY-MM-DD HH:mm:ss' text (see lib/time.ts). */
export function auditColumns(t: Table): Table {
  return t
    .addColumn('create_by', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', 'varchar(19)')
    .addColumn('update_by', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('update_time', 'varchar(19)');
}

/** The datetime column type used everywhere. */
export const DATETIME = 'varchar(19)';

/**
 * Adds config rows (name, key, value, remark) that a database seeded before this migration lacks; a fresh database
 * (no config rows yet) gets them from the seed instead, and a key an admin already has is left as it is.
 */
export async function addMissingConfigRows(db: AnyDb, rows: readonly (readonly [string, string, string, string])[], now: string): Promise<void> {
  const seeded = await db.selectFrom('sys_config').select('config_id').limit(1).executeTakeFirst();
  if (!seeded) return;
  for (const [config_name, config_key, config_value, remark] of rows) {
    const exists = await db.selectFrom('sys_config').select('config_id').where('config_key', '=', config_key).executeTakeFirst();
    if (exists) continue;
    await db
      .insertInto('sys_config')
      .values({ config_name, config_key, config_value, config_type: 'Y', remark, create_by: 'admin', create_time: now })
      .execute();
  }
}
