/**
 * The forum admin and the CMS (issue 12), end to end in Chromium against the built app and the real server (the portal
 * with captchas off). A 论坛编辑 (a role with only the forum-admin menus) sees only 论坛管理 in the admin; adds a school
 * with a cover image (its public page in zh and en); publishes a Chinese banner and an English news item, which the public home shows in its language; approves a member's post held
 * for review, which then opens on the public site; approves a member's school application, after which the member
 * edits that school; and answers a message on the public board, which the member sees with an unread notice.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectNoErrors, expectVisible, logInAdmin, openPage, type TrackedPage, useBrowser } from './browser';
import { adminToken, api, base, bell, logIn, png, signUp } from './site-helpers';

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

/** A call to the API as `token`'s holder (JSON in and out). */
async function call<T = { code: number; msg: string; data?: unknown; rows?: unknown[] }>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(api(path), {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as T;
}

async function loginToken(user: string, pass: string): Promise<string> {
  const res = await fetch(api('/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: user, password: pass }) });
  const body = (await res.json()) as { code: number; token: string };
  expect(body.code).toBe(200);
  return body.token;
}

/** Sets a config row as an administrator would (系统管理 › 参数设置). */
async function setConfig(key: string, value: string): Promise<void> {
  const token = await adminToken();
  const list = await call<{ rows: Record<string, unknown>[] }>(token, 'GET', `/system/config/list?pageNum=1&pageSize=5&configKey=${encodeURIComponent(key)}`);
  const row = list.rows.find((r) => r.configKey === key)!;
  expect((await call(token, 'PUT', '/system/config', { ...row, configValue: value })).code).toBe(200);
}

/** Uploads a PNG proof document (stored privately) as the token's holder; resolves its private 'proof/…' path. */
async function uploadProof(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png(40, 30, [20, 120, 60]))], { type: 'image/png' }), 'proof.png');
  const res = await fetch(api('/bbs/submitweb/uploadSchoolAuthFile'), { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  const body = (await res.json()) as { code: number; fileName: string };
  expect(body.code).toBe(200);
  return body.fileName;
}

describe('forum admin and the message board', () => {
  const holder = useBrowser();
  let site: TrackedPage;
  let admin: TrackedPage;

  beforeAll(async () => {
    site = await openPage(holder.browser);
    admin = await openPage(holder.browser);
    await createForumEditor();
    await signUp(site.page, member);
    await logIn(site.page, member.user, member.pass);
    await logInAdmin(admin.page, editor.user, editor.pass);
  });

  it('a 论坛编辑 sees only the forum admin in the menu', async () => {
    const nav = admin.page.getByRole('navigation', { name: '主菜单' });
    await expectVisible(nav.getByText('论坛管理', { exact: true }), 'the 论坛管理 menu');
    expect(await nav.getByText('系统管理', { exact: true }).count()).toBe(0);
  });

  it('the editor publishes a Chinese banner and an English news item; the public home shows each in its language', async () => {
    const a = admin.page;
    const newsTitle = `Ontario updates the OSSD literacy requirement (${stamp})`;
    const bannerTitle = `秋季择校开放日（${stamp}）`;

    await a.goto(`${base()}/admin/bbs/news`);
    await a.getByRole('table', { name: '新闻列表' }).waitFor();
    await a.getByRole('toolbar', { name: '操作按钮' }).getByRole('button', { name: /新\s*增/ }).click();
    const news = a.getByRole('dialog', { name: '添加新闻' });
    await news.getByLabel('新闻标题').fill(newsTitle);
    await news.getByRole('combobox', { name: '新闻类型' }).click();
    await a.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await news.getByRole('radio', { name: 'English' }).check();
    const editor = news.locator('[role="textbox"][contenteditable="true"]');
    await editor.waitFor({ timeout: 10000 });
    await editor.click();
    await a.keyboard.type('Students who are not yet successful may take the OSSLC course.');
    await expectAccessible(a, 'the add-news dialog');
    await news.getByRole('button', { name: /确\s*定/ }).click();
    await expectVisible(a.getByText('新增成功'), 'the news item saved', 10000);

    await a.goto(`${base()}/admin/bbs/banner`);
    await a.getByRole('table', { name: '轮播图列表' }).waitFor();
    await a.getByRole('toolbar', { name: '操作按钮' }).getByRole('button', { name: /新\s*增/ }).click();
    const banner = a.getByRole('dialog', { name: '添加轮播图' });
    await banner.getByLabel('标题', { exact: true }).fill(bannerTitle);
    await banner.locator('input[type="file"]').first().setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png(120, 40, [200, 60, 40]) });
    // the uploaded card links to the stored file
    await banner.locator('a[href*="/profile/"]').first().waitFor({ timeout: 15000 });
    await banner.getByLabel('链接').fill('/news');
    await banner.getByRole('button', { name: /确\s*定/ }).click();
    await expectVisible(a.getByText('新增成功'), 'the banner saved', 10000);

    const { page } = site;
    await page.goto(`${base()}/`);
    await expect.poll(async () => page.locator(`img[alt="${bannerTitle}"]`).count(), { timeout: 15000 }).toBeGreaterThan(0);
    await page.goto(`${base()}/en/`);
    await expectVisible(page.getByText(newsTitle), 'the English news item on the English home', 15000);
    expect(await page.locator(`img[alt="${bannerTitle}"]`).count()).toBe(0);
  }, 120_000);

  it('the editor adds a school with a cover image; its page opens on the public site in zh and en', async () => {
    const a = admin.page;
    const name = `深度国际学校（${stamp}）`;
    const nameEn = `Deep International School (${stamp})`;
    await a.goto(`${base()}/admin/bbs/school`);
    const grid = a.getByRole('table', { name: '学校列表' });
    await grid.waitFor();
    await a.getByRole('toolbar', { name: '操作按钮' }).getByRole('button', { name: /新\s*增/ }).click();
    const dialog = a.getByRole('dialog', { name: '添加学校' });
    await dialog.getByLabel('学校名称', { exact: true }).fill(name);
    await dialog.getByLabel('英文名称', { exact: true }).fill(nameEn);
    await dialog.getByRole('combobox', { name: '学校类型' }).click();
    await a.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await dialog.locator('.dss-image-upload input[type="file"]').first().setInputFiles({ name: 'campus.png', mimeType: 'image/png', buffer: png(160, 90, [40, 90, 170]) });
    await dialog.locator('a[href*="/profile/"]').first().waitFor({ timeout: 15000 });
    await expectAccessible(a, 'the add-school dialog');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expectVisible(a.getByText('新增成功'), 'the school saved', 10000);
    const row = grid.getByRole('row').filter({ hasText: name });
    await row.waitFor({ timeout: 15000 });
    const schoolId = (await row.getByRole('cell').nth(1).textContent())?.trim();
    expect(schoolId).toMatch(/^\d+$/);

    const visitor = await openPage(holder.browser);
    await visitor.page.goto(`${base()}/school/detail/${schoolId}`);
    await expectVisible(visitor.page.getByRole('heading', { level: 1, name }), 'the school page in Chinese', 15000);
    expect(await visitor.page.locator('main img[src*="/profile/"]').count()).toBeGreaterThan(0);
    await visitor.page.goto(`${base()}/en/school/detail/${schoolId}`);
    await expectVisible(visitor.page.getByRole('heading', { level: 1, name: nameEn }), 'the school page in English', 15000);
    await visitor.context.close();
  }, 120_000);

  it('with moderation on, a member post waits; the editor approves it and it opens on the public site', async () => {
    await setConfig('bbs.post.moderation', 'true');
    try {
      const token = await loginToken(member.user, member.pass);
      const title = `国际学校插班生的英语测试难吗？（${stamp}）`;
      const added = await call<{ code: number; data: { postId: number; auditStatus: string } }>(token, 'POST', '/bbs/submitweb/addBlog', {
        postType: '3', blogType: '1', title, content: '<p>想了解插班考试的英语水平要求。</p>',
      });
      expect(added.data.auditStatus).toBe('1');
      // a visitor (not the author, who sees their own pending post) gets the 404 page
      const visitor = await openPage(holder.browser);
      const { page } = visitor;
      await page.goto(`${base()}/station/detail/${added.data.postId}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: '抱歉，页面不存在' }), 'the pending post is not public (404)', 15000);

      const a = admin.page;
      await a.goto(`${base()}/admin/bbs/blog`);
      const row = a.getByRole('table', { name: '帖子列表' }).getByRole('row').filter({ hasText: title });
      await row.waitFor({ timeout: 15000 });
      await expectVisible(row.getByText('待审核'), 'the post marked pending');
      await row.getByRole('button', { name: '通过' }).click();
      await a.getByRole('dialog').last().getByRole('button', { name: /确\s*定/ }).click();
      await expectVisible(a.getByText('审核通过'), 'the approval message', 10000);

      await page.goto(`${base()}/station/detail/${added.data.postId}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: title }), 'the approved post on the public site', 15000);
      await visitor.context.close();
    } finally {
      await setConfig('bbs.post.moderation', 'false');
    }
  }, 120_000);

  it('the editor approves a member school application; the member then edits that school', async () => {
    const token = await loginToken(member.user, member.pass);
    const schools = await fetch(api('/bbs/web/listSchoolSchool?pageNum=1&pageSize=1'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const school = ((await schools.json()) as { rows: { schoolId: number; schoolName: string }[] }).rows[0]!;
    const realName = `王老师${stamp}`;
    const applied = await call(token, 'POST', '/bbs/submitweb/addSchoolAuthInfo', {
      schoolId: school.schoolId, role: '2', realName, phone: member.phone, proofFiles: [await uploadProof(token)],
    });
    expect(applied.code).toBe(200);

    const a = admin.page;
    await a.goto(`${base()}/admin/bbs/schoolAuth`);
    const row = a.getByRole('table', { name: '学校认证申请列表' }).getByRole('row').filter({ hasText: realName });
    await row.waitFor({ timeout: 15000 });
    await row.getByRole('button', { name: '详情/审核' }).click();
    const drawer = a.getByRole('dialog', { name: '学校认证详情' });
    // the proof is fetched with the token and previewed from a blob (it has no public address)
    await drawer.locator('img[src^="blob:"]').first().waitFor({ timeout: 10000 });
    await drawer.getByRole('radio', { name: '通过' }).check();
    await expectAccessible(a, 'the school application review');
    await drawer.getByRole('button', { name: /提交审核/ }).click();
    await expectVisible(a.getByText('已通过，会员已获得学校账号并收到通知'), 'the approval message', 10000);

    const { page } = site;
    await page.goto(`${base()}/layout/schoolinfo`);
    await expectVisible(page.getByRole('main').getByText(school.schoolName).first(), 'the approved school in the member centre', 15000);
    const mine = await call<{ code: number; data: { schoolId: number }[] }>(token, 'POST', '/bbs/submitweb/listMySchool', {});
    expect(mine.data.map((s) => s.schoolId)).toContain(school.schoolId);
    const edited = await call(token, 'POST', '/bbs/submitweb/updateMySchool', { schoolId: school.schoolId, website: 'https://www.example-school.edu.hk' });
    expect(edited.code).toBe(200);
  }, 120_000);

  it('a member leaves a message, the editor answers it, the member sees the answer and a notice', async () => {
    const { page } = site;
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
    // the school approval's notice and now the answer's
    await expect.poll(async () => bell(page).getAttribute('aria-label'), { timeout: 15000 }).toMatch(/^消息通知，[1-9]\d* 条未读$/);
    expectNoErrors([...site.errors, ...admin.errors].filter((e) => !/status of 4\d\d/.test(e)));
  }, 120_000);
});
