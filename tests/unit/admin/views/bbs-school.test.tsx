import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from './helpers';
import { lastDialog, OK_BUTTON, serveWithLists, SLOW, signInBeforeEach } from './bbsSchoolsHelpers';

const { default: SchoolPage } = await import('@admin/views/bbs/school');

/** types by pasting (the long form's many fields make per-key typing slow) */
async function fill(user: ReturnType<typeof userEvent.setup>, el: HTMLElement, text: string) {
  await user.click(el);
  await user.paste(text);
}

signInBeforeEach();

describe('school page', () => {
  it('lists schools with both names, type, city and status, and filters by name, type, abroad, city and status', async () => {
    const { lists } = serveWithLists('/bbs/school/list');
    const user = userEvent.setup({ delay: null });
    renderPage(<SchoolPage />, { path: '/bbs/school' });
    const grid = await screen.findByRole('table', { name: '学校列表' });
    await within(grid).findByText('深圳枫叶国际学校');
    expect(within(grid).getByText('Shenzhen Maple International School')).toBeInTheDocument();
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('国际学校')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('已发布')).toBeInTheDocument();
    await waitFor(() => expect(within(rows[0]!).getByText('深圳 (440300)')).toBeInTheDocument());
    expect(within(rows[2]!).getByText('已下线')).toBeInTheDocument();

    const search = screen.getByRole('search');
    await user.type(within(search).getByLabelText('学校名称'), 'kai tak');
    await user.click(within(search).getByRole('combobox', { name: '海外' }));
    await user.click((await screen.findAllByTitle('是')).at(-1)!);
    await user.click(within(search).getByRole('combobox', { name: '状态' }));
    await user.click((await screen.findAllByTitle('已发布')).at(-1)!);
    await user.click(within(search).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(lists.at(-1)).toEqual({ schoolName: 'kai tak', abroad: '1', status: '0', pageNum: '1', pageSize: '10' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: '学校列表' })).queryByText('深圳枫叶国际学校')).not.toBeInTheDocument());
    expect(within(screen.getByRole('table', { name: '学校列表' })).getByText('香港启德学校')).toBeInTheDocument();
  });

  it('the add dialog checks the fields with the server’s messages, then saves the school with its sections’ values', async () => {
    const { mock } = serveWithLists('/bbs/school/list');
    const user = userEvent.setup({ delay: null });
    renderPage(<SchoolPage />, { path: '/bbs/school' });
    await within(await screen.findByRole('table', { name: '学校列表' })).findByText('深圳枫叶国际学校');
    await user.click(within(screen.getByRole('toolbar', { name: '操作按钮' })).getByRole('button', { name: /新\s*增/ }));
    const dialog = await lastDialog();
    expect(dialog).toHaveTextContent('添加学校');
    for (const section of ['基本信息', '英文信息', '招生信息', '图片']) expect(within(dialog).getByText(section)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: '已发布' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: OK_BUTTON }));
    expect(await within(dialog).findByText('学校名称不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('学校类型不能为空')).toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText('学校名称'), '前海国际学校');
    await fill(user, within(dialog).getByLabelText('英文名称'), 'Qianhai International School');
    await user.click(within(dialog).getByRole('combobox', { name: '学校类型' }));
    await user.click((await screen.findAllByTitle('国际学校')).at(-1)!);
    await user.click(within(dialog).getByRole('combobox', { name: '招生年级' }));
    await user.click((await screen.findAllByTitle('10年级')).at(-1)!);
    await fill(user, within(dialog).getByLabelText('学校官网'), 'http://qianhai.test');
    await user.click(within(dialog).getByRole('button', { name: OK_BUTTON }));
    expect(await within(dialog).findByText('学校官网须是以 https:// 开头的链接')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('学校官网'));
    await fill(user, within(dialog).getByLabelText('学校官网'), 'https://qianhai.test');
    await user.click(within(dialog).getByRole('button', { name: OK_BUTTON }));
    // the saved school shows in the reloaded list (a lasting sign; the 新增成功 toast may pass on a busy machine)
    expect(await within(screen.getByRole('table', { name: '学校列表' })).findByText('前海国际学校', {}, SLOW)).toBeInTheDocument();
    expect(mock.schools.rows().at(-1)).toMatchObject({
      schoolName: '前海国际学校', schoolNameEn: 'Qianhai International School', schoolType: '1', grades: ['10'],
      website: 'https://qianhai.test', status: '0', abroad: '0', images: [],
    });
  });

  it('edits a school loaded from the server and unpublishes it', async () => {
    const { mock } = serveWithLists('/bbs/school/list');
    const user = userEvent.setup({ delay: null });
    renderPage(<SchoolPage />, { path: '/bbs/school' });
    const row = (await within(await screen.findByRole('table', { name: '学校列表' })).findByText('深圳枫叶国际学校')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '修改' }));
    const dialog = await lastDialog();
    expect(dialog).toHaveTextContent('修改学校');
    await waitFor(() => expect(within(dialog).getByLabelText('学校名称')).toHaveValue('深圳枫叶国际学校'), SLOW);
    expect(await within(dialog).findByText('枫叶简介')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '已下线' }));
    await user.click(within(dialog).getByRole('button', { name: OK_BUTTON }));
    await waitFor(() => expect(mock.schools.rows().find((s) => s.schoolId === 1)).toMatchObject({ status: '1', grades: ['9', '10'], intro: '<p>枫叶简介</p>' }), SLOW);
    // the reloaded list shows the school unpublished
    await waitFor(() => expect(within(screen.getByRole('table', { name: '学校列表' })).getByText('深圳枫叶国际学校').closest('tr')).toHaveTextContent('已下线'), SLOW);
  });

  it('delete asks, sends the ids, and shows the server’s refusal for a linked school', async () => {
    const { mock } = serveWithLists('/bbs/school/list');
    const user = userEvent.setup({ delay: null });
    renderPage(<SchoolPage />, { path: '/bbs/school' });
    const grid = await screen.findByRole('table', { name: '学校列表' });
    const linked = (await within(grid).findByText('深圳枫叶国际学校')).closest('tr')!;
    await user.click(within(linked).getByRole('button', { name: '删除' }));
    let confirm = await lastDialog();
    expect(confirm).toHaveTextContent('是否确认删除学校编号为"1"的数据项？');
    await user.click(within(confirm).getByRole('button', { name: OK_BUTTON }));
    expect(await screen.findByText("学校'深圳枫叶国际学校'已关联1条红黑榜条目，不能删除，请改为下线", {}, SLOW)).toBeInTheDocument();
    expect(mock.schools.rows()).toHaveLength(3);

    const free = within(grid).getByText('香港启德学校').closest('tr')!;
    await user.click(within(free).getByRole('button', { name: '删除' }));
    confirm = await lastDialog();
    expect(confirm).toHaveTextContent('编号为"2"');
    await user.click(within(confirm).getByRole('button', { name: OK_BUTTON }));
    await waitFor(() => expect(mock.schools.rows().map((s) => s.schoolId)).toEqual([1, 3]), SLOW);
    await waitFor(() => expect(within(grid).queryByText('香港启德学校')).not.toBeInTheDocument(), SLOW);
  });

  it('学校账号 lists the school’s approved accounts', async () => {
    serveWithLists('/bbs/school/list');
    const user = userEvent.setup({ delay: null });
    renderPage(<SchoolPage />, { path: '/bbs/school' });
    const row = (await within(await screen.findByRole('table', { name: '学校列表' })).findByText('深圳枫叶国际学校')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '学校账号' }));
    const accounts = await screen.findByRole('table', { name: '「深圳枫叶国际学校」的学校账号' });
    expect(await within(accounts).findByText('maple_admin')).toBeInTheDocument();
    expect(within(accounts).getByText('招生负责人')).toBeInTheDocument();
    expect(within(accounts).getByText('2026-01-03 10:00:00')).toBeInTheDocument();
  });
});
