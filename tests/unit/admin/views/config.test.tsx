import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, http, HttpResponse, api } from '../../../../mocks/server';
import type { SysConfig } from '@shared/contract';
import { queryOf, renderPage, resetViewState, signInWith, table } from './helpers';
import { configEntity } from '@shared/contract/entities';
import { crudMock } from '../../../../mocks/crud';

const saveAs = vi.hoisted(() => vi.fn());
vi.mock('file-saver', () => ({ saveAs, default: { saveAs } }));

const { default: ConfigPage } = await import('@admin/views/system/config');

const audit = { createBy: 'admin', updateBy: '', updateTime: null, createTime: '2026-01-01 08:00:00' };
const configs: SysConfig[] = [
  { ...audit, configId: 2, configName: '用户管理-账号初始密码', configKey: 'sys.user.initPassword', configValue: '123456', configType: 'Y', remark: '初始化密码 123456' },
  { ...audit, configId: 12, configName: '首页公告', configKey: 'dss.home.notice', configValue: '欢迎', configType: 'N', remark: null },
];

function serve() {
  const lists: Record<string, string>[] = [];
  server.use(
    http.get(api('/system/config/list'), ({ request }) => {
      lists.push(queryOf(request));
      return HttpResponse.json(table(configs));
    }),
  );
  return lists;
}

beforeEach(() => {
  resetViewState();
  signInWith();
});

describe('config page', () => {
  it('shows the columns with the built-in flag as a sys_yes_no tag', async () => {
    serve();
    renderPage(<ConfigPage />, { path: '/system/config' });
    const grid = await screen.findByRole('table');
    await within(grid).findByText('sys.user.initPassword');
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['参数主键', '参数名称', '参数键名', '参数键值', '系统内置', '备注', '创建时间', '操作']),
    );
    expect(await within(grid).findByText('是')).toBeInTheDocument();
    expect(within(grid).getByText('否')).toBeInTheDocument();
  });

  it('deleting a built-in row shows the server’s refusal and leaves the list as it was', async () => {
    const lists = serve();
    let asked = '';
    server.use(
      http.delete(api('/system/config/:ids'), ({ params }) => {
        asked = String(params.ids);
        return HttpResponse.json({ code: 500, msg: '内置参数【sys.user.initPassword】不能删除' });
      }),
    );
    const user = userEvent.setup();
    renderPage(<ConfigPage />, { path: '/system/config' });
    const grid = await screen.findByRole('table');
    await within(grid).findByText('sys.user.initPassword');
    const rows = within(grid).getAllByRole('row').slice(1);
    await user.click(within(rows[0]!).getByRole('checkbox'));
    await user.click(within(rows[1]!).getByRole('checkbox'));
    await user.click(within(screen.getByRole('toolbar', { name: '操作按钮' })).getByRole('button', { name: /^删\s*除$/ }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('是否确认删除参数编号为"2,12"的数据项？');
    await user.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(asked).toBe('2,12'));
    expect(await screen.findByText('内置参数【sys.user.initPassword】不能删除')).toBeInTheDocument();
    expect(screen.queryByText('删除成功')).not.toBeInTheDocument();
    expect(lists).toHaveLength(1);
    expect(within(grid).getByText('dss.home.notice')).toBeInTheDocument();
  });

  it('filters by the built-in flag; the edit dialog loads the row and saves with PUT', async () => {
    const lists = serve();
    let put: unknown;
    server.use(
      // (not /system/config/list: an undefined answer falls through to the list handler)
      http.get(api('/system/config/:id'), ({ params }) =>
        /^\d+$/.test(String(params.id))
          ? HttpResponse.json({ code: 200, msg: '', data: configs.find((c) => String(c.configId) === params.id) })
          : undefined,
      ),
      http.put(api('/system/config'), async ({ request }) => {
        put = await request.json();
        return HttpResponse.json({ code: 200, msg: '操作成功' });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderPage(<ConfigPage />, { path: '/system/config' });
    const grid = await screen.findByRole('table');
    await within(grid).findByText('dss.home.notice');

    const search = screen.getByRole('search');
    await user.click(within(search).getByRole('combobox', { name: '系统内置' }));
    await user.click(await screen.findByTitle('否'));
    await user.click(within(search).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(lists.at(-1)).toEqual({ configType: 'N', pageNum: '1', pageSize: '10' }));

    const row = (await within(screen.getByRole('table')).findByText('dss.home.notice')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '修改' }));
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(dialog).toHaveTextContent('修改参数');
    await waitFor(() => expect(within(dialog).getByLabelText('参数键值')).toHaveValue('欢迎'));
    await user.clear(within(dialog).getByLabelText('参数键值'));
    await user.type(within(dialog).getByLabelText('参数键值'), '欢迎光临');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(put).toMatchObject({ configId: 12, configKey: 'dss.home.notice', configValue: '欢迎光临', configType: 'N' }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
  });

  it('a new row opens as not built in, checks fields with the server’s rules and messages, and saves', async () => {
    const mock = crudMock(configEntity, configs);
    server.use(...mock.handlers);
    const user = userEvent.setup({ delay: null });
    renderPage(<ConfigPage />, { path: '/system/config' });
    await within(await screen.findByRole('table')).findByText('dss.home.notice');
    await user.click(within(screen.getByRole('toolbar', { name: '操作按钮' })).getByRole('button', { name: /新\s*增/ }));
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(within(dialog).getByRole('radio', { name: '否' })).toBeChecked();

    await user.type(within(dialog).getByLabelText('参数名称'), '   ');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('参数名称不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('参数键名长度不能为空')).toBeInTheDocument();
    expect(mock.rows()).toHaveLength(2);

    await user.clear(within(dialog).getByLabelText('参数名称'));
    await user.type(within(dialog).getByLabelText('参数名称'), '咨询热线');
    await user.type(within(dialog).getByLabelText('参数键名'), 'dss.contact.phone');
    await user.type(within(dialog).getByLabelText('参数键值'), '400-000-0000');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(mock.rows().at(-1)).toMatchObject({ configName: '咨询热线', configKey: 'dss.contact.phone', configType: 'N' });
    expect(await within(screen.getByRole('table')).findByText('dss.contact.phone')).toBeInTheDocument();
  });
});
