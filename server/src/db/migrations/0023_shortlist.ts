import type { Migration } from 'kysely';
import { auditColumns, idColumn, type AnyDb } from './helpers';

/**
 * Members' school shortlists (issue 15, src/shared/contract/shortlist.ts): one row per saved school with the
 * member's note, and per member at most one share token (the read-only link; revoking clears it).
 */
export const m0023_shortlist: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('bbs_shortlist_item')
      .$call(idColumn(db, 'item_id'))
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('school_id', 'bigint', (c) => c.notNull())
      .addColumn('note', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .$call(auditColumns)
      .execute();
    await db.schema.createIndex('uq_bbs_shortlist_item').on('bbs_shortlist_item').columns(['user_id', 'school_id']).unique().execute();

    await db.schema
      .createTable('bbs_shortlist_share')
      .addColumn('user_id', 'bigint', (c) => c.primaryKey())
      .addColumn('share_token', 'varchar(64)', (c) => c.notNull())
      .$call(auditColumns)
      .execute();
    await db.schema.createIndex('uq_bbs_shortlist_share_token').on('bbs_shortlist_share').column('share_token').unique().execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('bbs_shortlist_share').ifExists().execute();
    await db.schema.dropTable('bbs_shortlist_item').ifExists().execute();
  },
};
