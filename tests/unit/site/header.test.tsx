import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@shared/auth/store';
import { MEMBER_TOKEN } from '../../../mocks/server';
import { useLoginModal } from '@site/stores/loginModal';
import { renderSite } from './render';

describe('site header', () => {
  it('menu groups open as disclosures and close with Escape', async () => {
    const user = userEvent.setup();
    renderSite('/');
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    const group = within(nav).getByRole('button', { name: '香港留学' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: '学习方式' })).toHaveAttribute('href', '/aboard/learning');
    await user.keyboard('{Escape}');
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(group).toHaveFocus();
  });

  it('marks the current page and its group', async () => {
    renderSite('/en/aboard/campus-type');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const group = within(nav).getByRole('button', { name: 'Study in Canada' });
    expect(group.closest('li')).toHaveClass('is-active');
    expect(within(nav).getByRole('link', { name: 'School types', hidden: true })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the phone menu in a drawer', async () => {
    const user = userEvent.setup();
    renderSite('/en');
    await user.click(await screen.findByRole('button', { name: 'Open the navigation menu' }));
    const drawer = await screen.findByRole('dialog');
    const mobile = within(drawer).getByRole('navigation', { name: 'Mobile navigation' });
    expect(within(mobile).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
    expect(within(mobile).getByRole('link', { name: 'Articles' })).toHaveAttribute('href', '/en/station');
    expect(within(mobile).getByText('Financial support')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open the navigation menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows the member's nickname with a logout item when logged in", async () => {
    const user = userEvent.setup();
    document.cookie = `Admin-Token=${MEMBER_TOKEN}; path=/`;
    useAuthStore.setState({ token: MEMBER_TOKEN });
    renderSite('/');
    const account = await screen.findByRole('button', { name: '账户菜单：小明' });
    await user.click(account);
    await user.click(await screen.findByRole('menuitem', { name: /退出登录/ }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('确定注销并退出系统吗？');
    await user.click(within(confirm).getByRole('button', { name: /退\s*出/ }));
    await waitFor(() => expect(useAuthStore.getState().token).toBe(''));
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
  });

  it('an expired session on page load quietly becomes logged out (no popup)', async () => {
    document.cookie = 'Admin-Token=expired-token; path=/';
    useAuthStore.setState({ token: 'expired-token' });
    renderSite('/');
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(useAuthStore.getState().token).toBe('');
    expect(useLoginModal.getState().open).toBe(false);
    expect(screen.queryByText('您还未登陆，请登陆后参与互动')).not.toBeInTheDocument();
    // nor an error toast (antd renders one a moment after the call: give it that moment)
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.queryByText('认证失败，无法访问系统资源')).not.toBeInTheDocument();
  });
});
