import { z } from 'zod';
import { defineEntity, msg, nullableText, optionalText, remarkField, requiredText, sortNumber, statusField } from '../kit/index';

/** A flag stored as '0' / '1' (RuoYi sends isFrame / isCache / visible as strings); absent means `fallback`. */
const flagField = (fallback: '0' | '1', message: string) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? fallback : String(v)), z.enum(['0', '1'], { error: message }));

/** 'M' directory, 'C' menu (a page), 'F' button (a permission). */
export const MENU_TYPES = ['M', 'C', 'F'] as const;
export type MenuType = (typeof MENU_TYPES)[number];

/**
 * 菜单管理: sys_menu rows (RuoYi SysMenu, with its messages). The list is not paged (a flat list the client builds
 * into a tree); the server keeps each type to its own fields (a button has no route, a directory no component).
 */
export const menuEntity = defineEntity({
  name: 'menu',
  basePath: '/system/menu',
  idKey: 'menuId',
  idLabel: '菜单ID',
  permPrefix: 'system:menu',
  title: '菜单管理',
  noun: { zh: '菜单', en: 'menus' },
  // the list is the menu's own (flat, not paged): GET /system/menu/list
  actions: ['query', 'add', 'edit', 'remove'],
  row: z.object({
    menuId: z.number(),
    menuName: z.string(),
    parentId: z.number(),
    orderNum: z.number(),
    path: z.string(),
    component: z.string().nullable(),
    query: z.string().nullable(),
    routeName: z.string(),
    /** '0' external link, '1' not */
    isFrame: z.string(),
    /** '0' cached, '1' not */
    isCache: z.string(),
    menuType: z.string(),
    /** '0' shown, '1' hidden */
    visible: z.string(),
    status: z.string(),
    perms: z.string(),
    icon: z.string(),
    createTime: z.string().nullable(),
    updateTime: z.string().nullable(),
    createBy: z.string(),
    updateBy: z.string(),
    remark: z.string().nullable(),
  }),
  filter: z.object({ menuName: optionalText(50), visible: optionalText(1), status: optionalText(1) }),
  filterOps: { menuName: 'like' },
  body: z.object({
    parentId: z.preprocess(
      (v) => (v === undefined || v === null || v === '' ? 0 : v),
      z.coerce.number({ error: msg('上级菜单格式不正确', 'Choose a parent menu') }).int().min(0, msg('上级菜单格式不正确', 'Choose a parent menu')),
    ),
    menuName: requiredText(50, msg('菜单名称不能为空', 'Enter the menu name'), msg('菜单名称长度不能超过50个字符', 'The menu name can be at most 50 characters')),
    orderNum: sortNumber(0, { zh: '显示顺序', en: 'The order' }),
    menuType: z.enum(MENU_TYPES, { error: msg('菜单类型不能为空', 'Choose the menu type') }),
    icon: nullableText(100, msg('菜单图标长度不能超过100个字符', 'The icon name can be at most 100 characters')),
    path: nullableText(200, msg('路由地址不能超过200个字符', 'The route path can be at most 200 characters')),
    component: nullableText(255, msg('组件路径不能超过255个字符', 'The component path can be at most 255 characters')),
    query: nullableText(255, msg('路由参数不能超过255个字符', 'The route parameters can be at most 255 characters')),
    routeName: nullableText(50, msg('路由名称不能超过50个字符', 'The route name can be at most 50 characters')),
    perms: nullableText(100, msg('权限标识长度不能超过100个字符', 'The permission can be at most 100 characters')),
    isFrame: flagField('1', msg('是否外链只能是0或1', 'External link is 0 or 1')),
    isCache: flagField('0', msg('是否缓存只能是0或1', 'Cache is 0 or 1')),
    visible: flagField('0', msg('显示状态只能是0或1', 'Visibility is 0 or 1')),
    status: statusField,
    remark: remarkField,
  }),
  sortable: ['menuId', 'parentId', 'orderNum'],
  defaultSort: { key: 'parentId', direction: 'asc' },
  sheetName: '菜单数据',
  exportColumns: [],
  dictFields: { visible: 'sys_show_hide', status: 'sys_normal_disable' },
});

/** PUT /system/menu/updateSort: `{menuIds: "1,2", orderNums: "3,4"}` (RuoYi's map of comma lists). */
export const menuSortBody = z
  .object({
    menuIds: z.string({ error: msg('菜单ID不能为空', 'No menus given') }).regex(/^\d{1,18}(?:,\d{1,18}){0,999}$/, msg('菜单ID格式不正确', 'Menu ids are comma-separated numbers')),
    orderNums: z.string({ error: msg('显示顺序不能为空', 'No orders given') }).regex(/^\d{1,6}(?:,\d{1,6}){0,999}$/, msg('显示顺序格式不正确', 'Orders are comma-separated whole numbers')),
  })
  .transform((b) => ({ menuIds: b.menuIds.split(',').map(Number), orderNums: b.orderNums.split(',').map(Number) }))
  .refine((b) => b.menuIds.length === b.orderNums.length, msg('保存排序异常，请联系管理员', 'Every menu needs one order'));
