import { describe, expect, it } from 'vitest';
import type { GetRoutersResponse, RouterItem } from '@shared/contract';
import {
  buildMenu,
  buildRouteTree,
  filterByAccess,
  flattenRoutes,
  hideUnbuilt,
  isExternal,
  joinPath,
  menuAncestors,
  menuChain,
  menuHref,
  menuLeaves,
  parseQuery,
} from '@admin/lib/routes/buildRoutes';
import { DETAIL_ROUTES } from '@admin/lib/routes/staticRoutes';
import { toRouteObjects } from '@admin/router/dynamicRoutes';
import { createViewRegistry } from '@admin/router/viewRegistry';
import { STATIC_VIEWS, registryPage } from '@admin/router';
import sample from './fixtures/getRouters-admin-sample.json';

const data = (sample as GetRoutersResponse).data;

describe('buildRouteTree (sample /getRouters of admin)', () => {
  const routes = buildRouteTree(data);

  it('registers the three Layout directories and drops the external link', () => {
    expect(routes.map((r) => r.path)).toEqual(['/system', '/monitor', '/tool']);
    expect(routes.map((r) => r.name)).toEqual(['System', 'Monitor', 'Tool']);
    expect(routes.every((r) => r.component === 'Layout')).toBe(true);
    expect(flattenRoutes(routes).some((r) => isExternal(r.path) || r.fullPath.includes('ruoyi'))).toBe(false);
  });

  it('keeps names, relative child paths, full paths, components and meta', () => {
    const system = routes[0]!;
    const user = system.children!.find((c) => c.name === 'User')!;
    expect(user).toMatchObject({
      path: 'user',
      fullPath: '/system/user',
      component: 'system/user/index',
      hidden: false,
      meta: { title: '用户管理', icon: 'user', noCache: false, link: null },
    });
    const cacheList = routes[1]!.children!.find((c) => c.name === 'CacheList')!;
    expect(cacheList).toMatchObject({ path: 'cacheList', fullPath: '/monitor/cacheList', component: 'monitor/cache/list' });
    expect(system.redirect).toBe('noRedirect');
  });

  it('flattens the ParentView directory 日志管理 into its parent with joined paths', () => {
    const system = routes[0]!;
    expect(system.children!.map((c) => c.path)).toEqual([
      'user',
      'role',
      'menu',
      'dept',
      'post',
      'dict',
      'config',
      'notice',
      'log/operlog',
      'log/logininfor',
    ]);
    const operlog = system.children!.find((c) => c.name === 'Operlog')!;
    expect(operlog).toMatchObject({
      fullPath: '/system/log/operlog',
      component: 'monitor/operlog/index',
      parents: ['日志管理'],
    });
    expect(system.children!.some((c) => c.component === 'ParentView')).toBe(false);
  });

  it('lists every page with a full path', () => {
    const pages = flattenRoutes(routes).filter((r) => !r.children);
    expect(pages).toHaveLength(8 + 2 + 6 + 3); // system pages + the two logs + monitor + tool
    expect(pages.map((p) => p.fullPath)).toContain('/tool/swagger');
    expect(pages.map((p) => p.fullPath)).toContain('/system/log/logininfor');
  });

  it('defaults a missing component: Layout at the top, ParentView for a nested directory, InnerLink for a nested link', () => {
    const tree: RouterItem[] = [
      {
        path: '/forum',
        hidden: false,
        meta: { title: '论坛' },
        children: [
          { path: 'sub', hidden: false, meta: { title: '子目录' }, children: [{ path: 'blog', hidden: false, component: 'bbs/blog/index', meta: { title: '博客' } }] },
          { path: 'docs/example/com', hidden: false, meta: { title: '文档', link: 'https://docs.example.com' } },
        ],
      },
    ];
    const [forum] = buildRouteTree(tree);
    expect(forum!.component).toBe('Layout');
    expect(forum!.children!.map((c) => [c.path, c.component])).toEqual([
      ['sub/blog', 'bbs/blog/index'],
      ['docs/example/com', 'InnerLink'],
    ]);
  });

  it('handles the top-level menu frame (path "/") and the top-level inner link', () => {
    const tree: RouterItem[] = [
      { path: '/', hidden: false, component: 'Layout', meta: null, children: [{ name: 'Report', path: 'report', hidden: false, component: 'bbs/report/index', meta: { title: '报表' } }] },
      { path: '/', hidden: false, meta: { title: '官网', icon: 'guide' }, children: [{ name: 'Site', path: 'example/com', hidden: false, component: 'InnerLink', meta: { title: '官网', link: 'https://example.com' } }] },
    ];
    const routes2 = buildRouteTree(tree);
    expect(flattenRoutes(routes2).filter((r) => !r.children).map((r) => [r.fullPath, r.component])).toEqual([
      ['/report', 'bbs/report/index'],
      ['/example/com', 'InnerLink'],
    ]);
  });
});

