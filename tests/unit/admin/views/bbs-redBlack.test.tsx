import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from './helpers';
import { lastDialog, OK_BUTTON, serveWithLists, SLOW, signInBeforeEach } from './bbsSchoolsHelpers';

const { default: RedBlackPage } = await import('@admin/views/bbs/redBlack');

signInBeforeEach();

describe('red/black page', () => {
  it('lists entries with the linked school’s name and filters by list and name', async () => {
    const { lists } = serveWithLists('/bbs/redBlack/list');
    const user = userEvent.setup({ delay: null });
    renderPage(<RedBlackPage />, { path: '/bbs/redBlack' });
    const grid = await screen.findByRole('table', { name: '红黑榜列表' });
    const first = (await within(grid).findByText('深圳枫叶国际学校')).closest('tr')!;
    expect(within(first).getByText('红榜')).toBeInTheDocument();
    expect(within(grid).getByText('某培训机构').closest('tr')).toHaveTextContent('黑榜');
    const search = screen.getByRole('search');
    await user.click(within(search).getByRole('combobox', { name: '榜单' }));
    await user.click((await screen.findAllByTitle('黑榜')).at(-1)!);
    await user.type(within(search).getByLabelText('学校名称'), '培训');
    await user.click(within(search).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(lists.at(-1)).toEqual({ listType: 'black', schoolName: '培训', pageNum: '1', pageSize: '10' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: '红黑榜列表' })).queryByText('深圳枫叶国际学校')).not.toBeInTheDocument());
  });

  it('a published entry needs a source; the sources are an editable list with https links', async () => {
    const { mock } = serveWithLists('/bbs/redBlack/list');
    const user = userEvent.setup({ delay: null });
    renderPage(<RedBlackPage />, { path: '/bbs/redBlack' });
    await within(await screen.findByRole('table', { name: '红黑榜列表' })).findByText('某培训机构');
    await user.click(within(screen.getByRole('toolbar', { name: '操作按钮' })).getByRole('button', { name: /新\s*增/ }));
    const dialog = await lastDialog();
    expect(dialog).toHaveTextContent('添加红黑榜条目');
    await user.click(within(dialog).getByRole('button', { name: OK_BUTTON }));
    expect(await within(dialog).findByText('榜单类型只能是红榜（red）或黑榜（black）')).toBeInTheDocument();
    expect(within(dialog).getByText('请填写上榜理由')).toBeInTheDocument();
    expect(within(dialog).getByText('红黑榜条目至少要附一个来源（链接或文件名称）才能发布')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: '黑榜' }));
    await user.type(within(dialog).getByLabelText('学校名称'), '某留学中介');
    await user.type(within(dialog).getByLabelText('上榜理由'), '收费不透明');
    await user.type(within(dialog).getByLabelText('理由日期'), '2026-01-05');
    await user.click(within(dialog).getByRole('button', { name: '添加来源' }));
    await user.click(within(dialog).getByRole('button', { name: '添加来源' }));
    await user.type(within(dialog).getByLabelText('来源 1 标题'), '消费者投诉');
    await user.type(within(dialog).getByLabelText('来源 1 链接'), 'http://complaints.test/1');
    await user.click(within(dialog).getByRole('button', { name: '删除来源 2' }));
    expect(within(dialog).queryByLabelText('来源 2 标题')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: OK_BUTTON }));
    expect(await within(dialog).findByText('来源链接须以 https:// 开头')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('来源 1 链接'));
    await user.type(within(dialog).getByLabelText('来源 1 链接'), 'https://complaints.test/1');
    await user.click(within(dialog).getByRole('button', { name: OK_BUTTON }));
    expect(await within(screen.getByRole('table', { name: '红黑榜列表' })).findByText('某留学中介', {}, SLOW)).toBeInTheDocument();
    expect(mock.entries.rows().at(-1)).toMatchObject({
      listType: 'black', schoolName: '某留学中介', reason: '收费不透明', reasonDate: '2026-01-05', status: '0',
      sources: [{ title: '消费者投诉', titleEn: '', url: 'https://complaints.test/1' }],
    });
  });

  it('下线 asks and sends the ids; 历史 shows the recorded changes', async () => {
    const { mock } = serveWithLists('/bbs/redBlack/list');
    const user = userEvent.setup({ delay: null });
    renderPage(<RedBlackPage />, { path: '/bbs/redBlack' });
    const row = (await within(await screen.findByRole('table', { name: '红黑榜列表' })).findByText('深圳枫叶国际学校')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '下线' }));
    const confirm = await lastDialog();
    expect(confirm).toHaveTextContent('是否确认下线编号为"1"的红黑榜条目？');
    await user.click(within(confirm).getByRole('button', { name: OK_BUTTON }));
    await waitFor(() => expect(mock.unpublished).toEqual([1]));

    await user.click(within(row).getByRole('button', { name: '历史' }));
    const history = await screen.findByRole('table', { name: '「深圳枫叶国际学校」条目 1 的变更历史' });
    expect(await within(history).findByText('2026-01-04 10:00:00')).toBeInTheDocument();
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]?.textContent)).toEqual(['修改', '新增']);
    expect(rows[0]).toHaveTextContent('editor');
  });
});
