import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../../../mocks/server';
import type { NoticeLogRow } from '@shared/contract/entities';
import { deskMock } from '../../../../mocks/bbs-admin-desk';
import { setLanguage } from '@shared/i18n';
import { renderPage, resetViewState, signInWith } from './helpers';

const { default: ForumNoticePage } = await import('@admin/views/bbs/notice');

const notices: NoticeLogRow[] = [
  { logId: 1, title: '版规更新', content: '请阅读新版版规', targetType: 'all', targetValue: '', sentCount: 120, createBy: 'admin', createTime: '2026-01-05 09:00:00' },
  { logId: 2, title: '会员活动', content: '', targetType: 'user', targetValue: 'member1', sentCount: 1, createBy: 'editor', createTime: '2026-01-06 09:00:00' },
];

function serve() {
  const mock = deskMock({ notices });
  server.use(...mock.handlers);
  return mock;
}

beforeEach(() => {
  resetViewState();
  signInWith();
});

describe('forum notice page', () => {
  it('lists sent notices with their target and count, and filters by title', async () => {
    const mock = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<ForumNoticePage />, { path: '/bbs/notice' });
    const grid = await screen.findByRole('table', { name: '论坛公告发送记录' });
    await within(grid).findByText('版规更新');
    expect(within(grid).getByText('全部会员')).toBeInTheDocument();
    expect(within(grid).getByText('指定会员：member1')).toBeInTheDocument();
    expect(within(grid).getByText('120')).toBeInTheDocument();
    const search = screen.getByRole('search');
    await user.type(within(search).getByLabelText('公告标题'), '活动');
    await user.click(within(search).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(mock.sent.lists.notice.at(-1)).toEqual({ title: '活动', pageNum: '1', pageSize: '10' }));
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('版规更新')).not.toBeInTheDocument());
  });

  it('the send dialog checks the title and the role, then sends to a role', async () => {
    const mock = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<ForumNoticePage />, { path: '/bbs/notice' });
    await within(await screen.findByRole('table')).findByText('版规更新');
    await user.click(within(screen.getByRole('toolbar', { name: '操作按钮' })).getByRole('button', { name: /新\s*增/ }));
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(dialog).toHaveTextContent('发送论坛公告');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请填写公告标题', {}, { timeout: 15000 })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('公告标题'), '寒假安排');
    await user.type(within(dialog).getByLabelText('公告内容'), '论坛寒假期间照常开放');
    await user.click(within(dialog).getByRole('combobox', { name: '发送对象' }));
    await user.click((await screen.findAllByTitle('角色')).at(-1)!);
    // the role field shows once the choice has rendered: only then does 确定 check it
    await within(dialog).findByRole('combobox', { name: '角色' }, { timeout: 15000 });
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请选择角色或填写会员账号', {}, { timeout: 15000 })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: '角色' }));
    await user.click(await screen.findByTitle('会员'));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    // the server's count of recipients, not a generic 新增成功
    expect(await screen.findByText('已发送给 42 位会员')).toBeInTheDocument();
    expect(mock.notices.rows().at(-1)).toMatchObject({ title: '寒假安排', content: '论坛寒假期间照常开放', targetType: 'role', targetValue: 'member' });
  });

  describe('in English', () => {
    afterEach(() => setLanguage('zh'));

    it('says how many members a notice sent to one member reached', async () => {
      const mock = serve();
      setLanguage('en');
      const user = userEvent.setup({ delay: null });
      renderPage(<ForumNoticePage />, { path: '/bbs/notice' });
      await within(await screen.findByRole('table', { name: 'Sent forum notices' })).findByText('版规更新');
      await user.click(within(screen.getByRole('toolbar', { name: 'Actions' })).getByRole('button', { name: /Add/ }));
      const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
      await user.type(within(dialog).getByLabelText('Title'), 'Holiday hours');
      await user.type(within(dialog).getByLabelText('Text'), 'Open as usual');
      await user.click(within(dialog).getByRole('combobox', { name: 'Sent to' }));
      await user.click((await screen.findAllByTitle('One member')).at(-1)!);
      await user.type(await within(dialog).findByLabelText('Member account', {}, { timeout: 15000 }), 'member1');
      await user.click(within(dialog).getByRole('button', { name: /OK/ }));
      expect(await screen.findByText('Sent to 1 member')).toBeInTheDocument();
      expect(mock.notices.rows().at(-1)).toMatchObject({ targetType: 'user', targetValue: 'member1' });
    });
  });
});
