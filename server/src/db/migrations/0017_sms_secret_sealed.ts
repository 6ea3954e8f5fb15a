import type { Migration } from 'kysely';
import { dialectOf } from '../index';
import type { AnyDb } from './helpers';

/**
 * The SMS access secret is stored sealed (AES-256-GCM, lib/secret-box.ts): a 200-character secret takes up to about
 * 1,150 characters sealed, so PostgreSQL's column widens (SQLite does not enforce a varchar length). Existing plain
 * secrets are sealed by the server at start (the key is configuration, not known here).
 */
export const m0017_sms_secret_sealed: Migration = {
  async up(db: AnyDb) {
    if (dialectOf(db) !== 'postgres') return;
    await db.schema.alterTable('sys_sms_setting').alterColumn('access_secret', (c) => c.setDataType('varchar(2000)')).execute();
  },
  async down(db: AnyDb) {
    if (dialectOf(db) !== 'postgres') return;
    await db.schema.alterTable('sys_sms_setting').alterColumn('access_secret', (c) => c.setDataType('varchar(200)')).execute();
  },
};
