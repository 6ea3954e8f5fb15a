import { z } from 'zod';
import { CN_MOBILE_RE } from '../constants';
import { defineEntity, msg, nullableText, optionalText, remarkField, requiredText, statusField } from '../kit/index';

/** RuoYi's client rule for a password: none of < > " ' \ |; new passwords have 8–20 characters (the server adds sys.account.chrtype). */
export const USER_PASSWORD_RE = /^[^<>"'|\\]+$/;

const ids = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? [] : typeof v === 'string' ? v.split(',') : v),
  z.array(z.coerce.number().int().positive()).max(1000),
);

/** A new user's or a reset password (the server also applies the configured password rules). */
export const userPassword = z
  .string({ error: msg('用户密码不能为空', 'Enter the password') })
  .min(8, msg('密码长度必须在8到20个字符之间', 'The password has 8 to 20 characters'))
  .max(20, msg('密码长度必须在8到20个字符之间', 'The password has 8 to 20 characters'))
  .regex(USER_PASSWORD_RE, msg('不能包含非法字符：< > " \' \\ |', 'Do not use < > " \' \\ |'));

/**
 * 用户管理: sys_user rows (RuoYi SysUser). Users are never deleted (del_flag '2'); the list narrows by a dept and
 * its subtree; user 1 cannot be changed by anyone; the password is never read back.
 */
export const userEntity = defineEntity({
  name: 'user',
  basePath: '/system/user',
  idKey: 'userId',
  idLabel: '用户ID',
  permPrefix: 'system:user',
  title: '用户管理',
  noun: { zh: '用户', en: 'users' },
  extraButtons: { import: ['用户导入', 'Import users'], resetPwd: ['重置密码', 'Reset password'] },
  row: z.object({
    userId: z.number(),
    deptId: z.number().nullable(),
    userName: z.string(),
    nickName: z.string(),
    /** '00' back office, '01' member, '02' school account */
    userType: z.string(),
    email: z.string(),
    phonenumber: z.string(),
    /** '0' male, '1' female, '2' unknown */
    sex: z.string(),
    avatar: z.string(),
    status: z.string(),
    loginIp: z.string(),
    loginDate: z.string().nullable(),
    createBy: z.string(),
    createTime: z.string().nullable(),
    updateBy: z.string(),
    updateTime: z.string().nullable(),
    remark: z.string().nullable(),
    /** the user's dept (RuoYi's nested `dept`) */
    dept: z.object({ deptId: z.number(), deptName: z.string(), leader: z.string().nullable() }).nullable(),
  }),
  filter: z.object({
    userName: optionalText(30),
    phonenumber: optionalText(11),
    status: optionalText(1),
    /** the dept and every dept below it */
    deptId: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().positive().optional()),
  }),
  filterOps: { userName: 'like', phonenumber: 'like', deptId: 'custom' },
  dateRange: 'createTime',
  body: z.object({
    deptId: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.coerce.number().int().positive().nullable()),
    userName: requiredText(30, msg('用户账号不能为空', 'Enter the user name'), msg('用户账号长度不能超过30个字符', 'The user name can be at most 30 characters'))
      .pipe(z.string().min(2, msg('用户账号长度必须介于 2 和 20 之间', 'The user name has 2 to 20 characters'))),
    nickName: requiredText(30, msg('用户昵称不能为空', 'Enter the nickname'), msg('用户昵称长度不能超过30个字符', 'The nickname can be at most 30 characters')),
    /** on add only; an edit never changes the password (重置密码 does) */
    password: z.preprocess((v) => (v === '' || v === null ? undefined : v), userPassword.optional()),
    email: nullableText(50, msg('邮箱长度不能超过50个字符', 'The email can be at most 50 characters'))
      .refine((v) => v === null || z.email().safeParse(v).success, msg('邮箱格式不正确', 'Enter a valid email address')),
    phonenumber: nullableText(11, msg('手机号码长度不能超过11个字符', 'The mobile number can be at most 11 characters'))
      .refine((v) => v === null || CN_MOBILE_RE.test(v), msg('请输入正确的手机号码', 'Enter a valid mobile number')),
    sex: z.preprocess((v) => (v === undefined || v === null || v === '' ? '0' : v), z.enum(['0', '1', '2'], { error: msg('用户性别只能是0、1或2', 'Sex is 0, 1 or 2') })),
    status: statusField,
    remark: remarkField,
    roleIds: ids,
    postIds: ids,
  }),
  sortable: ['userId', 'userName', 'nickName', 'createTime', 'loginDate'],
  defaultSort: { key: 'userId', direction: 'asc' },
  sheetName: '用户数据',
  exportColumns: [
    { key: 'userId', header: '用户序号' },
    { key: 'deptId', header: '部门编号' },
    { key: 'userName', header: '登录名称', width: 20 },
    { key: 'nickName', header: '用户名称', width: 20 },
    { key: 'email', header: '用户邮箱', width: 24 },
    { key: 'phonenumber', header: '手机号码', width: 16 },
    { key: 'sex', header: '用户性别', convert: '0=男,1=女,2=未知' },
    { key: 'status', header: '帐号状态', convert: '0=正常,1=停用' },
    { key: 'loginIp', header: '最后登录IP', width: 18 },
    { key: 'loginDate', header: '最后登录时间', width: 20 },
  ],
  dictFields: { sex: 'sys_user_sex', status: 'sys_normal_disable' },
});
