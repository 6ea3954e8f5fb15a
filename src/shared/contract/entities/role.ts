import { z } from 'zod';
import { auditFields, defineEntity, idSchema, msg, optionalText, remarkField, requiredText, sortNumber, statusField } from '../kit/index';

/** The super-admin role: no call may edit, disable, data-scope, delete or (re)assign it. */
export const SUPER_ADMIN_ROLE_ID = 1;

/** Data scope of a role: 1 all, 2 custom depts, 3 own dept, 4 own dept and below, 5 only oneself. */
export const DATA_SCOPES = ['1', '2', '3', '4', '5'] as const;

/** Ids in a JSON body: [1, 2], ['1'], or '1,2'. */
const idArray = (label: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : typeof v === 'string' ? v.split(',') : typeof v === 'number' ? [v] : v),
    z.array(idSchema(label)).max(5000).transform((ids) => [...new Set(ids)]),
  );

/** true / false (RuoYi's menuCheckStrictly and deptCheckStrictly); 1/0 and 'true'/'false' too; absent means true. */
const strictlyField = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? true : v === 'false' || v === '0' || v === 0 ? false : v === 'true' || v === '1' || v === 1 ? true : v),
  z.boolean({ error: msg('父子联动只能是true或false', 'Linkage is true or false') }),
);

/** 角色管理: sys_role rows (RuoYi SysRole) with their menus (sys_role_menu); role 1 is the super admin. */
export const roleEntity = defineEntity({
  name: 'role',
  basePath: '/system/role',
  idKey: 'roleId',
  idLabel: '角色ID',
  permPrefix: 'system:role',
  title: '角色管理',
  noun: { zh: '角色', en: 'roles' },
  row: z.object({
    roleId: z.number(),
    roleName: z.string(),
    roleKey: z.string(),
    roleSort: z.number(),
    dataScope: z.string(),
    menuCheckStrictly: z.boolean(),
    deptCheckStrictly: z.boolean(),
    status: z.string(),
    delFlag: z.string(),
    /** roleId 1 (RuoYi `isAdmin()`) */
    admin: z.boolean(),
    /** whether a given user holds it (RuoYi's authRole page); false in lists */
    flag: z.boolean(),
    ...auditFields,
  }),
  filter: z.object({
    roleId: optionalText(18),
    roleName: optionalText(30),
    roleKey: optionalText(100),
    status: optionalText(1),
  }),
  filterOps: { roleName: 'like', roleKey: 'like' },
  dateRange: 'createTime',
  body: z.object({
    roleName: requiredText(30, msg('角色名称不能为空', 'Enter the role name'), msg('角色名称长度不能超过30个字符', 'The role name can be at most 30 characters')),
    roleKey: requiredText(100, msg('权限字符不能为空', 'Enter the role key'), msg('权限字符长度不能超过100个字符', 'The role key can be at most 100 characters')),
    roleSort: sortNumber(0, { zh: '显示顺序', en: 'The order' }),
    status: statusField,
    /** the menus (and buttons) of the role: checked and half-checked tree nodes */
    menuIds: idArray('菜单ID'),
    menuCheckStrictly: strictlyField,
    deptCheckStrictly: strictlyField,
    remark: remarkField,
  }),
  sortable: ['roleId', 'roleName', 'roleKey', 'roleSort', 'status', 'createTime'],
  defaultSort: { key: 'roleSort', direction: 'asc' },
  sheetName: '角色数据',
  exportColumns: [
    { key: 'roleId', header: '角色序号' },
    { key: 'roleName', header: '角色名称', width: 20 },
    { key: 'roleKey', header: '角色权限', width: 20 },
    { key: 'roleSort', header: '角色排序' },
    { key: 'dataScope', header: '数据范围', width: 22, convert: '1=所有数据权限,2=自定义数据权限,3=本部门数据权限,4=本部门及以下数据权限,5=仅本人数据权限' },
    { key: 'status', header: '角色状态', convert: '0=正常,1=停用' },
  ],
  dictFields: { status: 'sys_normal_disable' },
});

const roleIdField = idSchema('角色ID');

/** PUT /system/role/changeStatus `{roleId, status}` */
export const roleStatusBody = z.object({ roleId: roleIdField, status: statusField });

/** PUT /system/role/dataScope `{roleId, dataScope, deptIds, deptCheckStrictly}` (other form fields are ignored). */
export const roleDataScopeBody = z.object({
  roleId: roleIdField,
  dataScope: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.enum(DATA_SCOPES, { error: msg('数据范围只能是1到5', 'The data scope is 1 to 5') })),
  deptIds: idArray('部门ID'),
  deptCheckStrictly: strictlyField,
});

/** PUT /system/role/authUser/cancel `{userId, roleId}` (JSON body). */
export const authUserBody = z.object({ roleId: roleIdField, userId: idSchema('用户ID') });

/** PUT /system/role/authUser/selectAll|cancelAll `?roleId=&userIds=1,2` (query parameters). */
export const authUsersQuery = z.object({
  roleId: roleIdField,
  userIds: z.preprocess((v) => (Array.isArray(v) ? v.join(',') : v), z.string({ error: msg('请选择要分配的用户', 'Choose the users') })
    .trim()
    .regex(/^\d{1,18}(?:,\d{1,18}){0,999}$/, msg('请选择要分配的用户', 'Choose the users'))
    .transform((s) => [...new Set(s.split(',').map(Number))])),
});

/** GET /system/role/authUser/allocatedList|unallocatedList: the role, user filters and paging. */
export const authUserListQuery = z.object({
  roleId: roleIdField,
  userName: optionalText(30),
  phonenumber: optionalText(11),
});

/** A user row of the allocated / unallocated lists (RuoYi's selectAllocatedList columns). */
export const authUserRow = z.object({
  userId: z.number(),
  deptId: z.number().nullable(),
  userName: z.string(),
  nickName: z.string(),
  email: z.string(),
  phonenumber: z.string(),
  status: z.string(),
  createTime: z.string().nullable(),
});
