import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import { server } from '../../../mocks/server';
import { noticeBellMock } from '../../../mocks/notice';
import type { SysNotice } from '@shared/contract';
import { antdLocale } from '@shared/i18n/antd';
import NoticeBell from '@admin/layout/NoticeBell';
import { resetViewState, signInWith } from './views/helpers';

const audit = { createBy: 'admin', updateBy: '', updateTime: null, remark: null };
const notice = (noticeId: number, noticeTitle: string, over: Partial<SysNotice> = {}): SysNotice => ({
  ...audit,
  noticeId,
  noticeTitle,
  noticeType: noticeId % 2 ? '1' : '2',
  noticeContent: `<p>${noticeTitle}的内容</p>`,
  status: '0',
  createTime: `2026-02-0${noticeId} 09:00:00`,
  ...over,
});
const notices: SysNotice[] = [
  notice(1, '最早的通知'),
  notice(2, '二号公告'),
  notice(3, '三号通知', { noticeContent: '<p>开学安排</p><img src="https://x.test/a.png" onerror="window.__pwned=1"><script>window.__pwned=2</script>' }),
  notice(4, '四号公告'),
  notice(5, '五号通知'),
  notice(6, '草稿', { status: '1' }),
  notice(7, '最新通知'),
];

async function detailDialog(): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen.getAllByRole('dialog').filter((d) => d.textContent?.includes('公告详情')).at(-1);
    if (!found) throw new Error('no notice dialog');
    return found;
  });
}

function renderBell() {
  return render(
    <ConfigProvider locale={antdLocale('zh')}>
      <App>
        <NoticeBell />
      </App>
    </ConfigProvider>,
  );
}

beforeEach(() => {
  resetViewState();
  signInWith(['system:user:list'], ['common']);
});

describe('navbar notice bell', () => {
  it('shows the unread count of the newest published notices as a badge, and none when all are read', async () => {
    server.use(...noticeBellMock(notices, [2]).handlers);
    const { unmount } = renderBell();
    // the five newest published: 7, 5, 4, 3, 2 — 2 already read
    const bell = await screen.findByRole('button', { name: '通知公告，4 条未读' });
    expect(within(bell).getByText('4')).toBeInTheDocument();
    unmount();

    server.use(...noticeBellMock(notices, [7, 5, 4, 3, 2]).handlers);
    renderBell();
    const quiet = await screen.findByRole('button', { name: '通知公告' });
    await waitFor(() => expect(quiet.querySelector('.admin-notice-bell__badge')).toBeNull());
  });

  it('lists them newest first with their type; opening an unread one marks it read and shows its content, sanitized', async () => {
    const mock = noticeBellMock(notices, [2]);
    server.use(...mock.handlers);
    const user = userEvent.setup({ delay: null });
    renderBell();
    await user.click(await screen.findByRole('button', { name: '通知公告，4 条未读' }));
    const items = await screen.findAllByRole('button', { name: /号|最新/ });
    expect(items.map((b) => b.textContent)).toEqual([
      '通知最新通知未读2026-02-07',
      '通知五号通知未读2026-02-05',
      '公告四号公告未读2026-02-04',
      '通知三号通知未读2026-02-03',
      '公告二号公告2026-02-02',
    ]);
    expect(screen.queryByText('草稿')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /三号通知/ }));
    await waitFor(() => expect(mock.marked()).toEqual([3]));
    expect(await screen.findByRole('button', { name: '通知公告，3 条未读' })).toBeInTheDocument();
    // (antd's ids are fixed in the tests, so the dialog is found by its text, not its accessible name)
    const dialog = await detailDialog();
    expect(dialog).toHaveTextContent('公告详情');
    expect(await within(dialog).findByRole('heading', { name: '三号通知' })).toBeInTheDocument();
    expect(await within(dialog).findByText('开学安排')).toBeInTheDocument();
    const img = dialog.querySelector('img')!;
    expect(img).toHaveAttribute('src', 'https://x.test/a.png');
    expect(img).not.toHaveAttribute('onerror');
    expect(dialog.querySelector('script')).toBeNull();

    // a read one is not marked again
    await user.click(within(dialog).getByRole('button', { name: /关\s*闭|Close/ }));
    await user.click(screen.getByRole('button', { name: '通知公告，3 条未读' }));
    await user.click(await screen.findByRole('button', { name: /二号公告/ }));
    expect(await detailDialog()).toHaveTextContent('二号公告');
    expect(mock.marked()).toEqual([3]);
  });

  it('全部已读 marks every listed notice read and clears the badge', async () => {
    const mock = noticeBellMock(notices, [2]);
    server.use(...mock.handlers);
    const user = userEvent.setup({ delay: null });
    renderBell();
    await user.click(await screen.findByRole('button', { name: '通知公告，4 条未读' }));
    await user.click(await screen.findByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(mock.marked().sort()).toEqual([2, 3, 4, 5, 7]));
    expect(await screen.findByRole('button', { name: '通知公告' })).toBeInTheDocument();
    expect(screen.queryByText('未读')).not.toBeInTheDocument();
  });

  it('shows 暂无公告 when there are none', async () => {
    const user = userEvent.setup({ delay: null });
    renderBell();
    await user.click(await screen.findByRole('button', { name: '通知公告' }));
    expect(await screen.findByText('暂无公告')).toBeInTheDocument();
  });
});

describe('the bell stays light', () => {
  it('its modules import no zod, no entity definitions and no editor; the detail dialog is a lazy import', () => {
    const files = ['src/admin/layout/NoticeBell.tsx', 'src/shared/api/system/noticeBell.ts', 'src/admin/components/NoticeDetail/NoticeTypeTag.tsx'];
    for (const file of files) {
      const text = readFileSync(join(process.cwd(), file), 'utf8');
      const runtimeImports = [...text.matchAll(/^import (?!type )[^;]*?from '([^']+)'/gm)].map((m) => m[1]);
      expect(runtimeImports.filter((m) => /zod|^@shared\/contract(\/index)?$|contract\/entities|contract\/kit|RichTextEditor|NoticeDetail\/NoticeDetail/.test(m!)), file).toEqual([]);
    }
    expect(readFileSync(join(process.cwd(), files[0]!), 'utf8')).toContain("lazy(() => import('../components/NoticeDetail/NoticeDetail'))");
  });
});
