import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../../../mocks/server';
import type { ContactRow } from '@shared/contract/entities';
import { deskMock } from '../../../../mocks/bbs-admin-desk';
import { useContactCountStore } from '@admin/stores/contactCount';
import ContactBadge from '@admin/layout/ContactBadge';
import { renderPage, resetViewState, signInWith } from './helpers';

const { default: ContactPage } = await import('@admin/views/bbs/contact');

const base = { sourcePage: '/school/1', lang: 'zh', assignee: '', notes: '', handledTime: null, updateBy: null, updateTime: null };
const contacts: ContactRow[] = [
  { ...base, contactId: 1, name: '张三', mobile: '13800001234', message: '想了解入学', status: '0', createTime: '2026-01-05 09:00:00' },
  { ...base, contactId: 2, name: '李四', mobile: '13800005678', message: '学费多少', status: '1', assignee: 'editor', createTime: '2026-01-06 09:00:00' },
  { ...base, contactId: 3, name: '王五', mobile: '13900009999', message: '住宿安排', status: '0', createTime: '2026-01-07 09:00:00' },
];

function serve() {
  const mock = deskMock({ contacts });
  server.use(...mock.handlers);
  return { lists: mock.sent.lists.contact, mock };
}

beforeEach(() => {
  resetViewState();
  signInWith();
  useContactCountStore.setState({ count: 0 });
});

describe('contact forms page', () => {
  it('lists enquiries with their state and filters by name, mobile and state', async () => {
    const { lists } = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<ContactPage />, { path: '/bbs/contact' });
    const grid = await screen.findByRole('table', { name: '联系表单列表' });
    await within(grid).findByText('张三');
    expect(within(grid).getAllByText('新咨询')).toHaveLength(2);
    expect(within(grid).getByText('已联系')).toBeInTheDocument();
    const search = screen.getByRole('search');
    await user.type(within(search).getByLabelText('姓名'), '张');
    await user.type(within(search).getByLabelText('手机号'), '1234');
    await user.click(within(search).getByRole('combobox', { name: '跟进状态' }));
    await user.click(await screen.findByTitle('新咨询'));
    await user.click(within(search).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(lists.at(-1)).toEqual({ name: '张', mobile: '1234', status: '0', pageNum: '1', pageSize: '10' }));
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('王五')).not.toBeInTheDocument());
  });

  it('follows up an enquiry (state, assignee, notes) and refreshes the new count', async () => {
    const { mock } = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<ContactPage />, { path: '/bbs/contact' });
    const row = (await within(await screen.findByRole('table')).findByText('张三')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '修改' }));
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(dialog).toHaveTextContent('跟进联系表单');
    expect(await within(dialog).findByText('想了解入学')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: '跟进状态' }));
    await user.click((await screen.findAllByTitle('已联系')).at(-1)!);
    await user.click(within(dialog).getByRole('combobox', { name: '跟进人' }));
    await user.click(await screen.findByTitle('内容编辑 (editor)'));
    await user.type(within(dialog).getByLabelText('跟进备注'), '已电话联系');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(mock.contacts.rows().find((r) => r.contactId === 1)).toMatchObject({ status: '1', assignee: 'editor', notes: '已电话联系' });
    await waitFor(() => expect(useContactCountStore.getState().count).toBe(1));
  });

  it('deletes the selected enquiries after asking', async () => {
    const { mock } = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<ContactPage />, { path: '/bbs/contact' });
    const grid = await screen.findByRole('table');
    for (const name of ['张三', '王五']) await user.click(within((await within(grid).findByText(name)).closest('tr')!).getByRole('checkbox'));
    await user.click(within(screen.getByRole('toolbar', { name: '操作按钮' })).getByRole('button', { name: /删\s*除/ }));
    const confirm = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(confirm).toHaveTextContent(/是否确认删除编号为"(3,1|1,3)"的联系表单？/);
    await user.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(mock.contacts.rows().map((r) => r.contactId)).toEqual([2]);
  });
});

describe('navbar new-enquiry link', () => {
  it('shows the count of new enquiries for bbs:contact:list and links to the page', async () => {
    serve();
    renderPage(<ContactBadge />);
    const link = await screen.findByRole('link', { name: '新咨询 2 条' });
    expect(link).toHaveAttribute('href', '/bbs/contact');
  });

  it('is absent without bbs:contact:list', async () => {
    signInWith(['bbs:blog:list'], ['common']);
    serve();
    renderPage(<ContactBadge />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
