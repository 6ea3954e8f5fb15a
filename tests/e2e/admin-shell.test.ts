/**
 * Admin shell (issue 5), end to end in Chromium against the built app and the real server (captcha off): open
 * 字典管理 and 参数设置 from the sidebar, a typed filter survives switching tabs through the tags view, 关闭其他
 * leaves the affixed dashboard and the current tab, 刷新页面 remounts the page, the settings drawer's 保存配置
 * survives a reload; a user holding only the dictionary permissions sees no 参数设置 and the server refuses its
 * config calls with 403. axe (serious/critical) on the dashboard, dictionary and config pages.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import Database from 'better-sqlite3';
import bcrypt from 'bcryptjs';
import { join } from 'node:path';
import { expectAccessible, expectNoErrors, expectVisible, logInAdmin, openPage, useBrowserPage } from './browser';

const base = () => inject('adminUrl');

const DICT_ONLY = { roleId: 900, userId: 900, userName: 'dictonly', password: 'Dict-only-pass-1' };
/** 系统管理 (1), 字典管理 (105) and its buttons (1025-1029) */
const DICT_MENU_IDS = [1, 105, 1025, 1026, 1027, 1028, 1029];

async function openFromMenu(page: Page, title: string, path: RegExp) {
  const nav = page.getByRole('navigation', { name: '主菜单' });
  const item = nav.getByText(title, { exact: true }).first();
  if (!(await item.isVisible())) await nav.getByText('系统管理', { exact: true }).first().click();
  await item.waitFor({ state: 'visible' });
  await page.waitForTimeout(400); // the submenu's open animation
  await item.click();
  await page.waitForURL(path);
  // let antd's menu colour transition (0.3 s) settle before anyone measures contrast
  await page.waitForTimeout(600);
}

const tags = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });
const dictNameFilter = (page: Page) => page.getByRole('textbox', { name: '字典名称' });

