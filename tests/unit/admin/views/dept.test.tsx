import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, http, HttpResponse, api } from '../../../../mocks/server';
import type { SysDeptRow } from '@shared/contract';
import { renderPage, resetViewState, signInWith } from './helpers';

const { default: DeptPage } = await import('@admin/views/system/dept');

const audit = { createBy: 'admin', createTime: '2026-01-01 08:00:00', updateBy: '', updateTime: null, leader: null, phone: null, email: null };
const depts: SysDeptRow[] = [
  { ...audit, deptId: 100, parentId: 0, ancestors: '0', deptName: '深度择校', orderNum: 0, status: '0' },
  { ...audit, deptId: 101, parentId: 100, ancestors: '0,100', deptName: '深圳总部', orderNum: 1, status: '0' },
  { ...audit, deptId: 104, parentId: 101, ancestors: '0,100,101', deptName: '内容编辑部', orderNum: 2, status: '0' },
  { ...audit, deptId: 102, parentId: 100, ancestors: '0,100', deptName: '广州分部', orderNum: 2, status: '1' },
];

function serve() {
  const calls = { lists: 0, sorts: [] as unknown[], posts: [] as unknown[], excluded: [] as string[] };
  server.use(
    http.get(api('/system/dept/list'), () => {
      calls.lists++;
      return HttpResponse.json({ code: 200, msg: '操作成功', data: depts });
    }),
    http.get(api('/system/dept/list/exclude/:id'), ({ params }) => {
      calls.excluded.push(String(params.id));
      return HttpResponse.json({ code: 200, msg: '操作成功', data: depts.filter((d) => d.deptId === 100 || d.deptId === 102) });
    }),
    http.get(api('/system/dept/:id'), ({ params }) =>
      HttpResponse.json({ code: 200, msg: '操作成功', data: depts.find((d) => String(d.deptId) === params.id) })),
    http.put(api('/system/dept/updateSort'), async ({ request }) => {
      calls.sorts.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '操作成功' });
    }),
    http.post(api('/system/dept'), async ({ request }) => {
      calls.posts.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '操作成功' });
    }),
  );
  return calls;
}

beforeEach(() => {
  resetViewState();
  signInWith();
});

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('dept page', () => {
  it('shows the tree expanded, collapses and expands it, and has no delete on the root', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<DeptPage />, { path: '/system/dept' });
    const grid = await screen.findByRole('table', { name: '部门列表' });
    expect(await within(grid).findByText('内容编辑部')).toBeInTheDocument();
    expect(within(rowOf('深度择校')).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(rowOf('深圳总部')).getByRole('button', { name: '删除' })).toBeInTheDocument();
    expect(within(rowOf('广州分部')).getByText('停用')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '展开/折叠' }));
    await waitFor(() => expect(within(grid).queryByText('内容编辑部')).toBeNull());
    await user.click(screen.getByRole('button', { name: '展开/折叠' }));
    expect(await within(grid).findByText('内容编辑部')).toBeInTheDocument();
  });

  it('saves the changed orders only, then reloads', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<DeptPage />, { path: '/system/dept' });
    await screen.findByText('内容编辑部');
    const save = screen.getByRole('button', { name: /保存排序/ });
    expect(save).toBeDisabled();
    const order = screen.getByRole('spinbutton', { name: '内容编辑部 的排序' });
    await user.clear(order);
    await user.type(order, '9');
    await user.click(save);
    await waitFor(() => expect(calls.sorts).toEqual([{ deptIds: '104', orderNums: '9' }]));
    expect(await screen.findByText('排序已保存')).toBeInTheDocument();
    await waitFor(() => expect(calls.lists).toBe(2));
  });

  it('adds below a row with that row as the parent, checking fields with the server’s rules', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<DeptPage />, { path: '/system/dept' });
    await screen.findByText('内容编辑部');
    await user.click(within(rowOf('深圳总部')).getByRole('button', { name: '新增下级' }));
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(dialog).toHaveTextContent('添加部门');
    await waitFor(() => expect(within(dialog).getByTitle('深圳总部')).toBeInTheDocument());
    await user.type(within(dialog).getByLabelText('邮箱'), 'not-mail');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('部门名称不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('邮箱格式不正确')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('部门名称'), '招生部');
    await user.clear(within(dialog).getByLabelText('邮箱'));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.posts).toHaveLength(1));
    expect(calls.posts[0]).toMatchObject({ parentId: 101, deptName: '招生部', orderNum: 0, status: '0' });
  });

  it('edits with parent choices that leave out the dept’s own subtree', async () => {
    const calls = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<DeptPage />, { path: '/system/dept' });
    await screen.findByText('内容编辑部');
    await user.click(within(rowOf('深圳总部')).getByRole('button', { name: '修改' }));
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    await waitFor(() => expect(within(dialog).getByLabelText('部门名称')).toHaveValue('深圳总部'));
    expect(calls.excluded).toEqual(['101']);
  });
});
