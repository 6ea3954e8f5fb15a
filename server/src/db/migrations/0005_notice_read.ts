import type { Migration } from 'kysely';
import { type AnyDb, DATETIME, idColumn } from './helpers';

/**
 * Who has read which notice (RuoYi 3.9's sys_notice_read): one row per (user, notice), written by the navbar bell's
 * markRead / markReadAll and listed by the notice page's 阅读用户 dialog. Rows go with their notice or user.
 */
export const m0005_notice_read: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('sys_notice_read')
      .$call(idColumn(db, 'read_id'))
      .addColumn('notice_id', 'bigint', (c) => c.notNull().references('sys_notice.notice_id').onDelete('cascade'))
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('sys_user.user_id').onDelete('cascade'))
      .addColumn('read_time', DATETIME, (c) => c.notNull())
      .execute();
    // a second read of the same notice by the same user adds nothing (insert … on conflict do nothing)
    await db.schema.createIndex('uk_sys_notice_read').on('sys_notice_read').columns(['user_id', 'notice_id']).unique().execute();
    await db.schema.createIndex('idx_sys_notice_read_notice').on('sys_notice_read').column('notice_id').execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('sys_notice_read').execute();
  },
};
