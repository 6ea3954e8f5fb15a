import type { Migration } from 'kysely';
import type { AnyDb } from './helpers';

/**
 * An English title per menu row (`menu_name_en`), so `/getRouters` can answer in the request's language.
 * Nullable: a menu without one falls back to `menu_name` (an admin's own menus, RuoYi exports).
 */
export const m0004_menu_i18n: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('sys_menu').addColumn('menu_name_en', 'varchar(100)').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('sys_menu').dropColumn('menu_name_en').execute();
  },
};
