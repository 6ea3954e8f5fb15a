/**
 * Public site foundation, end to end in Chromium against the built app and the real server (captcha on):
 * open `/`, switch to English and back, open the login popup, fail on a wrong captcha and see a new one.
 * axe on each state; the site's own 404 for routes that do not exist.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, expectNoErrors, expectVisible, openPage, useBrowserPage } from './browser';

const base = () => inject('siteUrl');
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** What a reader sees must never contain a raw i18n key or the word undefined. */
async function expectNoRawText(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\bundefined\b|\b(site|common|admin|login|nav|brand|user|notFound)\.[a-z][A-Za-z]+\b/);
}

describe('public site foundation', () => {
  const tracked = useBrowserPage();

  it('opens the Chinese home page with the Chinese menu', async () => {
    const { page } = tracked;
    await page.goto(`${base()}/`);
    const nav = page.getByRole('navigation', { name: '主导航' });
    await nav.waitFor();
    for (const item of ['OSSD 文凭', '香港留学', '海外生活', '学校库', '常见问题']) {
      await expectVisible(nav.getByText(item, { exact: true }), item);
    }
    expect(await htmlLang(page)).toBe('zh-CN');
    await expectNoRawText(page);
    await expectAccessible(page, '/');
  });

  it('switches to English without a reload, landing on /en with the English menu', async () => {
    const { page } = tracked;
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await page.getByRole('button', { name: /切换到英文版/ }).click();
    await page.waitForURL(`${base()}/en`);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.waitFor();
    for (const item of ['OSSD', 'Study in Canada', 'Financial support', 'Life abroad', 'Schools']) {
      await expectVisible(nav.getByText(item, { exact: true }), item);
    }
    expect(await htmlLang(page)).toBe('en');
    // the same document: the flag set before the switch survived, so the page did not reload
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    await expectNoRawText(page);
    await expectAccessible(page, '/en');
  });

  it('switches back to Chinese', async () => {
    const { page } = tracked;
    await page.getByRole('button', { name: /switch to Chinese/ }).click();
    await page.waitForURL(`${base()}/`);
    await page.getByRole('navigation', { name: '主导航' }).waitFor();
    expect(await htmlLang(page)).toBe('zh-CN');
  });

  it('opens the login popup, refuses a wrong captcha and shows a new captcha image', async () => {
    const { page } = tracked;
    await page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('欢迎登录深度择校').waitFor();
    const image = dialog.getByRole('img', { name: '图形验证码' });
    await image.waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('img.dss-captcha-image, .dss-captcha img');
      return !!img && img.complete && img.naturalWidth > 0;
    });
    const before = await image.getAttribute('src');
    expect(before).toMatch(/^data:image\/gif;base64,/);
    // axe reads colours with the opening animation's opacity: measure once the dialog has settled
    await page.waitForFunction(() => {
      const modal = document.querySelector<HTMLElement>('.ant-modal');
      return !!modal && !/-(enter|appear)/.test(modal.className) && getComputedStyle(modal).opacity === '1';
    });
    await expectAccessible(page, 'login popup');

    await dialog.getByLabel('账号').fill('admin');
    await dialog.getByLabel('密码', { exact: true }).fill('not-the-password');
    await dialog.getByRole('textbox', { name: '验证码' }).fill('zzzz');
    await dialog.getByRole('textbox', { name: '验证码' }).press('Enter');
    await dialog.getByText('验证码错误').waitFor();
    await page.waitForFunction(
      (old) => {
        const img = document.querySelector<HTMLImageElement>('img.dss-captcha-image, .dss-captcha img');
        return !!img && img.getAttribute('src') !== old && img.complete && img.naturalWidth > 0;
      },
      before,
    );
    // the failed code is cleared so the visitor types the new one
    await expect(dialog.getByRole('textbox', { name: '验证码' }).inputValue()).resolves.toBe('');
    await dialog.getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it("shows the site's own 404 for an unknown path and for /en/FQA", async () => {
    const { page } = tracked;
    await page.goto(`${base()}/no-such-page`);
    await page.getByRole('heading', { name: '抱歉，页面不存在' }).waitFor();
    await expectAccessible(page, '404');
    await page.goto(`${base()}/en/FQA`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const h1 = await page.getByRole('heading', { level: 1 }).innerText();
    expect(h1).not.toMatch(/常见问题|FAQ/i);
    expect(await htmlLang(page)).toBe('en');
  });

  it('sends /admin to the admin login', async () => {
    const { page } = tracked;
    await page.goto(`${base()}/admin`);
    await page.waitForURL(/\/admin\/login/);
  });

  it('on a phone the menu opens as a dialog without antd, takes the reader to a guide, and closes with Escape and the backdrop', async () => {
    const phone = await openPage(tracked.browser, { viewport: { width: 390, height: 844 } });
    try {
      const { page } = phone;
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(r.url());
      });
      await page.goto(`${base()}/`);
      const burger = page.getByRole('button', { name: '打开导航菜单' });
      await expect.poll(() => burger.isEnabled()).toBe(true);
      await burger.click();
      const menu = page.getByRole('dialog', { name: '导航菜单' });
      await menu.waitFor();
      await expectAccessible(page, 'the phone menu');
      await menu.getByText('OSSD 文凭', { exact: true }).click();
      await menu.getByRole('link', { name: '毕业要求' }).click();
      await page.waitForURL(`${base()}/ossd/requirements`);
      await menu.waitFor({ state: 'hidden' });
      await page.getByRole('heading', { level: 1 }).waitFor();

      await burger.click();
      await menu.waitFor();
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      await expect.poll(() => burger.evaluate((b) => b === document.activeElement)).toBe(true);

      await burger.click();
      await menu.waitFor();
      // the backdrop: left of the 300 px panel
      await page.mouse.click(20, 400);
      await menu.waitFor({ state: 'hidden' });
      expect(scripts.filter((u) => /AntdScope|ContextIsolator/.test(u))).toEqual([]);
      expectNoErrors(phone.errors);
    } finally {
      await phone.context.close();
    }
  });

  it('logged no console errors', () => {
    expectNoErrors(tracked.errors);
  });
});
