import { z } from 'zod';
import { defineEntity, optionalText } from '../kit/index';

/**
 * 日志管理 and 在线用户 (issue 14): the operation log (sys_oper_log, RuoYi SysOperLog), the login log
 * (sys_logininfor, SysLogininfor) and the live sessions (sys_user_session, SysUserOnline). The logs are written by
 * the server only (the oper-log plugin, the login module), so their definitions have no add/edit: list, delete many,
 * export, plus `DELETE <base>/clean` (`<prefix>:remove`); the login log also `GET /monitor/logininfor/unlock/{userName}`.
 */

/** A whole-number list filter ('' = none); anything not a whole number is refused by zod, never reaches SQL. */
const optionalInt = (max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z.coerce.number().int().min(0).max(max).optional(),
  );

export const operLogRowSchema = z.object({
  operId: z.number(),
  /** the module (RuoYi @Log title) */
  title: z.string(),
  /** sys_oper_type: 0 other, 1 insert, 2 update, 3 delete, 4 grant, 5 export, 6 import, 7 force, 8 gencode, 9 clean */
  businessType: z.number(),
  method: z.string(),
  requestMethod: z.string(),
  operatorType: z.number(),
  operName: z.string(),
  deptName: z.string(),
  operUrl: z.string(),
  operIp: z.string(),
  operLocation: z.string(),
  /** the request parameters as JSON, without the password fields */
  operParam: z.string(),
  jsonResult: z.string(),
  /** 0 ok, 1 failed */
  status: z.number(),
  errorMsg: z.string(),
  operTime: z.string().nullable(),
  /** milliseconds */
  costTime: z.number(),
});
export type SysOperLog = z.infer<typeof operLogRowSchema>;

export const operLogEntity = defineEntity({
  name: 'operlog',
  basePath: '/monitor/operlog',
  idKey: 'operId',
  idLabel: '日志ID',
  permPrefix: 'monitor:operlog',
  title: '操作日志',
  noun: { zh: '操作', en: 'operations' },
  actions: ['list', 'remove', 'export'],
  row: operLogRowSchema,
  filter: z.object({
    title: optionalText(50),
    operName: optionalText(50),
    operIp: optionalText(128),
    businessType: optionalInt(99),
    status: optionalInt(1),
  }),
  filterOps: { title: 'like', operName: 'like', operIp: 'like' },
  dateRange: 'operTime',
  body: z.object({}),
  sortable: ['operId', 'operTime', 'costTime', 'operName'],
  defaultSort: { key: 'operId', direction: 'desc' },
  sheetName: '操作日志',
  exportColumns: [
    { key: 'operId', header: '操作序号' },
    { key: 'title', header: '操作模块' },
    { key: 'businessType', header: '业务类型', convert: '0=其它,1=新增,2=修改,3=删除,4=授权,5=导出,6=导入,7=强退,8=生成代码,9=清空数据' },
    { key: 'method', header: '请求方法', width: 30 },
    { key: 'requestMethod', header: '请求方式' },
    { key: 'operName', header: '操作人员' },
    { key: 'deptName', header: '部门名称' },
    { key: 'operUrl', header: '请求地址', width: 30 },
    { key: 'operIp', header: '操作地址' },
    { key: 'operLocation', header: '操作地点' },
    { key: 'operParam', header: '请求参数', width: 40 },
    { key: 'jsonResult', header: '返回参数', width: 40 },
    { key: 'status', header: '状态', convert: '0=正常,1=异常' },
    { key: 'errorMsg', header: '错误消息', width: 30 },
    { key: 'operTime', header: '操作时间', width: 20 },
    { key: 'costTime', header: '消耗时间' },
  ],
  dictFields: { businessType: 'sys_oper_type', status: 'sys_common_status' },
});

export const logininforRowSchema = z.object({
  infoId: z.number(),
  userName: z.string(),
  ipaddr: z.string(),
  loginLocation: z.string(),
  browser: z.string(),
  os: z.string(),
  /** '0' success, '1' failure (sys_common_status) */
  status: z.string(),
  msg: z.string(),
  loginTime: z.string().nullable(),
});
export type SysLogininfor = z.infer<typeof logininforRowSchema>;

export const logininforEntity = defineEntity({
  name: 'logininfor',
  basePath: '/monitor/logininfor',
  idKey: 'infoId',
  idLabel: '访问ID',
  permPrefix: 'monitor:logininfor',
  title: '登录日志',
  noun: { zh: '登录', en: 'logins' },
  actions: ['list', 'remove', 'export'],
  extraButtons: { unlock: ['账户解锁', 'Unlock account'] },
  row: logininforRowSchema,
  filter: z.object({ ipaddr: optionalText(128), userName: optionalText(50), status: optionalText(1) }),
  filterOps: { ipaddr: 'like', userName: 'like' },
  dateRange: 'loginTime',
  body: z.object({}),
  sortable: ['infoId', 'userName', 'loginTime'],
  defaultSort: { key: 'infoId', direction: 'desc' },
  sheetName: '登录日志',
  exportColumns: [
    { key: 'infoId', header: '序号' },
    { key: 'userName', header: '用户账号' },
    { key: 'status', header: '登录状态', convert: '0=成功,1=失败' },
    { key: 'ipaddr', header: '登录地址' },
    { key: 'loginLocation', header: '登录地点' },
    { key: 'browser', header: '浏览器' },
    { key: 'os', header: '操作系统' },
    { key: 'msg', header: '提示消息', width: 30 },
    { key: 'loginTime', header: '访问时间', width: 20 },
  ],
  dictFields: { status: 'sys_common_status' },
});

/** 在线用户: one live session (RuoYi SysUserOnline; `loginTime` as 'YYYY-MM-DD HH:mm:ss', which parseTime reads too). */
export const userOnlineSchema = z.object({
  tokenId: z.string(),
  userName: z.string(),
  deptName: z.string().nullable(),
  ipaddr: z.string(),
  loginLocation: z.string(),
  browser: z.string(),
  os: z.string(),
  loginTime: z.string(),
});
export type SysUserOnline = z.infer<typeof userOnlineSchema>;

/** GET /monitor/online/list: `ipaddr` and `userName` (contains); every live session, not paged (as RuoYi's). */
export const onlineQuerySchema = z.object({ ipaddr: optionalText(128), userName: optionalText(50) });
export type OnlineQuery = z.input<typeof onlineQuerySchema>;

/** The session id of `DELETE /monitor/online/{tokenId}` (a UUID; at most 64 characters, as the token check). */
export const tokenIdSchema = z.string().trim().min(1, '会话编号不能为空').max(64, '会话编号格式不正确');

export const ONLINE_PERMS = { list: 'monitor:online:list', forceLogout: 'monitor:online:forceLogout' } as const;
