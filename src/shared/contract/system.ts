/**
 * Types of the system calls: dict types and data, config, the personal profile, the dashboard statistics
 * and the common upload (RuoYi wire shapes, ruoyi-contract.md 1.5 / 3.1 / 3.6 / 3.7).
 */
import type { AjaxResult } from './envelope';
import type { SysUser } from './session';
import type { authUserRow, configEntity, deptEntity, dictDataEntity, dictTypeEntity, menuEntity, noticeEntity, postEntity, roleEntity, userEntity } from './entities/index';
import type { FormOf, QueryOf, RowOf } from './kit/index';
import type { z } from 'zod';

export { SYSTEM_PERMS } from './constants';

// ---------------------------------------------------------------------------------------------
// queries

/** Paging and sorting of every list (`orderByColumn` must be one of the list's sortable columns). */
export interface PageParams {
  pageNum?: number;
  pageSize?: number;
  orderByColumn?: string;
  isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
}

/** GET /system/dict/type/list; sortable: dictId, dictName, dictType, status, createTime (default dictId asc). */
export type DictTypeQuery = QueryOf<typeof dictTypeEntity>;
/** GET /system/dict/data/list; sortable: dictCode, dictSort, dictLabel, dictValue, status, createTime (default dictSort asc). */
export type DictDataQuery = QueryOf<typeof dictDataEntity>;
/** GET /system/config/list; sortable: configId, configName, configKey, configType, createTime (default configId asc). */
export type ConfigQuery = QueryOf<typeof configEntity>;
/** GET /system/dept/list (not paged): deptName (LIKE), status. */
export type DeptQuery = Pick<QueryOf<typeof deptEntity>, 'deptName' | 'status'>;
/** GET /system/post/list; postCode/postName LIKE, status equal (default postSort asc). */
export type PostQuery = QueryOf<typeof postEntity>;
/** GET /system/notice/list; noticeTitle/createBy LIKE, noticeType equal (default noticeId desc). */
export type NoticeQuery = QueryOf<typeof noticeEntity>;

// ---------------------------------------------------------------------------------------------
// rows

export type SysDictType = RowOf<typeof dictTypeEntity>;
/** A dict data row as the admin pages see it (the `type/{type}` read returns the shorter `DictData`). */
export type SysDictData = RowOf<typeof dictDataEntity>;
export type SysConfig = RowOf<typeof configEntity>;
export type SysDeptRow = RowOf<typeof deptEntity>;
/** A user as 用户管理 lists it (never its password). */
export type SysUserRow = RowOf<typeof userEntity>;
/** GET /system/user/list: userName, phonenumber (LIKE), status, deptId (with its subtree), creation days. */
export type UserQuery = QueryOf<typeof userEntity>;
export type UserForm = FormOf<typeof userEntity>;

/** A role as the user form offers it. */
export interface RoleOption {
  roleId: number;
  roleName: string;
  roleKey: string;
  roleSort: number;
  dataScope: string;
  status: string;
  admin: boolean;
  /** on the 分配角色 page: the user holds it */
  flag?: boolean;
}

export interface PostOption {
  postId: number;
  postCode: string;
  postName: string;
  postSort: number;
  status: string;
}

/** GET /system/user/{id} (without an id: only the options) */
export interface UserDetailResponse {
  code: number;
  msg: string;
  data?: SysUserRow;
  roleIds?: number[];
  postIds?: number[];
  roles: RoleOption[];
  posts: PostOption[];
}

/** GET /system/user/authRole/{userId} */
export interface AuthRoleResponse {
  code: number;
  msg: string;
  user: SysUserRow;
  roles: RoleOption[];
}

export type SysPost = RowOf<typeof postEntity>;
export type SysNotice = RowOf<typeof noticeEntity>;

// ---------------------------------------------------------------------------------------------
// forms (POST adds, PUT edits with the id)

export type DictTypeForm = FormOf<typeof dictTypeEntity>;
export type DictDataForm = FormOf<typeof dictDataEntity>;
export type ConfigForm = FormOf<typeof configEntity>;
export type DeptForm = FormOf<typeof deptEntity>;
export type PostForm = FormOf<typeof postEntity>;
export type NoticeForm = FormOf<typeof noticeEntity>;

/** PUT /system/user/profile: only these four fields are changed. */
export interface ProfileForm {
  nickName: string;
  /** Chinese mobile (11 digits) or '' */
  phonenumber?: string;
  email?: string;
  /** '0' male, '1' female, '2' unknown */
  sex?: string;
}

/** PUT /system/user/profile/updatePwd: the JSON body (RuoYi 3.9; the server takes query parameters too). */
export interface UpdatePwdParams {
  oldPassword: string;
  /** 8-20 characters, none of < > " ' \ | */
  newPassword: string;
}

// ---------------------------------------------------------------------------------------------
// responses

/** GET /system/dict/type/optionselect: every type, not paged */
export type DictTypeOptionsResponse = AjaxResult<SysDictType[]>;

/**
 * GET /system/config/configKey/{key}. RuoYi puts the value in `msg` (AjaxResult.success(String)); RuoYi clients
 * read `res.msg`. We send it in `data` too. A missing key gives ''.
 */
export interface ConfigKeyResponse {
  code: number;
  msg: string;
  data: string;
}

