/**
 * 论坛管理 › 留言板: the members' messages with visibility, review and answer; filters by answered; 回复 sends the answer
 * (an empty one takes it back); 修改 hides a message; the reply button follows its permission.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, http, HttpResponse, api } from '../../../../mocks/server';
import { bbsMessageEntity, type MessageAdminRow } from '@shared/contract/message';
import { crudMock } from '../../../../mocks/crud';
import { queryOf, renderPage, resetViewState, signInWith } from './helpers';

const { default: MessagePage } = await import('@admin/views/bbs/message');

const base = { userId: 100, status: '0', auditStatus: '0', replyContent: null, replyBy: '', replyTime: null, createBy: 'mia', updateBy: '', updateTime: null };
const messages: MessageAdminRow[] = [
  { ...base, messageId: 1, userName: 'mia', authorName: '米娅妈妈', content: '请问开放日什么时候？', createTime: '2026-03-01 09:00:00' },
  { ...base, messageId: 2, userName: 'noah', authorName: 'noah', content: '<b>寄宿</b>家庭怎么找', auditStatus: '1', createTime: '2026-03-02 09:00:00' },
];

function serve() {
  const lists: Record<string, string>[] = [];
  const replies: unknown[] = [];
  const mock = crudMock(bbsMessageEntity, messages, {
    filter: (row, q) => !q.replied || (q.replied === 'Y') === !!row.replyContent,
  });
  server.use(
    http.get(api('/bbs/message/list'), ({ request }) => {
      lists.push(queryOf(request));
      return undefined;
    }),
    http.put(api('/bbs/message/reply'), async ({ request }) => {
      const body = (await request.json()) as { messageId: number; replyContent: string };
      replies.push(body);
      return HttpResponse.json({ code: 200, msg: '操作成功' });
    }),
    ...mock.handlers,
  );
  return { lists, replies, mock };
}

const lastDialog = async () => (await screen.findAllByRole('dialog')).at(-1)!;

beforeEach(() => {
  resetViewState();
  signInWith();
});

describe('留言板 admin page', () => {
  it('lists messages as plain text with writer, visibility and review, and filters by answered', async () => {
    const { lists } = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<MessagePage />, { path: '/bbs/message' });
    const grid = await screen.findByRole('table', { name: '留言列表' });
    const row2 = (await within(grid).findByText('<b>寄宿</b>家庭怎么找')).closest('tr')!;
    expect(row2.querySelector('b')).toBeNull();
    expect(within(row2).getByText('待审核')).toBeInTheDocument();
    const row1 = within(grid).getByText('请问开放日什么时候？').closest('tr')!;
    expect(within(row1).getByText('(mia)')).toBeInTheDocument();
    expect(within(row1).getByText('未回复')).toBeInTheDocument();

    const search = screen.getByRole('search');
    await user.click(within(search).getByRole('combobox', { name: '是否回复' }));
    await user.click(await screen.findByTitle('已回复'));
    await user.click(within(search).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(lists.at(-1)).toMatchObject({ replied: 'Y', pageNum: '1' }));
  });

  it('回复 shows the message and sends the answer; an empty answer takes it back', async () => {
    const { replies } = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<MessagePage />, { path: '/bbs/message' });
    const row = (await within(await screen.findByRole('table')).findByText('请问开放日什么时候？')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '回复' }));
    const dialog = await lastDialog();
    expect(dialog).toHaveTextContent('回复留言');
    expect(within(dialog).getByText('请问开放日什么时候？')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('回复内容'), '每年11月，详见学校官网。');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('回复已发布')).toBeInTheDocument();
    expect(replies.at(-1)).toEqual({ messageId: 1, replyContent: '每年11月，详见学校官网。' });

    await user.click(within(row).getByRole('button', { name: '回复' }));
    const again = await lastDialog();
    await user.clear(within(again).getByLabelText('回复内容'));
    await user.click(within(again).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('回复已撤回')).toBeInTheDocument();
    expect(replies.at(-1)).toEqual({ messageId: 1, replyContent: '' });
  });

  it('修改 hides a message and approves it', async () => {
    const { mock } = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<MessagePage />, { path: '/bbs/message' });
    const row = (await within(await screen.findByRole('table')).findByText('<b>寄宿</b>家庭怎么找')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '修改' }));
    const dialog = await lastDialog();
    expect(dialog).toHaveTextContent('修改留言');
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: '待审核' })).toBeChecked());
    await user.click(within(dialog).getByRole('radio', { name: '隐藏' }));
    await user.click(within(dialog).getByRole('radio', { name: '已通过' }));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(mock.rows().find((m) => m.messageId === 2)).toMatchObject({ status: '1', auditStatus: '0' });
  });

  it('without bbs:message:reply there is no 回复 button', async () => {
    serve();
    signInWith(['bbs:message:list', 'bbs:message:edit'], ['bbs_editor']);
    renderPage(<MessagePage />, { path: '/bbs/message' });
    const row = (await within(await screen.findByRole('table')).findByText('请问开放日什么时候？')).closest('tr')!;
    expect(within(row).getByRole('button', { name: '修改' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '回复' })).toBeNull();
  });
});
