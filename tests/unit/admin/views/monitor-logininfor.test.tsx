import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SysLogininfor } from '@shared/contract/entities';
import { server } from '../../../../mocks/server';
import { monitorLogsMock } from '../../../../mocks/monitor-logs';
import { renderPage, resetViewState, signInWith } from './helpers';

const { default: LogininforPage } = await import('@admin/views/monitor/logininfor');

const entry = (infoId: number, over: Partial<SysLogininfor> = {}): SysLogininfor => ({
  infoId, userName: 'admin', ipaddr: '127.0.0.1', loginLocation: '内网IP', browser: 'Chrome 120', os: 'Windows 10', status: '0', msg: '登录成功',
  loginTime: `2026-01-0${infoId} 09:00:00`, ...over,
});

function serve() {
  const mock = monitorLogsMock({
    logininfor: [entry(1), entry(2, { userName: 'lockedone', status: '1', msg: '密码输入错误5次，帐户锁定10分钟', ipaddr: '203.0.113.7' })],
  });
  server.use(...mock.handlers);
  return mock;
}

const lastDialog = async () => (await screen.findAllByRole('dialog')).at(-1)!;
const table = () => screen.findByRole('table', { name: '登录日志' });

beforeEach(() => {
  resetViewState();
  signInWith();
});

describe('login log page', () => {
  it('lists logins with their status, sends the filters and sorts by time', async () => {
    const mock = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<LogininforPage />, { path: '/monitor/logininfor' });
    const grid = await table();
    const locked = (await within(grid).findByText('lockedone')).closest('tr')!;
    expect(within(locked).getByText('失败')).toBeInTheDocument();
    expect(within(locked).getByText('密码输入错误5次，帐户锁定10分钟')).toBeInTheDocument();

    const search = screen.getByRole('search');
    await user.type(within(search).getByLabelText('登录地址'), '203.0');
    await user.type(within(search).getByLabelText('用户名称'), 'lock');
    await user.click(within(search).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(mock.sent.logininforQueries.at(-1)).toEqual({ ipaddr: '203.0', userName: 'lock', pageNum: '1', pageSize: '10' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: '登录日志' })).queryByText('登录成功')).not.toBeInTheDocument());
    // antd's loading veil blocks the pointer until the rows are in
    await waitFor(() => expect(document.querySelector('.ant-spin-blur, .ant-spin-spinning')).toBeNull());

    await user.click(within(grid).getByText('访问时间'));
    await waitFor(() => expect(mock.sent.logininforQueries.at(-1)).toMatchObject({ orderByColumn: 'loginTime', isAsc: 'descending', ipaddr: '203.0' }));
  });

  it('解锁 unlocks the selected row’s account', async () => {
    const mock = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<LogininforPage />, { path: '/monitor/logininfor' });
    const grid = await table();
    const toolbar = screen.getByRole('toolbar', { name: '操作按钮' });
    expect(within(toolbar).getByRole('button', { name: /解\s*锁/ })).toBeDisabled();
    await user.click(within((await within(grid).findByText('lockedone')).closest('tr')!).getByRole('checkbox'));
    await user.click(within(toolbar).getByRole('button', { name: /解\s*锁/ }));
    const ask = await lastDialog();
    expect(ask).toHaveTextContent('是否确认解锁用户"lockedone"数据项？');
    await user.click(within(ask).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('用户lockedone解锁成功')).toBeInTheDocument();
    expect(mock.sent.unlocked).toEqual(['lockedone']);
  });

  it('deletes the selected rows after asking, and 清空 empties the log', async () => {
    const mock = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<LogininforPage />, { path: '/monitor/logininfor' });
    const grid = await table();
    await within(grid).findByText('lockedone');
    for (const box of within(grid).getAllByRole('checkbox').slice(1)) await user.click(box);
    const toolbar = screen.getByRole('toolbar', { name: '操作按钮' });
    await user.click(within(toolbar).getByRole('button', { name: /删\s*除/ }));
    const confirm = await lastDialog();
    expect(confirm).toHaveTextContent('是否确认删除访问编号为"2,1"的数据项？');
    await user.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(mock.logininforRows()).toEqual([]);

    await user.click(within(toolbar).getByRole('button', { name: /清\s*空/ }));
    const ask = await lastDialog();
    expect(ask).toHaveTextContent('是否确认清空所有登录日志数据项？');
    await user.click(within(ask).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('清空成功')).toBeInTheDocument();
    expect(mock.sent.cleaned).toEqual(['/monitor/logininfor']);
  });

  it('without the buttons’ permissions: no delete, clean, unlock or export', async () => {
    signInWith(['monitor:logininfor:list'], ['common']);
    serve();
    renderPage(<LogininforPage />, { path: '/monitor/logininfor' });
    await within(await table()).findByText('lockedone');
    const toolbar = screen.getByRole('toolbar', { name: '操作按钮' });
    expect(within(toolbar).queryByRole('button', { name: /删\s*除|清\s*空|导\s*出|解\s*锁/ })).not.toBeInTheDocument();
  });
});
