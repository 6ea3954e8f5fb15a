/** Typed sample data for the session and dict calls (built on src/shared/contract types). */
import type {
  CaptchaResponse,
  DictData,
  GetInfoResponse,
  GetRoutersResponse,
  LoginResponse,
  SysUser,
} from '@shared/contract';

export const MOCK_TOKEN = 'mock-token-0123456789';
export const MOCK_PASSWORD = 'admin123';
/** A 1x1 GIF, base64 without the data-URL prefix (as /captchaImage sends it). */
export const MOCK_CAPTCHA_IMG = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
export const MOCK_CAPTCHA_UUID = '0123456789abcdef0123456789abcdef';
export const MOCK_CAPTCHA_CODE = '7';

export function captchaResponse(enabled = true): CaptchaResponse {
  return enabled
    ? { code: 200, msg: '操作成功', captchaEnabled: true, captchaOnOff: true, uuid: MOCK_CAPTCHA_UUID, img: MOCK_CAPTCHA_IMG }
    : { code: 200, msg: '操作成功', captchaEnabled: false, captchaOnOff: false };
}

export function loginResponse(token = MOCK_TOKEN): LoginResponse {
  return { code: 200, msg: '操作成功', token };
}

export function sysUser(over: Partial<SysUser> = {}): SysUser {
  return {
    userId: 1,
    deptId: 103,
    userName: 'admin',
    nickName: '管理员',
    userType: '00',
    email: 'admin@example.com',
    phonenumber: '15888888888',
    sex: '0',
    avatar: '',
    status: '0',
    loginIp: '127.0.0.1',
    loginDate: '2026-01-01 10:00:00',
    pwdUpdateDate: '2026-01-01 10:00:00',
    createTime: '2026-01-01 09:00:00',
    remark: null,
    authStatus: '0',
    dept: { deptId: 103, parentId: 101, ancestors: '0,100,101', deptName: '研发部门', orderNum: 1, status: '0' },
    roles: [{ roleId: 1, roleName: '超级管理员', roleKey: 'admin', roleSort: 1, dataScope: '1', status: '0' }],
    ...over,
  };
}

/** GET /getInfo of the admin user (role admin, all permissions). */
export function adminInfo(over: Partial<GetInfoResponse> = {}): GetInfoResponse {
  return {
    code: 200,
    msg: '操作成功',
    user: sysUser(),
    roles: ['admin'],
    permissions: ['*:*:*'],
    pwdChrtype: '0',
    isDefaultModifyPwd: false,
    isPasswordExpired: false,
    ...over,
  };
}

/** GET /getInfo of a public-site member (usertype 01, no roles → the client falls back to ROLE_DEFAULT). */
export function memberInfo(over: Partial<GetInfoResponse> = {}): GetInfoResponse {
  return adminInfo({
    user: sysUser({
      userId: 100,
      deptId: null,
      userName: 'member01',
      nickName: '小明',
      userType: '01',
      email: '',
      phonenumber: '13800138000',
      avatar: '/profile/avatar/2026/01/01/member.png',
      authStatus: '0',
      dept: null,
      roles: [],
    }),
    roles: [],
    permissions: [],
    ...over,
  });
}

export function routersResponse(): GetRoutersResponse {
  return {
    code: 200,
    msg: '操作成功',
    data: [
      {
        name: 'System',
        path: '/system',
        hidden: false,
        redirect: 'noRedirect',
        component: 'Layout',
        alwaysShow: true,
        meta: { title: '系统管理', icon: 'system', noCache: false, link: null },
        children: [
          {
            name: 'User',
            path: 'user',
            hidden: false,
            component: 'system/user/index',
            meta: { title: '用户管理', icon: 'user', noCache: false, link: null },
          },
          {
            name: 'Dict',
            path: 'dict',
            hidden: false,
            component: 'system/dict/index',
            meta: { title: '字典管理', icon: 'dict', noCache: false, link: null },
          },
        ],
      },
      {
        name: 'Monitor',
        path: '/monitor',
        hidden: false,
        redirect: 'noRedirect',
        component: 'Layout',
        alwaysShow: true,
        meta: { title: '系统监控', icon: 'monitor', noCache: false, link: null },
        children: [
          {
            // a page this build has no view for (the shell shows "not available yet"); the real 在线用户 view is
            // monitor/online/index, tested on its own (tests/unit/admin/views/monitor-online.test.tsx)
            name: 'Online',
            path: 'online',
            hidden: false,
            component: 'monitor/unbuilt/index',
            meta: { title: '在线用户', icon: 'online', noCache: false, link: null },
          },
        ],
      },
    ],
  };
}

let dictCode = 1000;
function row(dictType: string, dictValue: string, dictLabel: string, dictSort: number, listClass: string | null = 'default'): DictData {
  return {
    dictCode: ++dictCode,
    dictSort,
    dictLabel,
    dictValue,
    dictType,
    cssClass: null,
    listClass,
    isDefault: dictSort === 1 ? 'Y' : 'N',
    status: '0',
    remark: null,
    createTime: '2026-01-01 09:00:00',
  };
}

/** Dict rows per type (a few system and portal types); unknown types answer an empty list. */
export const DICTS: Record<string, DictData[]> = {
  sys_user_sex: [row('sys_user_sex', '0', '男', 1), row('sys_user_sex', '1', '女', 2), row('sys_user_sex', '2', '未知', 3)],
  sys_normal_disable: [
    row('sys_normal_disable', '0', '正常', 1, 'primary'),
    row('sys_normal_disable', '1', '停用', 2, 'danger'),
  ],
  sys_yes_no: [row('sys_yes_no', 'Y', '是', 1, 'primary'), row('sys_yes_no', 'N', '否', 2, 'danger')],
  sys_show_hide: [row('sys_show_hide', '0', '显示', 1, 'primary'), row('sys_show_hide', '1', '隐藏', 2, 'danger')],
  sys_notice_type: [row('sys_notice_type', '1', '通知', 1, 'warning'), row('sys_notice_type', '2', '公告', 2, 'success')],
  sys_notice_status: [row('sys_notice_status', '0', '正常', 1, 'primary'), row('sys_notice_status', '1', '关闭', 2, 'danger')],
  bbs_school_type: [
    row('bbs_school_type', '1', '国际学校', 1),
    row('bbs_school_type', '2', '私立学校', 2),
    row('bbs_school_type', '3', '公立学校', 3),
  ],
  educational_stage: [
    row('educational_stage', '1', '小学', 1),
    row('educational_stage', '2', '初中', 2),
    row('educational_stage', '3', '高中', 3),
  ],
  application_difficulty: [
    row('application_difficulty', '1', '容易', 1, 'success'),
    row('application_difficulty', '2', '一般', 2, 'warning'),
    row('application_difficulty', '3', '困难', 3, 'danger'),
  ],
  joinschooldict: [row('joinschooldict', '0', '可插班', 1), row('joinschooldict', '1', '不可插班', 2)],
  recruitgradedict: [row('recruitgradedict', '9', '9年级', 1), row('recruitgradedict', '10', '10年级', 2)],
  existstunumsdict: [row('existstunumsdict', '1', '500人以下', 1), row('existstunumsdict', '2', '500人以上', 2)],
};
