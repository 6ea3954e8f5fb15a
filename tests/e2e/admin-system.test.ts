/**
 * System management end to end (issue 8), in Chromium against the built app and the real server: the admin creates
 * a dept, a role holding only the dictionary menu with data scope 3 (own dept), and a user in that dept with that
 * role, then publishes a notice. The user logs in, sees only 字典管理 among the system pages, the server refuses
 * everything else, and the notice shows in the user's bell as unread, then read once opened. axe on each new page.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectAccessible, logInAdmin, openPage, useBrowser } from './browser';

const base = () => inject('adminUrl');
const STAMP = Date.now().toString(36);
const DEPT = `端到端部${STAMP}`;
const ROLE = `字典员${STAMP}`;
const ROLE_KEY = `e2e_dict_${STAMP}`;
const USER = `e2edict${STAMP}`;
const NOTICE = `端到端通知${STAMP}`;
/** the seeded sys.user.initPassword, prefilled by the add-user dialog */
const INITIAL_PASSWORD = 'Dss@2026init';

/** the open dialog (antd keeps closed ones in the DOM, hidden) */
const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible [role="dialog"]').last();
const toolbar = (page: Page) => page.getByRole('toolbar', { name: '操作按钮' });

async function save(page: Page, d: Locator, done = '新增成功') {
  await d.getByRole('button', { name: /确\s*定/ }).click();
  await page.getByText(done).first().waitFor();
}

/** Chooses `title` in the antd (Tree)Select labelled `label` inside `d`. */
async function choose(page: Page, d: Locator, label: string, title: string) {
  await d.getByLabel(label).click();
  await page.locator('.ant-select-dropdown:visible, .ant-select-tree-dropdown:visible').getByTitle(title, { exact: true }).first().click();
}

