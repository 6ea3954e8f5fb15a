import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { App } from 'antd';
import { createViewRegistry, normaliseComponent, viewRegistry } from '@admin/router/viewRegistry';
import { toRouteObject } from '@admin/router/dynamicRoutes';
import type { AdminRoute } from '@admin/lib/routes/buildRoutes';
import PageUnavailable from '@admin/components/PageUnavailable';
import ParentView from '@admin/layout/ParentView';
import InnerLink from '@admin/layout/InnerLink';
import Layout from '@admin/layout/Layout';
import Dashboard from '@admin/views/dss';

function DictView() {
  return <h1>字典管理页面</h1>;
}
function CacheListView() {
  return <h1>缓存列表页面</h1>;
}

const fake = createViewRegistry({
  '../views/system/dict/index.tsx': async () => ({ default: DictView }),
  '../views/monitor/cache/list/index.tsx': async () => ({ default: CacheListView }),
});

describe('view registry', () => {
  it('resolves a view path to its file, and a folder path to its index.tsx', async () => {
    const dict = fake.resolve('system/dict/index');
    expect(dict.kind).toBe('view');
    expect(await dict.load()).toBe(DictView);
    const list = fake.resolve('monitor/cache/list');
    expect(list.kind).toBe('view');
    expect(await list.load()).toBe(CacheListView);
    expect(fake.resolve('/system/dict/index.vue').kind).toBe('view');
    expect(fake.keys().sort()).toEqual(['monitor/cache/list/index', 'system/dict/index']);
  });

  it('resolves Layout, ParentView and InnerLink to the shell, an outlet and the iframe view', async () => {
    expect(fake.resolve('Layout').kind).toBe('layout');
    expect(await fake.resolve('Layout').load()).toBe(Layout);
    expect(fake.resolve('ParentView').kind).toBe('parentView');
    expect(await fake.resolve('ParentView').load()).toBe(ParentView);
    expect(fake.resolve('InnerLink').kind).toBe('innerLink');
    expect(await fake.resolve('InnerLink').load()).toBe(InnerLink);
  });

  it('resolves unknown, empty and missing component strings to the not-available view', async () => {
    for (const c of ['system/nope/index', '', undefined, null, 'Layouts']) {
      const r = fake.resolve(c);
      expect(r.kind).toBe('missing');
      expect(await r.load()).toBe(PageUnavailable);
    }
  });

  it('the app registry knows the views under src/admin/views', async () => {
    expect(viewRegistry.keys()).toEqual(expect.arrayContaining(['dss/index', 'login/index', 'register/index']));
    expect(await viewRegistry.resolve('dss/index').load()).toBe(Dashboard);
    expect(viewRegistry.resolve('system/user/authRole').kind).toBe('view');
    expect(viewRegistry.resolve('monitor/job/log').kind).toBe('view');
    expect(viewRegistry.resolve('monitor/nowhere/index').kind).toBe('missing');
  });

  it('normalises component strings', () => {
    expect(normaliseComponent('@/views/system/user/index.vue')).toBe('system/user/index');
    expect(normaliseComponent(' /tool/gen/index ')).toBe('tool/gen/index');
  });
});

describe('routes from the registry', () => {
  function renderRoute(route: AdminRoute, entry: string) {
    const router = createMemoryRouter([{ path: '/', HydrateFallback: () => null, children: [toRouteObject(route, fake)] }], { initialEntries: [entry] });
    render(
      <App>
        <RouterProvider router={router} />
      </App>,
    );
    return router;
  }

  it('an unknown component renders the clear not-available view with the route title, never a blank page', async () => {
    renderRoute(
      { path: '/bbs/blog', fullPath: '/bbs/blog', component: 'bbs/blog/index', hidden: false, meta: { title: '帖子管理' } },
      '/bbs/blog',
    );
    expect(await screen.findByRole('heading', { name: '本页面尚未开放' })).toBeInTheDocument();
    expect(screen.getByText('帖子管理')).toBeInTheDocument();
    expect(screen.getByText('该页面正在建设中，敬请期待。')).toBeInTheDocument();
    // "not available yet", not "does not exist": no 404 picture, no 页面不存在
    expect(document.querySelector('.ant-result-404, .ant-result-image')).toBeNull();
    expect(screen.queryByText(/页面不存在/)).not.toBeInTheDocument();
  });

  it('a known component renders its view; a Layout directory nests it and redirects its own path to the first page', async () => {
    const router = renderRoute(
      {
        path: '/system',
        fullPath: '/system',
        component: 'Layout',
        hidden: false,
        meta: { title: '系统管理' },
        children: [{ path: 'dict', fullPath: '/system/dict', component: 'system/dict/index', hidden: false, meta: { title: '字典管理' } }],
      },
      '/system',
    );
    expect(await screen.findByRole('heading', { name: '字典管理页面' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/system/dict');
  });

  it('a param that breaks its pattern is a 404 (digits-only ids)', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          HydrateFallback: () => null,
          ErrorBoundary: () => <p>not found</p>,
          children: [
            toRouteObject(
              {
                path: '/system/user-auth/role/:userId',
                fullPath: '/system/user-auth/role/:userId',
                component: 'system/user/authRole',
                hidden: true,
                meta: { title: '分配角色' },
                paramPatterns: { userId: /^\d+$/ },
              },
              fake,
            ),
          ],
        },
      ],
      { initialEntries: ['/system/user-auth/role/abc'] },
    );
    render(
      <App>
        <RouterProvider router={router} />
      </App>,
    );
    expect(await screen.findByText('not found')).toBeInTheDocument();
  });
});
