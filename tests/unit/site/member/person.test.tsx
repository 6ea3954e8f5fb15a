import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLoginModal } from '@site/stores/loginModal';
import { memberMock } from '../../../../mocks/member-centre';
import { renderSite } from '../render';
import { loginAsMember } from './helpers';

describe('member centre: /layout/person', () => {
  it('logged out: the login popup opens and the page asks to log in', async () => {
    renderSite('/layout/person');
    expect(await screen.findByRole('heading', { name: '请先登录' })).toBeInTheDocument();
    await waitFor(() => expect(useLoginModal.getState().open).toBe(true));
    expect(useLoginModal.getState().reason).toBe('unauthorized');
  });

  it('logged out in English too', async () => {
    renderSite('/en/notify');
    expect(await screen.findByRole('heading', { name: 'Please log in' })).toBeInTheDocument();
    await waitFor(() => expect(useLoginModal.getState().open).toBe(true));
  });

  it('/layout goes to /layout/person; the menu lists the centre pages', async () => {
    loginAsMember();
    const { router } = renderSite('/layout');
    expect(await screen.findByRole('heading', { name: '个人中心', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/layout/person');
    const menu = screen.getByRole('navigation', { name: '会员中心菜单' });
    expect(within(menu).getByRole('link', { name: '编辑资料' })).toHaveAttribute('href', '/layout/editinfo');
    expect(within(menu).getByRole('link', { name: '学校信息' })).toHaveAttribute('href', '/layout/schoolinfo');
    expect(within(menu).getByRole('link', { name: '消息通知' })).toHaveAttribute('href', '/notify');
    expect(within(menu).getByRole('link', { name: '修改密码' })).toHaveAttribute('href', '/layout/password');
  });

  it('my posts link to their pages and show their review state', async () => {
    loginAsMember();
    renderSite('/layout/person');
    expect(await screen.findByRole('link', { name: '我的帖子 1' })).toHaveAttribute('href', '/station/detail/1');
    expect(screen.getByRole('link', { name: '我的故事' })).toHaveAttribute('href', '/story/detail/4');
    const pending = screen.getByRole('link', { name: '等待审核的帖子' }).closest('li')!;
    expect(within(pending).getByText('审核中')).toBeInTheDocument();
    const rejected = screen.getByRole('link', { name: '被驳回的帖子' }).closest('li')!;
    expect(within(rejected).getByText('未通过')).toBeInTheDocument();
    expect(within(rejected).getByText('原因：含有广告')).toBeInTheDocument();
  });

  it('English: links under /en and English labels', async () => {
    loginAsMember();
    renderSite('/en/layout/person');
    expect(await screen.findByRole('link', { name: '我的帖子 1' })).toHaveAttribute('href', '/en/station/detail/1');
    expect(screen.getByRole('tab', { name: 'My posts' })).toBeInTheDocument();
    expect(screen.getAllByText('Under review').length).toBeGreaterThan(0);
  });

  it('pages through my posts', async () => {
    loginAsMember();
    memberMock.posts = Array.from({ length: 13 }, (_, i) => ({ ...memberMock.posts[0]!, postId: 100 + i, title: `帖子 ${100 + i}` }));
    const user = userEvent.setup();
    renderSite('/layout/person');
    expect(await screen.findByRole('link', { name: '帖子 100' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '帖子 110' })).not.toBeInTheDocument();
    expect(screen.getByText('共 13 条')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(await screen.findByRole('link', { name: '帖子 110' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '帖子 100' })).not.toBeInTheDocument();
  });

  it('deleting a post asks first, then the row goes', async () => {
    loginAsMember();
    const user = userEvent.setup();
    renderSite('/layout/person');
    await user.click(await screen.findByRole('button', { name: '删除帖子：我的帖子 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/确定删除帖子「我的帖子 1」吗/)).toBeInTheDocument();
    expect(memberMock.posts).toHaveLength(4);
    await user.click(within(dialog).getByRole('button', { name: '删 除' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: '我的帖子 1' })).not.toBeInTheDocument());
    expect(memberMock.posts.map((p) => p.postId)).toEqual([2, 3, 4]);
  });

  it('my replies and the replies I received, as tabs', async () => {
    loginAsMember();
    const user = userEvent.setup();
    renderSite('/layout/person');
    await screen.findByRole('link', { name: '我的帖子 1' });
    await user.click(screen.getByRole('tab', { name: '我的回复' }));
    // shown as typed: the escaped markup as text, the line break as a break, never a literal <br />
    const mine = await screen.findByText((_, el) => el?.tagName === 'DIV' && el.classList.contains('dir-rich') && el.textContent === '我写的回复 <b>第二行');
    expect(mine.querySelector('br')).not.toBeNull();
    expect(mine.querySelector('b')).toBeNull();
    expect(screen.getByRole('link', { name: '帖子：我的帖子 1' })).toHaveAttribute('href', '/station/detail/1');
    await user.click(screen.getByRole('tab', { name: '收到的回复' }));
    expect(await screen.findByText('别人回复我')).toBeInTheDocument();
    expect(screen.getByText('小红：')).toBeInTheDocument();
  });
});
