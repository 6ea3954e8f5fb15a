import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../../../mocks/server';
import { cacheMock } from '../../../../mocks/monitor-cache-server';
import { renderPage, resetViewState, signInWith } from './helpers';

const { default: CacheMonitor } = await import('@admin/views/monitor/cache');
const { default: CacheList } = await import('@admin/views/monitor/cache/list');

beforeEach(() => {
  resetViewState();
  signInWith();
});

/** the confirm showing `text` (queries by text and label: role queries over the whole page are slow under load) */
const confirmDialog = async (text: string | RegExp) => (await screen.findByText(text)).closest<HTMLElement>('.ant-modal')!;
const okButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /确\s*定/ });

describe('cache monitor', () => {
  it('shows the basic figures and every cache with its entries, hits and hit rate', async () => {
    renderPage(<CacheMonitor />, { path: '/monitor/cache' });
    const table = await screen.findByLabelText('各缓存的条目、命中与大小');
    const row = (await within(table).findByText('论坛公开列表')).closest('tr')!;
    expect(within(row).getByText('进程内')).toBeInTheDocument();
    expect(within(row).getByText('87.5%')).toBeInTheDocument();
    expect(within(row).getByText('2.00 KB')).toBeInTheDocument();
    expect(within(within(table).getByText('参数配置').closest('tr')!).getByText('直读（不缓存）')).toBeInTheDocument();
    expect(screen.getByText('in-process (Node.js v22.1.0)')).toBeInTheDocument();
    expect(screen.getByText('本系统不使用 Redis：这里列出进程内缓存（每个服务进程各有一份）和数据库中带有效期的记录。')).toBeInTheDocument();
    expect(screen.getByText('进程内缓存命中统计')).toBeInTheDocument();
  });
});

describe('cache list', () => {
  it('lists names, a name\'s keys and a key\'s content', async () => {
    const mock = cacheMock();
    server.use(...mock.handlers);
    const user = userEvent.setup({ delay: null });
    renderPage(<CacheList />, { path: '/monitor/cache/list' });
    const names = await screen.findByLabelText('缓存名称列表');
    await user.click(await within(names).findByText('论坛公开列表 (bbs_list:)'));
    const keys = await screen.findByLabelText('键名列表');
    await user.click(await within(keys).findByText('["city","zh"]'));
    const form = await screen.findByLabelText('缓存内容', { selector: 'form' });
    expect(within(form).getByLabelText('缓存键名')).toHaveValue('bbs_list:["city","zh"]');
    expect(within(form).getByLabelText('缓存内容')).toHaveValue('{"code":200,"data":[]}');
    expect(mock.state.sent).toContain('getValue bbs_list:["city","zh"]');
  });

  it('clears a name after saying what it removes, and the keys go', async () => {
    const mock = cacheMock();
    server.use(...mock.handlers);
    const user = userEvent.setup({ delay: null });
    renderPage(<CacheList />, { path: '/monitor/cache/list' });
    const names = await screen.findByLabelText('缓存名称列表');
    await user.click(await within(names).findByLabelText('清理 login_tokens:'));
    const dialog = await confirmDialog('只删除“login_tokens:”中已过期或已使用的记录，有效的记录保留。');
    await user.click(okButton(dialog));
    expect(await screen.findByText('清理缓存名称[login_tokens:]成功')).toBeInTheDocument();
    expect(mock.state.sent).toContain('clearCacheName login_tokens:');
    await user.click(within(names).getByText('登录会话 (login_tokens:)'));
    const keys = await screen.findByLabelText('键名列表');
    expect(await within(keys).findByText('tok-1')).toBeInTheDocument();
    expect(within(keys).queryByText('tok-old')).toBeNull();
    // a read-through name has nothing to clear
    expect(within(names).getByLabelText('清理 sys_config:')).toBeDisabled();
  });

  it('deleting a session key warns that the user is logged out; cancel sends nothing, OK deletes it', async () => {
    const mock = cacheMock();
    server.use(...mock.handlers);
    const user = userEvent.setup({ delay: null });
    renderPage(<CacheList />, { path: '/monitor/cache/list' });
    const names = await screen.findByLabelText('缓存名称列表');
    await user.click(await within(names).findByText('登录会话 (login_tokens:)'));
    const keys = await screen.findByLabelText('键名列表');
    await user.click(await within(keys).findByLabelText('删除 login_tokens:tok-1'));
    const warning = '删除键“login_tokens:tok-1”会结束这个登录会话：该用户会被立即退出。确认？';
    let dialog = await confirmDialog(warning);
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    expect(mock.state.sent.filter((s) => s.startsWith('clear'))).toEqual([]);
    await user.click(within(keys).getByLabelText('删除 login_tokens:tok-1'));
    dialog = (await screen.findAllByText(warning)).at(-1)!.closest<HTMLElement>('.ant-modal')!;
    await user.click(okButton(dialog));
    expect(await screen.findByText('清理缓存键名[login_tokens:tok-1]成功')).toBeInTheDocument();
    expect(mock.state.sent).toContain('clearCacheKey login_tokens:tok-1');
    await waitFor(() => expect(within(keys).queryByText('tok-1')).toBeNull());
  });

  it('clear all says live sessions stay, then sends it and the counts refresh', async () => {
    const mock = cacheMock();
    server.use(...mock.handlers);
    const user = userEvent.setup({ delay: null });
    renderPage(<CacheList />, { path: '/monitor/cache/list' });
    const names = await screen.findByLabelText('缓存名称列表');
    const bbsRow = (await within(names).findByText('论坛公开列表 (bbs_list:)')).closest('tr')!;
    expect(within(bbsRow).getByText('2')).toBeInTheDocument();
    await user.click(screen.getByText('清理全部'));
    const dialog = await confirmDialog(/在线用户的会话保留，不会被退出/);
    await user.click(okButton(dialog));
    expect(await screen.findByText('清理全部缓存成功')).toBeInTheDocument();
    expect(mock.state.sent).toContain('clearCacheAll');
    await waitFor(() => expect(within(within(names).getByText('论坛公开列表 (bbs_list:)').closest('tr')!).getByText('0')).toBeInTheDocument());
  });
});
