/**
 * The OSSD graduation checker end to end in Chromium on a 390 px phone, in both languages: a 2024-cohort student
 * missing Technological Education is told so (and adding TAS1O meets it), a transfer student with 9 Grade 9–11
 * credits gets 8, what was typed survives a reload, the guide links to the checker; axe clean, no overflow, no
 * console errors.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, expectNoErrors, openPage, useBrowser } from './browser';

const base = () => inject('siteUrl');
const PHONE = { width: 390, height: 844 };

const TEXT = {
  zh: {
    path: '/ossd/checker',
    h1: 'OSSD 毕业与学分转换自查',
    results: '自查结果',
    tech: '技术教育，9 或 10 年级',
    missing: '未满足',
    missingOne: '缺 1 个学分',
    met: '已满足',
    add: (code: string) => `添加 ${code}`,
    addSubject: '添加一个科目',
    row: (n: number) => `第 ${n} 科`,
    subject: '科目',
    year: '学年',
    granted8: '国内 9–11 年级成绩可转换 8 个学分（最多 8 个）。',
    overCap: '第 9 科: 不转换：超过 8 学分上限',
    chosen: '已选课程',
  },
  en: {
    path: '/en/ossd/checker',
    h1: 'OSSD graduation checker',
    results: 'Result',
    tech: 'Technological Education, Grade 9 or 10',
    missing: 'Missing',
    missingOne: 'missing 1 credit',
    met: 'Met',
    add: (code: string) => `Add ${code}`,
    addSubject: 'Add a subject',
    row: (n: number) => `Subject ${n}`,
    subject: 'Subject',
    year: 'Year',
    granted8: '8 credits converted from the Grade 9–11 record (at most 8).',
    overCap: 'Subject 9: not converted: over the 8-credit limit',
    chosen: 'Chosen courses',
  },
};

const NINE: [string, string][] = [
  ['chinese', '9'], ['math', '9'], ['english', '9'], ['physics', '10'], ['chemistry', '10'], ['math', '10'], ['chinese', '10'], ['english', '10'], ['history', '11'],
];

async function expectNoOverflow(page: Page) {
  const wide = await page.evaluate(() => {
    const out: string[] = [];
    document.querySelectorAll('main *').forEach((el) => {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > window.innerWidth + 1) out.push(`${el.tagName}.${String(el.className).slice(0, 40)} ${Math.round(r.right)}`);
    });
    return out;
  });
  expect(wide).toEqual([]);
}

describe('OSSD graduation checker', () => {
  const holder = useBrowser();

  it.each(['zh', 'en'] as const)('%s: Technological Education, an 8-credit transfer, a kept state, axe clean at 390 px', async (lang) => {
    const t = TEXT[lang];
    const { page, context, errors } = await openPage(holder.browser, { viewport: PHONE });
    try {
      await page.goto(`${base()}${t.path}`);
      await page.getByRole('heading', { level: 1, name: t.h1 }).waitFor();
      const results = page.getByRole('region', { name: t.results });
      const tech = results.getByRole('listitem').filter({ hasText: t.tech });
      await expect.poll(() => tech.innerText()).toContain(t.missingOne);
      expect(await tech.innerText()).toContain(t.missing);
      await expectNoOverflow(page);
      await expectAccessible(page, `phone ${t.path}`);

      await page.getByRole('searchbox').fill('TAS1');
      await page.getByRole('button', { name: t.add('TAS1O') }).click();
      await expect.poll(() => tech.innerText()).toContain(t.met);
      expect(await tech.innerText()).not.toContain(t.missingOne);

      for (const [i, [subject, grade]] of NINE.entries()) {
        await page.getByRole('button', { name: t.addSubject }).click();
        const row = page.getByRole('group', { name: t.row(i + 1), exact: true });
        await row.getByLabel(t.subject, { exact: true }).selectOption(subject);
        await row.getByLabel(t.year, { exact: true }).selectOption(grade);
      }
      await results.getByText(t.granted8).waitFor();
      await results.getByText(t.overCap).waitFor();
      await expectNoOverflow(page);
      await expectAccessible(page, `phone ${t.path} with a transfer record`);

      await page.reload();
      await page.getByRole('heading', { level: 1, name: t.h1 }).waitFor();
      await page.getByRole('list', { name: t.chosen }).getByText(/^TAS1O · /).waitFor();
      await results.getByText(t.granted8).waitFor();
      const text = await page.locator('main').innerText();
      expect(text).not.toMatch(/\bundefined\b|\bresult\.|\bsubject\.|\btransfer\./);
      expectNoErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('the requirements guide links to the checker', async () => {
    const { page, context, errors } = await openPage(holder.browser, { viewport: PHONE });
    try {
      await page.goto(`${base()}/ossd/requirements`);
      await page.getByRole('link', { name: /OSSD 毕业自查工具/ }).click();
      await page.waitForURL(`${base()}/ossd/checker`);
      await page.getByRole('heading', { level: 1, name: TEXT.zh.h1 }).waitFor();
      expectNoErrors(errors);
    } finally {
      await context.close();
    }
  });
});
