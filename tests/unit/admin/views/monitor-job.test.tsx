import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, http, api } from '../../../../mocks/server';
import { jobEntity, jobLogEntity } from '@shared/contract/entities';
import { crudMock } from '../../../../mocks/crud';
import { jobDictHandlers, mockJobLogs, mockJobs, monitorJobHandlers } from '../../../../mocks/monitor-job';
import { queryOf, renderPage, resetViewState, signInWith } from './helpers';

const { default: JobPage } = await import('@admin/views/monitor/job');
const { default: JobLogPage } = await import('@admin/views/monitor/job/log');

const lastDialog = async () => (await screen.findAllByRole('dialog')).at(-1)!;
const setup = () => userEvent.setup({ delay: null });
const okButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /确\s*定/ });

beforeEach(() => {
  resetViewState();
  signInWith();
  server.use(...jobDictHandlers);
});

describe('job page', () => {
  it('lists jobs with the handler labels and filters by name and status', async () => {
    const lists: Record<string, string>[] = [];
    server.use(http.get(api('/monitor/job/list'), ({ request }) => { lists.push(queryOf(request)); return undefined; }), ...monitorJobHandlers, ...crudMock(jobEntity, mockJobs).handlers);
    const user = setup();
    renderPage(<JobPage />, { path: '/monitor/job' });
    const grid = await screen.findByRole('table', { name: '定时任务列表' });
    const row = (await within(grid).findByText('清理过期数据')).closest('tr')!;
    expect(await within(row).findByText('清理过期会话、验证码和短信验证码')).toBeInTheDocument();
    expect(within(row).getByText('0 0 3 * * ?')).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: '清理过期数据的任务状态' })).not.toBeChecked();

    const search = screen.getByRole('search');
    await user.type(within(search).getByLabelText('任务名称'), '刷新');
    await user.click(within(search).getByRole('combobox', { name: '任务状态' }));
    await user.click((await screen.findAllByTitle('正常')).at(-1)!);
    await user.click(within(search).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(lists.at(-1)).toEqual({ jobName: '刷新', status: '0', pageNum: '1', pageSize: '10' }));
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('清理过期数据')).not.toBeInTheDocument());
  });

  it('adds a job: validates the name and the cron expression, picks a registered handler, builds the cron', async () => {
    const mock = crudMock(jobEntity, mockJobs);
    server.use(...monitorJobHandlers, ...mock.handlers);
    const user = setup();
    renderPage(<JobPage />, { path: '/monitor/job' });
    await screen.findByRole('table', { name: '定时任务列表' });
    await user.click(within(screen.getByRole('toolbar', { name: '操作按钮' })).getByRole('button', { name: /新\s*增/ }));
    const dialog = await lastDialog();
    expect(dialog).toHaveTextContent('添加任务');
    await user.click(okButton(dialog));
    expect(await within(dialog).findByText('任务名称不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('调用目标字符串不能为空')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('任务名称'), '每日统计');
    await user.click(within(dialog).getByRole('combobox', { name: '调用目标' }));
    await user.click((await screen.findAllByTitle('生成首页统计数据 (dailyStats)')).at(-1)!);
    const cron = within(dialog).getByRole('textbox', { name: 'cron执行表达式' });
    await user.type(cron, '0 0 25 * * ?');
    await user.click(okButton(dialog));
    expect(await within(dialog).findByText('Cron表达式不正确')).toBeInTheDocument();

    // the builder: every day at 02:00:00
    await user.clear(cron);
    await user.type(cron, '0 0 2 * * ?');
    await user.click(within(dialog).getByRole('button', { name: /生成表达式/ }));
    const builder = await lastDialog();
    expect(builder).toHaveTextContent('Cron表达式生成器');
    expect(within(builder).getByLabelText('Cron 表达式')).toHaveValue('0 0 2 * * ?');
    expect(within(within(builder).getByRole('list', { name: '最近5次运行时间' })).getAllByRole('listitem')).toHaveLength(5);
    await user.click(within(builder).getByRole('tab', { name: '分钟' }));
    await user.click(within(builder).getByRole('radio', { name: /开始，每/ }));
    const step = within(builder).getByRole('spinbutton', { name: '分钟间隔' });
    await user.clear(step);
    await user.type(step, '30');
    expect(within(builder).getByLabelText('Cron 表达式')).toHaveValue('0 0/30 2 * * ?');
    await user.click(okButton(builder));
    await waitFor(() => expect(cron).toHaveValue('0 0/30 2 * * ?'));

    await user.click(okButton(dialog));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(mock.rows().at(-1)).toMatchObject({ jobName: '每日统计', invokeTarget: 'dailyStats', cronExpression: '0 0/30 2 * * ?', misfirePolicy: '3', concurrent: '1', status: '1' });
  });

  it('switches the status, runs once and deletes, asking first each time', async () => {
    const bodies: unknown[] = [];
    const mock = crudMock(jobEntity, mockJobs);
    server.use(
      http.put(api('/monitor/job/changeStatus'), async ({ request }) => { bodies.push(await request.json()); return undefined; }),
      http.put(api('/monitor/job/run'), async ({ request }) => { bodies.push(await request.json()); return undefined; }),
      ...monitorJobHandlers, ...mock.handlers,
    );
    const user = setup();
    renderPage(<JobPage />, { path: '/monitor/job' });
    const grid = await screen.findByRole('table', { name: '定时任务列表' });
    const row = (await within(grid).findByText('清理过期数据')).closest('tr')!;

    await user.click(within(row).getByRole('switch', { name: '清理过期数据的任务状态' }));
    const statusConfirm = await lastDialog();
    expect(statusConfirm).toHaveTextContent('确认要"启用""清理过期数据"任务吗？');
    await user.click(okButton(statusConfirm));
    expect(await screen.findByText('启用成功')).toBeInTheDocument();
    expect(bodies).toEqual([{ jobId: 1, status: '0' }]);

    await user.click(within(row).getByRole('button', { name: '执行一次' }));
    const runConfirm = await lastDialog();
    expect(runConfirm).toHaveTextContent('确认要立即执行一次"清理过期数据"任务吗？');
    await user.click(okButton(runConfirm));
    expect(await screen.findByText('"清理过期数据"执行成功')).toBeInTheDocument();
    expect(bodies[1]).toEqual({ jobId: 1, jobGroup: 'SYSTEM' });

    await user.click(within(row).getByRole('button', { name: '删除' }));
    const removeConfirm = await lastDialog();
    expect(removeConfirm).toHaveTextContent('是否确认删除定时任务编号为"1"的数据项？');
    await user.click(okButton(removeConfirm));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(mock.rows().map((r) => r.jobId)).toEqual([2]);
  });

  it('shows a job’s details and opens its log', async () => {
    server.use(...monitorJobHandlers, ...crudMock(jobEntity, mockJobs).handlers);
    const user = setup();
    const { router } = renderPage(<JobPage />, { path: '/monitor/job' });
    const grid = await screen.findByRole('table', { name: '定时任务列表' });
    const row = (await within(grid).findByText('0 0/10 * * * ?')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '任务详细' }));
    const detail = await lastDialog();
    expect(detail).toHaveTextContent('2026-01-01 09:10:00');
    expect(detail).toHaveTextContent('立即执行');
    expect(detail).toHaveTextContent('允许');
    await user.click(within(row).getByRole('button', { name: '调度日志' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/monitor/job-log/index/2'));
  });
});

describe('job log page', () => {
  it('lists the job’s runs, shows a failure’s exception, deletes and cleans after asking', async () => {
    const lists: Record<string, string>[] = [];
    let cleaned = 0;
    const mock = crudMock(jobLogEntity, mockJobLogs);
    server.use(
      http.get(api('/monitor/jobLog/list'), ({ request }) => { lists.push(queryOf(request)); return undefined; }),
      http.delete(api('/monitor/jobLog/clean'), () => { cleaned++; return undefined; }),
      ...monitorJobHandlers, ...mock.handlers,
    );
    const user = setup();
    renderPage(<JobLogPage />, { path: '/monitor/job-log/index/:jobId?', entry: '/monitor/job-log/index/2' });
    const grid = await screen.findByRole('table', { name: '任务2的调度日志' });
    await waitFor(() => expect(lists[0]).toMatchObject({ jobId: '2' }));
    const failed = (await within(grid).findByText('失败')).closest('tr')!;
    await user.click(within(failed).getByRole('button', { name: '详细' }));
    const detail = await lastDialog();
    expect(detail).toHaveTextContent('Error: boom');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Error: boom')).not.toBeInTheDocument());

    await user.click(within(failed).getByRole('button', { name: '删除' }));
    const confirm = await lastDialog();
    expect(confirm).toHaveTextContent('是否确认删除调度日志编号为"12"的数据项？');
    await user.click(okButton(confirm));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(mock.rows().map((r) => r.jobLogId)).toEqual([11]);

    await user.click(within(screen.getByRole('toolbar', { name: '操作按钮' })).getByRole('button', { name: /清\s*空/ }));
    const cleanConfirm = await lastDialog();
    expect(cleanConfirm).toHaveTextContent('是否确认清空所有调度日志数据项？');
    await user.click(okButton(cleanConfirm));
    expect(await screen.findByText('清空成功')).toBeInTheDocument();
    expect(cleaned).toBe(1);
  });
});

describe('accessibility (axe)', () => {
  it('the job page, its add dialog and the cron builder: no serious or critical violations', async () => {
    const { default: axe } = await import('axe-core');
    const serious = async () => (await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    server.use(...monitorJobHandlers, ...crudMock(jobEntity, mockJobs).handlers);
    const user = setup();
    renderPage(<JobPage />, { path: '/monitor/job' });
    await within(await screen.findByRole('table', { name: '定时任务列表' })).findByText('清理过期数据');
    expect(await serious()).toEqual([]);
    await user.click(within(screen.getByRole('toolbar', { name: '操作按钮' })).getByRole('button', { name: /新\s*增/ }));
    const dialog = await lastDialog();
    await user.click(within(dialog).getByRole('button', { name: /生成表达式/ }));
    await screen.findByRole('list', { name: '最近5次运行时间' });
    expect(await serious()).toEqual([]);
  });
});