/** GET /system/post/optionselect: every post, not paged (the user form's select). */
export type PostOptionsResponse = AjaxResult<SysPost[]>;

/** One notice of the navbar bell (GET /system/notice/listTop): a published notice without its content. */
export interface NoticeTopItem {
  noticeId: number;
  noticeTitle: string;
  /** '1' 通知, '2' 公告 */
  noticeType: string;
  status: string;
  createBy: string;
  createTime: string | null;
  /** whether the caller has read it */
  isRead: boolean;
}

/**
 * GET /system/notice/listTop (any logged-in user): the newest published notices (at most 5, newest first) with the
 * caller's read flags, and `unreadCount`, how many of those are unread (RuoYi counts within the list it returns).
 */
export interface NoticeTopResponse {
  code: number;
  msg: string;
  data: NoticeTopItem[];
  unreadCount: number;
}

/** A row of GET /system/notice/readUsers/list?noticeId=&searchValue= (paged; newest read first). */
export interface NoticeReadUser {
  userId: number;
  userName: string;
  nickName: string;
  deptName: string | null;
  phonenumber: string;
  readTime: string;
}

/** GET /system/user/profile */
export interface ProfileResponse {
  code: number;
  msg: string;
  data: SysUser;
  /** role names, comma-joined */
  roleGroup: string;
  /** post names, comma-joined */
  postGroup: string;
}

/** POST /system/user/profile/avatar (multipart `avatarfile`) */
export interface AvatarResponse {
  code: number;
  msg: string;
  /** '/profile/avatar/YYYY/MM/DD/<name>.png' (relative; the admin prefixes the API base) */
  imgUrl: string;
}

/** POST /common/upload (multipart `file`) */
export interface CommonUploadResponse {
  code: number;
  msg: string;
  /** absolute URL of the stored file */
  url: string;
  /** '/profile/upload/YYYY/MM/DD/<name>.<ext>' */
  fileName: string;
  /** the stored file's id (the spec's upload reply): `<name>` of `newFileName`, 32 hex digits */
  fileId: string;
  /** '<name>.<ext>' */
  newFileName: string;
  /** the name the browser sent */
  originalFilename: string;
}

/** One day of the dashboard series ('YYYY-MM-DD', Asia/Shanghai). */
export interface LoginDayStat {
  date: string;
  /** '登录成功' rows */
  success: number;
  /** failed attempts (status '1') */
  fail: number;
}

export interface CountDayStat {
  date: string;
  count: number;
}

/** GET /monitor/stats/overview `data` */
export interface StatsOverview {
  /** live public-site members (user_type '01') */
  members: number;
  /** live back-office accounts (user_type '00') */
  staff: number;
  /** live school accounts (user_type '02') */
  schoolAccounts: number;
  /** sessions not yet expired */
  online: number;
  /** forum/station posts; null until the public-data tables exist */
  posts: number | null;
  schools: number | null;
  /** contact-form enquiries */
  enquiries: number | null;
  /** the last `days` days, oldest first, today last */
  logins: LoginDayStat[];
  newMembers: CountDayStat[];
  days: number;
  /** when the figures were taken */
  generatedAt: string;
}

export type StatsOverviewResponse = AjaxResult<StatsOverview>;

// ---------------------------------------------------------------------------------------------
// menus and roles (RuoYi SysMenuController / SysRoleController)

/** A sys_menu row (`isFrame` / `isCache` / `visible` as '0' / '1' strings, `perms` '' when none). */
export type SysMenu = RowOf<typeof menuEntity>;
export type MenuForm = FormOf<typeof menuEntity>;
/** GET /system/menu/list and /treeselect: menuName (contains), visible, status; not paged. */
export type MenuQuery = Omit<QueryOf<typeof menuEntity>, 'pageNum' | 'pageSize' | 'orderByColumn' | 'isAsc'>;
/** GET /system/menu/list → every matching menu, flat, by parent and order. */
export type MenuListResponse = AjaxResult<SysMenu[]>;

/** RuoYi TreeSelect (`children` left out when empty). */
export interface TreeSelect {
  id: number;
  label: string;
  disabled: boolean;
  children?: TreeSelect[];
}
export type TreeSelectResponse = AjaxResult<TreeSelect[]>;
/** GET /system/menu/roleMenuTreeselect/{roleId} */
export interface RoleMenuTreeselectResponse {
  code: number;
  msg: string;
  menus: TreeSelect[];
  /** the role's menus (only the leaves of what it holds when menuCheckStrictly) */
  checkedKeys: number[];
}
/** GET /system/role/deptTree/{roleId} */
export interface RoleDeptTreeResponse {
  code: number;
  msg: string;
  depts: TreeSelect[];
  checkedKeys: number[];
}

/** A sys_role row as the role pages see it (the session's `SysRole` is its short form). */
export type SysRoleRow = RowOf<typeof roleEntity>;
export type RoleForm = FormOf<typeof roleEntity>;
export type RoleQuery = QueryOf<typeof roleEntity>;
/** PUT /system/role/dataScope */
export interface RoleDataScopeForm {
  roleId: number;
  dataScope: string;
  deptIds: number[];
  deptCheckStrictly: boolean;
}
/** A user of the 分配用户 page's lists. */
export type AuthUserRow = z.output<typeof authUserRow>;
export interface AuthUserQuery extends PageParams {
  roleId: number | string;
  userName?: string;
  phonenumber?: string;
}
