import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, http, HttpResponse, server } from '../../../../mocks/server';
import { renderPage, resetViewState, signInWith } from './helpers';

const { default: ServerMonitor } = await import('@admin/views/monitor/server');
const { default: DataMonitor } = await import('@admin/views/monitor/druid');

beforeEach(() => {
  resetViewState();
  signInWith();
});

describe('server monitor', () => {
  it('shows CPU, memory, the Node.js process, the server, the database and the disks', async () => {
    renderPage(<ServerMonitor />, { path: '/monitor/server' });
    expect(await screen.findByText('Test CPU @ 3.00GHz')).toBeInTheDocument();
    expect(screen.getByText('12.25%')).toBeInTheDocument();
    expect(screen.getByText('16 GB')).toBeInTheDocument();
    expect(screen.getByText('44.00 MB')).toBeInTheDocument();
    expect(screen.getByText('平均 10.5 ms，p50 10.2 ms，p99 21.3 ms，最大 30 ms')).toBeInTheDocument();
    expect(screen.getByText('portal-host')).toBeInTheDocument();
    expect(screen.getByText('PostgreSQL 16.2')).toBeInTheDocument();
    expect(screen.getByText('7 / 上限 100')).toBeInTheDocument();
    const disks = screen.getByRole('table', { name: '磁盘状态' });
    expect(within(disks).getByText('/srv/portal/data')).toBeInTheDocument();
    expect(within(disks).getByText('40%')).toBeInTheDocument();
  });

  it('refreshes on demand', async () => {
    let calls = 0;
    server.use(http.get(api('/monitor/server'), async () => {
      calls++;
      const { SERVER_INFO } = await import('../../../../mocks/monitor-cache-server');
      return HttpResponse.json({ code: 200, msg: '操作成功', data: { ...SERVER_INFO, sys: { ...SERVER_INFO.sys, computerName: `host-${calls}` } } });
    }));
    const user = userEvent.setup({ delay: null });
    renderPage(<ServerMonitor />, { path: '/monitor/server' });
    expect(await screen.findByText('host-1')).toBeInTheDocument();
    const refresh = screen.getByRole('button', { name: /刷\s*新/ });
    await waitFor(() => expect(refresh).not.toHaveClass('ant-btn-loading'));
    await user.click(refresh);
    expect(await screen.findByText('host-2')).toBeInTheDocument();
  });
});

describe('data monitor', () => {
  it('lists the tables with rows and sizes and the slowest queries, and clears the query log after asking', async () => {
    let cleared = 0;
    server.use(http.delete(api('/monitor/druid/queries'), () => {
      cleared++;
      return HttpResponse.json({ code: 200, msg: '操作成功' });
    }));
    const user = userEvent.setup({ delay: null });
    renderPage(<DataMonitor />, { path: '/monitor/druid' });
    const tables = await screen.findByRole('table', { name: '数据表的行数与大小' });
    const post = (await within(tables).findByText('bbs_post')).closest('tr')!;
    expect(within(post).getByText('1200')).toBeInTheDocument();
    expect(within(post).getByText('3.00 MB')).toBeInTheDocument();
    const slow = screen.getByRole('table', { name: '最近最慢的查询' });
    expect(within(slow).getByText('select * from "bbs_post" where "status" = ?')).toBeInTheDocument();
    expect(within(slow).getByText('153.2')).toBeInTheDocument();
    expect(within(slow).getByText('失败')).toBeInTheDocument();
    expect(screen.getByText('5000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /清空查询记录/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('查询记录已清空')).toBeInTheDocument();
    expect(cleared).toBe(1);
  });
});

describe('registry and English', () => {
  it('the four monitor pages are built views that load the admin-monitor texts', async () => {
    const { groupNamespaces, viewRegistry } = await import('@admin/router/viewRegistry');
    for (const c of ['monitor/cache/index', 'monitor/cache/list', 'monitor/server/index', 'monitor/druid/index']) {
      expect(viewRegistry.resolve(c).kind, c).toBe('view');
      expect(groupNamespaces(c)).toEqual(['admin-monitor']);
    }
  });

  it('in English the pages read English (no raw key)', async () => {
    const { setLanguage } = await import('@shared/i18n');
    setLanguage('en');
    try {
      const { unmount } = renderPage(<ServerMonitor />, { path: '/monitor/server' });
      expect(await screen.findByText('mean 10.5 ms, p50 10.2 ms, p99 21.3 ms, max 30 ms')).toBeInTheDocument();
      expect(screen.getByText('7 of 100')).toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(/server\.[a-zA-Z]/);
      unmount();
      const { default: CacheMonitor } = await import('@admin/views/monitor/cache');
      renderPage(<CacheMonitor />, { path: '/monitor/cache' });
      const table = await screen.findByLabelText('Entries, hits and size of each cache');
      expect(await within(table).findByText('Public forum lists')).toBeInTheDocument();
      expect(within(table).getByText('Read through (not cached)')).toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(/cache\.[a-zA-Z]/);
    } finally {
      setLanguage('zh');
    }
  });
});
