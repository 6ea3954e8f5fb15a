import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberMock } from '../../../../mocks/member-centre';
import { renderSite } from '../render';
import { loginAsMember } from './helpers';

/** The header's bell (its name carries the unread count). */
const bell = (count: number) => screen.findByRole('link', { name: `消息通知，${count} 条未读` }, { timeout: 10_000 });

describe('member notices: /notify and the header bell', () => {
  it('lists notices with the unread ones marked, and the count in the header', async () => {
    loginAsMember();
    renderSite('/notify');
    expect(await bell(2)).toHaveAttribute('href', '/notify');
    const first = (await screen.findByRole('button', { name: /小红回复了您的帖子/ })).closest('li')!;
    expect(within(first).getByText('未读')).toBeInTheDocument();
    const read = screen.getByRole('button', { name: /系统维护通知/ }).closest('li')!;
    expect(within(read).queryByText('未读')).not.toBeInTheDocument();
    // the unread word is part of the button's accessible name (screen readers hear it)
    expect(screen.getByRole('button', { name: '未读 小红回复了您的帖子' })).toBeInTheDocument();
    expect(screen.getByText('2 条未读')).toBeInTheDocument();
    // each tab says how many of its notices are unread
    expect(screen.getByRole('tab', { name: '审核通知，1 条未读' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '系统通知' })).toBeInTheDocument();
  });

  it('opening a notice marks it read, lowers the header count and follows its link', async () => {
    loginAsMember();
    const user = userEvent.setup();
    const { router } = renderSite('/notify');
    await bell(2);
    await user.click(await screen.findByRole('button', { name: /小红回复了您的帖子/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/station/detail/1'));
    expect(memberMock.notices.find((n) => n.noticeId === 1)?.read).toBe(true);
    expect(await bell(1)).toBeInTheDocument();
  });

  it('a notice without a link stays on the page, now read', async () => {
    loginAsMember();
    const user = userEvent.setup();
    const { router } = renderSite('/notify');
    await user.click(await screen.findByRole('button', { name: /您的帖子已通过审核/ }));
    expect(await screen.findByRole('button', { name: '您的帖子已通过审核' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notify');
    expect(await screen.findByText('1 条未读')).toBeInTheDocument();
  });

  it('tabs by type; 全部已读 reads them all and the bell shows none', async () => {
    loginAsMember();
    const user = userEvent.setup();
    renderSite('/notify');
    await screen.findByRole('button', { name: /小红回复了您的帖子/ });
    await user.click(screen.getByRole('tab', { name: /审核通知/ }));
    expect(await screen.findByRole('button', { name: /您的帖子已通过审核/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /小红回复了您的帖子/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /全部/ }));
    await user.click(await screen.findByRole('button', { name: '全部已读' }));
    expect(await bell(0)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('未读')).not.toBeInTheDocument());
    expect(memberMock.notices.every((n) => n.read)).toBe(true);
  });

  it('pages through notices', async () => {
    loginAsMember();
    memberMock.notices = Array.from({ length: 12 }, (_, i) => ({ ...memberMock.notices[2]!, noticeId: 50 + i, title: `通知 ${50 + i}` }));
    const user = userEvent.setup();
    renderSite('/notify');
    expect(await screen.findByRole('button', { name: '通知 50' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(await screen.findByRole('button', { name: '通知 61' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '通知 50' })).not.toBeInTheDocument();
  });

  it('English: tabs, unread marks and links under /en', async () => {
    loginAsMember();
    const user = userEvent.setup();
    const { router } = renderSite('/en/notify');
    expect(await screen.findByRole('tab', { name: /Replies/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notifications', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toHaveAttribute('href', '/en/notify');
    await user.click(await screen.findByRole('button', { name: /Unread 小红回复了您的帖子/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/station/detail/1'));
  });

  it('the account menu leads to the centre pages', async () => {
    loginAsMember();
    const user = userEvent.setup();
    const { router } = renderSite('/');
    await user.click(await screen.findByRole('button', { name: '账户菜单：小明' }));
    await user.click(await screen.findByRole('menuitem', { name: /编辑资料/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/layout/editinfo'));
  });

  it('visitors see no bell and make no count call', async () => {
    let counted = 0;
    const { server } = await import('../../../../mocks/server');
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('countUnreadNotice')) counted++;
    });
    renderSite('/');
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /消息通知/ })).not.toBeInTheDocument();
    expect(counted).toBe(0);
  });
});
