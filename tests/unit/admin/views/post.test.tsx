import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, http, api } from '../../../../mocks/server';
import type { SysPost } from '@shared/contract';
import { postEntity } from '@shared/contract/entities';
import { crudMock } from '../../../../mocks/crud';
import { queryOf, renderPage, resetViewState, signInWith } from './helpers';

const saveAs = vi.hoisted(() => vi.fn());
vi.mock('file-saver', () => ({ saveAs, default: { saveAs } }));

const { default: PostPage } = await import('@admin/views/system/post');

const audit = { createBy: 'admin', updateBy: '', updateTime: null, createTime: '2026-01-01 08:00:00', remark: null };
const posts: SysPost[] = [
  { ...audit, postId: 1, postCode: 'ceo', postName: '董事长', postSort: 1, status: '0' },
  { ...audit, postId: 2, postCode: 'se', postName: '项目经理', postSort: 2, status: '0' },
  { ...audit, postId: 5, postCode: 'intern', postName: '实习生', postSort: 5, status: '1' },
];
/** posts some user holds (the server refuses to delete them) */
const HELD = new Set([1]);

function serve() {
  const lists: Record<string, string>[] = [];
  const mock = crudMock(postEntity, posts, {
    refuseSave: (row, rows, id) => {
      const other = rows.filter((r) => r.postId !== id);
      const verb = id === undefined ? '新增' : '修改';
      if (other.some((r) => r.postName === row.postName)) return `${verb}岗位'${row.postName}'失败，岗位名称已存在`;
      if (other.some((r) => r.postCode === row.postCode)) return `${verb}岗位'${row.postName}'失败，岗位编码已存在`;
      return undefined;
    },
    refuseRemove: (targets) => {
      const held = targets.find((p) => HELD.has(p.postId));
      return held ? `${held.postName}已分配,不能删除` : undefined;
    },
  });
  server.use(
    http.get(api('/system/post/list'), ({ request }) => {
      lists.push(queryOf(request));
      return undefined; // fall through to the kit's mock
    }),
    ...mock.handlers,
  );
  return { lists, mock };
}

const toolbar = () => screen.getByRole('toolbar', { name: '操作按钮' });

beforeEach(() => {
  resetViewState();
  signInWith();
});

describe('post page', () => {
  it('lists posts in display order with RuoYi’s columns and the status as a tag', async () => {
    serve();
    renderPage(<PostPage />, { path: '/system/post' });
    const grid = await screen.findByRole('table');
    await within(grid).findByText('董事长');
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['岗位编号', '岗位编码', '岗位名称', '岗位排序', '状态', '创建时间', '操作']),
    );
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]?.textContent)).toEqual(['ceo', 'se', 'intern']);
    expect(within(rows[2]!).getByText('停用')).toBeInTheDocument();
  });

  it('searches by code, name and status', async () => {
    const { lists } = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<PostPage />, { path: '/system/post' });
    await within(await screen.findByRole('table')).findByText('董事长');
    const search = screen.getByRole('search');
    await user.type(within(search).getByLabelText('岗位编码'), 'E');
    await user.click(within(search).getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByTitle('正常'));
    await user.click(within(search).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(lists.at(-1)).toEqual({ postCode: 'E', status: '0', pageNum: '1', pageSize: '10' }));
    const grid = screen.getByRole('table');
    await waitFor(() => expect(within(grid).queryByText('实习生')).not.toBeInTheDocument());
    expect(within(grid).getByText('项目经理')).toBeInTheDocument();
  });

  it('a new post opens with order 0 and 正常, checks fields with the server’s messages, shows a refusal and keeps what was typed', async () => {
    const { mock } = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<PostPage />, { path: '/system/post' });
    await within(await screen.findByRole('table')).findByText('董事长');
    await user.click(within(toolbar()).getByRole('button', { name: /新\s*增/ }));
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(dialog).toHaveTextContent('添加岗位');
    expect(within(dialog).getByLabelText('岗位顺序')).toHaveValue('0');
    expect(within(dialog).getByRole('radio', { name: '正常' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('岗位名称不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('岗位编码不能为空')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('岗位名称'), '留学顾问');
    await user.type(within(dialog).getByLabelText('岗位编码'), 'ceo');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText("新增岗位'留学顾问'失败，岗位编码已存在")).toBeInTheDocument();
    expect(within(dialog).getByLabelText('岗位名称')).toHaveValue('留学顾问');
    expect(mock.rows()).toHaveLength(3);

    await user.clear(within(dialog).getByLabelText('岗位编码'));
    await user.type(within(dialog).getByLabelText('岗位编码'), 'consultant');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(mock.rows().at(-1)).toMatchObject({ postName: '留学顾问', postCode: 'consultant', postSort: 0, status: '0' });
  });

  it('deleting a post a user holds shows the server’s refusal and deletes nothing', async () => {
    const { mock } = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<PostPage />, { path: '/system/post' });
    const grid = await screen.findByRole('table');
    const row = (await within(grid).findByText('董事长')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '删除' }));
    const confirm = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(confirm).toHaveTextContent('是否确认删除岗位编号为"1"的数据项？');
    await user.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('董事长已分配,不能删除')).toBeInTheDocument();
    expect(mock.rows()).toHaveLength(3);
  });

  it('edits a post loaded from the server and exports with the filters', async () => {
    const { mock } = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<PostPage />, { path: '/system/post' });
    const row = (await within(await screen.findByRole('table')).findByText('实习生')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '修改' }));
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(dialog).toHaveTextContent('修改岗位');
    await waitFor(() => expect(within(dialog).getByLabelText('岗位编码')).toHaveValue('intern'));
    await user.click(within(dialog).getByRole('radio', { name: '正常' }));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(mock.rows().find((p) => p.postId === 5)).toMatchObject({ status: '0', updateBy: 'admin' });

    await user.click(within(toolbar()).getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(saveAs).toHaveBeenCalled());
    expect(String(saveAs.mock.calls.at(-1)?.[1])).toMatch(/^post_\d+\.xlsx$/);
  });
});
