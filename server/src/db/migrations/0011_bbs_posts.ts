import type { Migration } from 'kysely';
import type { AnyDb } from './helpers';

/**
 * Issue 12, 帖子管理: a post can be pinned to the top of the public lists (`pinned` '0'/'1') and carries up to five
 * tag names (`tags`, a comma list).
 */
export const m0011_bbs_posts: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('bbs_post').addColumn('pinned', 'char(1)', (c) => c.notNull().defaultTo('0')).execute();
    await db.schema.alterTable('bbs_post').addColumn('tags', 'varchar(200)', (c) => c.notNull().defaultTo('')).execute();
  },

  async down(db: AnyDb) {
    await db.schema.alterTable('bbs_post').dropColumn('tags').execute();
    await db.schema.alterTable('bbs_post').dropColumn('pinned').execute();
  },
};
