/**
 * Types of the system calls: dict types and data, config, the personal profile, the dashboard statistics
 * and the common upload (RuoYi wire shapes, ruoyi-contract.md 1.5 / 3.1 / 3.6 / 3.7).
 */
import type { AjaxResult, TableDataInfo } from './envelope';
import type { SysUser } from './session';
import type { configEntity, dictDataEntity, dictTypeEntity, noticeEntity, postEntity } from './entities/index';
import type { FormOf, QueryOf, RowOf } from './kit/index';

export { SYSTEM_PERMS } from './constants';

// ---------------------------------------------------------------------------------------------
// queries

/** `params[beginTime]` / `params[endTime]`: 'YYYY-MM-DD', both days inclusive. */
export interface DateRangeParams {
  beginTime?: string;
  endTime?: string;
}

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
/** GET /system/post/list; postCode/postName LIKE, status equal (default postSort asc). */
export type PostQuery = QueryOf<typeof postEntity>;
/** GET /system/notice/list; noticeTitle/createBy LIKE, noticeType equal (default noticeId desc). */
export type NoticeQuery = QueryOf<typeof noticeEntity>;

// ---------------------------------------------------------------------------------------------
// rows

/** Audit fields every admin row carries ('YYYY-MM-DD HH:mm:ss', Asia/Shanghai). */
export interface AuditFields {
  createBy: string;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
  remark: string | null;
}

export type SysDictType = RowOf<typeof dictTypeEntity>;
/** A dict data row as the admin pages see it (the `type/{type}` read returns the shorter `DictData`). */
export type SysDictData = RowOf<typeof dictDataEntity>;
export type SysConfig = RowOf<typeof configEntity>;
export type SysPost = RowOf<typeof postEntity>;
export type SysNotice = RowOf<typeof noticeEntity>;

// ---------------------------------------------------------------------------------------------
// forms (POST adds, PUT edits with the id)

export type DictTypeForm = FormOf<typeof dictTypeEntity>;
export type DictDataForm = FormOf<typeof dictDataEntity>;
export type ConfigForm = FormOf<typeof configEntity>;
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

/** PUT /system/user/profile/updatePwd (sent as query parameters). */
export interface UpdatePwdParams {
  oldPassword: string;
  /** 6-20 characters, none of < > " ' \ | */
  newPassword: string;
}

// ---------------------------------------------------------------------------------------------
// responses

export type DictTypeListResponse = TableDataInfo<SysDictType>;
export type DictTypeResponse = AjaxResult<SysDictType>;
/** GET /system/dict/type/optionselect: every type, not paged */
export type DictTypeOptionsResponse = AjaxResult<SysDictType[]>;
export type DictDataListResponse = TableDataInfo<SysDictData>;
export type SysDictDataResponse = AjaxResult<SysDictData>;
export type ConfigListResponse = TableDataInfo<SysConfig>;
export type ConfigResponse = AjaxResult<SysConfig>;

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
