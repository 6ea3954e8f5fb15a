import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, http, HttpResponse, api } from '../../../../mocks/server';
import type { AuthUserRow, SysRoleRow, TreeSelect } from '@shared/contract';
import { roleEntity } from '@shared/contract/entities';
import { crudMock } from '../../../../mocks/crud';
import { queryOf, renderPage, resetViewState, signInWith, table } from './helpers';

const { default: RolePage } = await import('@admin/views/system/role');
const { default: AuthUserPage } = await import('@admin/views/system/role/authUser');

const audit = { createBy: 'admin', createTime: '2026-01-01 08:00:00', updateBy: '', updateTime: null, remark: null };
const role = (roleId: number, roleName: string, roleKey: string, over: Partial<SysRoleRow> = {}): SysRoleRow => ({
  ...audit, roleId, roleName, roleKey, roleSort: roleId, dataScope: '1', menuCheckStrictly: true, deptCheckStrictly: true,
  status: '0', delFlag: '0', admin: roleId === 1, flag: false, ...over,
});
const roles = [role(1, '超级管理员', 'admin'), role(2, '普通角色', 'common', { dataScope: '2' })];

const menuTree: TreeSelect[] = [
  { id: 1, label: '系统管理', disabled: false, children: [
    { id: 100, label: '用户管理', disabled: false, children: [{ id: 1000, label: '用户查询', disabled: false }] },
    { id: 101, label: '角色管理', disabled: false },
  ] },
  { id: 2, label: '系统监控', disabled: false },
];
const deptTree: TreeSelect[] = [{ id: 100, label: '深度择校', disabled: false, children: [{ id: 101, label: '深圳总部', disabled: false }, { id: 102, label: '广州分部', disabled: false }] }];

function serve() {
  const calls: { added?: Record<string, unknown>; updated?: Record<string, unknown>; status?: unknown; scope?: unknown } = {};
  const mock = crudMock(roleEntity, roles, {
    refuseSave: (row, _rows, id) => {
      if (id === undefined) calls.added = row as unknown as Record<string, unknown>;
      else calls.updated = row as unknown as Record<string, unknown>;
      return undefined;
    },
  });
  server.use(
    http.get(api('/system/menu/treeselect'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: menuTree })),
    http.get(api('/system/menu/roleMenuTreeselect/:id'), () => HttpResponse.json({ code: 200, msg: '操作成功', menus: menuTree, checkedKeys: [1000] })),
    http.get(api('/system/role/deptTree/:id'), () => HttpResponse.json({ code: 200, msg: '操作成功', depts: deptTree, checkedKeys: [101] })),
    http.put(api('/system/role/changeStatus'), async ({ request }) => {
      calls.status = await request.json();
      return HttpResponse.json({ code: 200, msg: '操作成功' });
    }),
    http.put(api('/system/role/dataScope'), async ({ request }) => {
      calls.scope = await request.json();
      return HttpResponse.json({ code: 200, msg: '操作成功' });
    }),
    ...mock.handlers,
  );
  return calls;
}

beforeEach(() => {
  resetViewState();
  signInWith();
});

const rowOf = async (text: string) => (await within(await screen.findByRole('table', { name: '角色列表' })).findByText(text)).closest('tr')!;
const lastDialog = async () => (await screen.findAllByRole('dialog')).at(-1)!;

