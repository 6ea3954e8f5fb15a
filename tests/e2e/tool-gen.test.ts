/**
 * 代码生成 (issue 14), end to end in Chromium against the built app: import a table of the database, preview the
 * generated files (a tab each), generate the zip, save the download and read its entries.
 */
import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectNoErrors, expectVisible, logInAdmin, useBrowserPage } from './browser';
import { base } from './site-helpers';

describe('code generator: import, preview, download', () => {
  const holder = useBrowserPage();

  it('imports bbs_tag, previews its files and downloads them as a zip', async () => {
    const { page } = holder;
    await logInAdmin(page);
    await page.goto(`${base()}/admin/tool/gen`);
    const list = page.getByRole('table', { name: '代码生成表' });
    await list.waitFor();

    await page.getByRole('toolbar', { name: '操作按钮' }).getByRole('button', { name: /导\s*入/ }).click();
    const dialog = page.getByRole('dialog', { name: '导入表' });
    await dialog.getByLabel('表名称').fill('bbs_tag');
    await dialog.getByRole('button', { name: /搜\s*索/ }).click();
    await dialog.getByRole('checkbox', { name: '选择 bbs_tag' }).check();
    await expectAccessible(page, 'the import dialog');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expectVisible(page.getByText('导入成功'), 'the import message');
    const row = list.getByRole('row').filter({ hasText: 'bbs_tag' });
    await expectVisible(row, 'the imported table in the list');

    await row.getByRole('button', { name: '预览' }).click();
    const preview = page.getByRole('dialog', { name: '代码预览：bbs_tag' });
    for (const tab of ['tag.ts', 'index.tsx', 'routes.ts', 'tag_menu.sql']) await expectVisible(preview.getByRole('tab', { name: tab }), `the ${tab} tab`);
    await preview.getByRole('tab', { name: 'tag_menu.sql' }).click();
    await expectVisible(preview.getByText("'biz:tag:list'").first(), 'the menu SQL');
    await expectAccessible(page, 'the preview dialog');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: '生成代码' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('bbs_tag.zip');
    const zip = await JSZip.loadAsync(await readFile((await file.path())!));
    expect(Object.keys(zip.files).sort()).toEqual([
      'server/src/db/migrations/bbs_tag.ts',
      'server/src/modules/biz/tag/routes.ts',
      'sql/tag_menu.sql',
      'src/admin/views/biz/tag/index.tsx',
      'src/shared/contract/entities/tag.ts',
      'src/shared/i18n/locales/en/admin-views.tag.json',
      'src/shared/i18n/locales/zh/admin-views.tag.json',
    ]);
    expect(await zip.files['src/shared/contract/entities/tag.ts']!.async('string')).toContain('export const tagEntity = defineEntity(');
    expectNoErrors(holder.errors);
  });
});
