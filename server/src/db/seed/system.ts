/** Organisation, roles, users and configuration rows of a fresh portal (contract 3.11, adapted to 深度择校). */
import { COST_CONFIG_SEED } from '../../../../src/shared/cost/rates';

export const ADMIN_USER_ID = 1;
export const EDITOR_USER_ID = 2;
export const ADMIN_ROLE_ID = 1;
export const COMMON_ROLE_ID = 2;
export const MEMBER_ROLE_ID = 3;
/** 论坛编辑: the forum admin's menus only (issue 12); older databases get it from migration 0010 */
export const BBS_EDITOR_ROLE_ID = 4;
export const BBS_EDITOR_ROLE = { roleName: '论坛编辑', roleKey: 'bbs_editor', roleSort: 4, dataScope: '1', remark: '论坛管理：帖子、学校、新闻、视频、审核与认证，无系统管理菜单' };

/** [deptId, parentId, ancestors, name, orderNum] */
export const DEPT_SEED: [number, number, string, string, number][] = [
  [100, 0, '0', '深度择校', 0],
  [101, 100, '0,100', '深圳总部', 1],
  [102, 100, '0,100', '广州分部', 2],
  [103, 101, '0,100,101', '产品部', 1],
  [104, 101, '0,100,101', '内容编辑部', 2],
  [105, 101, '0,100,101', '运营部', 3],
  [106, 101, '0,100,101', '技术部', 4],
  [107, 102, '0,100,102', '市场部', 1],
];

/** [postId, code, name, sort] */
export const POST_SEED: [number, string, string, number][] = [
  [1, 'ceo', '董事长', 1],
  [2, 'se', '项目经理', 2],
  [3, 'hr', '人力资源', 3],
  [4, 'user', '普通员工', 4],
];

export const ROLE_SEED = [
  { roleId: ADMIN_ROLE_ID, roleName: '超级管理员', roleKey: 'admin', roleSort: 1, dataScope: '1', remark: '超级管理员' },
  { roleId: COMMON_ROLE_ID, roleName: '普通角色', roleKey: 'common', roleSort: 2, dataScope: '2', remark: '后台工作人员' },
  { roleId: MEMBER_ROLE_ID, roleName: '会员', roleKey: 'member', roleSort: 3, dataScope: '5', remark: '前台注册会员，无后台菜单' },
  { roleId: BBS_EDITOR_ROLE_ID, ...BBS_EDITOR_ROLE },
];

/** depts the common role sees with data scope 2 (custom) */
export const COMMON_ROLE_DEPTS = [100, 101, 104];

export const USER_SEED = [
  { userId: ADMIN_USER_ID, deptId: 106, userName: 'admin', nickName: '管理员', roleId: ADMIN_ROLE_ID, postId: 1, remark: '管理员' },
  { userId: EDITOR_USER_ID, deptId: 104, userName: 'editor', nickName: '内容编辑', roleId: COMMON_ROLE_ID, postId: 4, remark: '内容编辑' },
];

/**
 * Limits and quotas (issue 9; lib/rate-limit.ts, modules/common/limits.ts). Also inserted by migration 0007 into
 * databases seeded before it. Rates read "<count>/<minutes>"; 0 switches a limit off.
 */
export const LIMIT_CONFIG_SEED: [string, string, string, string][] = [
  ['安全限制-验证码获取频率', 'sys.limit.captcha', '30/1', '同一IP每N分钟最多获取的验证码数，格式：次数/分钟（如30/1）；0为不限制'],
  ['安全限制-登录尝试频率', 'sys.limit.login', '30/1', '同一IP每N分钟最多的登录请求数（不论账号），格式：次数/分钟；0为不限制'],
  ['安全限制-注册频率', 'sys.limit.register', '10/60', '同一IP每N分钟最多的注册请求数，格式：次数/分钟；0为不限制'],
  ['上传限额-每人每小时文件数', 'sys.upload.hourlyCount', '100', '每个用户每小时最多上传的文件数；0为不限制'],
  ['上传限额-每人每小时总大小', 'sys.upload.hourlyMb', '200', '每个用户每小时最多上传的总大小（MB）；0为不限制'],
];

/** Issue 11: the forum's moderation switch and the member flood / SMS limits (migration 0008 adds them to older databases). */
export const MEMBER_CONFIG_SEED: [string, string, string, string][] = [
  ['论坛-发帖审核', 'bbs.post.moderation', 'false', '会员发布的帖子和回复是否需要审核后才公开（true需要审核，false直接发布）'],
  ['论坛-会员发帖频率', 'bbs.limit.post', '5/10', '每个会员每N分钟最多发布的帖子数，格式：次数/分钟；0为不限制'],
  ['论坛-会员回复频率', 'bbs.limit.reply', '20/10', '每个会员每N分钟最多发布的回复数，格式：次数/分钟；0为不限制'],
  ['短信-同一手机号发送频率', 'sys.limit.smsPhone', '5/60', '同一手机号每N分钟最多发送的验证码短信数（另有60秒重发间隔），格式：次数/分钟；0为不限制'],
  ['短信-同一IP发送频率', 'sys.limit.smsIp', '10/60', '同一IP每N分钟最多请求发送的验证码短信数，格式：次数/分钟；0为不限制'],
];

/** [name, key, value, remark]; all built-in ('Y') */
export const CONFIG_SEED: [string, string, string, string][] = [
  ['主框架页-默认皮肤样式名称', 'sys.index.skinName', 'skin-blue', '蓝色 skin-blue、绿色 skin-green、紫色 skin-purple、红色 skin-red、黄色 skin-yellow'],
  ['用户管理-账号初始密码', 'sys.user.initPassword', 'Dss@2026init', '初始化密码（新密码至少8位；请在上线前修改）'],
  ['主框架页-侧边栏主题', 'sys.index.sideTheme', 'theme-dark', '深色主题theme-dark，浅色主题theme-light'],
  ['账号自助-验证码开关', 'sys.account.captchaEnabled', 'true', '是否开启验证码功能（true开启，false关闭）'],
  ['账号自助-是否开启用户注册功能', 'sys.account.registerUser', 'false', '是否开启后台注册用户功能（true开启，false关闭）；前台会员注册不受此限制'],
  ['用户登录-黑名单列表', 'sys.login.blackIPList', '', '设置登录IP黑名单限制，多个匹配项以;分隔，支持匹配（*通配、网段）'],
  ['用户管理-初始密码修改策略', 'sys.account.initPasswordModify', '1', '0：初始密码修改策略关闭，没有任何提示，1：提醒用户，如果未修改初始密码，则在登录时就会提醒修改密码对话框'],
  ['用户管理-账号密码更新周期', 'sys.account.passwordValidateDays', '0', '密码更新周期（填写数字，数据初始化值为0不限制，若修改必须为大于0小于365的正整数），如果超过这个周期登录系统时，则在登录时就会提醒修改密码对话框'],
  ['用户管理-密码字符范围', 'sys.account.chrtype', '0', '默认任意字符范围，0任意（密码可以输入任意字符），1数字（密码只能为0-9数字），2英文字母（密码只能为a-z和A-Z字母），3字母和数字（密码必须包含字母，数字），4字母数字和特殊字符（目前支持的特殊字符包括：~!@#$%^&*()-=_+）'],
  ...LIMIT_CONFIG_SEED,
  ...MEMBER_CONFIG_SEED,
  ...COST_CONFIG_SEED,
];
