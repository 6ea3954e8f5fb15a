import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, http, HttpResponse, api } from '../../../../mocks/server';
import type { SysMenu } from '@shared/contract';
import { MENU_ICONS } from '@admin/layout/icons';
import { MENU_ICON_NAMES } from '@admin/views/system/menu/IconSelect';
import { renderPage, resetViewState, signInWith } from './helpers';

const { default: MenuPage } = await import('@admin/views/system/menu');

const menu = (menuId: number, menuName: string, parentId: number, orderNum: number, menuType: string, over: Partial<SysMenu> = {}): SysMenu => ({
  menuId, menuName, menuNameEn: null, parentId, orderNum, menuType, path: menuType === 'F' ? '' : menuName, component: menuType === 'C' ? `system/${menuId}/index` : null,
  query: null, routeName: '', isFrame: '1', isCache: '0', visible: '0', status: '0', perms: menuType === 'M' ? '' : `system:${menuId}:list`,
  icon: menuType === 'F' ? '#' : 'system', createBy: 'admin', createTime: '2026-01-01 08:00:00', updateBy: '', updateTime: null, remark: '', ...over,
});

const menus: SysMenu[] = [
  menu(1, '系统管理', 0, 1, 'M'),
  menu(100, '用户管理', 1, 1, 'C', { icon: 'user' }),
  menu(101, '角色管理', 1, 2, 'C'),
  menu(1000, '用户查询', 100, 1, 'F'),
  menu(4, '官网', 0, 2, 'M', { isFrame: '0', path: 'https://example.com' }),
];

function serve() {
  const calls: { sort?: unknown; added?: unknown } = {};
  server.use(
    http.get(api('/system/menu/list'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: menus })),
    http.put(api('/system/menu/updateSort'), async ({ request }) => {
      calls.sort = await request.json();
      return HttpResponse.json({ code: 200, msg: '操作成功' });
    }),
    http.post(api('/system/menu'), async ({ request }) => {
      calls.added = await request.json();
      return HttpResponse.json({ code: 200, msg: '操作成功' });
    }),
    http.delete(api('/system/menu/:id'), () => HttpResponse.json({ code: 601, msg: '存在子菜单,不允许删除' })),
  );
  return calls;
}

beforeEach(() => {
  resetViewState();
  signInWith();
});

const toolbar = () => within(screen.getByRole('toolbar', { name: '操作按钮' }));

describe('menu page', () => {
  it('shows the menus as a tree that 展开/折叠 opens and closes, typed by tags', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<MenuPage />, { path: '/system/menu' });
    const grid = await screen.findByRole('table', { name: '菜单列表' });
    await within(grid).findByText('系统管理');
    expect(within(grid).queryByText('用户管理')).not.toBeInTheDocument();
    expect(within(grid).getByText('外链')).toBeInTheDocument();
    await user.click(toolbar().getByRole('button', { name: '展开/折叠' }));
    expect(await within(grid).findByText('用户查询')).toBeInTheDocument();
    expect(within(grid).getByText('按钮')).toBeInTheDocument();
    expect(within(grid).getAllByText('菜单')).toHaveLength(2);
    await user.click(toolbar().getByRole('button', { name: '展开/折叠' }));
    await waitFor(() => expect(within(grid).queryByText('用户管理')).not.toBeInTheDocument());
  });

  it('saves changed orders with 保存排序 as comma lists, and says when nothing changed', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<MenuPage />, { path: '/system/menu' });
    const grid = await screen.findByRole('table', { name: '菜单列表' });
    await within(grid).findByText('系统管理');
    await user.click(toolbar().getByRole('button', { name: /保存排序/ }));
    expect(await screen.findByText('未检测到排序修改')).toBeInTheDocument();
    const order = within(grid).getByRole('spinbutton', { name: '“官网”的排序' });
    await user.clear(order);
    await user.type(order, '7');
    await user.click(toolbar().getByRole('button', { name: /保存排序/ }));
    await waitFor(() => expect(calls.sort).toEqual({ menuIds: '4', orderNums: '7' }));
    expect(await screen.findByText('排序保存成功')).toBeInTheDocument();
  });

  it('shows only the fields of each type, checks them with the server’s messages, and adds a child', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<MenuPage />, { path: '/system/menu' });
    const grid = await screen.findByRole('table', { name: '菜单列表' });
    const row = (await within(grid).findByText('系统管理')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '新增下级' }));
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(dialog).toHaveTextContent('添加菜单');
    const has = (label: string) => within(dialog).queryByText(label, { selector: 'label *, label' }) !== null;
    // M: icon, path, frame and visibility; no component, permission or cache
    expect(within(dialog).getByRole('radio', { name: '目录' })).toBeChecked();
    expect([has('菜单图标'), has('路由地址'), has('是否外链'), has('显示状态'), has('组件路径'), has('权限字符'), has('是否缓存')])
      .toEqual([true, true, true, true, false, false, false]);
    await user.click(within(dialog).getByRole('radio', { name: '菜单' }));
    await waitFor(() => expect([has('组件路径'), has('权限字符'), has('路由参数'), has('是否缓存'), has('路由名称')]).toEqual([true, true, true, true, true]));
    await user.click(within(dialog).getByRole('radio', { name: '按钮' }));
    await waitFor(() => expect([has('菜单图标'), has('路由地址'), has('组件路径'), has('是否外链'), has('权限字符')]).toEqual([false, false, false, false, true]));

    await user.click(within(dialog).getByRole('radio', { name: '菜单' }));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('菜单名称不能为空')).toBeInTheDocument();
    // antd validates the fields one after another: each message renders in its own turn
    expect(await within(dialog).findByText('路由地址不能为空')).toBeInTheDocument();
    expect(calls.added).toBeUndefined();

    await user.type(within(dialog).getByLabelText('菜单名称'), '岗位管理');
    await user.type(within(dialog).getByRole('textbox', { name: /路由地址$/ }), 'post');
    await user.type(within(dialog).getByRole('textbox', { name: /组件路径$/ }), 'system/post/index');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.added).toMatchObject({ parentId: 1, menuType: 'C', menuName: '岗位管理', path: 'post', component: 'system/post/index', isFrame: '1', isCache: '0', visible: '0', status: '0' }));
  });

  it('offers exactly the icons the sidebar can render', async () => {
    expect([...MENU_ICON_NAMES].sort()).toEqual(Object.keys(MENU_ICONS).sort());
    serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<MenuPage />, { path: '/system/menu' });
    await within(await screen.findByRole('table', { name: '菜单列表' })).findByText('系统管理');
    await user.click(toolbar().getByRole('button', { name: /新\s*增/ }));
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    await user.click(within(dialog).getByRole('combobox', { name: '菜单图标' }));
    await user.keyboard('peop');
    expect((await screen.findAllByText('peoples')).length).toBeGreaterThan(0);
    expect(screen.queryByText('dashboard')).not.toBeInTheDocument();
  });

  it('shows the server’s warning when a menu with children is deleted', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<MenuPage />, { path: '/system/menu' });
    const row = (await within(await screen.findByRole('table', { name: '菜单列表' })).findByText('系统管理')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '删除' }));
    const confirm = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(confirm).toHaveTextContent('是否确认删除名称为"系统管理"的数据项?');
    await user.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('存在子菜单,不允许删除')).toBeInTheDocument();
  });
});
