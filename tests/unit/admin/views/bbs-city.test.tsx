import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, http, api } from '../../../../mocks/server';
import { serveSchoolsAdmin } from '../../../../mocks/bbs-admin-schools';
import { queryOf, renderPage, resetViewState, signInWith } from './helpers';

const { default: CityPage } = await import('@admin/views/bbs/city');

vi.setConfig({ testTimeout: 60_000 });
const SLOW = { timeout: 15_000 };

function serve() {
  const lists: Record<string, string>[] = [];
  const mock = serveSchoolsAdmin();
  server.use(
    http.get(api('/bbs/city/list'), ({ request }) => {
      lists.push(queryOf(request));
      return undefined;
    }),
    ...mock.handlers,
  );
  return { lists, mock };
}

const lastDialog = async () => (await screen.findAllByRole('dialog')).at(-1)!;
const ok = /确\s*定/;

beforeEach(() => {
  resetViewState();
  signInWith();
});

describe('city page', () => {
  it('lists cities, filters by code, adds one after the code check', async () => {
    const { lists, mock } = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<CityPage />, { path: '/bbs/city' });
    const grid = await screen.findByRole('table', { name: '城市列表' });
    expect((await within(grid).findByText('深圳')).closest('tr')).toHaveTextContent('440300');
    expect(within(grid).getByText('Hong Kong')).toBeInTheDocument();
    await user.type(within(screen.getByRole('search')).getByLabelText('城市编码'), '8100');
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(lists.at(-1)).toEqual({ value: '8100', pageNum: '1', pageSize: '10' }));

    await user.click(within(screen.getByRole('toolbar', { name: '操作按钮' })).getByRole('button', { name: /新\s*增/ }));
    const dialog = await lastDialog();
    expect(dialog).toHaveTextContent('添加城市');
    await user.click(within(dialog).getByRole('button', { name: ok }));
    expect(await within(dialog).findByText('城市名称不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('城市编码不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('经度不能为空')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('城市名称'), '温哥华');
    await user.type(within(dialog).getByLabelText('英文名称'), 'Vancouver');
    await user.type(within(dialog).getByLabelText('城市编码'), 'CA-VAN');
    await user.type(within(dialog).getByLabelText('经度'), '-123.1207');
    await user.type(within(dialog).getByLabelText('纬度'), '49.2827');
    await user.click(within(dialog).getByRole('button', { name: ok }));
    expect(await within(dialog).findByText('城市编码只能包含字母和数字')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('城市编码'));
    await user.type(within(dialog).getByLabelText('城市编码'), 'CAVAN');
    await user.click(within(dialog).getByRole('button', { name: ok }));
    expect(await screen.findByText('新增成功', {}, SLOW)).toBeInTheDocument();
    expect(mock.cities.rows().at(-1)).toMatchObject({ label: '温哥华', labelEn: 'Vancouver', value: 'CAVAN', lng: -123.1207, lat: 49.2827, status: '0' });
  });

  it('deleting a city in use asks, sends the id and shows the refusal with the count', async () => {
    const { mock } = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<CityPage />, { path: '/bbs/city' });
    const row = (await within(await screen.findByRole('table', { name: '城市列表' })).findByText('深圳')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '删除' }));
    const confirm = await lastDialog();
    expect(confirm).toHaveTextContent('是否确认删除城市编号为"1"的数据项？');
    await user.click(within(confirm).getByRole('button', { name: ok }));
    expect(await screen.findByText("城市'深圳'已被2条学校使用（共2条），不能删除，请改为下线", {}, SLOW)).toBeInTheDocument();
    expect(mock.cities.rows()).toHaveLength(2);
  });
});
