import type { Migration } from 'kysely';
import { BBS_MENU_IDS, MENU_SEED } from '../seed/menus';
import { BBS_EDITOR_ROLE, COMMON_ROLE_ID } from '../seed/system';
import { nowText } from '../../lib/time';
import type { Db } from '../index';
import { syncIdSequences } from '../seed/index';
import type { AnyDb } from './helpers';

/**
 * Issue 12's forum admin menus for databases seeded before it (a fresh database gets them from the seed, which runs
 * after the migrations):
 * - the menu rows the seed has and the database lacks (new pages 2010+, their buttons 4000+), skipping ids an admin's
 *   own menu already holds; the seeded pages take the seed's menu order;
 * - the common role gets the new rows when it has the 论坛管理 directory (as the seed gives it);
 * - the 论坛编辑 role (`bbs_editor`) with every 论坛管理 menu, unless a role with that key exists.
 */
export const m0010_bbs_menus: Migration = {
  async up(db: AnyDb) {
    const seeded = await db.selectFrom('sys_menu').select('menu_id').limit(1).executeTakeFirst();
    if (!seeded) return;
    const now = nowText();
    const audit = { create_by: 'admin', create_time: now };
    const have = new Set((await db.selectFrom('sys_menu').select('menu_id').execute()).map((r) => Number(r.menu_id)));
    const added: number[] = [];
    for (const m of MENU_SEED) {
      if (have.has(m.menuId)) continue;
      await db
        .insertInto('sys_menu')
        .values({
          menu_id: m.menuId, menu_name: m.menuName, menu_name_en: m.menuNameEn, parent_id: m.parentId, order_num: m.orderNum,
          path: m.path, component: m.component, query: null, route_name: '', is_frame: m.isFrame ?? 1, is_cache: 0,
          menu_type: m.menuType, visible: '0', status: '0', perms: m.perms, icon: m.icon,
          remark: m.menuType === 'F' ? '' : `${m.menuName}菜单`, ...audit,
        })
        .execute();
      added.push(m.menuId);
    }
    // the seeded forum pages in the seed's order (an admin's own rows keep theirs)
    for (const m of MENU_SEED.filter((x) => x.menuType === 'C' && BBS_MENU_IDS.includes(x.menuId))) {
      await db.updateTable('sys_menu').set({ order_num: m.orderNum }).where('menu_id', '=', m.menuId).where('component', '=', m.component).execute();
    }
    const commonHasBbs = await db
      .selectFrom('sys_role_menu')
      .select('menu_id')
      .where('role_id', '=', COMMON_ROLE_ID)
      .where('menu_id', '=', BBS_MENU_IDS[0]!)
      .executeTakeFirst();
    if (commonHasBbs && added.length) {
      await db.insertInto('sys_role_menu').values(added.map((menu_id) => ({ role_id: COMMON_ROLE_ID, menu_id }))).execute();
    }
    const editor = await db.selectFrom('sys_role').select('role_id').where('role_key', '=', BBS_EDITOR_ROLE.roleKey).executeTakeFirst();
    if (!editor) {
      const r = BBS_EDITOR_ROLE;
      const { role_id } = await db
        .insertInto('sys_role')
        .values({
          role_name: r.roleName, role_key: r.roleKey, role_sort: r.roleSort, data_scope: r.dataScope, menu_check_strictly: 1,
          dept_check_strictly: 1, status: '0', del_flag: '0', remark: r.remark, ...audit,
        })
        .returning('role_id')
        .executeTakeFirstOrThrow();
      // the seeded forum rows present (an admin's own row on one of their ids is not one)
      const present = (
        await db
          .selectFrom('sys_menu')
          .select('menu_id')
          .where('menu_id', 'in', BBS_MENU_IDS)
          .where((eb) => eb.or([eb('perms', 'like', 'bbs:%'), eb('menu_id', '=', BBS_MENU_IDS[0]!)]))
          .execute()
      ).map((x) => Number(x.menu_id));
      if (present.length) await db.insertInto('sys_role_menu').values(present.map((menu_id) => ({ role_id: Number(role_id), menu_id }))).execute();
    }
    // PostgreSQL: explicit ids above the sequence (4000+) would collide with the next admin-made menu
    await syncIdSequences(db as Db);
  },
  async down() {
    // menus and roles stay: an admin may have granted them since
  },
};
