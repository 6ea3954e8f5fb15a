import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { server, http, HttpResponse, api, adminInfo } from '../../../mocks/server';
import type { GetRoutersResponse, RouterItem } from '@shared/contract';
import { FALLBACK_ICON, iconFor, MENU_ICONS } from '@admin/layout/icons';
import { uniqueOpen } from '@admin/layout/Sidebar';
import { useAppStore } from '@admin/stores/app';
import { setViewCheck } from '@admin/router/viewRegistry';
import sample from './fixtures/getRouters-admin-sample.json';
import { appPath, renderAdmin, resetAdminStores, signIn } from './helpers';

function serveRouters(data: RouterItem[] = (sample as GetRoutersResponse).data) {
  server.use(http.get(api('/getRouters'), () => HttpResponse.json({ code: 200, msg: '操作成功', data })));
}

async function openAt(path: string) {
  signIn();
  const utils = renderAdmin(`/admin${path}`);
  const nav = await screen.findByRole('navigation', { name: '主菜单' });
  return { user: userEvent.setup(), nav, ...utils };
}

function menuItemOf(nav: HTMLElement, text: string): HTMLElement {
  return within(nav).getByText(text).closest('li') as HTMLElement;
}

// RuoYi's sample tree names pages this build does not have yet (monitor, tools): these tests look at the layout
beforeAll(() => setViewCheck(() => true));
afterAll(() => setViewCheck());
beforeEach(() => {
  resetAdminStores();
});

describe('pages this build lacks', () => {
  it('leave the menu (a directory of such pages too); the built ones and external links stay', async () => {
    // as if 系统工具's pages (form builder, code generator, API docs) were not built, and the rest were
    setViewCheck((component) => !component.startsWith('tool/'));
    try {
      serveRouters();
      const { nav } = await openAt('/dss/index');
      const top = within(nav).getAllByRole('menuitem').map((el) => el.textContent);
      // the directory goes with its pages
      expect(top).toContain('系统管理');
      expect(top).not.toContain('系统工具');
      expect(top).toContain('若依官网');
      await userEvent.setup().click(within(nav).getByText('系统管理'));
      expect(await within(nav).findByText('用户管理')).toBeInTheDocument();
    } finally {
      setViewCheck(() => true);
    }
  });

  it('keeps a directory with one built page and leaves out its unbuilt ones', async () => {
    setViewCheck((component) => component !== 'tool/gen/index');
    try {
      serveRouters();
      const { nav, user } = await openAt('/dss/index');
      await user.click(within(nav).getByText('系统工具'));
      expect(await within(nav).findByText('表单构建')).toBeInTheDocument();
      expect(within(nav).queryByText('代码生成')).toBeNull();
    } finally {
      setViewCheck(() => true);
    }
  });
});

