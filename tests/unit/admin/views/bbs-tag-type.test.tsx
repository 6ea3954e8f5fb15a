import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, http, api } from '../../../../mocks/server';
import { tagEntity, typeEntity } from '@shared/contract/entities';
import { crudMock } from '../../../../mocks/crud';
import { mockTags, mockTypes } from '../../../../mocks/bbs-admin-media';
import { queryOf, renderPage, resetViewState, signInWith } from './helpers';

const { default: TagPage } = await import('@admin/views/bbs/tag');
const { default: TypePage } = await import('@admin/views/bbs/type');

const lastDialog = async () => (await screen.findAllByRole('dialog')).at(-1)!;
const setup = () => userEvent.setup({ delay: null });

beforeEach(() => {
  resetViewState();
  signInWith();
});

describe('tag page', () => {
  it('lists tags with both names and state, adds one and shows the server’s refusal of a taken name', async () => {
    const mock = crudMock(tagEntity, mockTags, {
      refuseSave: (row, rows, id) => (rows.some((r) => r.tagName === row.tagName && r.tagId !== id) ? `新增标签'${row.tagName}'失败，标签名称已存在` : undefined),
    });
    server.use(...mock.handlers);
    const user = setup();
    renderPage(<TagPage />, { path: '/bbs/tag' });
    const grid = await screen.findByRole('table', { name: '标签列表' });
    const row = (await within(grid).findByText('寄宿')).closest('tr')!;
    expect(within(row).getByText('Boarding')).toBeInTheDocument();
    expect(within(within(grid).getByText('草稿').closest('tr')!).getByText('下线')).toBeInTheDocument();

    await user.click(within(screen.getByRole('toolbar', { name: '操作按钮' })).getByRole('button', { name: /新\s*增/ }));
    const dialog = await lastDialog();
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('标签名称不能为空')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('标签名称'), '寄宿');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText("新增标签'寄宿'失败，标签名称已存在")).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('标签名称'));
    await user.type(within(dialog).getByLabelText('标签名称'), '走读');
    await user.type(within(dialog).getByLabelText('英文名称'), 'Day school');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(mock.rows().at(-1)).toMatchObject({ tagName: '走读', tagNameEn: 'Day school', sort: 0, status: '0' });
  });
});

describe('type page', () => {
  it('lists types by scope, filters by scope and shows the refusal to delete a type posts use', async () => {
    const lists: Record<string, string>[] = [];
    const mock = crudMock(typeEntity, mockTypes, { refuseRemove: (targets) => `分类【${targets[0]!.name}】已被帖子使用，不能删除` });
    server.use(
      http.get(api('/bbs/type/list'), ({ request }) => {
        lists.push(queryOf(request));
        return undefined;
      }),
      ...mock.handlers,
    );
    const user = setup();
    renderPage(<TypePage />, { path: '/bbs/type' });
    const grid = await screen.findByRole('table', { name: '分类列表' });
    const row = (await within(grid).findByText('择校攻略')).closest('tr')!;
    expect(within(row).getByText('文章分类')).toBeInTheDocument();
    expect(within(within(grid).getByText('爆料').closest('tr')!).getByText('故事分类')).toBeInTheDocument();

    const search = screen.getByRole('search');
    await user.click(within(search).getByRole('combobox', { name: '分类范围' }));
    await user.click((await screen.findAllByTitle('故事分类')).at(-1)!);
    await user.click(within(search).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(lists.at(-1)).toEqual({ scope: 'story', pageNum: '1', pageSize: '10' }));
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('择校攻略')).not.toBeInTheDocument());

    await user.click(within((await within(screen.getByRole('table')).findByText('爆料')).closest('tr')!).getByRole('button', { name: '删除' }));
    const confirm = await lastDialog();
    expect(confirm).toHaveTextContent('是否确认删除分类编号为"2"的数据项？');
    await user.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('分类【爆料】已被帖子使用，不能删除')).toBeInTheDocument();
    expect(mock.rows()).toHaveLength(2);
  });
});
