import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, http, HttpResponse, api } from '../../../../mocks/server';
import { bannerEntity } from '@shared/contract/entities';
import { crudMock } from '../../../../mocks/crud';
import { mockBanners } from '../../../../mocks/bbs-admin-media';
import { queryOf, renderPage, resetViewState, signInWith } from './helpers';

const { default: BannerPage } = await import('@admin/views/bbs/banner');

function serve() {
  const lists: Record<string, string>[] = [];
  const removed: string[] = [];
  const mock = crudMock(bannerEntity, mockBanners);
  server.use(
    http.get(api('/bbs/banner/list'), ({ request }) => {
      lists.push(queryOf(request));
      return undefined;
    }),
    http.delete(api('/bbs/banner/:ids'), ({ params }) => {
      removed.push(String(params.ids));
      return undefined;
    }),
    http.post(api('/common/upload'), () => HttpResponse.json({ code: 200, msg: '', fileName: '/profile/upload/2026/03/14/new.png', url: 'x' })),
    ...mock.handlers,
  );
  return { lists, removed, mock };
}

const lastDialog = async () => (await screen.findAllByRole('dialog')).at(-1)!;
const setup = () => userEvent.setup({ delay: null, applyAccept: false, pointerEventsCheck: 0 });

/** types a day into one of the range picker's inputs */
async function typeDay(user: ReturnType<typeof setup>, input: HTMLElement, day: string) {
  await user.click(input);
  fireEvent.change(input, { target: { value: day } });
}

beforeEach(() => {
  resetViewState();
  signInWith();
});

describe('banner page', () => {
  it('lists banners in order with their images, links, days, language and state, and filters', async () => {
    const { lists } = serve();
    const user = setup();
    renderPage(<BannerPage />, { path: '/bbs/banner' });
    const grid = await screen.findByRole('table', { name: '轮播图列表' });
    await within(grid).findByText('春季招生');
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual(['1', '2', '3']);
    expect(within(rows[0]!).getByRole('img', { name: '春季招生' })).toHaveAttribute('src', '/prod-api/profile/upload/2026/01/01/b1.png');
    expect(within(rows[0]!).getByText('/news/1')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('长期')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('2026-03-01 ~ 2026-03-31')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('English')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('不限 ~ 2025-12-31')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('下线')).toBeInTheDocument();

    const search = screen.getByRole('search');
    await user.type(within(search).getByLabelText('标题'), '招生');
    await user.click(within(search).getByRole('combobox', { name: '语言' }));
    await user.click((await screen.findAllByTitle('中文')).at(-1)!);
    await user.click(within(search).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(lists.at(-1)).toEqual({ title: '招生', lang: 'zh', pageNum: '1', pageSize: '10' }));
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('旧活动')).not.toBeInTheDocument());
  });

  it('the add dialog needs a title and an image, refuses a javascript: link, and saves the days', async () => {
    const { mock } = serve();
    const user = setup();
    renderPage(<BannerPage />, { path: '/bbs/banner' });
    await within(await screen.findByRole('table')).findByText('春季招生');
    await user.click(within(screen.getByRole('toolbar', { name: '操作按钮' })).getByRole('button', { name: /新\s*增/ }));
    const dialog = await lastDialog();
    expect(dialog).toHaveTextContent('添加轮播图');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('标题不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('图片不能为空')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('标题'), '暑期夏令营');
    await user.upload(within(dialog).getByLabelText('图片'), new File(['x'], 'camp.png', { type: 'image/png' }));
    await waitFor(() => expect(within(dialog).queryByText('图片不能为空')).not.toBeInTheDocument());
    await user.type(within(dialog).getByLabelText('链接'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('链接只能是以/开头的站内路径或https地址')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('链接'));
    await user.type(within(dialog).getByLabelText('链接'), '/schools');

    const [start, end] = within(dialog).getAllByPlaceholderText(/日期$/);
    await typeDay(user, start!, '2026-07-01');
    await typeDay(user, end!, '2026-08-31');
    await user.click(within(dialog).getByLabelText('标题'));
    await waitFor(() => expect(end).toHaveValue('2026-08-31'));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(mock.rows().at(-1)).toMatchObject({
      title: '暑期夏令营', image: '/profile/upload/2026/03/14/new.png', link: '/schools', sort: 0, lang: 'zh', status: '0',
      startDate: '2026-07-01', endDate: '2026-08-31',
    });
  });

  it('edits a banner with its days loaded, and an open end stays open', async () => {
    const { mock } = serve();
    const user = setup();
    renderPage(<BannerPage />, { path: '/bbs/banner' });
    const row = (await within(await screen.findByRole('table')).findByText('旧活动')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '修改' }));
    const dialog = await lastDialog();
    expect(dialog).toHaveTextContent('修改轮播图');
    const [start, end] = within(dialog).getAllByPlaceholderText(/日期$/);
    await waitFor(() => expect(end).toHaveValue('2025-12-31'));
    expect(start).toHaveValue('');
    await user.click(within(dialog).getByRole('radio', { name: '发布' }));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(mock.rows().find((b) => b.bannerId === 3)).toMatchObject({ status: '0', startDate: null, endDate: '2025-12-31', link: null });
  });

  it('deletes a banner after asking', async () => {
    const { removed, mock } = serve();
    const user = setup();
    renderPage(<BannerPage />, { path: '/bbs/banner' });
    const row = (await within(await screen.findByRole('table')).findByText('旧活动')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '删除' }));
    const confirm = await lastDialog();
    expect(confirm).toHaveTextContent('是否确认删除轮播图编号为"3"的数据项？');
    await user.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(removed).toEqual(['3']);
    expect(mock.rows().map((b) => b.bannerId)).toEqual([1, 2]);
  });
});