describe('role page', () => {
  it('role 1 has no row actions and a locked switch; other roles have 修改 / 删除 / 数据权限 / 分配用户', async () => {
    serve();
    const { router } = renderPage(<RolePage />, { path: '/system/role' });
    const admin = await rowOf('超级管理员');
    expect(within(admin).queryAllByRole('button')).toHaveLength(0);
    expect(within(admin).getByRole('switch')).toBeDisabled();
    const common = await rowOf('普通角色');
    expect(within(common).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['修改', '删除', '数据权限', '分配用户']);
    await userEvent.setup({ delay: null }).click(within(common).getByRole('button', { name: '分配用户' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/role-auth/user/2'));
  });

  it('a new role sends the checked menus with their parents (父子联动), or only the checked ones without it', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<RolePage />, { path: '/system/role' });
    await rowOf('普通角色');
    await user.click(within(screen.getByRole('toolbar', { name: '操作按钮' })).getByRole('button', { name: /新\s*增/ }));
    const dialog = await lastDialog();
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('角色名称不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('权限字符不能为空')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('角色名称'), '编辑');
    await user.type(within(dialog).getByRole('textbox', { name: /权限字符$/ }), 'editor');
    await user.click(within(dialog).getByRole('checkbox', { name: '展开/折叠' }));
    await user.click(await within(dialog).findByText('用户查询'));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.added).toBeDefined());
    expect(calls.added).toMatchObject({ roleName: '编辑', roleKey: 'editor', menuCheckStrictly: true, status: '0' });
    expect([...(calls.added!.menuIds as number[])].sort((a, b) => a - b)).toEqual([1, 100, 1000]);

    calls.added = undefined;
    await user.click(within(screen.getByRole('toolbar', { name: '操作按钮' })).getByRole('button', { name: /新\s*增/ }));
    const again = await lastDialog();
    await user.type(within(again).getByLabelText('角色名称'), '只读');
    await user.type(within(again).getByRole('textbox', { name: /权限字符$/ }), 'reader');
    await user.click(within(again).getByRole('checkbox', { name: '父子联动' }));
    await user.click(within(again).getByText('系统监控'));
    await user.click(within(again).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.added).toMatchObject({ roleName: '只读', menuCheckStrictly: false, menuIds: [2] }));
  });

  it('the edit dialog loads the role’s menus and sends them back; 全选 sends every menu', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<RolePage />, { path: '/system/role' });
    await user.click(within(await rowOf('普通角色')).getByRole('button', { name: '修改' }));
    const dialog = await lastDialog();
    await waitFor(() => expect(within(dialog).getByLabelText('角色名称')).toHaveValue('普通角色'));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.updated).toBeDefined());
    expect([...(calls.updated!.menuIds as number[])].sort((a, b) => a - b)).toEqual([1, 100, 1000]);
    expect(calls.updated).toMatchObject({ roleId: 2, roleKey: 'common' });

    await user.click(within(await rowOf('普通角色')).getByRole('button', { name: '修改' }));
    const again = await lastDialog();
    await user.click(within(again).getByRole('checkbox', { name: '全选/全不选' }));
    await user.click(within(again).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect([...(calls.updated!.menuIds as number[])].sort((a, b) => a - b)).toEqual([1, 2, 100, 101, 1000]));
  });

  it('the status switch asks first, then sends changeStatus', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<RolePage />, { path: '/system/role' });
    await user.click(within(await rowOf('普通角色')).getByRole('switch'));
    const confirm = await lastDialog();
    expect(confirm).toHaveTextContent('确认要"停用""普通角色"角色吗?');
    await user.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.status).toEqual({ roleId: 2, status: '1' }));
    expect(await screen.findByText('停用成功')).toBeInTheDocument();
  });

  it('the data scope dialog shows the dept tree for custom scope and sends the checked depts', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<RolePage />, { path: '/system/role' });
    await user.click(within(await rowOf('普通角色')).getByRole('button', { name: '数据权限' }));
    const dialog = await lastDialog();
    expect(await within(dialog).findByText('深圳总部')).toBeInTheDocument();
    await user.click(within(dialog).getByText('广州分部'));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.scope).toBeDefined());
    expect(calls.scope).toMatchObject({ roleId: 2, dataScope: '2', deptCheckStrictly: true });
    expect([...(calls.scope as { deptIds: number[] }).deptIds].sort()).toEqual([100, 101, 102]);
  });
});

