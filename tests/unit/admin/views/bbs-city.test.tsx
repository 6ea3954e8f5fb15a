import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from './helpers';
import { lastDialog, OK_BUTTON, serveWithLists, SLOW, signInBeforeEach } from './bbsSchoolsHelpers';

const { default: CityPage } = await import('@admin/views/bbs/city');

signInBeforeEach();

describe('city page', () => {
  it('lists cities, adds one after the code check, filters by code', async () => {
    const { lists, mock } = serveWithLists('/bbs/city/list');
    const user = userEvent.setup({ delay: null });
    renderPage(<CityPage />, { path: '/bbs/city' });
    const grid = await screen.findByRole('table', { name: '城市列表' });
    expect((await within(grid).findByText('深圳')).closest('tr')).toHaveTextContent('440300');
    expect(within(grid).getByText('Hong Kong')).toBeInTheDocument();

    await user.click(within(screen.getByRole('toolbar', { name: '操作按钮' })).getByRole('button', { name: /新\s*增/ }));
    const dialog = await lastDialog();
    expect(dialog).toHaveTextContent('添加城市');
    await user.click(within(dialog).getByRole('button', { name: OK_BUTTON }));
    expect(await within(dialog).findByText('城市名称不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('城市编码不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('经度不能为空')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('城市名称'), '温哥华');
    await user.type(within(dialog).getByLabelText('英文名称'), 'Vancouver');
    await user.type(within(dialog).getByLabelText('城市编码'), 'CA-VAN');
    await user.type(within(dialog).getByLabelText('经度'), '-123.1207');
    await user.type(within(dialog).getByLabelText('纬度'), '49.2827');
    await user.click(within(dialog).getByRole('button', { name: OK_BUTTON }));
    expect(await within(dialog).findByText('城市编码只能包含字母和数字')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('城市编码'));
    await user.type(within(dialog).getByLabelText('城市编码'), 'CAVAN');
    await user.click(within(dialog).getByRole('button', { name: OK_BUTTON }));
    expect(await within(screen.getByRole('table', { name: '城市列表' })).findByText('温哥华', {}, SLOW)).toBeInTheDocument();
    expect(mock.cities.rows().at(-1)).toMatchObject({ label: '温哥华', labelEn: 'Vancouver', value: 'CAVAN', lng: -123.1207, lat: 49.2827, status: '0' });

    await user.type(within(screen.getByRole('search')).getByLabelText('城市编码'), '8100');
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(lists.at(-1)).toEqual({ value: '8100', pageNum: '1', pageSize: '10' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: '城市列表' })).queryByText('温哥华')).not.toBeInTheDocument());
    expect(within(screen.getByRole('table', { name: '城市列表' })).getByText('Hong Kong')).toBeInTheDocument();
  });

  it('deleting a city in use asks, sends the id and shows the refusal with the count', async () => {
    const { mock } = serveWithLists('/bbs/city/list');
    const user = userEvent.setup({ delay: null });
    renderPage(<CityPage />, { path: '/bbs/city' });
    const row = (await within(await screen.findByRole('table', { name: '城市列表' })).findByText('深圳')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '删除' }));
    const confirm = await lastDialog();
    expect(confirm).toHaveTextContent('是否确认删除城市编号为"1"的数据项？');
    await user.click(within(confirm).getByRole('button', { name: OK_BUTTON }));
    expect(await screen.findByText("城市'深圳'已被2条学校使用（共2条），不能删除，请改为下线", {}, SLOW)).toBeInTheDocument();
    expect(mock.cities.rows()).toHaveLength(2);
  });
});
