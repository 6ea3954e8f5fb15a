import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SysUserOnline } from '@shared/contract/entities';
import { server } from '../../../../mocks/server';
import { monitorLogsMock } from '../../../../mocks/monitor-logs';
import { renderPage, resetViewState, signInWith } from './helpers';

const { default: OnlinePage } = await import('@admin/views/monitor/online');

const session = (n: number, over: Partial<SysUserOnline> = {}): SysUserOnline => ({
  tokenId: `token-${n}`, userName: `user${n}`, deptName: '研发部门', ipaddr: `198.51.100.${n}`, loginLocation: '内网IP', browser: 'Chrome 120', os: 'Windows 10',
  loginTime: '2026-01-05 09:00:00', ...over,
});

function serve(count = 3) {
  const mock = monitorLogsMock({ online: Array.from({ length: count }, (_, i) => session(i + 1)) });
  server.use(...mock.handlers);
  return mock;
}

const lastDialog = async () => (await screen.findAllByRole('dialog')).at(-1)!;
const table = () => screen.findByRole('table', { name: '在线用户' });

beforeEach(() => {
  resetViewState();
  signInWith();
});

describe('online users page', () => {
  it('lists every live session with its client, pages them, and filters by address and user name', async () => {
    const mock = serve(12);
    const user = userEvent.setup({ delay: null });
    renderPage(<OnlinePage />, { path: '/monitor/online' });
    const grid = await table();
    const first = (await within(grid).findByText('user1')).closest('tr')!;
    for (const text of ['研发部门', '198.51.100.1', '内网IP', 'Chrome 120', 'Windows 10', '2026-01-05 09:00:00']) expect(within(first).getByText(text)).toBeInTheDocument();
    expect(screen.getByText('共 12 个在线会话')).toBeInTheDocument();
    // ten a page, the rest on page 2
    expect(within(grid).queryByText('user11')).not.toBeInTheDocument();

    const search = screen.getByRole('search');
    await user.type(within(search).getByLabelText('主机'), '198.51.100.1');
    await user.type(within(search).getByLabelText('登录名称'), 'USER1');
    await user.click(within(search).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(mock.sent.onlineQueries.at(-1)).toEqual({ ipaddr: '198.51.100.1', userName: 'USER1' }));
    expect(await within(grid).findByText('user11')).toBeInTheDocument();
    expect(await screen.findByText('共 4 个在线会话')).toBeInTheDocument();
  });

  it('强退 asks, ends the session and the row disappears', async () => {
    const mock = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<OnlinePage />, { path: '/monitor/online' });
    const grid = await table();
    await within(grid).findByText('user2');
    await user.click(within(grid).getByRole('button', { name: '强退 user2' }));
    const ask = await lastDialog();
    expect(ask).toHaveTextContent('是否确认强退名称为"user2"的用户？');
    await user.click(within(ask).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('强退成功')).toBeInTheDocument();
    expect(mock.sent.forced).toEqual(['token-2']);
    await waitFor(() => expect(within(grid).queryByText('user2')).not.toBeInTheDocument());
  });

  it('without monitor:online:forceLogout: no 强退 button', async () => {
    signInWith(['monitor:online:list'], ['common']);
    serve();
    renderPage(<OnlinePage />, { path: '/monitor/online' });
    const grid = await table();
    await within(grid).findByText('user1');
    expect(within(grid).queryByRole('button', { name: /强退/ })).not.toBeInTheDocument();
  });
});
