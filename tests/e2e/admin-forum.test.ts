/**
 * The forum admin and the CMS (issue 12), end to end in Chromium against the built app and the real server (the portal
 * with captchas off). A 论坛编辑 (a role with only the forum-admin menus) sees only 论坛管理 in the admin; a member
 * leaves a message on the public board, the editor answers it from the admin, and the member sees the answer under
 * the message with an unread notice in the header.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectVisible, logInAdmin, openPage, type TrackedPage, useBrowser } from './browser';
import { adminToken, api, base, bell, logIn, signUp } from './site-helpers';

const stamp = Date.now().toString(36).slice(-6);
const member = { user: `board_${stamp}`, pass: 'Member-pass-1', phone: `137${String(Date.now() % 1e8).padStart(8, '0')}` };
const editor = { user: `forum_ed_${stamp}`, pass: 'Editor-pass-1' };
const messageText = `孩子明年读G10，多伦多公立高中插班要准备什么？（${stamp}）`;
const answerText = `先准备成绩单和疫苗记录，再联系教育局的新生注册中心。（${stamp}）`;

/** A staff account with the 论坛编辑 role, made through the admin API as an administrator would. */
async function createForumEditor(): Promise<void> {
  const token = await adminToken();
  const roles = await fetch(api('/system/role/list?pageNum=1&pageSize=50&roleKey=bbs_editor'), { headers: { Authorization: `Bearer ${token}` } });
  const roleId = ((await roles.json()) as { rows: { roleId: number }[] }).rows[0]!.roleId;
  const res = await fetch(api('/system/user'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ userName: editor.user, nickName: '论坛编辑小王', password: editor.pass, roleIds: [roleId], status: '0' }),
  });
  expect(((await res.json()) as { code: number }).code).toBe(200);
}

describe('forum admin and the message board', () => {
  const holder = useBrowser();
  let site: TrackedPage;
  let admin: TrackedPage;

  beforeAll(async () => {
    site = await openPage(holder.browser);
    admin = await openPage(holder.browser);
    await createForumEditor();
  });

  it('a 论坛编辑 sees only the forum admin in the menu', async () => {
    await logInAdmin(admin.page, editor.user, editor.pass);
    const nav = admin.page.getByRole('navigation', { name: '主菜单' });
    await expectVisible(nav.getByText('论坛管理', { exact: true }), 'the 论坛管理 menu');
    expect(await nav.getByText('系统管理', { exact: true }).count()).toBe(0);
  });

  it('a member leaves a message, the editor answers it, the member sees the answer and a notice', async () => {
    const { page } = site;
    await signUp(page, member);
    await logIn(page, member.user, member.pass);
    await page.goto(`${base()}/message`);
    await page.getByRole('heading', { level: 1, name: '留言板' }).waitFor();
    await page.getByRole('textbox', { name: '留言内容' }).fill(messageText);
    await expectAccessible(page, '/message');
    await page.getByRole('button', { name: '发表留言' }).click();
    await expectVisible(page.getByRole('region', { name: '留言列表' }).getByText(messageText), 'the new message on the board', 10000);

    const a = admin.page;
    await a.goto(`${base()}/admin/bbs/message`);
    const grid = a.getByRole('table', { name: '留言列表' });
    const row = grid.getByRole('row').filter({ hasText: messageText });
    await row.waitFor({ timeout: 15000 });
    await expectAccessible(a, '/admin/bbs/message');
    await row.getByRole('button', { name: '回复' }).click();
    const dialog = a.getByRole('dialog', { name: '回复留言' });
    await dialog.getByLabel('回复内容').fill(answerText);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expectVisible(a.getByText('回复已发布'), 'the answer saved', 10000);
    await expectVisible(row.getByText(answerText), 'the answer in the list', 10000);

    await page.goto(`${base()}/message`);
    const item = page.getByRole('region', { name: '留言列表' }).getByRole('listitem').filter({ hasText: messageText });
    await expectVisible(item.getByText(answerText), 'the answer under the message', 10000);
    await expect.poll(async () => bell(page).getAttribute('aria-label'), { timeout: 15000 }).toBe('消息通知，1 条未读');
    expect([...site.errors, ...admin.errors].filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  }, 120_000);
});
