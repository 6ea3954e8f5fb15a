import type { Migration } from 'kysely';
import { nowText } from '../../lib/time';
import { TYPE_SEED } from '../seed/bbs-types';
import { type AnyDb, auditColumns, idColumn } from './helpers';

/**
 * Issue 12's media pages:
 * - bbs_banner.start_date / end_date ('YYYY-MM-DD', null = open): the public carousel shows a banner only within them;
 * - bbs_tag: the post editors' tag suggestions (unique Chinese name, English name);
 * - bbs_type: the station's article types and the story categories (scope 'station' | 'story', unique per scope),
 *   seeded from the constants for databases seeded before this migration (a fresh database gets them from the seed,
 *   which runs after the migrations).
 */
export const m0013_bbs_media: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('bbs_banner').addColumn('start_date', 'varchar(10)').execute();
    await db.schema.alterTable('bbs_banner').addColumn('end_date', 'varchar(10)').execute();

    await db.schema
      .createTable('bbs_tag')
      .$call(idColumn(db, 'tag_id'))
      .addColumn('tag_name', 'varchar(50)', (c) => c.notNull())
      .addColumn('tag_name_en', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .$call(auditColumns)
      .execute();
    await db.schema.createIndex('uq_bbs_tag_name').on('bbs_tag').column('tag_name').unique().execute();

    await db.schema
      .createTable('bbs_type')
      .$call(idColumn(db, 'type_id'))
      .addColumn('scope', 'varchar(16)', (c) => c.notNull())
      .addColumn('type_code', 'varchar(16)', (c) => c.notNull())
      .addColumn('name', 'varchar(50)', (c) => c.notNull())
      .addColumn('name_en', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .$call(auditColumns)
      .execute();
    await db.schema.createIndex('uq_bbs_type_code').on('bbs_type').columns(['scope', 'type_code']).unique().execute();

    const seeded = await db.selectFrom('sys_config').select('config_id').limit(1).executeTakeFirst();
    if (!seeded) return;
    const now = nowText();
    await db.insertInto('bbs_type').values(TYPE_SEED.map((t) => ({ ...t, status: '0', create_by: 'admin', create_time: now }))).execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('bbs_type').ifExists().execute();
    await db.schema.dropTable('bbs_tag').ifExists().execute();
    await db.schema.alterTable('bbs_banner').dropColumn('end_date').execute();
    await db.schema.alterTable('bbs_banner').dropColumn('start_date').execute();
  },
};
