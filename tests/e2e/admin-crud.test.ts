/**
 * The CRUD list-page wiring (useCrudPage) end to end on 参数设置, in Chromium against the built app and the real
 * server: 新增 adds a row, the row's 修改 loads it and saves, 导出 saves config_<ts>.xlsx with the searched filters,
 * the row's 删除 asks and deletes, and a built-in row is refused with the server's message. axe on the dialog.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectAccessible, expectNoErrors, logInAdmin, useBrowserPage } from './browser';

const base = () => inject('adminUrl');
const KEY = `e2e.crud.${Date.now()}`;

const search = (page: Page) => page.getByRole('search');
const table = (page: Page) => page.getByRole('table', { name: '参数列表' });
const rowWith = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });
/** the open dialog (antd keeps a closed one in the DOM, hidden) */
const dialog = (page: Page) => page.locator('.ant-modal-wrap:visible [role="dialog"]').last();

async function searchKey(page: Page, key: string) {
  await search(page).getByRole('textbox', { name: '参数键名' }).fill(key);
  await search(page).getByRole('button', { name: /搜\s*索/ }).click();
}

async function confirmIn(d: Locator) {
  await d.getByRole('button', { name: /确\s*定/ }).click();
}

describe('admin CRUD list page (参数设置)', () => {
  const tracked = useBrowserPage();

  beforeAll(async () => {
    await logInAdmin(tracked.page);
  });

  it('新增 adds a config row, shown after a search by its key', async () => {
    const { page } = tracked;
    await page.goto(`${base()}/admin/system/config`);
    await table(page).locator('.ant-table-row').first().waitFor();
    await page.getByRole('toolbar', { name: '操作按钮' }).getByRole('button', { name: /新\s*增/ }).click();
    const d = dialog(page);
    await d.getByText('添加参数').waitFor();
    await d.getByLabel('参数名称').fill('端到端参数');
    await d.getByLabel('参数键名').fill(KEY);
    await d.getByLabel('参数键值').fill('v1');
    // a new row is not built in (the definition's default, the server's too), so it can be deleted later
    await expect(d.getByRole('radio', { name: '否' }).isChecked()).resolves.toBe(true);
    await expectAccessible(page, 'the add dialog');
    await confirmIn(d);
    await page.getByText('新增成功').waitFor();
    await searchKey(page, KEY);
    await expect.poll(() => rowWith(page, KEY).count()).toBe(1);
    await expect(rowWith(page, KEY).textContent()).resolves.toContain('v1');
  });

  it('the row’s 修改 loads it into the dialog and saves the change', async () => {
    const { page } = tracked;
    await rowWith(page, KEY).getByRole('button', { name: '修改' }).click();
    const d = dialog(page);
    await d.getByText('修改参数').waitFor();
    await expect.poll(() => d.getByLabel('参数键值').inputValue()).toBe('v1');
    await d.getByLabel('参数键值').fill('v2');
    await confirmIn(d);
    await page.getByText('修改成功').waitFor();
    await expect.poll(() => rowWith(page, KEY).textContent()).toContain('v2');
  });

  it('导出 saves config_<ts>.xlsx', async () => {
    const { page } = tracked;
    const download = page.waitForEvent('download');
    await page.getByRole('toolbar', { name: '操作按钮' }).getByRole('button', { name: /导\s*出/ }).click();
    expect((await download).suggestedFilename()).toMatch(/^config_\d+\.xlsx$/);
  });

  it('the row’s 删除 asks with its id, then deletes it', async () => {
    const { page } = tracked;
    const id = (await rowWith(page, KEY).locator('td').nth(1).textContent())?.trim();
    expect(id).toMatch(/^\d+$/);
    await rowWith(page, KEY).getByRole('button', { name: '删除' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: `是否确认删除参数编号为"${id}"的数据项？` });
    await confirm.waitFor();
    await confirmIn(confirm);
    await page.getByText('删除成功').waitFor();
    await expect.poll(() => rowWith(page, KEY).count()).toBe(0);
  });

  it('deleting a built-in row shows the server’s refusal and keeps it', async () => {
    const { page } = tracked;
    await searchKey(page, 'sys.user.initPassword');
    await expect.poll(() => rowWith(page, 'sys.user.initPassword').count()).toBe(1);
    await rowWith(page, 'sys.user.initPassword').getByRole('button', { name: '删除' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '是否确认删除参数编号为' });
    await confirm.waitFor();
    await confirmIn(confirm);
    await page.getByText('内置参数【sys.user.initPassword】不能删除').waitFor();
    await expect(rowWith(page, 'sys.user.initPassword').count()).resolves.toBe(1);
  });

  it('logged no console errors', () => {
    expectNoErrors(tracked.errors);
  });
});
