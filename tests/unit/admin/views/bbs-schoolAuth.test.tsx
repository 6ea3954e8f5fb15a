import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../../../mocks/server';
import type { SchoolAuthAdminRow } from '@shared/contract/entities';
import { deskMock } from '../../../../mocks/bbs-admin-desk';
import { renderPage, resetViewState, signInWith } from './helpers';

const { default: SchoolAuthPage } = await import('@admin/views/bbs/schoolAuth');

const base = { userId: 10, schoolId: 1, role: '2', remark: '', rejectReason: null, reviewTime: null };
const auths: SchoolAuthAdminRow[] = [
  { ...base, authId: 1, userName: 'wangls', realName: '王老师', schoolName: '香港国际学校', phone: '13800001111', status: '1', createTime: '2026-01-05 09:00:00',
    proofFiles: [{ name: 'card.png', url: '/bbs/schoolAuth/1/file/1' }, { name: 'letter.pdf', url: '/bbs/schoolAuth/1/file/2' }] },
  { ...base, authId: 2, userName: 'lixz', realName: '李校长', schoolName: '温哥华学院', phone: '13900002222', status: '2', createTime: '2026-01-06 09:00:00', proofFiles: [], reviewTime: '2026-01-07 09:00:00' },
];

function serve() {
  const mock = deskMock({ auths });
  server.use(...mock.handlers);
  return { lists: mock.sent.lists.schoolAuth, mock };
}

beforeEach(() => {
  resetViewState();
  signInWith();
});

describe('school verification page', () => {
  it('lists applications with their status and filters by status, name and phone', async () => {
    const { lists } = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<SchoolAuthPage />, { path: '/bbs/schoolAuth' });
    const grid = await screen.findByRole('table', { name: '学校认证申请列表' });
    await within(grid).findByText('王老师');
    expect(within(grid).getByText('待审核')).toBeInTheDocument();
    expect(within(grid).getByText('已通过')).toBeInTheDocument();
    expect(within(grid).getAllByText('招生负责人')).toHaveLength(2);
    const search = screen.getByRole('search');
    await user.type(within(search).getByLabelText('姓名'), '王');
    await user.type(within(search).getByLabelText('手机号'), '1111');
    await user.click(within(search).getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByTitle('待审核'));
    await user.click(within(search).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(lists.at(-1)).toEqual({ realName: '王', phone: '1111', status: '1', pageNum: '1', pageSize: '10' }));
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('李校长')).not.toBeInTheDocument());
  });

  it('shows the application with its documents fetched with the token (images inline, PDFs framed, both downloadable)', async () => {
    const { mock } = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<SchoolAuthPage />, { path: '/bbs/schoolAuth' });
    const row = (await within(await screen.findByRole('table')).findByText('王老师')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '详情/审核' }));
    const drawer = await screen.findByRole('dialog', { name: '学校认证详情' });
    expect(await within(drawer).findByText('wangls')).toBeInTheDocument();
    // previews of blobs, never a public address
    expect(await within(drawer).findByRole('img', { name: '证明材料 1' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(await within(drawer).findByTitle('证明材料 2')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(within(drawer).getByRole('button', { name: /下载：letter\.pdf/ })).toBeInTheDocument();
    expect(mock.sent.files.map((f) => f.path).sort()).toEqual(['/prod-api/bbs/schoolAuth/1/file/1', '/prod-api/bbs/schoolAuth/1/file/2']);
    expect(mock.sent.files.every((f) => f.authorization?.startsWith('Bearer '))).toBe(true);
  });

  it('requires a reason to reject, then sends it', async () => {
    const { mock } = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<SchoolAuthPage />, { path: '/bbs/schoolAuth' });
    const row = (await within(await screen.findByRole('table')).findByText('王老师')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '详情/审核' }));
    const drawer = await screen.findByRole('dialog', { name: '学校认证详情' });
    await user.click(await within(drawer).findByRole('radio', { name: '驳回' }));
    await user.click(within(drawer).getByRole('button', { name: /提交审核/ }));
    expect(await within(drawer).findByText('请填写驳回原因', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(mock.sent.audits).toEqual([]);
    await user.type(within(drawer).getByLabelText('驳回原因'), '材料不清晰');
    await user.click(within(drawer).getByRole('button', { name: /提交审核/ }));
    expect(await screen.findByText('已驳回，会员已收到通知')).toBeInTheDocument();
    expect(mock.sent.audits).toEqual([{ authId: 1, status: '3', rejectReason: '材料不清晰' }]);
  });

  it('approves a pending application; a reviewed one and a user without the audit button see no review form', async () => {
    const { mock } = serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<SchoolAuthPage />, { path: '/bbs/schoolAuth' });
    const grid = await screen.findByRole('table');
    await user.click(within((await within(grid).findByText('王老师')).closest('tr')!).getByRole('button', { name: '详情/审核' }));
    const drawer = await screen.findByRole('dialog', { name: '学校认证详情' });
    await user.click(await within(drawer).findByRole('button', { name: /提交审核/ }));
    expect(await screen.findByText('已通过，会员已获得学校账号并收到通知')).toBeInTheDocument();
    expect(mock.sent.audits).toEqual([{ authId: 1, status: '2' }]);

    await user.click(within((await within(grid).findByText('李校长')).closest('tr')!).getByRole('button', { name: '详情/审核' }));
    const second = await screen.findByRole('dialog', { name: '学校认证详情' });
    expect(await within(second).findByText('lixz')).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /提交审核/ })).not.toBeInTheDocument();
  });

  it('hides the review form without bbs:schoolAuth:audit', async () => {
    signInWith(['bbs:schoolAuth:list', 'bbs:schoolAuth:query'], ['common']);
    serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<SchoolAuthPage />, { path: '/bbs/schoolAuth' });
    await user.click(within((await within(await screen.findByRole('table')).findByText('王老师')).closest('tr')!).getByRole('button', { name: '详情/审核' }));
    const drawer = await screen.findByRole('dialog', { name: '学校认证详情' });
    expect(await within(drawer).findByText('wangls')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: /提交审核/ })).not.toBeInTheDocument();
  });
});
