import type { Migration } from 'kysely';
import { DRUID_MENU } from '../seed/menus';
import { COMMON_ROLE_ID } from '../seed/system';
import { nowText } from '../../lib/time';
import type { AnyDb } from './helpers';

/** The sibling page whose holders get 数据监控 too (as the seed gives the common role every 系统监控 page). */
const SERVER_MONITOR_MENU = 112;

/**
 * 数据监控 (menu 111, `monitor/druid/index`) for databases seeded before it (a fresh database gets it from the seed,
 * which runs after the migrations). Skipped when id 111 is taken (an admin's own menu); the common role gets it
 * when it holds 服务监控, as the seed gives it.
 */
export const m0020_druid_menu: Migration = {
  async up(db: AnyDb) {
    const seeded = await db.selectFrom('sys_menu').select('menu_id').limit(1).executeTakeFirst();
    if (!seeded) return;
    const taken = await db.selectFrom('sys_menu').select('menu_id').where('menu_id', '=', DRUID_MENU.menuId).executeTakeFirst();
    if (taken) return;
    const m = DRUID_MENU;
    await db
      .insertInto('sys_menu')
      .values({
        menu_id: m.menuId, menu_name: m.menuName, menu_name_en: m.menuNameEn, parent_id: m.parentId, order_num: m.orderNum,
        path: m.path, component: m.component, query: null, route_name: '', is_frame: 1, is_cache: 0,
        menu_type: m.menuType, visible: '0', status: '0', perms: m.perms, icon: m.icon, remark: `${m.menuName}菜单`,
        create_by: 'admin', create_time: nowText(),
      })
      .execute();
    const commonHasMonitor = await db.selectFrom('sys_role_menu').select('menu_id')
      .where('role_id', '=', COMMON_ROLE_ID).where('menu_id', '=', SERVER_MONITOR_MENU).executeTakeFirst();
    if (commonHasMonitor) await db.insertInto('sys_role_menu').values({ role_id: COMMON_ROLE_ID, menu_id: m.menuId }).execute();
    // an explicit id below the seeded maximum: PostgreSQL's sequence is already past it
  },
  async down() {
    // the menu stays: an admin may have granted it since
  },
};
