import { z } from 'zod';
import { CN_MOBILE_RE } from './constants';

/** GET /captchaImage (anonymous). Both keys are set for old (captchaOnOff) and new (captchaEnabled) clients. */
export interface CaptchaResponse {
  code: number;
  msg: string;
  /** current RuoYi name; a stock server may send only one of the two keys, absent means on */
  captchaEnabled?: boolean;
  /** name before RuoYi's 2022 rename */
  captchaOnOff?: boolean;
  /** 32-hex id of the stored answer; present when enabled */
  uuid?: string;
  /** base64 raster image without the data-URL prefix; present when enabled */
  img?: string;
}

/** POST /login */
export const loginBodySchema = z.object({
  username: z.string({ error: '用户名必须填写' }).trim().min(1, '用户名必须填写'),
  password: z.string({ error: '密码必须填写' }).min(1, '密码必须填写'),
  code: z.string().optional(),
  uuid: z.string().optional(),
  /**
   * Which login page asks (our extension; RuoYi ignores it): 'admin' = the admin's login, which lets only staff
   * (user_type '00') in and tells members to use the member centre. Absent (the public site, RuoYi-Vue3's own
   * client): any account.
   */
  scope: z.enum(['admin']).optional().catch(undefined),
});
export const LOGIN_SCOPE = { admin: 'admin' } as const;
export type LoginBody = z.infer<typeof loginBodySchema>;
export interface LoginResponse {
  code: number;
  msg: string;
  token: string;
}

/** Mainland China mobile number (in ./constants, without zod). */
export { CN_MOBILE_RE } from './constants';

/** POST /register (members on the public site; admin register page when sys.account.registerUser=true) */
export const registerBodySchema = z
  .object({
    username: z.string({ error: '用户名必须填写' }).trim().min(2, '账号长度必须在2到20个字符之间').max(20, '账号长度必须在2到20个字符之间'),
    password: z.string({ error: '密码必须填写' }).min(8, '密码长度必须在8到20个字符之间').max(20, '密码长度必须在8到20个字符之间'),
    confirmPassword: z.string().optional(),
    /** member registration from the public site carries a phone number */
    phonenumber: z.string().regex(CN_MOBILE_RE, '请输入正确的手机号码').optional(),
    code: z.string().optional(),
    uuid: z.string().optional(),
  })
  .refine((b) => b.confirmPassword === undefined || b.confirmPassword === b.password, {
    message: '两次输入的密码不一致',
    path: ['confirmPassword'],
  });
export type RegisterBody = z.infer<typeof registerBodySchema>;

export interface SysRole {
  roleId: number;
  roleName: string;
  roleKey: string;
  roleSort: number;
  dataScope: string;
  status: string;
}

export interface SysDept {
  deptId: number;
  parentId: number;
  ancestors: string;
  deptName: string;
  orderNum: number;
  leader?: string | null;
  status: string;
}

/** The user object of GET /getInfo (password never sent). */
export interface SysUser {
  userId: number;
  deptId: number | null;
  userName: string;
  nickName: string;
  /** '00' system user, '01' member (public site), '02' school account */
  userType: string;
  email: string | null;
  phonenumber: string | null;
  sex: string;
  avatar: string | null;
  status: string;
  loginIp: string | null;
  loginDate: string | null;
  pwdUpdateDate: string | null;
  createTime: string | null;
  remark: string | null;
  /** school-account authentication status: '0' none, '1' pending, '2' approved, '3' rejected */
  authStatus: string;
  dept: SysDept | null;
  roles: SysRole[];
}

/** GET /getInfo */
export interface GetInfoResponse {
  code: number;
  msg: string;
  user: SysUser;
  roles: string[];
  permissions: string[];
  pwdChrtype: string;
  isDefaultModifyPwd: boolean;
  isPasswordExpired: boolean;
}

export interface RouterMeta {
  title: string;
  icon?: string;
  noCache?: boolean;
  link?: string | null;
  /** client-side additions (not sent by the server, used by static routes) */
  affix?: boolean;
  activeMenu?: string;
  breadcrumb?: boolean;
}

/** One node of GET /getRouters `data` (empty fields are omitted, `hidden` always present). */
export interface RouterItem {
  name?: string;
  path: string;
  hidden: boolean;
  redirect?: string;
  component?: string;
  query?: string;
  alwaysShow?: boolean;
  meta?: RouterMeta | null;
  children?: RouterItem[];
}

export interface GetRoutersResponse {
  code: number;
  msg: string;
  data: RouterItem[];
}