describe('sidebar', () => {
  it('shows 首页 then the server menus with the title and logo; the external link opens a new tab', async () => {
    serveRouters();
    const { nav } = await openAt('/dss/index');
    const sidebar = screen.getByRole('complementary', { name: '侧边栏' });
    expect(within(sidebar).getByRole('link', { name: '深度择校' })).toHaveAttribute('href', '/admin/dss/index');
    const top = within(nav).getAllByRole('menuitem').map((el) => el.textContent);
    expect(top.slice(0, 6)).toEqual(['首页', '统计报表', '系统管理', '系统监控', '系统工具', '若依官网']);
    const external = within(nav).getByRole('link', { name: /若依官网/ });
    expect(external).toHaveAttribute('href', 'http://ruoyi.vip');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(menuItemOf(nav, '首页')).toHaveClass('ant-menu-item-selected');
  });

  it('统计报表 (/index) is reachable from the sidebar, second after 首页', async () => {
    serveRouters();
    const { nav, user, router } = await openAt('/dss/index');
    const report = within(nav).getByRole('link', { name: '统计报表' });
    expect(report).toHaveAttribute('href', '/admin/index');
    await user.click(report);
    await waitFor(() => expect(appPath(router)).toBe('/index'));
    await waitFor(() => expect(menuItemOf(nav, '统计报表')).toHaveClass('ant-menu-item-selected'));
  });

  it('after a switch to English the server menu titles follow: sidebar, breadcrumb and tab, without a reload', async () => {
    const english: Record<string, string> = { 系统管理: 'System', 日志管理: 'Logs', 操作日志: 'Operation log', 用户管理: 'Users' };
    const translate = (items: RouterItem[]): RouterItem[] =>
      items.map((r) => ({
        ...r,
        ...(r.meta ? { meta: { ...r.meta, title: english[r.meta.title] ?? r.meta.title } } : {}),
        ...(r.children ? { children: translate(r.children) } : {}),
      }));
    const seen: (string | null)[] = [];
    server.use(
      http.get(api('/getRouters'), ({ request }) => {
        const lang = request.headers.get('accept-language');
        seen.push(lang);
        const data = (sample as GetRoutersResponse).data;
        return HttpResponse.json({ code: 200, msg: '操作成功', data: lang === 'en' ? translate(data) : data });
      }),
    );
    const { nav, user } = await openAt('/system/log/operlog');
    await waitFor(() => expect(menuItemOf(nav, '操作日志')).toHaveClass('ant-menu-item-selected'));
    await user.click(screen.getByRole('button', { name: /切换语言|English/ }));
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Operation log' })).toBeInTheDocument());
    expect(within(nav).getByText('System')).toBeInTheDocument();
    expect(within(nav).getByText('Statistics')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(crumbs).getAllByRole('listitem').map((li) => li.textContent?.replace('/', '').trim())).toEqual([
        'Home', 'System', 'Logs', 'Operation log',
      ]),
    );
    const tab = document.querySelector('.admin-tag.is-active .admin-tag__link');
    expect(tab).toHaveTextContent('Operation log');
    expect(seen).toEqual(['zh-CN', 'en']);
    // back to Chinese: the titles loaded first, without asking again
    await user.click(screen.getByRole('button', { name: /Switch language|中文/ }));
    await waitFor(() => expect(within(nav).getByRole('link', { name: '操作日志' })).toBeInTheDocument());
    expect(seen).toEqual(['zh-CN', 'en']);
  });

  it('opens the branch of the current page (ParentView kept as a sub-menu) and marks it active', async () => {
    serveRouters();
    const { nav } = await openAt('/system/log/operlog');
    await waitFor(() => expect(menuItemOf(nav, '操作日志')).toHaveClass('ant-menu-item-selected'));
    expect(within(nav).getByRole('link', { name: '操作日志' })).toHaveAttribute('href', '/admin/system/log/operlog');
    expect(within(nav).getByRole('link', { name: '登录日志' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: '面包屑导航' });
    expect(within(crumbs).getAllByRole('listitem').map((li) => li.textContent?.replace('/', '').trim())).toEqual([
      '首页',
      '系统管理',
      '日志管理',
      '操作日志',
    ]);
    expect(within(crumbs).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/admin/dss/index');
  });

  it('a hidden detail route highlights its list page (meta.activeMenu)', async () => {
    serveRouters();
    const { nav } = await openAt('/system/user-auth/role/3');
    await waitFor(() => expect(menuItemOf(nav, '用户管理')).toHaveClass('ant-menu-item-selected'));
    const crumbs = screen.getByRole('navigation', { name: '面包屑导航' });
    expect(within(crumbs).getByRole('link', { name: '用户管理' })).toHaveAttribute('href', '/admin/system/user');
    expect(within(crumbs).getByText('分配角色')).toHaveAttribute('aria-current', 'page');
  });

  it('shows the only visible child of a parent, skips hidden items, maps icons with a fallback, tooltips long titles', async () => {
    serveRouters([
      {
        path: '/bbs',
        hidden: false,
        component: 'Layout',
        meta: { title: '论坛管理', icon: 'education' },
        children: [
          { name: 'SchoolAuth', path: 'auth', hidden: false, component: 'bbs/auth/index', meta: { title: '学校认证信息管理', icon: 'no-such-icon' } },
          { name: 'Hidden', path: 'hidden', hidden: true, component: 'bbs/hidden/index', meta: { title: '隐藏页面' } },
        ],
      },
      {
        path: '/cms',
        hidden: false,
        alwaysShow: true,
        redirect: 'noRedirect',
        component: 'Layout',
        meta: { title: '内容', icon: 'documentation' },
        children: [{ name: 'Banner', path: 'banner', hidden: false, component: 'cms/banner/index', meta: { title: '轮播图', icon: 'banner' } }],
      },
    ]);
    const { nav, user } = await openAt('/dss/index');
    const auth = within(nav).getByRole('link', { name: '学校认证信息管理' });
    expect(auth).toHaveAttribute('href', '/admin/bbs/auth');
    expect(auth).toHaveAttribute('title', '学校认证信息管理');
    expect(within(nav).queryByText('论坛管理')).not.toBeInTheDocument();
    expect(within(nav).queryByText('隐藏页面')).not.toBeInTheDocument();
    await user.click(within(nav).getByText('内容'));
    const banner = await within(nav).findByRole('link', { name: '轮播图' });
    expect(banner).not.toHaveAttribute('title');
    expect(iconFor('no-such-icon')).toBe(FALLBACK_ICON);
    expect(iconFor('education')).toBe(MENU_ICONS.education);
  });

  it('the hamburger collapses the sidebar and remembers it in the cookie sidebarStatus', async () => {
    serveRouters();
    const { user, container } = await openAt('/dss/index');
    const hamburger = screen.getByRole('button', { name: '收起侧边栏' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await user.click(hamburger);
    expect(Cookies.get('sidebarStatus')).toBe('0');
    expect(container.querySelector('.admin-layout')).toHaveClass('is-collapsed');
    expect(screen.getByRole('button', { name: '展开侧边栏' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: '展开侧边栏' }));
    expect(Cookies.get('sidebarStatus')).toBe('1');
  });

  it('below 992 px the sidebar is a drawer, closed after navigating', async () => {
    const realMatchMedia = window.matchMedia;
    window.matchMedia = vi.fn((query: string) => ({ ...realMatchMedia(query), matches: query.includes('max-width: 991') }));
    try {
      serveRouters();
      signIn();
      const { router } = renderAdmin('/admin/dss/index');
      await screen.findByRole('button', { name: '展开侧边栏' });
      await waitFor(() => expect(useAppStore.getState().device).toBe('mobile'));
      expect(screen.queryByRole('navigation', { name: '主菜单' })).not.toBeInTheDocument();
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: '展开侧边栏' }));
      const nav = await screen.findByRole('navigation', { name: '主菜单' });
      await user.click(within(nav).getByText('系统管理'));
      await user.click(await within(nav).findByRole('link', { name: '用户管理' }));
      await waitFor(() => expect(appPath(router)).toBe('/system/user'));
      expect(useAppStore.getState().sidebar.opened).toBe(false);
    } finally {
      window.matchMedia = realMatchMedia;
    }
  });
});

describe('navbar', () => {
  it('shows the avatar and nickname; 个人中心 opens /user/profile', async () => {
    serveRouters();
    server.use(http.get(api('/getInfo'), () => HttpResponse.json(adminInfo())));
    const { user, router } = await openAt('/dss/index');
    const button = screen.getByRole('button', { name: /用户菜单/ });
    expect(button).toHaveTextContent('管理员');
    await user.click(button);
    await user.click(await screen.findByText('个人中心'));
    await waitFor(() => expect(appPath(router)).toBe('/user/profile'));
  });
});

describe('helpers', () => {
  it('opens one sub-menu at a time, keeping the ancestors of the one opened', () => {
    expect(uniqueOpen(['/system'], ['/system', '/monitor'])).toEqual(['/monitor']);
    expect(uniqueOpen(['/system'], ['/system', '/system/log'])).toEqual(['/system', '/system/log']);
    expect(uniqueOpen(['/system', '/system/log'], ['/system'])).toEqual(['/system']);
  });
});
