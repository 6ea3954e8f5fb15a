import type { Migration } from 'kysely';
import type { AnyDb } from './helpers';

/**
 * Issue 9 (login and accounts): wrong-password counters per (user name, client address), next to the
 * per-name counter in sys_pwd_retry, so a name locked by someone else's guesses still lets its owner in
 * from an address that has not failed.
 */
export const m0003_security: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('sys_pwd_retry_ip')
      .addColumn('user_name', 'varchar(30)', (c) => c.notNull())
      .addColumn('ipaddr', 'varchar(128)', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expire_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('pk_sys_pwd_retry_ip', ['user_name', 'ipaddr'])
      .execute();
    await db.schema.createIndex('idx_sys_pwd_retry_ip_exp').on('sys_pwd_retry_ip').column('expire_at').execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('sys_pwd_retry_ip').ifExists().execute();
  },
};
