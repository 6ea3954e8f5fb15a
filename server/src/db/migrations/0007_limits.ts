import type { Migration } from 'kysely';
import { nowText } from '../../lib/time';
import { dialectOf } from '../index';
import { LIMIT_CONFIG_SEED } from '../seed/system';
import { addMissingConfigRows, DATETIME, type AnyDb } from './helpers';

/**
 * Issue 9 (rate limits, quotas, several processes on one PostgreSQL):
 * - sys_rate_limit: one counter row per limited key (`contact:<address>`, `upload:<userId>`, …), bumped by one
 *   atomic upsert (lib/rate-limit.ts); `amount` carries a second measure (bytes for the upload quota);
 * - sys_secret: secrets every process must share (the generated JWT signing key on PostgreSQL);
 * - sys_file / sys_file_chunk: uploads kept in the database (the embedded default on PostgreSQL, so every
 *   process serves every file), 1 MB per chunk so neither side holds a whole file in memory;
 * - the limit and quota config rows, for databases seeded before this migration (a fresh database gets them
 *   from the seed, which runs after the migrations).
 */
export const m0007_limits: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('sys_rate_limit')
      .addColumn('rate_key', 'varchar(200)', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('expire_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('idx_sys_rate_limit_exp').on('sys_rate_limit').column('expire_at').execute();

    await db.schema
      .createTable('sys_secret')
      .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('value', 'varchar(255)', (c) => c.notNull())
      .addColumn('create_time', DATETIME)
      .execute();

    await db.schema
      .createTable('sys_file')
      .addColumn('file_path', 'varchar(255)', (c) => c.primaryKey())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('create_by', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('create_time', DATETIME)
      .execute();
    await db.schema
      .createTable('sys_file_chunk')
      .addColumn('file_path', 'varchar(255)', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('data', dialectOf(db) === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
      .addPrimaryKeyConstraint('pk_sys_file_chunk', ['file_path', 'seq'])
      .execute();

    await addMissingConfigRows(db, LIMIT_CONFIG_SEED, nowText());
  },

  async down(db: AnyDb) {
    for (const t of ['sys_file_chunk', 'sys_file', 'sys_secret', 'sys_rate_limit']) await db.schema.dropTable(t).ifExists().execute();
    await db.deleteFrom('sys_config').where('config_key', 'in', LIMIT_CONFIG_SEED.map((r) => r[1])).execute();
  },
};
