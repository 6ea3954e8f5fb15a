import { buildTreeSelect } from '../../../lib/tree';
import type { SysMenu, TreeSelect } from '../../../../../src/shared/contract/index';
import { menuEntity } from '../../../../../src/shared/contract/entities/index';
import type { BodyOf } from '../../../../../src/shared/contract/kit/index';
import type { Db } from '../../../db/index';
import { ServiceError } from '../../../lib/result';
import { nowText } from '../../../lib/time';
import { likeFilter } from '../../common/list-query';
import { crudService, type DbRow, type WriteMode } from '../../kit/crud';
import { isAdminUser } from '../../login/permission';

/** RuoYi's warn(): a refusal the client shows as a warning (code 601). */
const WARN = 601;

const action = (mode: WriteMode) => (mode === 'add' ? '新增' : '修改');

export const MENU_MSG = {
  nameExists: (mode: WriteMode, name: string) => `${action(mode)}菜单'${name}'失败，菜单名称已存在`,
  notHttp: (mode: WriteMode, name: string) => `${action(mode)}菜单'${name}'失败，地址必须以http(s)://开头`,
  parentSelf: (name: string) => `修改菜单'${name}'失败，上级菜单不能选择自己`,
  parentBelow: (name: string) => `修改菜单'${name}'失败，上级菜单不能选择自己的下级`,
  parentMissing: (mode: WriteMode, name: string) => `${action(mode)}菜单'${name}'失败，上级菜单不存在`,
  routeExists: (mode: WriteMode, name: string) => `${action(mode)}菜单'${name}'失败，路由名称或地址已存在`,
  hasChildren: '存在子菜单,不允许删除',
  assigned: '菜单已分配,不允许删除',
  sortFailed: '保存排序异常，请联系管理员',
} as const;

const isHttp = (path: string | null | undefined) => !!path && /^https?:\/\//i.test(path);

/** sys_menu row → the API row (flags as '0'/'1' strings, perms '' when none, as RuoYi's mapper). */
export function toSysMenu(r: DbRow): SysMenu {
  return {
    menuId: Number(r.menu_id),
    menuName: String(r.menu_name),
    menuNameEn: (r.menu_name_en as string | null) ?? null,
    parentId: Number(r.parent_id),
    orderNum: Number(r.order_num),
    path: String(r.path ?? ''),
    component: (r.component as string | null) ?? null,
    query: (r.query as string | null) ?? null,
    routeName: String(r.route_name ?? ''),
    isFrame: String(r.is_frame),
    isCache: String(r.is_cache),
    menuType: String(r.menu_type),
    visible: String(r.visible),
    status: String(r.status),
    perms: String(r.perms ?? ''),
    icon: String(r.icon ?? '#'),
    createBy: String(r.create_by ?? ''),
    createTime: (r.create_time as string | null) ?? null,
    updateBy: String(r.update_by ?? ''),
    updateTime: (r.update_time as string | null) ?? null,
    remark: (r.remark as string | null) ?? null,
  };
}

type MenuBody = BodyOf<typeof menuEntity>;

/**
 * The columns of a menu, keeping each type to its own fields (RuoYi's form shows only these): a button (F) has a
 * permission and nothing of a route; a directory (M) has a route but no component, route parameters or permission.
 */
export function menuColumns(input: MenuBody): DbRow {
  const f = input.menuType === 'F';
  const m = input.menuType === 'M';
  return {
    parent_id: input.parentId,
    menu_name: input.menuName,
    menu_name_en: input.menuNameEn,
    order_num: input.orderNum,
    menu_type: input.menuType,
    path: f ? '' : (input.path ?? ''),
    component: f || m ? null : input.component,
    query: f || m ? null : input.query,
    route_name: f || m ? '' : (input.routeName ?? ''),
    is_frame: f ? 1 : Number(input.isFrame),
    is_cache: f || m ? 0 : Number(input.isCache),
    visible: f ? '0' : input.visible,
    status: input.status,
    perms: m ? null : input.perms,
    icon: f ? '#' : (input.icon ?? '#'),
    remark: input.remark ?? '',
  };
}

/** RuoYi checkRouteConfigUnique, kept to real clashes: the same path beside a sibling, or a route name already used. */
async function routeClash(db: Db, input: MenuBody, id: number | undefined): Promise<boolean> {
  if (input.menuType === 'F') return false;
  const path = (input.path ?? '').toLowerCase();
  const name = (input.routeName ?? '').toLowerCase();
  if (!path && !name) return false;
  const others = await db.selectFrom('sys_menu').select(['menu_id', 'parent_id', 'path', 'route_name'])
    .where('menu_type', 'in', ['M', 'C']).$if(id !== undefined, (q) => q.where('menu_id', '<>', id!)).execute();
  return others.some((o) =>
    (path && o.path.toLowerCase() === path && o.parent_id === input.parentId) ||
    (name && (o.route_name || o.path).toLowerCase() === name));
}

