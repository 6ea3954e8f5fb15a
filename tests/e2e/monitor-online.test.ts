/**
 * 在线用户 (issue 14), end to end in Chromium against the built app and the real server: an administrator force-logs
 * out a second browser's session from 系统监控 › 在线用户; that browser's next call is refused and it is sent to the
 * login page.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectNoErrors, expectVisible, logInAdmin, openPage, type TrackedPage, useBrowser } from './browser';
import { adminToken, api, base } from './site-helpers';

const stamp = Date.now().toString(36).slice(-6);
const other = { user: `kick_${stamp}`, pass: 'Kick-pass-1' };

/** A staff account with the 普通角色 role (which holds 在线用户, so its browser can open the same page), made through the admin API. */
async function createStaff(): Promise<void> {
  const res = await fetch(api('/system/user'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: `Bearer ${await adminToken()}` },
    body: JSON.stringify({ userName: other.user, nickName: '待强退', password: other.pass, roleIds: [2], status: '0' }),
  });
  expect(((await res.json()) as { code: number }).code).toBe(200);
}

describe('online users: force logout', () => {
  const holder = useBrowser();
  let admin: TrackedPage;
  let second: TrackedPage;

  beforeAll(async () => {
    await createStaff();
    admin = await openPage(holder.browser);
    second = await openPage(holder.browser);
    await logInAdmin(admin.page);
    await logInAdmin(second.page, other.user, other.pass);
  });

  it('lists the second browser’s session and 强退 sends that browser to the login page', async () => {
    await second.page.goto(`${base()}/admin/monitor/online`);
    await expectVisible(second.page.getByRole('table', { name: '在线用户' }).getByText(other.user), 'the second browser sees its own session');

    const page = admin.page;
    await page.goto(`${base()}/admin/monitor/online`);
    const grid = page.getByRole('table', { name: '在线用户' });
    await expectVisible(grid.getByText(other.user), 'the session in the list');
    const search = page.getByRole('search');
    await search.getByLabel('登录名称').fill(other.user);
    await search.getByRole('button', { name: /搜\s*索/ }).click();
    await expectVisible(page.getByText('共 1 个在线会话'), 'only that session after the search');
    await expectAccessible(page, 'online users page');
    await grid.getByRole('button', { name: `强退 ${other.user}` }).click();
    const ask = page.getByRole('dialog').filter({ hasText: `是否确认强退名称为"${other.user}"的用户？` });
    await ask.getByRole('button', { name: /确\s*定/ }).click();
    await expectVisible(page.getByText('强退成功'), 'the success message');
    await expectVisible(page.getByText('共 0 个在线会话'), 'the session gone from the list');

    // the second browser's next call is refused: it offers to log in again and lands on the login page
    await second.page.getByRole('toolbar', { name: '表格工具' }).getByRole('button', { name: '刷新' }).click();
    const expired = second.page.getByRole('dialog').filter({ hasText: '登录状态已过期' });
    await expectVisible(expired, 'the expired-session prompt');
    await expired.getByRole('button', { name: '重新登录' }).click();
    await second.page.waitForURL(/\/admin\/login/);
    await expectVisible(second.page.getByRole('textbox', { name: '账号' }), 'the login form');
    // and the administrator's own session lives on
    await page.getByRole('toolbar', { name: '表格工具' }).getByRole('button', { name: '刷新' }).click();
    await expectVisible(page.getByText('共 0 个在线会话'), 'the admin still signed in');
    expectNoErrors(admin.errors);
  });
});
