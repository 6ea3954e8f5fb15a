import type { Migration } from 'kysely';
import { nowText } from '../../lib/time';
import { MEMBER_CONFIG_SEED } from '../seed/system';
import { addMissingConfigRows, type AnyDb, auditColumns, DATETIME, idColumn } from './helpers';

/**
 * Issue 11 (members and the forum):
 * - bbs_post / bbs_post_reply: review state (`audit_status` '0' approved, '1' pending, '2' rejected, with the reason),
 *   soft delete (`del_flag` '0' present, '2' deleted: a deleted reply with answers still shows as deleted), and on
 *   replies whom an answer answers (`reply_to_user_id`, `reply_to_name`);
 * - sys_user.bbs_banned: '1' = may not post or reply (the forum admin bans; a disabled account cannot log in at all);
 * - bbs_member_notice: a member's notices (MEMBER_NOTICE_TYPE: '1' replies, '2' reviews, '3' system) with read state;
 * - bbs_school_auth: applications to represent a school (SCHOOL_AUTH_STATUS '1' pending, '2' approved, '3' rejected);
 *   `proof_files` is JSON text: [{name, url}];
 * - sys_sms_outbox: every SMS the default provider "sends" (the admin reads it); sys_sms_code: issued codes (hashed),
 *   with their expiry, tries and use;
 * - the member config rows (moderation, post/reply/SMS limits) for databases seeded before this migration.
 */
export const m0008_member: Migration = {
  async up(db: AnyDb) {
    for (const table of ['bbs_post', 'bbs_post_reply']) {
      await db.schema.alterTable(table).addColumn('audit_status', 'char(1)', (c) => c.notNull().defaultTo('0')).execute();
      await db.schema.alterTable(table).addColumn('reject_reason', 'varchar(200)').execute();
      await db.schema.alterTable(table).addColumn('del_flag', 'char(1)', (c) => c.notNull().defaultTo('0')).execute();
    }
    await db.schema.alterTable('bbs_post_reply').addColumn('reply_to_user_id', 'bigint').execute();
    await db.schema.alterTable('bbs_post_reply').addColumn('reply_to_name', 'varchar(64)').execute();
    await db.schema.alterTable('sys_user').addColumn('bbs_banned', 'char(1)', (c) => c.notNull().defaultTo('0')).execute();

    await db.schema
      .createTable('bbs_member_notice')
      .$call(idColumn(db, 'notice_id'))
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('sys_user.user_id').onDelete('cascade'))
      .addColumn('notice_type', 'char(1)', (c) => c.notNull())
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('content', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
      .addColumn('link', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('from_user_id', 'bigint')
      .addColumn('read_flag', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('read_time', DATETIME)
      .addColumn('create_time', DATETIME, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('idx_bbs_member_notice_user').on('bbs_member_notice').columns(['user_id', 'notice_type', 'read_flag']).execute();

    await db.schema
      .createTable('bbs_school_auth')
      .$call(idColumn(db, 'auth_id'))
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('sys_user.user_id').onDelete('cascade'))
      .addColumn('school_id', 'bigint', (c) => c.notNull().references('bbs_school.school_id').onDelete('cascade'))
      .addColumn('role', 'varchar(8)', (c) => c.notNull())
      .addColumn('real_name', 'varchar(30)', (c) => c.notNull())
      .addColumn('phone', 'varchar(20)', (c) => c.notNull())
      .addColumn('proof_files', 'text', (c) => c.notNull())
      .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('1'))
      .addColumn('reject_reason', 'varchar(200)')
      .addColumn('review_by', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('review_time', DATETIME)
      .addColumn('del_flag', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .$call(auditColumns)
      .execute();
    await db.schema.createIndex('idx_bbs_school_auth_user').on('bbs_school_auth').columns(['user_id', 'status']).execute();
    await db.schema.createIndex('idx_bbs_school_auth_school').on('bbs_school_auth').columns(['school_id', 'status']).execute();

    await db.schema
      .createTable('sys_sms_outbox')
      .$call(idColumn(db, 'sms_id'))
      .addColumn('phone', 'varchar(20)', (c) => c.notNull())
      .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
      .addColumn('content', 'varchar(500)', (c) => c.notNull())
      .addColumn('provider', 'varchar(32)', (c) => c.notNull())
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('create_time', DATETIME, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('idx_sys_sms_outbox_phone').on('sys_sms_outbox').columns(['phone', 'create_time']).execute();

    await db.schema
      .createTable('sys_sms_code')
      .$call(idColumn(db, 'code_id'))
      .addColumn('phone', 'varchar(20)', (c) => c.notNull())
      .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
      /** sha-256 hex of the code (with the phone and purpose) */
      .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('expire_at', 'bigint', (c) => c.notNull())
      .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('used', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('create_time', DATETIME, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('idx_sys_sms_code_phone').on('sys_sms_code').columns(['phone', 'purpose']).execute();

    await addMissingConfigRows(db, MEMBER_CONFIG_SEED, nowText());
  },

  async down(db: AnyDb) {
    for (const t of ['sys_sms_code', 'sys_sms_outbox', 'bbs_school_auth', 'bbs_member_notice']) await db.schema.dropTable(t).ifExists().execute();
    await db.schema.alterTable('sys_user').dropColumn('bbs_banned').execute();
    await db.schema.alterTable('bbs_post_reply').dropColumn('reply_to_name').execute();
    await db.schema.alterTable('bbs_post_reply').dropColumn('reply_to_user_id').execute();
    for (const table of ['bbs_post', 'bbs_post_reply']) {
      for (const col of ['del_flag', 'reject_reason', 'audit_status']) await db.schema.alterTable(table).dropColumn(col).execute();
    }
    await db.deleteFrom('sys_config').where('config_key', 'in', MEMBER_CONFIG_SEED.map((r) => r[1])).execute();
  },
};
