import type { Migration } from 'kysely';
import { MENU_SEED } from '../seed/menus';
import type { AnyDb } from './helpers';

/**
 * An English title per menu row (`menu_name_en`), so `/getRouters` can answer in the request's language.
 * Nullable: a menu without one falls back to `menu_name` (an admin's own menus, RuoYi exports).
 * A database seeded before this migration gets the English titles of the seeded menus it still has unchanged
 * (same id, same Chinese name); on a fresh database the seed, which runs after the migrations, fills them.
 */
export const m0004_menu_i18n: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('sys_menu').addColumn('menu_name_en', 'varchar(100)').execute();
    for (const m of MENU_SEED) {
      await db
        .updateTable('sys_menu')
        .set({ menu_name_en: m.menuNameEn })
        .where('menu_id', '=', m.menuId)
        .where('menu_name', '=', m.menuName)
        .execute();
    }
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('sys_menu').dropColumn('menu_name_en').execute();
  },
};
