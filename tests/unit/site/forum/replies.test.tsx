import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBER_USER_ID, mockForum, mockMemberPost, mockReply } from '../../../../mocks/member-forum';
import { mockPosts } from '../../../../mocks/bbs';
import { renderSite } from '../render';
import { loginMember, useForumMocks } from './helpers';

vi.setConfig({ testTimeout: 20000 });

const setup = () => userEvent.setup({ pointerEventsCheck: 0 });
const thread = () => screen.findByRole('list', { name: '回复列表' }, { timeout: 8000 });

/**
 * Post 4 (a discussion): A by another member, B (the member's answer to A), C (another's answer to B, filed under A
 * as the server does), D deleted with an answer E. Contents as the server answers them (escaped text, <br>).
 */
function seedThread() {
  mockForum.replies.push(
    mockReply({ replyId: 1, postId: 4, content: '第一条回复<br>&lt;b&gt;第二行' }),
    mockReply({ replyId: 2, postId: 4, parentId: 1, userId: MEMBER_USER_ID, content: '我来回答' }),
    mockReply({ replyId: 3, postId: 4, parentId: 1, content: '谢谢小明', replyToName: '小明' }),
    mockReply({ replyId: 4, postId: 4, userId: MEMBER_USER_ID, content: '被删的', deleted: true }),
    mockReply({ replyId: 5, postId: 4, parentId: 4, content: '答复被删的' }),
  );
  mockPosts.find((p) => p.postId === 4)!.replyCount = 4;
}

