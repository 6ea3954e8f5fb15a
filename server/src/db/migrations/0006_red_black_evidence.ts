import { type Migration, sql } from 'kysely';
import type { AnyDb } from './helpers';

/** The evidence sample rows written before this migration get: they are invented, and say so. */
export const LEGACY_SAMPLE_SOURCES = JSON.stringify([
  { title: '示例数据：本站为演示虚构的条目，没有真实来源', titleEn: 'Sample data: an entry invented to demonstrate the site, with no real source', url: '' },
]);

/**
 * Red/black entries carry their evidence (issue 10): `reason_date` (the day the reason refers to), `sources`
 * (JSON text: [{title, titleEn, url}], at least one for a published entry) and `added_date` (the day the entry
 * joined the list), all days as 'YYYY-MM-DD' text. Existing rows: `added_date` from their creation time; sample
 * rows get a source saying they are invented; any other shown entry has no source and is unpublished
 * (status '1'), because an entry without a source may not be published.
 */
export const m0006_red_black_evidence: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('bbs_red_black').addColumn('reason_date', 'varchar(10)').execute();
    await db.schema.alterTable('bbs_red_black').addColumn('sources', 'text', (c) => c.notNull().defaultTo('[]')).execute();
    await db.schema.alterTable('bbs_red_black').addColumn('added_date', 'varchar(10)').execute();

    await db.updateTable('bbs_red_black').set({ added_date: sql`substr(create_time, 1, 10)` }).where('create_time', 'is not', null).execute();
    await db
      .updateTable('bbs_red_black')
      .set({ sources: LEGACY_SAMPLE_SOURCES, reason_date: sql`added_date` })
      .where('is_sample', '=', 1)
      .where('sources', '=', '[]')
      .execute();
    await db.updateTable('bbs_red_black').set({ status: '1' }).where('status', '=', '0').where('sources', '=', '[]').execute();
  },

  async down(db: AnyDb) {
    for (const column of ['added_date', 'sources', 'reason_date']) await db.schema.alterTable('bbs_red_black').dropColumn(column).execute();
  },
};