export const menuService = crudService(menuEntity, {
  table: 'sys_menu',
  hooks: {
    toRow: toSysMenu,
    columns: (input) => menuColumns(input),
    async validate({ db }, input, mode, id) {
      const name = input.menuName;
      let same = db.selectFrom('sys_menu').select('menu_id').where('menu_name', '=', name).where('parent_id', '=', input.parentId);
      if (id !== undefined) same = same.where('menu_id', '<>', id);
      if (await same.executeTakeFirst()) throw new ServiceError(MENU_MSG.nameExists(mode, name));
      if (input.menuType !== 'F' && input.isFrame === '0' && !isHttp(input.path)) throw new ServiceError(MENU_MSG.notHttp(mode, name));
      if (id !== undefined && input.parentId === id) throw new ServiceError(MENU_MSG.parentSelf(name));
      if (input.parentId !== 0) {
        const all = await db.selectFrom('sys_menu').select(['menu_id', 'parent_id']).execute();
        const parentOf = new Map(all.map((m) => [m.menu_id, m.parent_id]));
        if (!parentOf.has(input.parentId)) throw new ServiceError(MENU_MSG.parentMissing(mode, name));
        // the new parent must not lie below the menu (that would cut the branch off the tree)
        for (let p: number | undefined = input.parentId, hops = 0; p && hops < all.length; p = parentOf.get(p), hops++) {
          if (id !== undefined && p === id) throw new ServiceError(MENU_MSG.parentBelow(name));
        }
      }
      if (await routeClash(db, input, id)) throw new ServiceError(MENU_MSG.routeExists(mode, name));
    },
    /** RuoYi deletes one menu at a time: refused while it has children or a role holds it */
    async beforeRemove(trx, rows) {
      const ids = rows.map((r) => Number(r.menu_id));
      if (ids.length === 0) return;
      const child = await trx.selectFrom('sys_menu').select('menu_id').where('parent_id', 'in', ids).where('menu_id', 'not in', ids).limit(1).executeTakeFirst();
      if (child) throw new ServiceError(MENU_MSG.hasChildren, WARN);
      const used = await trx.selectFrom('sys_role_menu').select('role_id').where('menu_id', 'in', ids).limit(1).executeTakeFirst();
      if (used) throw new ServiceError(MENU_MSG.assigned, WARN);
    },
  },
});

export interface MenuFilter {
  menuName?: string;
  visible?: string;
  status?: string;
}

/**
 * RuoYi selectMenuList: every menu for the admin (user 1), else the menus of the user's roles; filtered, by parent
 * and order (a flat list; the client builds the tree).
 */
export async function selectMenuList(db: Db, userId: number, filter: MenuFilter = {}): Promise<SysMenu[]> {
  let q = db.selectFrom('sys_menu as m').selectAll('m');
  if (!isAdminUser(userId)) {
    q = q.where('m.menu_id', 'in', (eb) => eb.selectFrom('sys_role_menu as rm')
      .innerJoin('sys_user_role as ur', 'ur.role_id', 'rm.role_id')
      .select('rm.menu_id')
      .where('ur.user_id', '=', userId));
  }
  if (filter.menuName) q = q.where(likeFilter('m.menu_name', filter.menuName));
  if (filter.visible) q = q.where('m.visible', '=', filter.visible);
  if (filter.status) q = q.where('m.status', '=', filter.status);
  const rows = await q.orderBy('m.parent_id').orderBy('m.order_num').orderBy('m.menu_id').execute();
  return rows.map((r) => toSysMenu(r as unknown as DbRow));
}

export const menuTreeSelect = (menus: readonly SysMenu[]): TreeSelect[] =>
  buildTreeSelect(menus, (m) => ({ id: m.menuId, parentId: m.parentId, label: m.menuName }));

/**
 * RuoYi selectMenuListByRoleId: the role's menus; with menuCheckStrictly only those that are not the parent of
 * another of its menus (the client's linked tree checks the parents itself).
 */
export async function roleMenuIds(db: Db, roleId: number): Promise<number[]> {
  const role = await db.selectFrom('sys_role').select('menu_check_strictly').where('role_id', '=', roleId).executeTakeFirst();
  if (!role) return [];
  let q = db.selectFrom('sys_menu as m').innerJoin('sys_role_menu as rm', 'rm.menu_id', 'm.menu_id').select('m.menu_id').where('rm.role_id', '=', roleId);
  if (role.menu_check_strictly) {
    q = q.where('m.menu_id', 'not in', (eb) => eb.selectFrom('sys_menu as p')
      .innerJoin('sys_role_menu as prm', 'prm.menu_id', 'p.menu_id')
      .select('p.parent_id')
      .where('prm.role_id', '=', roleId));
  }
  return (await q.orderBy('m.parent_id').orderBy('m.order_num').execute()).map((r) => r.menu_id);
}

/** PUT /system/menu/updateSort: each menu its new order, in one transaction (unknown ids change nothing). */
export async function updateMenuSort(db: Db, menuIds: number[], orderNums: number[], by: string): Promise<void> {
  const now = nowText();
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < menuIds.length; i++) {
      await trx.updateTable('sys_menu').set({ order_num: orderNums[i], update_by: by, update_time: now }).where('menu_id', '=', menuIds[i]).execute();
    }
  });
}