describe('buildMenu (sample /getRouters of admin)', () => {
  const menus = buildMenu(data);

  it('shows the three directories and the external link, in order', () => {
    expect(menus.map((m) => [m.key, m.title, m.external])).toEqual([
      ['/system', '系统管理', false],
      ['/monitor', '系统监控', false],
      ['/tool', '系统工具', false],
      ['http://ruoyi.vip', '若依官网', true],
    ]);
    expect(menus[3]!.children).toBeUndefined();
    expect(menus[3]!.icon).toBe('guide');
  });

  it('keeps the ParentView directory as a sub-menu with full child paths', () => {
    const log = menus[0]!.children!.find((m) => m.title === '日志管理')!;
    expect(log.key).toBe('/system/log');
    expect(log.children!.map((c) => c.key)).toEqual(['/system/log/operlog', '/system/log/logininfor']);
    expect(menuAncestors(menus, '/system/log/operlog')).toEqual(['/system', '/system/log']);
    expect(menuChain(menus, '/system/log/operlog').map((m) => m.title)).toEqual(['系统管理', '日志管理', '操作日志']);
    expect(menuChain(menus, '/nowhere')).toEqual([]);
  });

  it('has one leaf per page plus the external link', () => {
    const leaves = menuLeaves(menus);
    expect(leaves).toHaveLength(20);
    expect(leaves[0]).toMatchObject({ key: '/system/user', title: '用户管理', icon: 'user', external: false });
  });

  it('skips hidden items and shows the only visible child of a parent without alwaysShow', () => {
    const tree: RouterItem[] = [
      {
        path: '/bbs',
        hidden: false,
        component: 'Layout',
        meta: { title: '论坛管理', icon: 'education' },
        children: [
          { path: 'blog', hidden: false, component: 'bbs/blog/index', meta: { title: '帖子管理', icon: 'form' }, query: '{"type":1}' },
          { path: 'detail', hidden: true, component: 'bbs/blog/detail', meta: { title: '帖子详情' } },
        ],
      },
      { path: '/secret', hidden: true, component: 'Layout', meta: { title: '隐藏' }, children: [] },
      {
        path: '/always',
        hidden: false,
        alwaysShow: true,
        redirect: 'noRedirect',
        component: 'Layout',
        meta: { title: '总是目录' },
        children: [{ path: 'one', hidden: false, component: 'x/one/index', meta: { title: '唯一' } }],
      },
    ];
    const m = buildMenu(tree);
    expect(m).toHaveLength(2);
    expect(m[0]).toMatchObject({ key: '/bbs/blog', title: '帖子管理', icon: 'form', query: { type: '1' } });
    expect(m[0]!.children).toBeUndefined();
    expect(menuHref(m[0]!)).toBe('/bbs/blog?type=1');
    expect(m[1]).toMatchObject({ key: '/always', title: '总是目录' });
    expect(m[1]!.children!.map((c) => c.key)).toEqual(['/always/one']);
  });
});

describe('hideUnbuilt (a page is in the menu when this build has it)', () => {
  const built = new Set(['system/user/index', 'system/role/index']);
  const tree: RouterItem[] = [
    {
      path: '/system', hidden: false, component: 'Layout', meta: { title: '系统管理', icon: 'system', noCache: false, link: null },
      children: [
        { name: 'User', path: 'user', hidden: false, component: 'system/user/index', meta: { title: '用户管理', icon: 'user', noCache: false, link: null } },
        { name: 'Job', path: 'job', hidden: false, component: 'monitor/job/index', meta: { title: '定时任务', icon: 'job', noCache: false, link: null } },
        { name: 'Site', path: 'https://example.org', hidden: false, component: 'Layout', meta: { title: '官网', icon: 'link', noCache: false, link: 'https://example.org' } },
      ],
    },
    {
      path: '/bbs', hidden: false, component: 'Layout', meta: { title: '论坛管理', icon: 'form', noCache: false, link: null },
      children: [{ name: 'Blog', path: 'blog', hidden: false, component: 'bbs/blog/index', meta: { title: '帖子管理', icon: 'form', noCache: false, link: null } }],
    },
  ];

  it('hides views the build lacks, keeps built ones and links, and drops a directory left empty from the menu', () => {
    const out = hideUnbuilt(tree, (c) => built.has(c));
    expect(out[0]!.children!.map((c) => [c.name, c.hidden])).toEqual([['User', false], ['Job', true], ['Site', false]]);
    expect(out[1]!.children![0]!.hidden).toBe(true);
    expect(buildMenu(out).map((m) => m.title)).toEqual(['系统管理']);
    expect(menuLeaves(buildMenu(out)).map((m) => m.title)).toEqual(['用户管理', '官网']);
    // the routes stay registered: a bookmark of a hidden page shows "not available", not a 404
    expect(flattenRoutes(buildRouteTree(out)).some((r) => r.fullPath === '/monitor/job' || r.fullPath === '/system/job')).toBe(true);
    // the input is left as it was
    expect(tree[0]!.children![1]!.hidden).toBe(false);
  });
});

