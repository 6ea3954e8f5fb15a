import { type Migration, sql } from 'kysely';
import type { AnyDb } from './helpers';

/**
 * Issue 11, school accounts: one pending application per member per school, kept by the database (a partial
 * unique index over the live pending rows), so two parallel submissions cannot both be stored.
 */
export const m0009_school_auth: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createIndex('uk_bbs_school_auth_pending')
      .on('bbs_school_auth')
      .columns(['user_id', 'school_id'])
      .unique()
      .where(sql.ref('status'), '=', '1')
      .where(sql.ref('del_flag'), '=', '0')
      .execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropIndex('uk_bbs_school_auth_pending').ifExists().execute();
  },
};