describe('reply thread on a post', () => {
  const calls = useForumMocks();

  it('shows top-level replies with their answers one level deep, 回复 @name and deleted placeholders, as plain text', async () => {
    seedThread();
    renderSite('/station/detail/4');
    const list = await thread();
    expect(screen.getByRole('heading', { level: 2, name: '回复（4）' })).toBeInTheDocument();
    const tops = within(list).getAllByRole('listitem').filter((li) => li.parentElement === list);
    expect(tops).toHaveLength(2);
    const first = tops[0]!;
    const text = first.querySelector('.forum-reply__text')!;
    expect(text.innerHTML).toBe('第一条回复<br>&lt;b&gt;第二行');
    expect(text.querySelector('b')).toBeNull();
    const answers = within(first).getAllByRole('listitem');
    expect(answers.map((a) => a.querySelector('.forum-reply__text')?.textContent)).toEqual(['我来回答', '谢谢小明']);
    expect(within(answers[1]!).getByText('回复 @小明')).toBeInTheDocument();
    expect(within(tops[1]!).getByText('该回复已删除')).toBeInTheDocument();
    expect(within(tops[1]!).getByText('答复被删的')).toBeInTheDocument();
  });

  it('删除 shows only on the viewer own replies, asks to confirm, then the list and the count refresh', async () => {
    seedThread();
    loginMember();
    const user = setup();
    renderSite('/station/detail/4');
    const list = await thread();
    await waitFor(() => expect(within(list).getAllByRole('button', { name: '删除' })).toHaveLength(1));
    const mine = within(list).getAllByRole('listitem').find((li) => li.id === 'reply-2')!;
    await user.click(within(mine).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定删除这条回复吗？删除后不可恢复。')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(calls.map((c) => c.name)).toContain('deleteBlogComment/2'));
    expect(await screen.findByText('回复已删除')).toBeInTheDocument();
    // an answer has no answers of its own (they are filed under the top reply): it goes; the count drops
    await waitFor(() => expect(within(list).queryByText('我来回答')).not.toBeInTheDocument());
    expect(within(list).getByText('谢谢小明')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '回复（3）' })).toBeInTheDocument();
  });

  it('answering a reply sends its parentId and shows the answer with 回复 @name', async () => {
    seedThread();
    loginMember();
    const user = setup();
    renderSite('/station/detail/4');
    const list = await thread();
    const b = within(list).getAllByRole('listitem').find((li) => li.id === 'reply-2')!;
    await user.click(within(b).getByRole('button', { name: '回复 小明' }));
    const box = within(b).getByRole('textbox', { name: '回复 小明' });
    await user.type(box, '补充一下');
    expect(within(b).getByText('4 / 1000')).toBeInTheDocument();
    await user.click(within(b).getByRole('button', { name: '发表回复' }));
    await waitFor(() => expect(calls.find((c) => c.name === 'addBlogComment')?.body).toEqual({ postId: 4, parentId: 2, content: '补充一下' }));
    // filed under the top reply (A), naming whom it answers
    const added = await within(list).findByText('补充一下');
    const item = added.closest('li')!;
    expect(within(item).getByText('回复 @小明')).toBeInTheDocument();
    expect(item.parentElement?.closest('li')?.id).toBe('reply-1');
    expect(await screen.findByRole('heading', { level: 2, name: '回复（5）' })).toBeInTheDocument();
  });

  it('a new reply: validated, sent as plain text, visible after sending', async () => {
    loginMember();
    const user = setup();
    renderSite('/station/detail/4');
    const box = await screen.findByRole('textbox', { name: '写下您的回复' }, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: '发表回复' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入回复内容');
    await user.type(box, '<b>不是HTML</b>{Enter}第二行');
    await user.click(screen.getByRole('button', { name: '发表回复' }));
    const list = await thread();
    const shown = await within(list).findByText(/<b>不是HTML<\/b>/);
    expect(shown.innerHTML).toBe('&lt;b&gt;不是HTML&lt;/b&gt;<br>第二行');
    expect(box).toHaveValue('');
    expect(await screen.findByText('回复成功')).toBeInTheDocument();
  });

  it('a reply that waits for review says so', async () => {
    loginMember();
    mockForum.moderation = true;
    const user = setup();
    renderSite('/station/detail/4');
    const box = await screen.findByRole('textbox', { name: '写下您的回复' }, { timeout: 8000 });
    await user.type(box, '请审核');
    await user.click(screen.getByRole('button', { name: '发表回复' }));
    expect(await screen.findByRole('status')).toHaveTextContent('回复成功，正在等待审核，审核通过后将公开显示。');
  });

  it('logged out: sending opens the login popup and the typed text stays', async () => {
    const user = setup();
    renderSite('/story/detail/6');
    const box = await screen.findByRole('textbox', { name: '写下您的回复' }, { timeout: 8000 });
    await user.type(box, '想问一下');
    await user.click(screen.getByRole('button', { name: '登录后参与回复' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(box).toHaveValue('想问一下');
    expect(localStorage.getItem('dss-reply-draft:6:0')).toBe('想问一下');
    expect(calls).toHaveLength(0);
  });

  it('pages the thread 10 top-level replies at a time', async () => {
    for (let i = 1; i <= 12; i++) mockForum.replies.push(mockReply({ replyId: i, postId: 4, content: `第${i}楼` }));
    const user = setup();
    renderSite('/station/detail/4');
    const list = await thread();
    expect(within(list).getByText('第10楼')).toBeInTheDocument();
    expect(within(list).queryByText('第11楼')).not.toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: '回复分页' });
    await user.click(within(pager).getByRole('button', { name: '第 2 页' }));
    expect(await within(list).findByText('第11楼')).toBeInTheDocument();
    expect(within(list).queryByText('第1楼')).not.toBeInTheDocument();
  });
});

describe('deleting one own post', () => {
  const calls = useForumMocks();

  it('the author sees 删除帖子, confirms, and goes back to the list with a message', async () => {
    mockMemberPost({ postId: 900, postType: '3', blogType: '2', title: '我自己的讨论' });
    loginMember();
    const user = setup();
    const { router } = renderSite('/station/detail/900');
    await user.click(await screen.findByRole('button', { name: '删除帖子' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定删除这篇帖子吗？帖子下的回复将一并删除，且不可恢复。')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/station/list'));
    // one deletion (the header's unread-notice count is the other member call a page sends)
    expect(calls.map((c) => c.name).filter((n) => n !== 'countUnreadNotice')).toEqual(['deleteBlog/900']);
    expect(await screen.findByText('帖子已删除')).toBeInTheDocument();
  });

  it("another's post has no 删除帖子", async () => {
    mockMemberPost({ postId: 901, postType: '2', title: '别人的故事', userId: 101 });
    loginMember();
    renderSite('/story/detail/901');
    await screen.findByRole('textbox', { name: '写下您的回复' }, { timeout: 8000 });
    expect(screen.queryByRole('button', { name: '删除帖子' })).not.toBeInTheDocument();
  });
});
