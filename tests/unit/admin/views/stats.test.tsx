import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, http, HttpResponse, api } from '../../../../mocks/server';
import type { StatsOverview } from '@shared/contract';
import { renderPage, resetViewState, signInWith } from './helpers';

const { default: Dashboard, greetingKey } = await import('@admin/views/dss');
const { default: StatisticsReport, dayRows } = await import('@admin/views/index');

const dates = Array.from({ length: 14 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`);
const overview: StatsOverview = {
  members: 1234,
  staff: 5,
  schoolAccounts: 2,
  online: 3,
  posts: 87,
  schools: null,
  enquiries: 9,
  logins: dates.map((date, i) => ({ date, success: i, fail: i % 3 })),
  newMembers: dates.map((date, i) => ({ date, count: i % 2 })),
  days: 14,
  generatedAt: '2026-03-14 10:00:00',
};

function serve(body: Record<string, unknown> = { code: 200, msg: '', data: overview }) {
  let calls = 0;
  server.use(
    http.get(api('/monitor/stats/overview'), () => {
      calls++;
      return HttpResponse.json(body);
    }),
  );
  return () => calls;
}

beforeEach(() => {
  resetViewState();
  signInWith();
});

describe('dashboard', () => {
  it('greets by the hour and shows the figures; a missing figure reads 暂无数据', async () => {
    expect(greetingKey(8)).toBe('dashboard.morning');
    expect(greetingKey(12)).toBe('dashboard.noon');
    expect(greetingKey(15)).toBe('dashboard.afternoon');
    expect(greetingKey(22)).toBe('dashboard.evening');
    const calls = serve();
    renderPage(<Dashboard />);
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('管理员');
    const figures = screen.getByRole('region', { name: '数据概览' });
    expect(within(figures).getByText('注册会员').parentElement).toHaveTextContent('1,234');
    expect(within(figures).getByText('学校').parentElement).toHaveTextContent('暂无数据');
    expect(screen.getByRole('heading', { name: '近 14 天登录情况' })).toBeInTheDocument();
    expect(calls()).toBe(1);
  });

  it('a failure shows an inline error with a retry', async () => {
    serve({ code: 403, msg: '没有权限，请联系管理员授权' });
    const user = userEvent.setup();
    renderPage(<Dashboard />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('统计数据加载失败');
    const calls = serve();
    await user.click(within(alert).getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(calls()).toBe(1);
  });
});

describe('statistics report', () => {
  it('lists the days newest first with totals, and the account figures', async () => {
    serve();
    renderPage(<StatisticsReport />);
    const daily = await screen.findByRole('table', { name: '每日明细' });
    await waitFor(() => expect(within(daily).getAllByRole('row').length).toBeGreaterThan(2));
    const rows = within(daily).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2026-03-14');
    expect(rows.at(-1)).toHaveTextContent(`合计${overview.logins.reduce((a, d) => a + d.success, 0)}`);
    const accounts = screen.getByRole('table', { name: '账号与内容' });
    expect(within(accounts).getByText('学校账号').closest('tr')).toHaveTextContent('2');
    expect(dayRows(overview)[0]).toEqual({ date: '2026-03-14', success: 13, fail: 1, newMembers: 1 });
  });
});