describe('system management: a dict-only user in its own dept', () => {
  const browser = useBrowser();

  it('the admin creates a dept and a role with only dict permissions and data scope 3', async () => {
    const { page } = await openPage(browser.browser);
    await logInAdmin(page);

    await page.goto(`${base()}/admin/system/dept`);
    await page.getByRole('table', { name: '部门列表' }).getByText('深圳总部').waitFor();
    await expectAccessible(page, 'the dept page');
    await toolbar(page).getByRole('button', { name: /新\s*增/ }).click();
    let d = dialog(page);
    await d.getByText('添加部门').waitFor();
    await choose(page, d, '上级部门', '深圳总部');
    await d.getByLabel('部门名称').fill(DEPT);
    await save(page, d);
    await page.getByRole('table', { name: '部门列表' }).getByText(DEPT).waitFor();

    await page.goto(`${base()}/admin/system/role`);
    await page.getByRole('table', { name: '角色列表' }).locator('.ant-table-row').first().waitFor();
    await expectAccessible(page, 'the role page');
    await toolbar(page).getByRole('button', { name: /新\s*增/ }).click();
    d = dialog(page);
    await d.getByText('添加角色').waitFor();
    await d.getByLabel('角色名称').fill(ROLE);
    await d.getByPlaceholder('请输入权限字符').fill(ROLE_KEY);
    await d.getByRole('checkbox', { name: '展开/折叠' }).check();
    await d.getByRole('treeitem', { name: '字典管理' }).locator('.ant-tree-checkbox').first().click();
    await save(page, d);
    const roleRow = page.getByRole('table', { name: '角色列表' }).getByRole('row').filter({ hasText: ROLE_KEY });
    await roleRow.waitFor();
    await roleRow.getByRole('button', { name: '数据权限' }).click();
    d = dialog(page);
    await d.getByText('分配数据权限').waitFor();
    await choose(page, d, '权限范围', '本部门数据权限');
    await save(page, d, '修改成功');
    await page.close();
  });

  it('the admin creates a user in that dept with that role, and publishes a notice', async () => {
    const { page } = await openPage(browser.browser);
    await logInAdmin(page);
    await page.goto(`${base()}/admin/system/user`);
    await page.getByRole('table', { name: '用户列表' }).getByText('editor').waitFor();
    await expectAccessible(page, 'the user page');
    await toolbar(page).getByRole('button', { name: /新\s*增/ }).click();
    let d = dialog(page);
    await d.getByText('添加用户').waitFor();
    await expect.poll(() => d.getByLabel('用户密码').inputValue()).toBe(INITIAL_PASSWORD);
    await d.getByLabel('用户昵称').fill('字典员');
    await d.getByLabel('用户名称').fill(USER);
    await choose(page, d, '归属部门', DEPT);
    await choose(page, d, '角色', ROLE);
    // a multiple select keeps its list open: close it as a person would, by clicking elsewhere in the dialog
    await d.getByText('添加用户').click();
    // every list gone (the dept tree's may still be leaving while the roles' closes)
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    await expectAccessible(page, 'the add-user dialog');
    await save(page, d);
    await page.getByRole('table', { name: '用户列表' }).getByText(USER).waitFor();

    await page.goto(`${base()}/admin/system/notice`);
    await page.getByRole('table', { name: '公告列表' }).waitFor();
    await toolbar(page).getByRole('button', { name: /新\s*增/ }).click();
    d = dialog(page);
    await d.getByText('添加公告').waitFor();
    await d.getByLabel('公告标题').fill(NOTICE);
    await choose(page, d, '公告类型', '通知');
    await save(page, d);
    await page.getByRole('table', { name: '公告列表' }).getByText(NOTICE).waitFor();
    await expectAccessible(page, 'the notice page');
    await page.close();
  });

  it('the other new system pages (menus, posts, 分配角色) are accessible', async () => {
    const { page } = await openPage(browser.browser);
    await logInAdmin(page);
    await page.goto(`${base()}/admin/system/menu`);
    await page.getByRole('table', { name: '菜单列表' }).getByText('系统管理').first().waitFor();
    await expectAccessible(page, 'the menu page');
    await page.goto(`${base()}/admin/system/post`);
    await page.getByRole('table', { name: '岗位列表' }).getByText('董事长').waitFor();
    await expectAccessible(page, 'the post page');
    await page.goto(`${base()}/admin/system/user-auth/role/2`);
    await page.getByRole('table', { name: '可分配的角色' }).getByText('普通角色').waitFor();
    await expectAccessible(page, 'the 分配角色 page');
    await page.close();
  });

  it('the user sees only 字典管理, the server refuses the rest, and the notice is unread until opened', async () => {
    const { page } = await openPage(browser.browser);
    await logInAdmin(page, USER, INITIAL_PASSWORD);
    const nav = page.getByRole('navigation', { name: '主菜单' });
    await nav.getByText('系统管理').click();
    await nav.getByRole('link', { name: '字典管理' }).waitFor();
    for (const other of ['用户管理', '角色管理', '菜单管理', '部门管理', '参数设置', '通知公告']) {
      await expect(nav.getByRole('link', { name: other }).count()).resolves.toBe(0);
    }

    const status = async (path: string) => page.evaluate(async (url) => {
      const token = document.cookie.split('; ').find((c) => c.startsWith('Admin-Token='))?.slice('Admin-Token='.length) ?? '';
      const res = await fetch(url, { headers: { Authorization: `Bearer ${decodeURIComponent(token)}` } });
      return ((await res.json()) as { code: number }).code;
    }, `${base()}/prod-api${path}`);
    await expect(status('/system/dict/type/list')).resolves.toBe(200);
    for (const path of ['/system/user/list', '/system/role/list', '/system/dept/list', '/system/config/list', '/system/menu/list', '/system/post/list']) {
      await expect(status(path), path).resolves.toBe(403);
    }

    const bell = page.getByRole('button', { name: /通知公告，\d+ 条未读/ });
    await bell.waitFor();
    await bell.click();
    const panel = page.getByRole('region', { name: '通知公告' });
    await panel.getByText(NOTICE).click();
    // the notice's dialog (its code and texts load on this first open)
    await page.getByRole('dialog').filter({ hasText: NOTICE }).first().waitFor();
    await page.keyboard.press('Escape');
    // opened: no longer counted as unread, also after a reload
    await expect.poll(() => page.locator('.admin-notice-bell').getAttribute('aria-label')).toBe('通知公告');
    await page.reload();
    await page.getByRole('navigation', { name: '主菜单' }).waitFor();
    await expect.poll(() => page.locator('.admin-notice-bell').getAttribute('aria-label')).toBe('通知公告');
    await page.close();
  });
});
