import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, http, api } from '../../../../mocks/server';
import { bbsAdminPostsMock } from '../../../../mocks/bbs-admin-posts';
import { queryOf, renderPage, resetViewState, signInWith } from './helpers';

const { default: CommentPage } = await import('@admin/views/bbs/comment');

function serve() {
  const lists: Record<string, string>[] = [];
  const mock = bbsAdminPostsMock();
  server.use(
    http.get(api('/bbs/comment/list'), ({ request }) => {
      lists.push(queryOf(request));
      return undefined;
    }),
    ...mock.handlers,
  );
  return { lists: () => lists.filter((q) => q.pageSize !== '1'), mock };
}

const grid = () => screen.findByRole('table', { name: '评论列表' });
const rowOf = async (text: string) => (await within(await grid()).findByText(text)).closest('tr')!;

beforeEach(() => {
  resetViewState();
  signInWith();
});

describe('评论管理 page', () => {
  it('lists comments as typed text with their post, review and display state', async () => {
    serve();
    renderPage(<CommentPage />, { path: '/bbs/comment' });
    const first = await rowOf('很有帮助，谢谢！');
    expect(within(first).getByText('#1 深圳国际学校择校指南')).toBeInTheDocument();
    expect(within(first).getByText('已通过')).toBeInTheDocument();
    expect(within(first).getByText('显示')).toBeInTheDocument();
    // stored as escaped HTML: shown as the text that was typed
    const second = await rowOf('收费确实<很高> 不过值得');
    expect(within(second).getByText('待审核')).toBeInTheDocument();
    const third = await rowOf('同意');
    expect(within(third).getByText('隐藏')).toBeInTheDocument();
    expect(within(third).getByText('回复')).toBeInTheDocument();
  });

  it('the 待审核 filter shows the count and narrows the list; the filters are sent', async () => {
    const { lists } = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<CommentPage />, { path: '/bbs/comment' });
    await rowOf('很有帮助，谢谢！');
    await user.click(await screen.findByRole('button', { name: /待审核（1）/ }));
    await waitFor(() => expect(lists().at(-1)).toMatchObject({ auditStatus: '1' }));
    await waitFor(async () => expect(within(await grid()).queryByText('很有帮助，谢谢！')).not.toBeInTheDocument());

    const search = screen.getByRole('search');
    await user.click(within(search).getByRole('button', { name: /重\s*置/ }));
    await user.type(within(search).getByLabelText('帖子ID'), '3');
    await user.type(within(search).getByLabelText('内容'), '同意');
    await user.click(within(search).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(lists().at(-1)).toEqual({ postId: '3', content: '同意', pageNum: '1', pageSize: '10' }));
  });

  it('hides and shows a comment', async () => {
    const { mock } = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<CommentPage />, { path: '/bbs/comment' });
    await user.click(within(await rowOf('很有帮助，谢谢！')).getByRole('button', { name: '隐藏' }));
    expect(await screen.findByText('已隐藏')).toBeInTheDocument();
    expect(mock.comments.rows().find((r) => r.replyId === 1)).toMatchObject({ status: '1', content: '很有帮助，谢谢！' });
    await user.click(within(await rowOf('同意')).getByRole('button', { name: '显示' }));
    expect(await screen.findByText('已显示')).toBeInTheDocument();
    expect(mock.comments.rows().find((r) => r.replyId === 3)?.status).toBe('0');
  });

  it('approves a pending comment, and rejects one with a reason', async () => {
    const { mock } = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<CommentPage />, { path: '/bbs/comment' });
    await user.click(within(await rowOf('收费确实<很高> 不过值得')).getByRole('button', { name: '通过' }));
    const confirmBox = (await screen.findByText('是否确认通过编号为"2"的数据项？')).closest<HTMLElement>('.ant-modal')!;
    await user.click(within(confirmBox).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('审核通过')).toBeInTheDocument();
    expect(mock.audits.comment.at(-1)).toEqual({ ids: [2], auditStatus: '0' });

    await user.click(within(await rowOf('很有帮助，谢谢！')).getByRole('button', { name: '驳回' }));
    const dialog = (await screen.findByText('驳回原因', { selector: '.ant-modal-title' })).closest<HTMLElement>('.ant-modal')!;
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('驳回原因'), '与主题无关');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('已驳回', { selector: '.ant-message *' })).toBeInTheDocument();
    expect(mock.audits.comment.at(-1)).toEqual({ ids: [1], auditStatus: '2', rejectReason: '与主题无关' });
  });

  it('deletes the selected comments after asking; no add button', async () => {
    const { mock } = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<CommentPage />, { path: '/bbs/comment' });
    await user.click(within(await rowOf('很有帮助，谢谢！')).getByRole('checkbox'));
    await user.click(within(await rowOf('同意')).getByRole('checkbox'));
    const toolbar = screen.getByRole('toolbar', { name: '操作按钮' });
    expect(within(toolbar).queryByRole('button', { name: /新\s*增/ })).not.toBeInTheDocument();
    await user.click(within(toolbar).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('是否确认删除评论编号为"1,3"的数据项？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(mock.comments.rows().map((r) => r.replyId)).toEqual([2]);
  });
});
