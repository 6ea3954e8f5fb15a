/**
 * Admin foundation, end to end in Chromium against the built app and the real server (captcha off via
 * CAPTCHA_ENABLED=false): log in, see the server's menus, reload on a dynamic route and stay there, log out
 * through the confirm. axe on the pages visited.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, expectNoErrors, expectVisible, openPage, useBrowser, useBrowserPage } from './browser';
import { E2E_ADMIN_PASSWORD } from './env';

const base = () => inject('adminUrl');

async function logIn(page: Page, redirectTo = '/admin/') {
  await page.goto(`${base()}${redirectTo}`);
  await page.waitForURL(/\/admin\/login/);
  await page.getByRole('textbox', { name: '账号' }).fill('  admin  ');
  await page.getByLabel('密码', { exact: true }).fill(E2E_ADMIN_PASSWORD);
  // the captcha field goes once the server says the captcha is off (a press before that is held until then)
  await page.getByPlaceholder('验证码').waitFor({ state: 'detached' });
  await page.getByLabel('密码', { exact: true }).press('Enter');
}

describe('admin foundation', () => {
  const tracked = useBrowserPage();

  it('sends a visitor without a session to the login page, which is accessible', async () => {
    const { page } = tracked;
    await page.goto(`${base()}/admin/system/dict`);
    await page.waitForURL(/\/admin\/login\?redirect=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '')).toContain('/system/dict');
    await page.getByRole('button', { name: /登\s*录/ }).waitFor();
    await expectAccessible(page, '/admin/login');
  });

  it('refuses a wrong password with the server message and stays on the login page', async () => {
    const { page } = tracked;
    await page.getByRole('textbox', { name: '账号' }).fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByText('用户不存在/密码错误').first().waitFor();
    expect(page.url()).toContain('/admin/login');
    // once, inline in the form (no toast besides), and the page is still antd-free
    await page.waitForTimeout(300);
    await expect(page.getByText('用户不存在/密码错误').count()).resolves.toBe(1);
    await expect(page.getByRole('alert').filter({ hasText: '用户不存在/密码错误' }).count()).resolves.toBe(1);
    await expect(page.locator('[class^="ant-"], [class*=" ant-"]').count()).resolves.toBe(0);
  });

  it('logs in and shows the menus the server sent for the admin whose pages this build has', async () => {
    const { page } = tracked;
    await logIn(page);
    await page.waitForURL(/\/admin\/dss\/index/);
    const nav = page.getByRole('navigation', { name: '主菜单' });
    await nav.waitFor();
    for (const title of ['系统管理', '系统监控', '系统工具', '论坛管理']) {
      await expectVisible(nav.getByText(title, { exact: true }), title);
    }
    // every page of 系统工具 is built now, the code generator included
    await nav.getByText('系统工具', { exact: true }).first().click();
    await expectVisible(nav.getByText('表单构建', { exact: true }), '表单构建');
    await expectVisible(nav.getByText('代码生成', { exact: true }), '代码生成');
    await nav.getByText('系统工具', { exact: true }).first().click();
    await expectAccessible(page, '/admin/dss/index');
  });

  it('opens a dynamic route from the menu and stays there after a hard reload', async () => {
    const { page } = tracked;
    const nav = page.getByRole('navigation', { name: '主菜单' });
    await nav.getByText('系统管理', { exact: true }).first().click();
    await nav.getByText('字典管理', { exact: true }).first().click();
    await page.waitForURL(/\/admin\/system\/dict$/);
    await page.reload();
    await page.getByRole('navigation', { name: '主菜单' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/system/dict');
    await expect(page.getByText('找不到网页！').count()).resolves.toBe(0);
    // the breadcrumb names the page the server's menu called it
    await expectVisible(page.getByRole('navigation', { name: '面包屑导航' }).getByText('字典管理'), 'breadcrumb 字典管理');
  });

  it('logs out only after the confirm, then needs a new login', async () => {
    const { page } = tracked;
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('确定注销并退出系统吗？').waitFor();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL(/\/admin\/login/);
    await page.goto(`${base()}/admin/system/dict`);
    await page.waitForURL(/\/admin\/login\?redirect=/);
  });

  it('logged no console errors', () => {
    // a failed login answers 200 with a business code, so nothing here should have reached the console
    expectNoErrors(tracked.errors);
  });
});

describe('admin login and register with the captcha on, desktop and phone widths', () => {
  const session = useBrowser();
  const errors: string[] = [];
  const site = () => inject('siteUrl');

  for (const width of [1280, 375]) {
    it(`at ${width} px: captcha shown and refreshable, no overflow, accessible, in both languages`, async () => {
      const tracked = await openPage(session.browser, { viewport: { width, height: width === 375 ? 740 : 860 } });
      const { page } = tracked;
      await page.goto(`${site()}/admin/login`);
      const image = page.getByRole('img', { name: '图形验证码' });
      await image.waitFor();
      expect(await page.title()).toBe('登录 - 深度择校');
      const first = await image.getAttribute('src');
      // the image is a button: keyboard reachable, Enter loads a new captcha
      await page.getByRole('button', { name: '看不清？点击刷新验证码' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('img', { name: '图形验证码' }).getAttribute('src')).not.toBe(first);
      // the card fits the viewport; the controls line up
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // (the account's box: the input with its icon)
      const account = await page.locator('.auth-input').filter({ has: page.getByRole('textbox', { name: '账号' }) }).boundingBox();
      const button = await page.getByRole('button', { name: /登\s*录/ }).boundingBox();
      expect(account && button && Math.abs(account.width - button.width)).toBeLessThan(2);
      await expectAccessible(page, `/admin/login at ${width}px`);
      // validation messages and their red state are accessible too
      await page.getByRole('button', { name: /登\s*录/ }).click();
      await page.getByText('请输入您的账号').waitFor();
      await expectAccessible(page, `/admin/login with errors at ${width}px`);

      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { name: 'Admin console' }).waitFor();
      await page.getByText('Please enter your account').waitFor();
      await expectAccessible(page, `/admin/login in English at ${width}px`);
      await page.getByRole('button', { name: '中文' }).click();

      await page.goto(`${site()}/admin/register`);
      await page.getByRole('img', { name: '图形验证码' }).waitFor();
      await expectAccessible(page, `/admin/register at ${width}px`);
      errors.push(...tracked.errors);
      await tracked.context.close();
    });
  }

  it('logged no console errors', () => {
    expectNoErrors(errors);
  });
});
