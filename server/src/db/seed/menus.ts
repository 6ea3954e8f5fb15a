/**
 * The admin menu tree (contract 3.11, adapted): 系统管理, 系统监控 (its 数据监控 is our own page, not Druid), 系统工具, and the
 * portal's 论坛管理. Ids follow RuoYi's so its documentation and exports stay recognisable.
 */
import {
  configEntity, deptEntity, dictTypeEntity, menuEntity, noticeEntity, postEntity, roleEntity, userEntity,
} from '../../../../src/shared/contract/entities/index';
import { type AnyEntityDef, entityButtons } from '../../../../src/shared/contract/kit/index';

export interface MenuSeed {
  menuId: number;
  menuName: string;
  /** English title (sys_menu.menu_name_en), served by /getRouters to English requests */
  menuNameEn: string;
  parentId: number;
  orderNum: number;
  path: string;
  component: string | null;
  menuType: 'M' | 'C' | 'F';
  perms: string | null;
  icon: string;
  isFrame?: number;
}

/** A title in both languages: [中文, English]. */
type Title = readonly [string, string];

const dir = (menuId: number, [menuName, menuNameEn]: Title, parentId: number, orderNum: number, path: string, icon: string): MenuSeed => ({
  menuId, menuName, menuNameEn, parentId, orderNum, path, component: null, menuType: 'M', perms: null, icon,
});

const page = (
  menuId: number, [menuName, menuNameEn]: Title, parentId: number, orderNum: number, path: string, component: string, perms: string, icon: string,
): MenuSeed => ({ menuId, menuName, menuNameEn, parentId, orderNum, path, component, menuType: 'C', perms, icon });

/** F rows of one page: `[title, action]` pairs numbered from `firstId`, perms `<prefix>:<action>`. */
function buttons(parentId: number, firstId: number, prefix: string, items: [Title, string][]): MenuSeed[] {
  return items.map(([[menuName, menuNameEn], action], i) => ({
    menuId: firstId + i, menuName, menuNameEn, parentId, orderNum: i + 1, path: '', component: '', menuType: 'F',
    perms: `${prefix}:${action}`, icon: '#',
  }));
}

/** The F rows of an entity's page, from its definition (`entityButtons`): ids from `firstId`, perms `<prefix>:<action>`. */
function entityButtonRows(parentId: number, firstId: number, def: AnyEntityDef): MenuSeed[] {
  return buttons(parentId, firstId, def.permPrefix, entityButtons(def).map(([zh, en, action]): [Title, string] => [[zh, en], action]));
}

const CRUD_VERBS: [string, string, string][] = [
  ['查询', 'query', 'View'], ['新增', 'add', 'Add'], ['修改', 'edit', 'Edit'], ['删除', 'remove', 'Delete'], ['导出', 'export', 'Export'],
];

/** query/add/edit/remove/export named after the object, e.g. 字典查询 … 字典导出 / View dictionaries … */
const crud = ([noun, nounEn]: Title, withExport = true): [Title, string][] =>
  CRUD_VERBS.filter(([, action]) => withExport || action !== 'export')
    .map(([verb, action, verbEn]) => [[`${noun}${verb}`, `${verbEn} ${nounEn}`], action]);

export const SYSTEM_DIR = 1;
export const MONITOR_DIR = 2;
export const TOOL_DIR = 3;
export const BBS_DIR = 5;
export const LOG_DIR = 108;

