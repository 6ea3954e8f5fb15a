import type { Migration } from 'kysely';
import { type AnyDb, DATETIME, idColumn } from './helpers';

/**
 * Issue 12, the forum's front desk:
 * - bbs_contact: the follow-up of an enquiry — `assignee` (a staff user name, '' nobody) and `notes` (≤ 1000);
 * - sys_sms_setting: the SMS settings, one row (setting_id 1): provider, access key id, access secret (never
 *   returned by any call), sign name and the templates per SMS purpose as JSON text ({"reset": "…{code}…", …});
 * - bbs_notice_log: the forum notices sent to members (title, content, target, how many got it, by, when).
 */
export const m0014_bbs_desk: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('bbs_contact').addColumn('assignee', 'varchar(64)', (c) => c.notNull().defaultTo('')).execute();
    await db.schema.alterTable('bbs_contact').addColumn('notes', 'varchar(1000)').execute();

    await db.schema
      .createTable('sys_sms_setting')
      .addColumn('setting_id', 'integer', (c) => c.primaryKey())
      .addColumn('provider', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      .addColumn('access_key_id', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('access_secret', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('sign_name', 'varchar(20)', (c) => c.notNull().defaultTo(''))
      .addColumn('templates', 'varchar(2000)', (c) => c.notNull().defaultTo('{}'))
      .addColumn('update_by', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('update_time', DATETIME)
      .execute();

    await db.schema
      .createTable('bbs_notice_log')
      .$call(idColumn(db, 'log_id'))
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('content', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
      /** 'all' | 'role' | 'user' */
      .addColumn('target_type', 'varchar(8)', (c) => c.notNull())
      /** the role key or the user name ('' for all) */
      .addColumn('target_value', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('sent_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('create_by', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('create_time', DATETIME, (c) => c.notNull())
      .execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('bbs_notice_log').ifExists().execute();
    await db.schema.dropTable('sys_sms_setting').ifExists().execute();
    await db.schema.alterTable('bbs_contact').dropColumn('notes').execute();
    await db.schema.alterTable('bbs_contact').dropColumn('assignee').execute();
  },
};
