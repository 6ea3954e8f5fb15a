/**
 * The shell in the whole admin app (sample /getRouters, memory router): tags view actions and navigation, route
 * search, fullscreen, top nav, breadcrumb during a refresh. Pages of later issues render "not available", which is
 * all these tests need from a page.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import screenfull from 'screenfull';
import { server, http, HttpResponse, api } from '../../../mocks/server';
import type { GetRoutersResponse } from '@shared/contract';
import sample from './fixtures/getRouters-admin-sample.json';
import { renderAdmin, appPath, resetAdminStores, signIn } from './helpers';
import { useSettingsStore } from '@admin/stores/settings';
import { setViewCheck } from '@admin/router/viewRegistry';
import { useTagsViewStore } from '@admin/stores/tagsView';

// RuoYi's sample tree names pages this build does not have yet (monitor, tools): these tests look at the layout
beforeAll(() => setViewCheck(() => true));
afterAll(() => setViewCheck());
beforeEach(() => {
  resetAdminStores();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function openShell(path: string) {
  server.use(http.get(api('/getRouters'), () => HttpResponse.json(sample as GetRoutersResponse)));
  signIn();
  const utils = renderAdmin(`/admin${path}`);
  const nav = await screen.findByRole('navigation', { name: '主菜单' });
  return { user: userEvent.setup(), nav, ...utils };
}
const tabsNav = () => screen.getByRole('navigation', { name: '已打开的页面' });
const tabTitles = () => within(tabsNav()).getAllByRole('link').map((a) => a.textContent);
type Router = ReturnType<typeof renderAdmin>['router'];
const go = (router: Router, to: string) => act(() => router.navigate(to));
async function visit(router: Router, ...paths: string[]) {
  for (const p of paths) {
    await go(router, p);
    await waitFor(() => expect(appPath(router)).toBe(p));
  }
}
async function contextMenu(user: ReturnType<typeof userEvent.setup>, title: string) {
  fireEvent.contextMenu(within(tabsNav()).getByRole('link', { name: title }).closest('li')!);
  const menus = await screen.findAllByRole('menu');
  const menu = menus.at(-1)!;
  return { menu, items: within(menu).getAllByRole('menuitem').map((m) => m.textContent), pick: (text: string) => user.click(within(menu).getByText(text)) };
}

describe('tags view', () => {
  it('a tab per visited page; the dashboard tab is first, active tab marked, no close button on it', async () => {
    const { router } = await openShell('/system/user');
    await visit(router, '/system/role', '/monitor/online');
    expect(tabTitles()).toEqual(['首页', '用户管理', '角色管理', '在线用户']);
    expect(within(tabsNav()).getByRole('link', { name: '在线用户' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabsNav()).queryByRole('button', { name: '关闭“首页”' })).not.toBeInTheDocument();
    expect(within(tabsNav()).getByRole('button', { name: '关闭“角色管理”' })).toBeInTheDocument();
    // the same page again: no second tab; the /redirect helper never gets one
    await visit(router, '/system/user');
    expect(tabTitles()).toEqual(['首页', '用户管理', '角色管理', '在线用户']);
  });

  it('closing the active tab goes to the last remaining tab; closing another stays', async () => {
    const { router, user } = await openShell('/system/user');
    await visit(router, '/system/role', '/monitor/online', '/system/role');
    await user.click(within(tabsNav()).getByRole('button', { name: '关闭“角色管理”' }));
    await waitFor(() => expect(appPath(router)).toBe('/monitor/online'));
    await user.click(within(tabsNav()).getByRole('button', { name: '关闭“用户管理”' }));
    expect(appPath(router)).toBe('/monitor/online');
    expect(tabTitles()).toEqual(['首页', '在线用户']);
    await user.click(within(tabsNav()).getByRole('button', { name: '关闭“在线用户”' }));
    await waitFor(() => expect(appPath(router)).toBe('/dss/index'));
    expect(tabTitles()).toEqual(['首页']);
  });

  it('middle-click closes a tab, never an affix one', async () => {
    const { router } = await openShell('/system/user');
    await visit(router, '/system/role');
    fireEvent(within(tabsNav()).getByRole('link', { name: '用户管理' }).closest('li')!, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(tabTitles()).toEqual(['首页', '角色管理']);
    fireEvent(within(tabsNav()).getByRole('link', { name: '首页' }).closest('li')!, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(tabTitles()).toEqual(['首页', '角色管理']);
  });

  it('the right-click menu offers what applies to the tab (105 px wide)', async () => {
    const { router, user } = await openShell('/system/user');
    await visit(router, '/system/role', '/monitor/online');
    expect((await contextMenu(user, '首页')).items).toEqual(['刷新页面', '关闭其他', '关闭右侧', '全部关闭']);
    await user.keyboard('{Escape}');
    expect((await contextMenu(user, '用户管理')).items).toEqual(['刷新页面', '关闭当前', '关闭其他', '关闭右侧', '全部关闭']);
    await user.keyboard('{Escape}');
    expect((await contextMenu(user, '角色管理')).items).toEqual(['刷新页面', '关闭当前', '关闭其他', '关闭左侧', '关闭右侧', '全部关闭']);
    await user.keyboard('{Escape}');
    const last = await contextMenu(user, '在线用户');
    expect(last.items).toEqual(['刷新页面', '关闭当前', '关闭其他', '关闭左侧', '全部关闭']);
    expect(last.menu.closest('.ant-dropdown')).toHaveStyle({ width: '105px' });
  });

  it('关闭其他 first goes to the chosen tab; 关闭左侧 / 关闭右侧; 全部关闭 keeps the dashboard', async () => {
    const { router, user } = await openShell('/system/user');
    await visit(router, '/system/role', '/monitor/online', '/monitor/job', '/system/post');
    await (await contextMenu(user, '在线用户')).pick('关闭其他');
    await waitFor(() => expect(appPath(router)).toBe('/monitor/online'));
    expect(tabTitles()).toEqual(['首页', '在线用户']);

    await visit(router, '/system/user', '/system/role', '/monitor/job');
    expect(tabTitles()).toEqual(['首页', '在线用户', '用户管理', '角色管理', '定时任务']);
    await (await contextMenu(user, '用户管理')).pick('关闭左侧');
    expect(tabTitles()).toEqual(['首页', '用户管理', '角色管理', '定时任务']);
    expect(appPath(router)).toBe('/monitor/job');
    await (await contextMenu(user, '用户管理')).pick('关闭右侧');
    expect(tabTitles()).toEqual(['首页', '用户管理']);
    // the page shown was closed: go to the chosen tab
    await waitFor(() => expect(appPath(router)).toBe('/system/user'));
    await (await contextMenu(user, '用户管理')).pick('全部关闭');
    expect(tabTitles()).toEqual(['首页']);
    await waitFor(() => expect(appPath(router)).toBe('/dss/index'));
  });

  it('the active tab menu disables instead of hiding; 刷新页面 goes through /redirect and back, breadcrumb unchanged', async () => {
    const { router, user } = await openShell('/system/user');
    await user.click(screen.getByRole('button', { name: '标签操作' }));
    const menu = (await screen.findAllByRole('menu')).at(-1)!;
    expect(within(menu).getAllByRole('menuitem').map((m) => [m.textContent, m.getAttribute('aria-disabled') === 'true'])).toEqual([
      ['刷新页面', false],
      ['关闭当前', false],
      ['关闭其他', false],
      ['关闭左侧', true],
      ['关闭右侧', true],
      ['全部关闭', false],
    ]);
    await user.keyboard('{Escape}');
    const entries: string[] = [];
    const unsubscribe = router.subscribe((s) => entries.push(s.location.pathname));
    await user.click(screen.getByRole('button', { name: '刷新页面' }));
    await waitFor(() => expect(entries).toContain('/admin/redirect/system/user'));
    await waitFor(() => expect(appPath(router)).toBe('/system/user'));
    unsubscribe();
    expect(screen.getByRole('navigation', { name: '面包屑导航' })).toHaveTextContent('用户管理');
    expect(tabTitles()).toEqual(['首页', '用户管理']);
  });

  it('the tabs are gone with the tags view off', async () => {
    useSettingsStore.getState().setSetting('tagsView', false);
    await openShell('/system/user');
    expect(screen.queryByRole('navigation', { name: '已打开的页面' })).not.toBeInTheDocument();
    expect(useTagsViewStore.getState().kept).toEqual([]);
  });
});

describe('route search', () => {
  it('finds by title, highlights, counts, moves with the arrows and opens with Enter', async () => {
    const { router, user } = await openShell('/system/user');
    await user.click(screen.getByRole('button', { name: '搜索菜单' }));
    const input = await screen.findByRole('combobox', { name: '菜单搜索，支持标题、URL模糊查询' });
    await waitFor(() => expect(input).toHaveFocus());
    await user.type(input, '日志');
    expect(screen.getByRole('status')).toHaveTextContent('共 2 个结果');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('系统管理 / 日志管理 / 操作日志'),
      expect.stringContaining('系统管理 / 日志管理 / 登录日志'),
    ]);
    expect(options[0]!.querySelector('mark')).toHaveTextContent('日志');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowDown}'); // wraps
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(appPath(router)).toBe('/system/log/logininfor'));
  });

  it('says when nothing matches; Esc closes; an http entry opens a new window', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { router, user } = await openShell('/system/user');
    await user.click(screen.getByRole('button', { name: '搜索菜单' }));
    const input = await screen.findByRole('combobox', { name: '菜单搜索，支持标题、URL模糊查询' });
    await waitFor(() => expect(input).toHaveFocus());
    await user.type(input, 'qqqqzzzz');
    expect(screen.getByRole('status')).toHaveTextContent('没有找到相关菜单');
    expect(screen.queryAllByRole('option')).toEqual([]);
    await user.clear(input);
    await user.type(input, 'ruoyi');
    await user.keyboard('{Enter}');
    expect(open).toHaveBeenCalledWith('http://ruoyi.vip', '_blank', 'noopener,noreferrer');
    expect(appPath(router)).toBe('/system/user');
    expect(screen.getByRole('button', { name: '搜索菜单' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('Esc closes the dialog', async () => {
    const { user } = await openShell('/system/user');
    // the page (with its dialogs, kept rendered while closed) is in place before the search opens
    await screen.findByRole('table', { name: '用户列表' });
    await user.click(screen.getByRole('button', { name: '搜索菜单' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: '菜单搜索，支持标题、URL模糊查询' })).toHaveFocus());
    expect(screen.getByRole('button', { name: '搜索菜单' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: '搜索菜单' })).toHaveAttribute('aria-expanded', 'false'));
  });
});

describe('navbar tools', () => {
  it('fullscreen: 你的浏览器不支持全屏 when the browser cannot', async () => {
    const { user } = await openShell('/system/user');
    expect(screenfull.isEnabled).toBe(false); // jsdom
    await user.click(screen.getByRole('button', { name: '全屏' }));
    expect(await screen.findByText('你的浏览器不支持全屏')).toBeInTheDocument();
  });

  it('fullscreen toggles through screenfull when supported', async () => {
    // jsdom has no Fullscreen API: screenfull is then just {isEnabled: false}; give it one
    const sf = screenfull as unknown as Record<string, unknown>;
    const real = { ...sf };
    const toggle = vi.fn(() => Promise.resolve());
    Object.assign(sf, { isEnabled: true, isFullscreen: false, toggle, on: vi.fn(), off: vi.fn() });
    try {
      const { user } = await openShell('/system/user');
      await user.click(screen.getByRole('button', { name: '全屏' }));
      expect(toggle).toHaveBeenCalled();
      expect(sf.on).toHaveBeenCalledWith('change', expect.any(Function));
    } finally {
      for (const k of Object.keys(sf)) delete sf[k];
      Object.assign(sf, real);
    }
  });

  it('the avatar menu opens the layout settings', async () => {
    const { user } = await openShell('/system/user');
    await user.click(screen.getByRole('button', { name: /用户菜单/ }));
    const items = within((await screen.findAllByRole('menu')).at(-1)!).getAllByRole('menuitem').map((m) => m.textContent);
    expect(items).toEqual(['个人中心', '布局设置', '退出登录']);
  });
});

describe('top nav', () => {
  it('top-level menus in the navbar; a directory loads its children into the sidebar; a page hides it', async () => {
    useSettingsStore.getState().setSetting('topNav', true);
    const { router, user, nav } = await openShell('/system/user');
    const top = screen.getByRole('navigation', { name: '顶部菜单' });
    expect(screen.queryByRole('navigation', { name: '面包屑导航' })).not.toBeInTheDocument();
    expect(within(top).getByText('系统管理').closest('li')).toHaveClass('ant-menu-item-selected');
    // the sidebar holds the system menus only
    expect(within(nav).getByRole('link', { name: '用户管理' })).toBeInTheDocument();
    expect(within(nav).queryByText('系统监控')).not.toBeInTheDocument();
    await user.click(within(top).getByText('系统监控'));
    expect(await within(screen.getByRole('navigation', { name: '主菜单' })).findByRole('link', { name: '在线用户' })).toBeInTheDocument();
    expect(appPath(router)).toBe('/system/user'); // choosing a directory does not navigate
    await user.click(within(top).getByText('首页'));
    await waitFor(() => expect(appPath(router)).toBe('/dss/index'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: '主菜单' })).not.toBeInTheDocument());
  });
});

describe('document title', () => {
  it('is "<page> - 深度择校" with the dynamic title on, the site title with it off', async () => {
    await openShell('/system/role');
    await waitFor(() => expect(document.title).toBe('角色管理 - 深度择校'));
    act(() => useSettingsStore.getState().setSetting('dynamicTitle', false));
    await waitFor(() => expect(document.title).toBe('深度择校'));
  });
});