const system: MenuSeed[] = [
  dir(SYSTEM_DIR, ['系统管理', 'System'], 0, 1, 'system', 'system'),
  page(100, ['用户管理', 'Users'], 1, 1, 'user', 'system/user/index', 'system:user:list', 'user'),
  page(101, ['角色管理', 'Roles'], 1, 2, 'role', 'system/role/index', 'system:role:list', 'peoples'),
  page(102, ['菜单管理', 'Menus'], 1, 3, 'menu', 'system/menu/index', 'system:menu:list', 'tree-table'),
  page(103, ['部门管理', 'Departments'], 1, 4, 'dept', 'system/dept/index', 'system:dept:list', 'tree'),
  page(104, ['岗位管理', 'Posts'], 1, 5, 'post', 'system/post/index', 'system:post:list', 'post'),
  page(105, ['字典管理', 'Dictionaries'], 1, 6, 'dict', 'system/dict/index', 'system:dict:list', 'dict'),
  page(106, ['参数设置', 'Settings'], 1, 7, 'config', 'system/config/index', 'system:config:list', 'edit'),
  page(107, ['通知公告', 'Notices'], 1, 8, 'notice', 'system/notice/index', 'system:notice:list', 'message'),
  { ...dir(LOG_DIR, ['日志管理', 'Logs'], 1, 9, 'log', 'log'), component: '' },
  page(500, ['操作日志', 'Operation log'], LOG_DIR, 1, 'operlog', 'monitor/operlog/index', 'monitor:operlog:list', 'form'),
  page(501, ['登录日志', 'Login log'], LOG_DIR, 2, 'logininfor', 'monitor/logininfor/index', 'monitor:logininfor:list', 'logininfor'),
  // the system pages' buttons come from their entity definitions (one per call, named after the entity)
  ...entityButtonRows(100, 1000, userEntity),
  ...entityButtonRows(101, 1007, roleEntity),
  ...entityButtonRows(102, 1012, menuEntity),
  ...entityButtonRows(103, 1016, deptEntity),
  ...entityButtonRows(104, 1020, postEntity),
  ...entityButtonRows(105, 1025, dictTypeEntity),
  ...entityButtonRows(106, 1030, configEntity),
  ...entityButtonRows(107, 1035, noticeEntity),
  ...buttons(500, 1039, 'monitor:operlog', [
    [['操作查询', 'View operations'], 'query'], [['操作删除', 'Delete operations'], 'remove'], [['操作导出', 'Export operations'], 'export'],
  ]),
  ...buttons(501, 1042, 'monitor:logininfor', [
    [['登录查询', 'View logins'], 'query'], [['登录删除', 'Delete logins'], 'remove'], [['登录导出', 'Export logins'], 'export'],
    [['账户解锁', 'Unlock account'], 'unlock'],
  ]),
];

/** 数据监控: RuoYi's Druid menu row (id 111), our own page of database figures; migration 0020 adds it to older databases. */
export const DRUID_MENU: MenuSeed = page(111, ['数据监控', 'Data monitor'], MONITOR_DIR, 3, 'druid', 'monitor/druid/index', 'monitor:druid:list', 'druid');

const monitor: MenuSeed[] = [
  dir(MONITOR_DIR, ['系统监控', 'Monitoring'], 0, 2, 'monitor', 'monitor'),
  page(109, ['在线用户', 'Online users'], 2, 1, 'online', 'monitor/online/index', 'monitor:online:list', 'online'),
  page(110, ['定时任务', 'Scheduled jobs'], 2, 2, 'job', 'monitor/job/index', 'monitor:job:list', 'job'),
  DRUID_MENU,
  page(112, ['服务监控', 'Server'], 2, 4, 'server', 'monitor/server/index', 'monitor:server:list', 'server'),
  page(113, ['缓存监控', 'Cache'], 2, 5, 'cache', 'monitor/cache/index', 'monitor:cache:list', 'redis'),
  page(114, ['缓存列表', 'Cache list'], 2, 6, 'cacheList', 'monitor/cache/list', 'monitor:cache:list', 'redis-list'),
  ...buttons(109, 1046, 'monitor:online', [
    [['在线查询', 'View online users'], 'query'], [['批量强退', 'Log out selected'], 'batchLogout'], [['单条强退', 'Log out one'], 'forceLogout'],
  ]),
  ...buttons(110, 1049, 'monitor:job', [...crud(['任务', 'jobs'], false), [['状态修改', 'Change status'], 'changeStatus'], [['任务导出', 'Export jobs'], 'export']]),
];

const tool: MenuSeed[] = [
  dir(TOOL_DIR, ['系统工具', 'Tools'], 0, 3, 'tool', 'tool'),
  page(115, ['表单构建', 'Form builder'], 3, 1, 'build', 'tool/build/index', 'tool:build:list', 'build'),
  page(116, ['代码生成', 'Code generator'], 3, 2, 'gen', 'tool/gen/index', 'tool:gen:list', 'code'),
  page(117, ['系统接口', 'API docs'], 3, 3, 'swagger', 'tool/swagger/index', 'tool:swagger:list', 'swagger'),
  ...buttons(116, 1055, 'tool:gen', [
    [['生成查询', 'View tables'], 'query'], [['生成修改', 'Edit table'], 'edit'], [['生成删除', 'Delete tables'], 'remove'],
    [['导入代码', 'Import tables'], 'import'], [['预览代码', 'Preview code'], 'preview'], [['生成代码', 'Generate code'], 'code'],
  ]),
];