describe('分配用户 page', () => {
  const users: AuthUserRow[] = [
    { userId: 2, deptId: 104, userName: 'editor', nickName: '内容编辑', email: '', phonenumber: '13800000000', status: '0', createTime: '2026-01-01 08:00:00' },
    { userId: 5, deptId: 104, userName: 'writer', nickName: '作者', email: '', phonenumber: '', status: '0', createTime: '2026-01-01 08:00:00' },
  ];
  const others: AuthUserRow[] = [{ userId: 9, deptId: 103, userName: 'newbie', nickName: '新人', email: '', phonenumber: '', status: '0', createTime: null }];

  function serveUsers() {
    const calls: { allocated: Record<string, string>[]; cancel?: unknown; cancelAll?: Record<string, string>; selectAll?: Record<string, string> } = { allocated: [] };
    server.use(
      http.get(api('/system/role/authUser/allocatedList'), ({ request }) => {
        calls.allocated.push(queryOf(request));
        return HttpResponse.json(table(users));
      }),
      http.get(api('/system/role/authUser/unallocatedList'), () => HttpResponse.json(table(others))),
      http.put(api('/system/role/authUser/cancel'), async ({ request }) => {
        calls.cancel = await request.json();
        return HttpResponse.json({ code: 200, msg: '操作成功' });
      }),
      http.put(api('/system/role/authUser/cancelAll'), ({ request }) => {
        calls.cancelAll = queryOf(request);
        return HttpResponse.json({ code: 200, msg: '操作成功' });
      }),
      http.put(api('/system/role/authUser/selectAll'), ({ request }) => {
        calls.selectAll = queryOf(request);
        return HttpResponse.json({ code: 200, msg: '操作成功' });
      }),
    );
    return calls;
  }

  it('lists the role’s users and revokes one or the selected ones', async () => {
    const calls = serveUsers();
    const user = userEvent.setup({ delay: null });
    renderPage(<AuthUserPage />, { path: '/system/role-auth/user/:roleId', entry: '/system/role-auth/user/2' });
    const grid = await screen.findByRole('table', { name: '已分配用户' });
    const row = (await within(grid).findByText('editor')).closest('tr')!;
    expect(calls.allocated[0]).toMatchObject({ roleId: '2', pageNum: '1', pageSize: '10' });
    await user.click(within(row).getByRole('button', { name: '取消授权' }));
    const confirm = await lastDialog();
    expect(confirm).toHaveTextContent('确认要取消该用户"editor"角色吗？');
    await user.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.cancel).toEqual({ userId: 2, roleId: 2 }));
    expect(await screen.findByText('取消授权成功')).toBeInTheDocument();

    const rows = within(grid).getAllByRole('row').slice(1);
    await user.click(within(rows[0]!).getByRole('checkbox'));
    await user.click(within(rows[1]!).getByRole('checkbox'));
    await user.click(within(screen.getByRole('toolbar', { name: '操作按钮' })).getByRole('button', { name: /批量取消授权/ }));
    await user.click(within(await lastDialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.cancelAll).toEqual({ roleId: '2', userIds: '2,5' }));
  });

  it('添加用户 grants the role to the chosen users (and asks to choose first)', async () => {
    const calls = serveUsers();
    const user = userEvent.setup({ delay: null });
    renderPage(<AuthUserPage />, { path: '/system/role-auth/user/:roleId', entry: '/system/role-auth/user/2' });
    await within(await screen.findByRole('table', { name: '已分配用户' })).findByText('editor');
    await user.click(within(screen.getByRole('toolbar', { name: '操作按钮' })).getByRole('button', { name: /添加用户/ }));
    const dialog = await lastDialog();
    const grid = within(dialog).getByRole('table', { name: '未分配用户' });
    const row = (await within(grid).findByText('newbie')).closest('tr')!;
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请选择要分配的用户')).toBeInTheDocument();
    await user.click(within(row).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.selectAll).toEqual({ roleId: '2', userIds: '9' }));
    await waitFor(() => expect(calls.allocated.length).toBe(2));
  });
});
