import type { Migration } from 'kysely';
import { type AnyDb, DATETIME, idColumn } from './helpers';

/**
 * Issue 12, 学校管理 and 红黑榜: a school's gallery (`bbs_school.images`, JSON text: up to 8 '/profile/…' paths) and
 * the history of every red/black entry (`bbs_red_black_history`: one row per add, edit, unpublish or publish, with
 * the entry as it was after the change, written in the change's transaction; entries are never deleted).
 */
export const m0012_bbs_schools: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('bbs_school').addColumn('images', 'text', (c) => c.notNull().defaultTo('[]')).execute();
    await db.schema
      .createTable('bbs_red_black_history')
      .$call(idColumn(db, 'history_id'))
      .addColumn('entry_id', 'bigint', (c) => c.notNull().references('bbs_red_black.entry_id').onDelete('cascade'))
      .addColumn('action', 'varchar(16)', (c) => c.notNull())
      .addColumn('snapshot', 'text', (c) => c.notNull())
      .addColumn('oper_by', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('oper_time', DATETIME, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('idx_bbs_red_black_history_entry').on('bbs_red_black_history').columns(['entry_id', 'history_id']).execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('bbs_red_black_history').ifExists().execute();
    await db.schema.alterTable('bbs_school').dropColumn('images').execute();
  },
};
