/**
 * Admin shell defects found by trying it as an administrator would (issue 8), in Chromium against the built app:
 * a dialog's or the settings drawer's mask covers the sidebar (no menu click can leave a half-filled dialog behind),
 * and at 390 px a list page keeps its text columns readable and its 操作 buttons reachable (the table scrolls).
 */
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { logInAdmin, openPage, useBrowser, type TrackedPage } from './browser';

const base = () => inject('adminUrl');

/** What the browser would hit at the centre of `target`: whether that is `target` itself (or inside it). */
async function hitsItself(target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  if (!box) return false;
  return target.evaluate((el, p) => {
    const hit = document.elementFromPoint(p.x, p.y);
    return !!hit && (hit === el || el.contains(hit));
  }, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
}

async function openConfig(page: Page) {
  await page.goto(`${base()}/admin/system/config`);
  await page.locator('.ant-table-row:visible').first().waitFor();
}

describe('admin layers and phones', () => {
  const holder = useBrowser();

  it('a dialog and the settings drawer cover the sidebar: its menu cannot be clicked behind them', async () => {
    const { page, context }: TrackedPage = await openPage(holder.browser);
    try {
      await logInAdmin(page);
      await openConfig(page);
      const menuItem = page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '首页' });
      await menuItem.waitFor();
      expect(await hitsItself(menuItem), 'the sidebar is clickable with nothing open').toBe(true);

      await page.getByRole('toolbar', { name: /操作|Actions/ }).getByRole('button', { name: /新\s*增/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await page.waitForTimeout(400); // the mask's fade-in
      expect(await hitsItself(menuItem), 'the sidebar is under the dialog mask').toBe(false);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: /用户菜单/ }).click();
      await page.getByRole('menuitem', { name: '布局设置' }).click();
      await page.getByRole('dialog', { name: '布局设置' }).waitFor();
      await page.waitForTimeout(400);
      expect(await hitsItself(menuItem), 'the sidebar is under the drawer mask').toBe(false);
    } finally {
      await context.close();
    }
  });

  it('at 390 px a list keeps readable columns and reachable 修改 / 删除 buttons, scrolling sideways', async () => {
    const { page, context }: TrackedPage = await openPage(holder.browser);
    try {
      // (logInAdmin waits for the sidebar, which a phone keeps in a closed drawer)
      await logInAdmin(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await openConfig(page);
      const table = page.getByRole('table', { name: /参数/ });
      const widths = await table.locator('thead th').evaluateAll((ths) =>
        ths.map((th) => ({ text: (th.textContent ?? '').trim(), width: th.getBoundingClientRect().width })),
      );
      for (const { text, width } of widths.filter((w) => w.text)) expect(width, `column ${text}`).toBeGreaterThanOrEqual(90);
      // the table is wider than the phone and scrolls inside its container, not the page
      const container = page.locator('.admin-list-page .ant-table-container');
      const { scrollWidth, clientWidth } = await container.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
      expect(scrollWidth).toBeGreaterThan(clientWidth);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      const row = page.locator('.ant-table-row:visible').first();
      for (const name of ['修改', '删除']) {
        const button = row.getByRole('button', { name });
        await button.scrollIntoViewIfNeeded();
        expect(await hitsItself(button), `${name} is reachable`).toBe(true);
      }
      await row.getByRole('button', { name: '修改' }).click();
      await page.getByRole('dialog').waitFor();
    } finally {
      await context.close();
    }
  });
});
