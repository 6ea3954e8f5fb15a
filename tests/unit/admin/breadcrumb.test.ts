/** Breadcrumb rules (ruoyi-contract 1.4) against the routes built from the sample /getRouters. */
import { describe, expect, it } from 'vitest';
import type { GetRoutersResponse } from '@shared/contract';
import { buildBreadcrumb } from '@admin/layout/breadcrumb';
import { buildMenu, buildRouteTree, flattenRoutes } from '@admin/lib/routes/buildRoutes';
import { DETAIL_ROUTES, HOME_MENU } from '@admin/lib/routes/staticRoutes';
import type { RouteHandle } from '@admin/lib/routes/types';
import sample from './fixtures/getRouters-admin-sample.json';

const data = (sample as GetRoutersResponse).data;
const menus = [HOME_MENU, ...buildMenu(data)];
const routes = buildRouteTree(data);
const all = flattenRoutes(routes);

/** The handles react-router would match for a server route (its Layout directory, then the page). */
function trailOf(fullPath: string): RouteHandle[] {
  const page = all.find((r) => r.fullPath === fullPath)!;
  const top = routes.find((r) => fullPath.startsWith(`${r.fullPath}/`))!;
  const h = (r: typeof page): RouteHandle => ({
    meta: r.meta,
    fullPath: r.fullPath,
    ...(r.name ? { name: r.name } : {}),
    ...(r.parents ? { parents: r.parents } : {}),
    ...(r.redirect ? { redirect: r.redirect } : {}),
  });
  return [h(top), h(page)];
}
const simple = (crumbs: ReturnType<typeof buildBreadcrumb>) => crumbs.map((c) => (c.path ? `${c.title}→${c.path}` : c.title));

describe('buildBreadcrumb', () => {
  it('首页 first and clickable; noRedirect directories and the last item are not', () => {
    expect(simple(buildBreadcrumb(menus, '/system/user', trailOf('/system/user')))).toEqual(['首页→/dss/index', '系统管理', '用户管理']);
  });

  it('a ParentView directory flattened away still shows, by its title', () => {
    expect(simple(buildBreadcrumb(menus, '/system/log/operlog', trailOf('/system/log/operlog')))).toEqual([
      '首页→/dss/index',
      '系统管理',
      '日志管理',
      '操作日志',
    ]);
  });

  it('a directory that redirects somewhere is clickable', () => {
    const trail: RouteHandle[] = [
      { meta: { title: '论坛管理' }, fullPath: '/bbs', redirect: '/bbs/blog' },
      { meta: { title: '帖子' }, fullPath: '/bbs/blog', name: 'Blog' },
    ];
    expect(simple(buildBreadcrumb(menus, '/bbs/blog', trail))).toEqual(['首页→/dss/index', '论坛管理→/bbs/blog', '帖子']);
  });

  it('the dashboard alone; no 首页 twice', () => {
    const trail: RouteHandle[] = [{ meta: { title: '首页', titleKey: 'route.home', affix: true }, name: 'Index', fullPath: '/dss/index' }];
    expect(buildBreadcrumb(menus, '/dss/index', trail)).toEqual([{ title: '首页', titleKey: 'route.home' }]);
  });

  it('a static page: 首页 / its title (i18n key kept)', () => {
    const trail: RouteHandle[] = [{ meta: { title: '个人中心', titleKey: 'route.profile' }, name: 'Profile', fullPath: '/user/profile/:activeTab?' }];
    expect(buildBreadcrumb(menus, '/user/profile', trail)).toEqual([
      { title: '首页', titleKey: 'route.home', path: '/dss/index' },
      { title: '个人中心', titleKey: 'route.profile' },
    ]);
  });

  it('a hidden detail page sits under its list page (activeMenu), the list page clickable', () => {
    const detail = DETAIL_ROUTES.find((r) => r.name === 'Data')!;
    const trail: RouteHandle[] = [{ meta: detail.meta, name: 'Data', fullPath: detail.fullPath }];
    expect(simple(buildBreadcrumb(menus, '/system/dict-data/index/3', trail))).toEqual([
      '首页→/dss/index',
      '系统管理',
      '字典管理→/system/dict',
      '字典数据',
    ]);
  });

  it('items with meta.breadcrumb false are left out; nothing left → no breadcrumb', () => {
    const trail: RouteHandle[] = [
      { meta: { title: '系统管理', breadcrumb: false }, fullPath: '/system', redirect: 'noRedirect' },
      { meta: { title: '用户管理' }, fullPath: '/system/user', name: 'User' },
    ];
    expect(simple(buildBreadcrumb(menus, '/system/user', trail))).toEqual(['首页→/dss/index', '用户管理']);
    expect(buildBreadcrumb(menus, '/redirect/x', [{ meta: { title: '', breadcrumb: false } }])).toEqual([]);
    expect(buildBreadcrumb(menus, '/x', [])).toEqual([]);
  });
});
