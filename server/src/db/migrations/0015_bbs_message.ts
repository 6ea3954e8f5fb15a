import type { Migration } from 'kysely';
import { auditColumns, DATETIME, idColumn, type AnyDb } from './helpers';

/**
 * 留言板 (issue 12, src/shared/contract/message.ts): members' plain-text messages and the editors' answers under them.
 * Rows are never deleted (del_flag '2'); `status` hides one, `audit_status` holds it for review (AUDIT_STATUS).
 */
export const m0015_bbs_message: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('bbs_message')
      .$call(idColumn(db, 'message_id'))
      .addColumn('user_id', 'bigint')
      .addColumn('author_name', 'varchar(30)', (c) => c.notNull().defaultTo(''))
      .addColumn('content', 'varchar(500)', (c) => c.notNull())
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('audit_status', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('reply_content', 'varchar(1000)')
      .addColumn('reply_by', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('reply_time', DATETIME)
      .addColumn('del_flag', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .$call(auditColumns)
      .execute();
    await db.schema.createIndex('idx_bbs_message_public').on('bbs_message').columns(['del_flag', 'status', 'audit_status', 'message_id']).execute();
    await db.schema.createIndex('idx_bbs_message_user').on('bbs_message').column('user_id').execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('bbs_message').ifExists().execute();
  },
};