async function apiToken(userName: string, password: string): Promise<string> {
  const res = await fetch(`${base()}/prod-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: userName, password }),
  });
  const body = (await res.json()) as { code: number; token?: string; msg?: string };
  expect(body.code, body.msg).toBe(200);
  return body.token!;
}

function insertDictOnlyUser() {
  const db = new Database(join(inject('adminDataDir'), 'portal.db'));
  db.pragma('busy_timeout = 5000');
  const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
  const audit = { create_by: 'admin', create_time: now };
  db.transaction(() => {
    db.prepare(
      `INSERT INTO sys_role (role_id, role_name, role_key, role_sort, data_scope, menu_check_strictly, dept_check_strictly,
         status, del_flag, remark, create_by, create_time)
       VALUES (@role_id, '字典维护', 'dictonly', 9, '1', 1, 1, '0', '0', 'e2e', @create_by, @create_time)`,
    ).run({ role_id: DICT_ONLY.roleId, ...audit });
    const roleMenu = db.prepare('INSERT INTO sys_role_menu (role_id, menu_id) VALUES (?, ?)');
    for (const id of DICT_MENU_IDS) roleMenu.run(DICT_ONLY.roleId, id);
    db.prepare(
      `INSERT INTO sys_user (user_id, dept_id, user_name, nick_name, user_type, email, phonenumber, sex, avatar, password,
         status, del_flag, login_ip, pwd_update_date, remark, auth_status, create_by, create_time)
       VALUES (@user_id, 103, @user_name, '字典员', '00', '', '', '0', '', @password, '0', '0', '', @now, 'e2e', '0',
         @create_by, @create_time)`,
    ).run({ user_id: DICT_ONLY.userId, user_name: DICT_ONLY.userName, password: bcrypt.hashSync(DICT_ONLY.password, 10), now, ...audit });
    db.prepare('INSERT INTO sys_user_role (user_id, role_id) VALUES (?, ?)').run(DICT_ONLY.userId, DICT_ONLY.roleId);
  })();
  db.close();
}

describe('admin shell', () => {
  const tracked = useBrowserPage();

  it('logs in as admin to an accessible dashboard', async () => {
    const { page } = tracked;
    await logInAdmin(page);
    await page.waitForURL(/\/admin\/dss\/index/);
    // the tags view renders with the page, a moment after the URL changed
    await expect.poll(() => tags(page).getByRole('link').count()).toBe(1);
    await expectAccessible(page, '/admin/dss/index');
  });

  it('opens 字典管理 and 参数设置 from the 系统管理 menu, both accessible', async () => {
    const { page } = tracked;
    await openFromMenu(page, '字典管理', /\/admin\/system\/dict$/);
    await dictNameFilter(page).waitFor();
    // the status column shows the blue "primary" dict tags whose contrast axe checks
    await page.locator('.ant-table-row:visible').first().waitFor();
    await expectAccessible(page, '/admin/system/dict');

    await openFromMenu(page, '参数设置', /\/admin\/system\/config$/);
    await page.locator('.ant-table-row:visible').first().waitFor();
    await expectAccessible(page, '/admin/system/config');
    await expectVisible(tags(page).getByRole('link', { name: '字典管理' }), 'tag 字典管理');
    await expect(tags(page).getByRole('link', { name: '参数设置' }).getAttribute('aria-current')).resolves.toBe('page');
  });

  it('keeps a typed filter when switching tabs through the tags view and back', async () => {
    const { page } = tracked;
    await tags(page).getByRole('link', { name: '字典管理' }).click();
    await page.waitForURL(/\/admin\/system\/dict$/);
    await dictNameFilter(page).fill('用户性别');
    await tags(page).getByRole('link', { name: '参数设置' }).click();
    await page.waitForURL(/\/admin\/system\/config$/);
    await tags(page).getByRole('link', { name: '字典管理' }).click();
    await page.waitForURL(/\/admin\/system\/dict$/);
    await expect(dictNameFilter(page).inputValue()).resolves.toBe('用户性别');
  });

  it('关闭其他 from the context menu leaves the affixed dashboard and the current tab', async () => {
    const { page } = tracked;
    await expect(tags(page).getByRole('link').count()).resolves.toBe(3);
    await tags(page).getByRole('link', { name: '字典管理' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    await expect.poll(() => tags(page).getByRole('link').count()).toBe(2);
    await expect(tags(page).getByRole('link', { name: '参数设置' }).count()).resolves.toBe(0);
    await expect(tags(page).getByRole('link', { name: '字典管理' }).getAttribute('aria-current')).resolves.toBe('page');
    // the one left besides the current tab is the dashboard, which has no close button
    const others = tags(page).getByRole('link').filter({ hasNotText: '字典管理' });
    await expect(others.count()).resolves.toBe(1);
    await expect(tags(page).getByRole('button', { name: /^关闭“/ }).count()).resolves.toBe(1);
    expect(new URL(page.url()).pathname).toBe('/admin/system/dict');
    // the filter is still the kept page's
    await expect(dictNameFilter(page).inputValue()).resolves.toBe('用户性别');
  });

  it('刷新页面 remounts the page: the typed filter is gone', async () => {
    const { page } = tracked;
    await page.getByRole('button', { name: '刷新页面' }).click();
    await page.waitForURL(/\/admin\/system\/dict$/);
    await expect.poll(() => dictNameFilter(page).inputValue()).toBe('');
    await expect.poll(() => tags(page).getByRole('link').count()).toBe(2);
  });

  it('saves a layout setting in the drawer that survives a reload', async () => {
    const { page } = tracked;
    await expect(page.locator('.admin-logo').count()).resolves.toBe(1);
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '布局设置' }).click();
    const drawer = page.getByRole('dialog', { name: '布局设置' });
    await drawer.waitFor();
    const logoSwitch = drawer.getByRole('switch', { name: '侧边栏 Logo' });
    await expect(logoSwitch.getAttribute('aria-checked')).resolves.toBe('true');
    await logoSwitch.click();
    await expect(logoSwitch.getAttribute('aria-checked')).resolves.toBe('false');
    await drawer.getByRole('button', { name: '保存配置' }).click();
    await page.getByText('配置已保存到本地').waitFor();

    await page.reload();
    await page.getByRole('navigation', { name: '主菜单' }).waitFor();
    await expect(page.locator('.admin-logo').count()).resolves.toBe(0);
    const stored = await page.evaluate(() => localStorage.getItem('layout-setting'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ sidebarLogo: false });
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '布局设置' }).click();
    await expect(page.getByRole('dialog', { name: '布局设置' }).getByRole('switch', { name: '侧边栏 Logo' }).getAttribute('aria-checked')).resolves.toBe('false');
  });

  it('a user holding only the dictionary permissions sees no 参数设置, and the server refuses config calls', async () => {
    insertDictOnlyUser();
    const own = await openPage(tracked.browser);
    try {
      const { page } = own;
      await logInAdmin(page, DICT_ONLY.userName, DICT_ONLY.password);
      const nav = page.getByRole('navigation', { name: '主菜单' });
      await nav.getByText('系统管理', { exact: true }).first().click();
      await nav.getByText('字典管理', { exact: true }).first().waitFor();
      await expect(nav.getByText('参数设置', { exact: true }).count()).resolves.toBe(0);
      await openFromMenu(page, '字典管理', /\/admin\/system\/dict$/);
      await page.locator('.ant-table-row:visible').first().waitFor();
    } finally {
      await own.context.close();
    }

    const token = await apiToken(DICT_ONLY.userName, DICT_ONLY.password);
    const get = async (path: string) => {
      const res = await fetch(`${base()}/prod-api${path}`, { headers: { authorization: `Bearer ${token}` } });
      return (await res.json()) as { code: number };
    };
    await expect(get('/system/dict/type/list')).resolves.toMatchObject({ code: 200 });
    await expect(get('/system/config/list')).resolves.toMatchObject({ code: 403 });
  });

  it('logged no console errors', () => {
    expectNoErrors(tracked.errors);
  });
});
