import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, http, HttpResponse, api } from '../../../../mocks/server';
import type { NoticeReadUser, SysNotice } from '@shared/contract';
import { noticeEntity } from '@shared/contract/entities';
import { crudMock } from '../../../../mocks/crud';
import { queryOf, renderPage, resetViewState, signInWith, table } from './helpers';

const { default: NoticePage } = await import('@admin/views/system/notice');

const audit = { updateBy: '', updateTime: null, remark: null };
const notices: SysNotice[] = [
  { ...audit, noticeId: 1, noticeTitle: '寒假放假通知', noticeType: '1', noticeContent: '<p>1月20日起放假</p>', status: '0', createBy: 'admin', createTime: '2026-01-05 09:00:00' },
  { ...audit, noticeId: 2, noticeTitle: '系统升级公告', noticeType: '2', noticeContent: '<p>周六凌晨升级<img src="https://x.test/a.png" onerror="window.__pwned=1"></p>', status: '0', createBy: 'editor', createTime: '2026-01-06 09:00:00' },
  { ...audit, noticeId: 3, noticeTitle: '草稿', noticeType: '1', noticeContent: null, status: '1', createBy: 'admin', createTime: '2026-01-07 09:00:00' },
];
const readers: NoticeReadUser[] = [
  { userId: 1, userName: 'admin', nickName: '管理员', deptName: '技术部', phonenumber: '', readTime: '2026-01-06 10:00:00' },
  { userId: 2, userName: 'editor', nickName: '内容编辑', deptName: '内容编辑部', phonenumber: '13800000000', readTime: '2026-01-06 09:30:00' },
];

function serve() {
  const lists: Record<string, string>[] = [];
  const readerQueries: Record<string, string>[] = [];
  const mock = crudMock(noticeEntity, notices);
  server.use(
    http.get(api('/system/notice/list'), ({ request }) => {
      lists.push(queryOf(request));
      return undefined;
    }),
    http.get(api('/system/notice/readUsers/list'), ({ request }) => {
      const q = queryOf(request);
      readerQueries.push(q);
      const rows = readers.filter((r) => !q.searchValue || r.userName.includes(q.searchValue) || r.nickName.includes(q.searchValue));
      return HttpResponse.json(table(rows));
    }),
    ...mock.handlers,
  );
  return { lists, readerQueries, mock };
}

const lastDialog = async () => (await screen.findAllByRole('dialog')).at(-1)!;

beforeEach(() => {
  resetViewState();
  signInWith();
});

describe('notice page', () => {
  it('lists notices newest first with type and status tags, and searches by title, author and type', async () => {
    const { lists } = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<NoticePage />, { path: '/system/notice' });
    const grid = await screen.findByRole('table');
    await within(grid).findByText('寒假放假通知');
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['序号', '公告标题', '公告类型', '状态', '创建者', '创建时间', '操作']),
    );
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual(['3', '2', '1']);
    expect(within(rows[0]!).getByText('关闭')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('公告')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('2026-01-05')).toBeInTheDocument();

    const search = screen.getByRole('search');
    await user.type(within(search).getByLabelText('公告标题'), '升级');
    await user.type(within(search).getByLabelText('操作人员'), 'edi');
    await user.click(within(search).getByRole('combobox', { name: '类型' }));
    await user.click(await screen.findByTitle('公告'));
    await user.click(within(search).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(lists.at(-1)).toEqual({ noticeTitle: '升级', createBy: 'edi', noticeType: '2', pageNum: '1', pageSize: '10' }));
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('寒假放假通知')).not.toBeInTheDocument());
    expect(within(screen.getByRole('table')).getByText('系统升级公告')).toBeInTheDocument();
  });

  it('the add dialog checks title and type with the server’s messages, then saves a published notice', async () => {
    const { mock } = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<NoticePage />, { path: '/system/notice' });
    await within(await screen.findByRole('table')).findByText('寒假放假通知');
    await user.click(within(screen.getByRole('toolbar', { name: '操作按钮' })).getByRole('button', { name: /新\s*增/ }));
    const dialog = await lastDialog();
    expect(dialog).toHaveTextContent('添加公告');
    expect(within(dialog).getByRole('radio', { name: '正常' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('公告标题不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('公告类型不能为空')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('公告标题'), '<b>开学</b>');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('公告标题不能包含脚本字符')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('公告标题'));
    await user.type(within(dialog).getByLabelText('公告标题'), '开学通知');
    await user.click(within(dialog).getByRole('combobox', { name: '公告类型' }));
    await user.click((await screen.findAllByTitle('通知')).at(-1)!);
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(mock.rows().at(-1)).toMatchObject({ noticeTitle: '开学通知', noticeType: '1', status: '0', noticeContent: null });
  });

  it('edits a notice loaded from the server (its content in the editor) and saves with PUT', async () => {
    const { mock } = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<NoticePage />, { path: '/system/notice' });
    const row = (await within(await screen.findByRole('table')).findByText('寒假放假通知')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '修改' }));
    const dialog = await lastDialog();
    expect(dialog).toHaveTextContent('修改公告');
    await waitFor(() => expect(within(dialog).getByLabelText('公告标题')).toHaveValue('寒假放假通知'));
    expect(await within(dialog).findByText('1月20日起放假')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '关闭' }));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(mock.rows().find((n) => n.noticeId === 1)).toMatchObject({ status: '1', noticeContent: '<p>1月20日起放假</p>' });
  });

  it('a title opens the notice with its content sanitized', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<NoticePage />, { path: '/system/notice' });
    await user.click(await within(await screen.findByRole('table')).findByRole('button', { name: '系统升级公告' }));
    const dialog = await lastDialog();
    expect(dialog).toHaveTextContent('公告详情');
    expect(await within(dialog).findByText('周六凌晨升级')).toBeInTheDocument();
    expect(within(dialog).getByText('editor')).toBeInTheDocument();
    const img = dialog.querySelector('img')!;
    expect(img).toHaveAttribute('src', 'https://x.test/a.png');
    expect(img).not.toHaveAttribute('onerror');
  });

  it('阅读用户 lists who read the notice and searches them', async () => {
    const { readerQueries } = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<NoticePage />, { path: '/system/notice' });
    const row = (await within(await screen.findByRole('table')).findByText('系统升级公告')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '阅读用户' }));
    const dialog = await lastDialog();
    expect(dialog).toHaveTextContent('「系统升级公告」已读用户');
    expect(await within(dialog).findByText('内容编辑部')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('共 2 人已读');
    expect(readerQueries.at(-1)).toEqual({ noticeId: '2', pageNum: '1', pageSize: '10' });
    await user.type(within(dialog).getByLabelText('登录名称 / 用户名称'), '管理{Enter}');
    await waitFor(() => expect(readerQueries.at(-1)).toEqual({ noticeId: '2', searchValue: '管理', pageNum: '1', pageSize: '10' }));
    await waitFor(() => expect(within(dialog).queryByText('内容编辑部')).not.toBeInTheDocument());
    expect(dialog).toHaveTextContent('共 1 人已读');
  });

  it('offers only what the permissions allow', async () => {
    serve();
    signInWith(['system:notice:query']);
    renderPage(<NoticePage />, { path: '/system/notice' });
    const row = (await within(await screen.findByRole('table')).findByText('系统升级公告')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: '阅读用户' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '修改' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('toolbar', { name: '操作按钮' })).queryByRole('button', { name: /新\s*增/ })).not.toBeInTheDocument();
  });
});
