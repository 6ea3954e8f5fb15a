import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, http, HttpResponse, api } from '../../../../mocks/server';
import type { SysUserRow } from '@shared/contract';
import { queryOf, renderPage, resetViewState, signInWith, table } from './helpers';

const saveAs = vi.hoisted(() => vi.fn());
vi.mock('file-saver', () => ({ saveAs, default: { saveAs } }));

const { default: UserPage } = await import('@admin/views/system/user');
const { default: AuthRolePage } = await import('@admin/views/system/user/authRole');

const base = { userType: '00', email: '', sex: '0', avatar: '', loginIp: '', loginDate: null, createBy: 'admin', createTime: '2026-01-01 08:00:00', updateBy: '', updateTime: null, remark: null };
const users: SysUserRow[] = [
  { ...base, userId: 1, deptId: 106, userName: 'admin', nickName: '管理员', phonenumber: '', status: '0', dept: { deptId: 106, deptName: '技术部', leader: null } },
  { ...base, userId: 2, deptId: 104, userName: 'editor', nickName: '内容编辑', phonenumber: '13800138000', status: '0', dept: { deptId: 104, deptName: '内容编辑部', leader: null } },
];
const roles = [
  { roleId: 2, roleName: '普通角色', roleKey: 'common', roleSort: 2, dataScope: '2', status: '0', admin: false },
  { roleId: 3, roleName: '会员', roleKey: 'member', roleSort: 3, dataScope: '5', status: '0', admin: false },
];
const posts = [{ postId: 4, postCode: 'user', postName: '普通员工', postSort: 4, status: '0' }];
const tree = [{ id: 100, label: '深度择校', disabled: false, children: [{ id: 101, label: '深圳总部', disabled: false, children: [{ id: 104, label: '内容编辑部', disabled: false }] }] }];

function serve() {
  const calls = { lists: [] as Record<string, string>[], posted: [] as unknown[], statuses: [] as unknown[], authRole: [] as Record<string, string>[] };
  server.use(
    http.get(api('/system/user/list'), ({ request }) => {
      calls.lists.push(queryOf(request));
      return HttpResponse.json(table(users));
    }),
    http.get(api('/system/user/deptTree'), () => HttpResponse.json({ code: 200, msg: '', data: tree })),
    http.get(api('/system/user/'), () => HttpResponse.json({ code: 200, msg: '', roles, posts })),
    http.get(api('/system/user/:id'), ({ params }) =>
      HttpResponse.json({ code: 200, msg: '', data: users.find((u) => String(u.userId) === params.id), roleIds: [2], postIds: [4], roles, posts })),
    http.get(api('/system/config/configKey/:key'), () => HttpResponse.json({ code: 200, msg: 'Dss@2026init', data: 'Dss@2026init' })),
    http.post(api('/system/user'), async ({ request }) => {
      calls.posted.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '操作成功' });
    }),
    http.put(api('/system/user/changeStatus'), async ({ request }) => {
      calls.statuses.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '操作成功' });
    }),
    http.get(api('/system/user/authRole/:id'), () =>
      HttpResponse.json({ code: 200, msg: '', user: users[1], roles: roles.map((r) => ({ ...r, flag: r.roleId === 2 })) })),
    http.put(api('/system/user/authRole'), ({ request }) => {
      calls.authRole.push(queryOf(request));
      return HttpResponse.json({ code: 200, msg: '操作成功' });
    }),
  );
  return calls;
}

beforeEach(() => {
  resetViewState();
  signInWith();
});

const rowOf = async (name: string) => (await within(await screen.findByRole('table', { name: '用户列表' })).findByText(name)).closest('tr')!;

