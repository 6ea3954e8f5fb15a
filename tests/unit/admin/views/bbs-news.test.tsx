import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, http, HttpResponse, api } from '../../../../mocks/server';
import { newsEntity } from '@shared/contract/entities';
import { crudMock } from '../../../../mocks/crud';
import { mockNews } from '../../../../mocks/bbs-admin-media';
import { queryOf, renderPage, resetViewState, signInWith } from './helpers';

const { default: NewsPage } = await import('@admin/views/bbs/news');

// ProseMirror measures ranges when it scrolls the selection into view; jsdom has no layout
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
if (!Range.prototype.getClientRects) Range.prototype.getClientRects = emptyRects;
if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = () => new DOMRect();

function serve() {
  const lists: Record<string, string>[] = [];
  const removed: string[] = [];
  const mock = crudMock(newsEntity, mockNews);
  server.use(
    http.get(api('/bbs/news/list'), ({ request }) => {
      lists.push(queryOf(request));
      return undefined;
    }),
    http.delete(api('/bbs/news/:ids'), ({ params }) => {
      removed.push(String(params.ids));
      return undefined;
    }),
    http.post(api('/common/upload'), () => HttpResponse.json({ code: 200, msg: '', fileName: '/profile/upload/2026/03/14/pic.png', url: 'x' })),
    ...mock.handlers,
  );
  return { lists, removed, mock };
}

const lastDialog = async () => (await screen.findAllByRole('dialog')).at(-1)!;
const setup = () => userEvent.setup({ delay: null, applyAccept: false, pointerEventsCheck: 0 });

beforeEach(() => {
  resetViewState();
  signInWith();
});

describe('news page', () => {
  it('lists news with cover thumbnails, type, city, language and state, and filters', async () => {
    const { lists } = serve();
    const user = setup();
    renderPage(<NewsPage />, { path: '/bbs/news' });
    const grid = await screen.findByRole('table', { name: '新闻列表' });
    await within(grid).findByText('深圳国际学校招生开放日');
    const row = within(grid).getByText('深圳国际学校招生开放日').closest('tr')!;
    expect(within(row).getByRole('img', { name: '深圳国际学校招生开放日' })).toHaveAttribute('src', '/prod-api/profile/upload/2026/01/01/n1.png');
    expect(within(row).getByText('招生资讯')).toBeInTheDocument();
    expect(await within(row).findByText('深圳')).toBeInTheDocument();
    expect(within(row).getByText('中文')).toBeInTheDocument();
    expect(within(row).getByText('发布')).toBeInTheDocument();
    const draft = within(grid).getByText('考试日历草稿').closest('tr')!;
    expect(within(draft).getByText('下线')).toBeInTheDocument();
    expect(within(draft).getByText('全部城市')).toBeInTheDocument();

    const search = screen.getByRole('search');
    await user.type(within(search).getByLabelText('新闻标题'), '招生');
    await user.click(within(search).getByRole('combobox', { name: '新闻类型' }));
    await user.click(await screen.findByTitle('招生资讯'));
    await user.click(within(search).getByRole('combobox', { name: '语言' }));
    await user.click((await screen.findAllByTitle('中文')).at(-1)!);
    await user.click(within(search).getByRole('combobox', { name: '状态' }));
    await user.click((await screen.findAllByTitle('发布')).at(-1)!);
    await user.click(within(search).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(lists.at(-1)).toEqual({ title: '招生', infoType: '1', lang: 'zh', status: '0', pageNum: '1', pageSize: '10' }));
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('考试日历草稿')).not.toBeInTheDocument());
    expect(within(screen.getByRole('table')).getByText('深圳国际学校招生开放日')).toBeInTheDocument();
  });

  it('the add dialog asks for title, type and text with the server’s messages, then saves a published item', async () => {
    const { mock } = serve();
    const user = setup();
    renderPage(<NewsPage />, { path: '/bbs/news' });
    await within(await screen.findByRole('table')).findByText('深圳国际学校招生开放日');
    await user.click(within(screen.getByRole('toolbar', { name: '操作按钮' })).getByRole('button', { name: /新\s*增/ }));
    const dialog = await lastDialog();
    expect(dialog).toHaveTextContent('添加新闻');
    expect(within(dialog).getByRole('radio', { name: '发布' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: '中文' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('标题不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('新闻类型不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('新闻内容不能为空')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('新闻标题'), '新校区开放');
    await user.click(within(dialog).getByRole('combobox', { name: '新闻类型' }));
    await user.click((await screen.findAllByTitle('活动讲座')).at(-1)!);
    await user.click(within(dialog).getByRole('radio', { name: 'English' }));
    const toolbar = await within(dialog).findByRole('toolbar', { name: '编辑器工具栏' });
    await waitFor(() => expect(within(toolbar).getByRole('button', { name: '插入图片' })).toBeEnabled(), { timeout: 8000 });
    await user.upload(within(dialog).getByTestId('editor-image-input'), new File(['x'], 'pic.png', { type: 'image/png' }));
    await waitFor(() => expect(within(dialog).queryByText('新闻内容不能为空')).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(mock.rows().at(-1)).toMatchObject({ title: '新校区开放', infoType: '4', lang: 'en', status: '0', cover: null, summary: null });
    expect(mock.rows().at(-1)!.content).toContain('<img src="/prod-api/profile/upload/2026/03/14/pic.png"');
  });

  it('edits an item to unpublish it', async () => {
    const { mock } = serve();
    const user = setup();
    renderPage(<NewsPage />, { path: '/bbs/news' });
    const row = (await within(await screen.findByRole('table')).findByText('深圳国际学校招生开放日')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '修改' }));
    const dialog = await lastDialog();
    expect(dialog).toHaveTextContent('修改新闻');
    await waitFor(() => expect(within(dialog).getByLabelText('新闻标题')).toHaveValue('深圳国际学校招生开放日'));
    await user.click(within(dialog).getByRole('radio', { name: '下线' }));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(mock.rows().find((n) => n.infoId === 1)).toMatchObject({ status: '1', cityCode: '440300', source: '教育局' });
  });

  it('deletes the selected rows after asking', async () => {
    const { removed, mock } = serve();
    const user = setup();
    renderPage(<NewsPage />, { path: '/bbs/news' });
    const grid = await screen.findByRole('table');
    await within(grid).findByText('深圳国际学校招生开放日');
    for (const title of ['深圳国际学校招生开放日', '考试日历草稿']) {
      await user.click(within(within(grid).getByText(title).closest('tr')!).getByRole('checkbox'));
    }
    await user.click(within(screen.getByRole('toolbar', { name: '操作按钮' })).getByRole('button', { name: /删\s*除/ }));
    const confirm = await lastDialog();
    expect(confirm).toHaveTextContent('是否确认删除新闻编号为"1,3"的数据项？');
    await user.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(removed).toEqual(['1,3']);
    expect(mock.rows().map((n) => n.infoId)).toEqual([2]);
  });
});
