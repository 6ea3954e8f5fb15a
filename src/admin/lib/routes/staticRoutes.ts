/**
 * Static admin routes as data: paths the guard knows, and the hidden detail routes that are registered only when
 * the user holds their permission (RuoYi `dynamicRoutes`; permissions as data, checked by `filterByAccess`).
 */
import type { AdminRoute, MenuItem } from './buildRoutes';

/** The app is served under /admin/ (router basename). */
export const BASENAME = '/admin';
export const HOME_PATH = '/dss/index';
export const LOGIN_PATH = '/login';
export const REGISTER_PATH = '/register';
export const PROFILE_PATH = '/user/profile';
/** Reachable without a token. */
export const WHITE_LIST: readonly string[] = [LOGIN_PATH, REGISTER_PATH];

/** The dashboard entry shown first in the sidebar (RuoYi's constant 首页 route). */
export const HOME_MENU: MenuItem = { key: HOME_PATH, title: '首页', titleKey: 'route.home', icon: 'dashboard', external: false };
export const REPORT_PATH = '/index';
/** The statistics report, open to every staff account (its figures are): second in the sidebar and in route search. */
export const REPORT_MENU: MenuItem = { key: REPORT_PATH, title: '统计报表', titleKey: 'route.statistics', icon: 'chart', external: false };

const digits = /^\d+$/;

/** Hidden detail pages reached from list pages; `activeMenu` keeps their list page highlighted. */
export const DETAIL_ROUTES: readonly AdminRoute[] = [
  {
    path: '/system/user-auth/role/:userId',
    fullPath: '/system/user-auth/role/:userId',
    name: 'AuthRole',
    component: 'system/user/authRole',
    hidden: true,
    permissions: ['system:user:edit'],
    paramPatterns: { userId: digits },
    meta: { title: '分配角色', titleKey: 'route.authRole', activeMenu: '/system/user' },
  },
  {
    path: '/system/role-auth/user/:roleId',
    fullPath: '/system/role-auth/user/:roleId',
    name: 'AuthUser',
    component: 'system/role/authUser',
    hidden: true,
    permissions: ['system:role:edit'],
    paramPatterns: { roleId: digits },
    meta: { title: '分配用户', titleKey: 'route.authUser', activeMenu: '/system/role' },
  },
  {
    path: '/system/dict-data/index/:dictId',
    fullPath: '/system/dict-data/index/:dictId',
    name: 'Data',
    component: 'system/dict/data',
    hidden: true,
    permissions: ['system:dict:list'],
    paramPatterns: { dictId: digits },
    meta: { title: '字典数据', titleKey: 'route.dictData', activeMenu: '/system/dict' },
  },
  {
    // the spec names /monitor/job-log/index; RuoYi adds the job id: both are accepted
    path: '/monitor/job-log/index/:jobId?',
    fullPath: '/monitor/job-log/index/:jobId?',
    name: 'JobLog',
    component: 'monitor/job/log',
    hidden: true,
    permissions: ['monitor:job:list'],
    paramPatterns: { jobId: digits },
    meta: { title: '调度日志', titleKey: 'route.jobLog', activeMenu: '/monitor/job' },
  },
  {
    path: '/tool/gen-edit/index/:tableId',
    fullPath: '/tool/gen-edit/index/:tableId',
    name: 'GenEdit',
    component: 'tool/gen/editTable',
    hidden: true,
    permissions: ['tool:gen:edit'],
    paramPatterns: { tableId: digits },
    meta: { title: '修改生成配置', titleKey: 'route.genEdit', activeMenu: '/tool/gen' },
  },
];