describe('user page', () => {
  it('lists users with their dept; a dept in the tree narrows the list; user 1 has no actions', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<UserPage />, { path: '/system/user' });
    expect(within(await rowOf('editor')).getByText('内容编辑部')).toBeInTheDocument();
    expect(within(await rowOf('admin')).queryByRole('button', { name: '修改' })).toBeNull();
    expect(within(await rowOf('admin')).getByRole('switch')).toBeDisabled();
    expect(within(await rowOf('editor')).getByRole('button', { name: '重置密码' })).toBeInTheDocument();

    await user.click(within(screen.getByRole('complementary', { name: '部门' })).getByText('深圳总部'));
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ deptId: '101', pageNum: '1' }));
    await user.type(screen.getByRole('searchbox', { name: '请输入部门名称' }), '广州');
    await waitFor(() => expect(screen.getByRole('complementary', { name: '部门' })).not.toHaveTextContent('深圳总部'));
  });

  it('adds a user: the initial password prefilled, the server’s field rules, roles and posts sent', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<UserPage />, { path: '/system/user' });
    await rowOf('editor');
    await user.click(within(screen.getByRole('toolbar', { name: '操作按钮' })).getByRole('button', { name: /新\s*增/ }));
    const dialog = (await screen.findAllByRole('dialog')).find((d) => d.textContent?.includes('添加用户'))!;
    await waitFor(() => expect(within(dialog).getByLabelText('用户密码')).toHaveValue('Dss@2026init'));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('用户昵称不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('用户账号不能为空')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('用户昵称'), '王五');
    await user.type(within(dialog).getByLabelText('用户名称'), 'wangwu');
    await user.type(within(dialog).getByLabelText('手机号码'), '123');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请输入正确的手机号码')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('手机号码'));
    await user.click(within(dialog).getByLabelText('角色'));
    await user.click(await screen.findByTitle('普通角色'));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.posted).toHaveLength(1));
    expect(calls.posted[0]).toMatchObject({ userName: 'wangwu', nickName: '王五', password: 'Dss@2026init', roleIds: [2], status: '0', sex: '0' });
  });

  it('the status switch asks first, then changes the status', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<UserPage />, { path: '/system/user' });
    await user.click(within(await rowOf('editor')).getByRole('switch', { name: 'editor 的状态' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('确认要"停用""editor"用户吗？');
    await user.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.statuses).toEqual([{ userId: 2, status: '1' }]));
  });

  it('imports a sheet and shows the server’s row summary as text', async () => {
    serve();
    server.use(http.post(api('/system/user/importData'), ({ request }) => {
      expect(new URL(request.url).searchParams.get('updateSupport')).toBe('true');
      return HttpResponse.json({ code: 500, msg: '很抱歉，导入失败！共 1 条数据格式不正确，错误如下：<br/>1、账号 &lt;b&gt;x&lt;/b&gt; 已存在' });
    }));
    const user = userEvent.setup({ delay: null });
    const { container } = renderPage(<UserPage />, { path: '/system/user' });
    await rowOf('editor');
    await user.click(screen.getByRole('button', { name: /导\s*入/ }));
    const dialog = (await screen.findAllByRole('dialog')).find((d) => d.textContent?.includes('用户导入'))!;
    await user.click(within(dialog).getByRole('checkbox', { name: '是否更新已经存在的用户数据' }));
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'users.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('很抱歉，导入失败！共 1 条数据格式不正确，错误如下：')).toBeInTheDocument();
    expect(within(dialog).getByText('账号 <b>x</b> 已存在')).toBeInTheDocument();
    expect(container.ownerDocument.querySelector('b')).toBeNull();
  });
});

describe('分配角色 page', () => {
  it('ticks the held roles and saves the set with query parameters', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<AuthRolePage />, { path: '/system/user-auth/role/:userId', entry: '/system/user-auth/role/2' });
    const grid = await screen.findByRole('table', { name: '可分配的角色' });
    await within(grid).findByText('普通角色');
    // loaded: the table's loading overlay (which blocks clicks) is gone
    await waitFor(() => expect(document.querySelector('.ant-spin-blur, .ant-spin-spinning')).toBeNull());
    expect(within(within(grid).getByText('普通角色').closest('tr')!).getByRole('checkbox')).toBeChecked();
    await user.click(within(grid).getByText('会员'));
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(calls.authRole).toEqual([{ userId: '2', roleIds: '2,3' }]));
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
  });
});