/**
 * Forum admin pages (issue 12): [menuId, key, title, noun for the buttons, icon, first button id], in menu order.
 * The first ten pages (2000-2009, buttons 2100+) are the seed of issue 1; the rest came with issue 12 and take ids
 * no earlier seed used (2010+, buttons 4000+), so migration 0010 can add them to older databases without colliding
 * with menus an admin created there (those continue after the highest seeded id, 2149).
 * Each page gets query/add/edit/remove/export buttons (`bbs:<key>:<action>`); BBS_EXTRA_BUTTONS adds the rest.
 */
const BBS_PAGES: [number, string, Title, Title, string, number][] = [
  [2000, 'blog', ['帖子管理', 'Posts'], ['帖子', 'posts'], 'documentation', 2100],
  [2001, 'comment', ['评论管理', 'Comments'], ['评论', 'comments'], 'message', 2105],
  [2002, 'school', ['学校管理', 'Schools'], ['学校', 'schools'], 'education', 2110],
  [2012, 'redBlack', ['红黑榜', 'Red & black lists'], ['红黑榜', 'list entries'], 'list', 4010],
  [2010, 'news', ['新闻管理', 'News'], ['新闻', 'news'], 'notice', 4000],
  [2011, 'video', ['视频管理', 'Videos'], ['视频', 'videos'], 'eye-open', 4005],
  [2006, 'banner', ['轮播图管理', 'Banners'], ['轮播图', 'banners'], 'example', 2130],
  [2013, 'city', ['城市管理', 'Cities'], ['城市', 'cities'], 'international', 4015],
  [2003, 'tag', ['标签管理', 'Tags'], ['标签', 'tags'], 'star', 2115],
  [2004, 'type', ['分类管理', 'Categories'], ['分类', 'categories'], 'tree', 2120],
  [2005, 'notice', ['论坛公告', 'Forum notices'], ['公告', 'notices'], 'guide', 2125],
  [2007, 'contact', ['联系表单', 'Contact forms'], ['表单', 'forms'], 'phone', 2135],
  [2008, 'schoolAuth', ['学校认证', 'School verification'], ['认证', 'verifications'], 'validCode', 2140],
  [2014, 'message', ['留言板', 'Message board'], ['留言', 'messages'], 'comment', 4020],
  [2009, 'sms', ['短信配置', 'SMS settings'], ['短信配置', 'SMS settings'], 'email', 2145],
];

/** Buttons beyond CRUD: [page menuId, id, title, action]. */
const BBS_EXTRA_BUTTONS: [number, number, Title, string][] = [
  [2000, 4100, ['帖子审核', 'Review posts'], 'audit'],
  [2001, 4101, ['评论审核', 'Review comments'], 'audit'],
  [2008, 4102, ['认证审核', 'Review verifications'], 'audit'],
  [2009, 4103, ['短信测试', 'Send a test SMS'], 'test'],
  [2014, 4104, ['留言回复', 'Reply to messages'], 'reply'],
];

const bbs: MenuSeed[] = [
  dir(BBS_DIR, ['论坛管理', 'Forum'], 0, 4, 'bbs', 'form'),
  ...BBS_PAGES.flatMap(([menuId, key, title, noun, icon, firstButton], i) => [
    page(menuId, title, BBS_DIR, i + 1, key, `bbs/${key}/index`, `bbs:${key}:list`, icon),
    ...buttons(menuId, firstButton, `bbs:${key}`, crud(noun)),
  ]),
  ...BBS_EXTRA_BUTTONS.map(([parentId, menuId, [menuName, menuNameEn], action], i): MenuSeed => {
    const key = BBS_PAGES.find((p) => p[0] === parentId)![1];
    return { menuId, menuName, menuNameEn, parentId, orderNum: 6 + i, path: '', component: '', menuType: 'F', perms: `bbs:${key}:${action}`, icon: '#' };
  }),
];

/** Every menu row under 论坛管理 (the directory included): what the forum editor role is given. */
export const BBS_MENU_IDS: number[] = bbs.map((m) => m.menuId);

export const MENU_SEED: MenuSeed[] = [...system, ...monitor, ...tool, ...bbs];

/** Menus the common role (staff such as `editor`) does not get: 系统工具 and user/role/menu admin. */
const COMMON_EXCLUDED_ROOTS = new Set([TOOL_DIR, 100, 101, 102]);

function isUnder(menu: MenuSeed, roots: Set<number>): boolean {
  const byId = new Map(MENU_SEED.map((m) => [m.menuId, m]));
  for (let m: MenuSeed | undefined = menu; m; m = byId.get(m.parentId)) {
    if (roots.has(m.menuId)) return true;
  }
  return false;
}

export const COMMON_ROLE_MENU_IDS: number[] = MENU_SEED.filter((m) => !isUnder(m, COMMON_EXCLUDED_ROOTS)).map((m) => m.menuId);
