/**
 * Guides (issue 3), end to end: every guide link of both navigation menus and every catalogued guide page opens
 * in Chromium with its heading and content, no console error, no raw translation key, no 404 (except /en/FQA);
 * the language switch lands on the twin page; axe finds no serious or critical violation.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, expectNoErrors, useBrowserPage } from './browser';
import { MENUS, NON_GUIDE_MENU_PATHS } from '../../src/site/content/menus';
import { listGuides, twinPath } from '../../src/site/content/registry';
import type { Lang } from '../../src/site/content/types';

const base = () => inject('siteUrl');
const NON_GUIDE = new Set<string>([...NON_GUIDE_MENU_PATHS, ...NON_GUIDE_MENU_PATHS.map((p) => `/en${p}`)]);

function menuGuidePaths(lang: Lang): string[] {
  const paths = MENUS[lang].flatMap((item) => [item.path, ...(item.children ?? []).map((c) => c.path)]);
  return [...new Set(paths)].filter((p) => !NON_GUIDE.has(p));
}

async function openGuide(page: Page, path: string) {
  await page.goto(`${base()}${path}`);
  // the article is rendered when its h1 and at least one section heading are there
  await page.locator('main h1').first().waitFor();
  await page.locator('main h2').first().waitFor();
}

async function expectGuideShown(page: Page, path: string, title: string) {
  const h1 = (await page.locator('main h1').first().innerText()).trim();
  expect(h1, path).toBe(title);
  const text = await page.locator('main').innerText();
  expect(text.length, `${path} shows its content`).toBeGreaterThan(400);
  expect(text, path).not.toMatch(/\bundefined\b|\b(site|common|guide)\.[a-z][A-Za-z]+\b/);
  await expect(page.getByRole('heading', { name: /抱歉，页面不存在|page (does not|doesn't) exist/i }).count()).resolves.toBe(0);
}

describe('guide pages', () => {
  const tracked = useBrowserPage();

  for (const lang of ['zh', 'en'] as const) {
    it(`every guide link of the ${lang} menu opens its page`, async () => {
      const { page } = tracked;
      const paths = menuGuidePaths(lang);
      expect(paths.length).toBeGreaterThanOrEqual(lang === 'zh' ? 12 : 14);
      for (const path of paths) {
        await openGuide(page, path);
        const entry = listGuides(lang).find((g) => g.path === path);
        expect(entry, `${path} is a catalogued guide`).toBeTruthy();
      }
    });

    it(`every ${lang} guide page shows its heading and content, passes axe, and switches to its twin`, async () => {
      const { page } = tracked;
      for (const entry of listGuides(lang)) {
        const { default: content } = await entry.load();
        await openGuide(page, entry.path);
        await expectGuideShown(page, entry.path, content.title);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description, entry.path).toBe(content.description);
        await expectAccessible(page, entry.path);

        const twin = twinPath(lang, entry.path);
        const switchName = lang === 'zh' ? /切换到英文版/ : /switch to Chinese/;
        await page.getByRole('button', { name: switchName }).click();
        if (twin) {
          await page.waitForURL(`${base()}${twin}`);
          await page.locator('main h1').first().waitFor();
          const twinEntry = listGuides(lang === 'zh' ? 'en' : 'zh').find((g) => g.path === twin);
          const { default: twinContent } = await twinEntry!.load();
          await page.getByRole('heading', { level: 1, name: twinContent.title }).waitFor();
        } else {
          // the Chinese FAQ has no English twin: the switch goes to the English home
          expect(entry.key).toBe('FQA');
          await page.waitForURL(`${base()}/en`);
        }
      }
    }, 150_000); // every page of a language with axe: a minute and more on a loaded machine
  }

  it('has no English FAQ', async () => {
    const { page } = tracked;
    await page.goto(`${base()}/en/FQA`);
    await page.locator('main h1').first().waitFor();
    expect(await page.locator('main h1').first().innerText()).not.toMatch(/FAQ|frequently/i);
  });

  it('logged no console errors', () => {
    expectNoErrors(tracked.errors);
  });
});
