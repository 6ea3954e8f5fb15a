/**
 * 表单构建 (issue 14), end to end in Chromium against the built app: build a form with three fields (two by click,
 * one dragged from the palette onto the canvas), rename one, preview it, export the `.tsx` and download it; the
 * design survives a reload (localStorage).
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectNoErrors, expectVisible, logInAdmin, useBrowserPage } from './browser';
import { base } from './site-helpers';

describe('form builder: three fields, exported', () => {
  const holder = useBrowserPage();

  it('builds a form with three fields and exports it as a .tsx file', async () => {
    const { page } = holder;
    await logInAdmin(page);
    await page.goto(`${base()}/admin/tool/build`);
    const palette = page.getByRole('navigation', { name: '组件' });
    const canvas = page.getByRole('region', { name: '画布' });
    await expectVisible(page.getByText('从左侧点击或拖入组件'), 'the empty canvas');

    await palette.getByRole('button', { name: '单行文本' }).click();
    await palette.getByRole('button', { name: '下拉选择' }).press('Enter');
    // the third by drag and drop: from the palette onto the canvas, below the other two
    const source = await palette.getByRole('button', { name: '日期选择' }).boundingBox();
    const target = await canvas.boundingBox();
    if (!source || !target) throw new Error('no layout for the drag');
    await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
    await page.mouse.down();
    await page.mouse.move(source.x + source.width / 2 + 20, source.y + source.height / 2, { steps: 5 });
    await page.mouse.move(target.x + target.width / 2, target.y + target.height - 20, { steps: 10 });
    await page.mouse.up();
    await expectVisible(page.getByText(/共 3 个字段/), 'three fields on the canvas');
    await expectVisible(canvas.getByRole('button', { name: '选择 日期选择' }), 'the dragged date field');

    await canvas.getByRole('button', { name: '选择 单行文本' }).click();
    const props = page.getByRole('region', { name: '属性' });
    await props.getByLabel('标签').fill('学生姓名');
    await props.getByRole('checkbox', { name: '必填' }).check();
    await expectVisible(canvas.getByRole('button', { name: '选择 学生姓名' }), 'the renamed field');
    await expectAccessible(page, 'form builder');

    await page.getByRole('button', { name: /预\s*览/ }).click();
    const preview = page.getByRole('dialog', { name: '预览' });
    await expectVisible(preview.getByLabel('学生姓名'), 'the live preview');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: '导出代码' }).click();
    const dialog = page.getByRole('dialog', { name: '导出代码' });
    const code = dialog.getByLabel('GeneratedForm.tsx');
    await expectVisible(code, 'the generated code');
    expect(await code.textContent()).toContain('label={"学生姓名"} name={"field101"}');
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: '下载 .tsx' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('GeneratedForm.tsx');
    const text = await readFile((await file.path())!, 'utf8');
    expect(text).toContain("from 'antd';");
    for (const part of ['label={"学生姓名"}', '<Select', '<DatePicker />', 'required: true']) expect(text).toContain(part);

    // kept in localStorage: a reload shows the same three fields
    await page.reload();
    await expectVisible(page.getByText(/共 3 个字段/), 'the design restored after a reload');
    expectNoErrors(holder.errors);
  });
});
