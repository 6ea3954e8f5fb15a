import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SysOperLog } from '@shared/contract/entities';
import { server } from '../../../../mocks/server';
import { monitorLogsMock } from '../../../../mocks/monitor-logs';
import { renderPage, resetViewState, signInWith } from './helpers';

const { default: OperlogPage } = await import('@admin/views/monitor/operlog');

const log = (operId: number, over: Partial<SysOperLog> = {}): SysOperLog => ({
  operId, title: '参数管理', businessType: 1, method: 'POST /prod-api/system/config', requestMethod: 'POST', operatorType: 1, operName: 'admin',
  deptName: '研发部门', operUrl: '/system/config', operIp: '127.0.0.1', operLocation: '内网IP', operParam: '{"configKey":"a.b"}',
  jsonResult: '{"code":200,"msg":"操作成功"}', status: 0, errorMsg: '', operTime: `2026-01-0${operId} 10:00:00`, costTime: 12 * operId, ...over,
});

function serve() {
  const mock = monitorLogsMock({
    operlog: [
      log(1),
      log(2, { title: '用户管理', businessType: 3, status: 1, errorMsg: "新增用户'x'失败，登录账号已存在", jsonResult: '{"code":500}' }),
      log(3, { title: '在线用户', businessType: 7, operName: 'editor' }),
    ],
  });
  server.use(...mock.handlers);
  return mock;
}

const lastDialog = async () => (await screen.findAllByRole('dialog')).at(-1)!;
const table = () => screen.findByRole('table', { name: '操作日志' });

beforeEach(() => {
  resetViewState();
  signInWith();
});

describe('operation log page', () => {
  it('lists the log with type and status tags, and sends the filters', async () => {
    const mock = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<OperlogPage />, { path: '/monitor/operlog' });
    const grid = await table();
    await within(grid).findByText('在线用户');
    const failed = within(grid).getByText('用户管理').closest('tr')!;
    expect(within(failed).getByText('删除')).toBeInTheDocument();
    expect(within(failed).getByText('失败')).toBeInTheDocument();
    expect(within(within(grid).getByText('在线用户').closest('tr')!).getByText('强退')).toBeInTheDocument();

    const search = screen.getByRole('search');
    await user.type(within(search).getByLabelText('系统模块'), '用户');
    await user.type(within(search).getByLabelText('操作人员'), 'adm');
    await user.click(within(search).getByRole('combobox', { name: '操作状态' }));
    await user.click(await screen.findByTitle('失败'));
    await user.click(within(search).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(mock.sent.operlogQueries.at(-1)).toEqual({ title: '用户', operName: 'adm', status: '1', pageNum: '1', pageSize: '10' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: '操作日志' })).queryByText('参数管理')).not.toBeInTheDocument());
  });

  it('sorts by cost and time from the headers (orderByColumn / isAsc)', async () => {
    const mock = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<OperlogPage />, { path: '/monitor/operlog' });
    const grid = await table();
    await within(grid).findByText('在线用户');
    // the table takes clicks again once the sorted rows are in (antd's loading veil blocks the pointer)
    const loaded = () => waitFor(() => expect(document.querySelector('.ant-spin-blur, .ant-spin-spinning')).toBeNull());
    await user.click(within(grid).getByText('消耗时间'));
    await waitFor(() => expect(mock.sent.operlogQueries.at(-1)).toMatchObject({ orderByColumn: 'costTime', isAsc: 'descending' }));
    await loaded();
    await user.click(within(grid).getByText('消耗时间'));
    await waitFor(() => expect(mock.sent.operlogQueries.at(-1)).toMatchObject({ orderByColumn: 'costTime', isAsc: 'ascending' }));
    await loaded();
    await user.click(within(grid).getByText('操作时间'));
    await waitFor(() => expect(mock.sent.operlogQueries.at(-1)).toMatchObject({ orderByColumn: 'operTime', isAsc: 'descending' }));
  });

  it('详细 shows the method, URL, parameters, result and error', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<OperlogPage />, { path: '/monitor/operlog' });
    const row = (await within(await table()).findByText('用户管理')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '详细' }));
    const dialog = await lastDialog();
    expect(dialog).toHaveTextContent('操作日志详细');
    expect(dialog).toHaveTextContent('POST /prod-api/system/config');
    expect(dialog).toHaveTextContent('/system/config');
    expect(dialog).toHaveTextContent('{"configKey":"a.b"}');
    expect(dialog).toHaveTextContent('{"code":500}');
    expect(dialog).toHaveTextContent("新增用户'x'失败，登录账号已存在");
    expect(dialog).toHaveTextContent('24毫秒');
  });

  it('deletes the selected rows after asking, and 清空 empties the log', async () => {
    const mock = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<OperlogPage />, { path: '/monitor/operlog' });
    const grid = await table();
    const row = (await within(grid).findByText('参数管理')).closest('tr')!;
    await user.click(within(row).getByRole('checkbox'));
    const toolbar = screen.getByRole('toolbar', { name: '操作按钮' });
    await user.click(within(toolbar).getByRole('button', { name: /删\s*除/ }));
    const confirm = await lastDialog();
    expect(confirm).toHaveTextContent('是否确认删除日志编号为"1"的数据项？');
    await user.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(mock.operlogRows().map((r) => r.operId)).toEqual([2, 3]);
    await waitFor(() => expect(within(screen.getByRole('table', { name: '操作日志' })).queryByText('参数管理')).not.toBeInTheDocument());

    await user.click(within(toolbar).getByRole('button', { name: /清\s*空/ }));
    const ask = await lastDialog();
    expect(ask).toHaveTextContent('是否确认清空所有操作日志数据项？');
    await user.click(within(ask).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('清空成功')).toBeInTheDocument();
    expect(mock.sent.cleaned).toEqual(['/monitor/operlog']);
  });

  it('without the buttons’ permissions: no delete, clean, export or detail', async () => {
    signInWith(['monitor:operlog:list'], ['common']);
    serve();
    renderPage(<OperlogPage />, { path: '/monitor/operlog' });
    const grid = await table();
    await within(grid).findByText('参数管理');
    const toolbar = screen.getByRole('toolbar', { name: '操作按钮' });
    expect(within(toolbar).queryByRole('button', { name: /删\s*除|清\s*空|导\s*出/ })).not.toBeInTheDocument();
    expect(within(grid).queryByRole('button', { name: '详细' })).not.toBeInTheDocument();
  });
});