describe('detail routes and helpers', () => {
  it('registers detail routes only with their permission', () => {
    const paths = (perms: string[]) => filterByAccess([...DETAIL_ROUTES], { permissions: perms, roles: ['common'] }).map((r) => r.path);
    expect(paths(['*:*:*'])).toHaveLength(5);
    expect(paths([])).toEqual([]);
    expect(paths(['system:dict:list'])).toEqual(['/system/dict-data/index/:dictId']);
    expect(paths(['tool:gen:edit', 'system:user:edit'])).toEqual(['/system/user-auth/role/:userId', '/tool/gen-edit/index/:tableId']);
    expect(paths(['system:role:edit', 'monitor:job:list'])).toEqual(['/system/role-auth/user/:roleId', '/monitor/job-log/index/:jobId?']);
    for (const r of DETAIL_ROUTES) {
      expect(r.hidden).toBe(true);
      expect(r.meta.activeMenu).toMatch(/^\/(system|monitor|tool)\//);
    }
  });

  it('joins paths like path.resolve and parses query JSON', () => {
    expect(joinPath('/system', 'user')).toBe('/system/user');
    expect(joinPath('/system/', '/abs')).toBe('/abs');
    expect(joinPath('/', '')).toBe('/');
    expect(joinPath('/a', 'http://x.y')).toBe('http://x.y');
    expect(parseQuery('{"id":1,"n":null}')).toEqual({ id: '1' });
    expect(parseQuery('not json')).toBeUndefined();
    expect(parseQuery(undefined)).toBeUndefined();
  });
});

describe('route meta reaches the router (handles)', () => {
  const registry = createViewRegistry({ '../views/x/page/index.tsx': async () => ({ default: () => null }) });

  it('carries title, icon, affix, noCache, activeMenu, link, breadcrumb, the redirect and the flattened parents', () => {
    const tree: RouterItem[] = [
      {
        name: 'X',
        path: '/x',
        hidden: false,
        component: 'Layout',
        redirect: 'noRedirect',
        alwaysShow: true,
        meta: { title: '目录', icon: 'system' },
        children: [
          {
            name: 'Dir',
            path: 'dir',
            hidden: false,
            component: 'ParentView',
            meta: { title: '子目录' },
            children: [
              {
                name: 'Page',
                path: 'page',
                hidden: false,
                component: 'x/page/index',
                meta: { title: '页面', icon: 'form', affix: true, noCache: true, activeMenu: '/x/other', breadcrumb: false, link: null },
              },
            ],
          },
          { name: 'Docs', path: 'docs', hidden: false, component: 'InnerLink', meta: { title: '文档', link: 'https://docs.example.com' } },
        ],
      },
    ];
    const [x] = toRouteObjects(buildRouteTree(tree), registry);
    expect(x!.handle).toMatchObject({ name: 'X', fullPath: '/x', redirect: 'noRedirect', meta: { title: '目录', icon: 'system' } });
    const [index, page, docs] = x!.children!;
    expect(index!.index).toBe(true); // the directory's own path goes to its first page
    expect(page!.path).toBe('dir/page');
    expect(page!.handle).toEqual({
      name: 'Page',
      fullPath: '/x/dir/page',
      component: 'x/page/index',
      parents: ['子目录'],
      meta: { title: '页面', icon: 'form', affix: true, noCache: true, activeMenu: '/x/other', breadcrumb: false, link: null },
    });
    expect(docs!.handle).toMatchObject({ component: 'InnerLink', meta: { link: 'https://docs.example.com' } });
  });

  it('the static profile and statistics routes look their views up in the registry, else "not available"', async () => {
    expect(STATIC_VIEWS.profile).toContain('user/profile');
    expect(STATIC_VIEWS.statistics[0]).toBe('index');
    const missing = await registryPage(['no/such/view'])();
    expect(missing.Component).toBe((await import('@admin/components/PageUnavailable')).default);
  });
});
