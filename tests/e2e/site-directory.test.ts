/**
 * The directory pages end to end in Chromium against the built app and the real server with its seeded samples:
 * school filters and paging (state in the URL), search finding a seeded school and opening it, the story
 * category filter, the contact form (bad number refused, good one stored in SQLite), both languages, axe on
 * every state and no console errors.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { afterRender, expectAccessible, expectNoErrors, expectVisible, openPage, useBrowserPage } from './browser';

const base = () => inject('siteUrl');

/** What a reader sees must never contain a raw i18n key or the word undefined. */
async function expectNoRawText(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\bundefined\b|\bnull\b|\b(common|pager|school|station|story|post|search|contact|dict)\.[a-z][A-Za-z]+\b/);
}

const schoolList = (page: Page, name = '学校列表') => page.getByRole('region', { name });
const cardLinks = (page: Page, region = '学校列表') => schoolList(page, region).getByRole('heading', { level: 2 }).getByRole('link');

/** Waits until the list region is idle (after `afterRender`; the loading state clears 800 ms after the response). */
async function idle(page: Page, region = '学校列表') {
  await afterRender(page);
  await page.waitForFunction((name) => {
    const el = document.querySelector(`section[aria-label="${name}"]`);
    return !!el && el.getAttribute('aria-busy') === 'false';
  }, region);
}

function readContacts(mobile: string) {
  const db = new Database(join(inject('siteDataDir'), 'portal.db'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT name, mobile, message, source_page AS sourcePage, lang FROM bbs_contact WHERE mobile = ?').all(mobile) as {
      name: string;
      mobile: string;
      message: string;
      sourcePage: string;
      lang: string;
    }[];
  } finally {
    db.close();
  }
}

describe('public site directory', () => {
  const tracked = useBrowserPage();

  it('lists schools 10 a page, filters domestic / abroad and pages, keeping the state in the URL', async () => {
    const { page } = tracked;
    await page.goto(`${base()}/school`);
    await page.waitForURL(`${base()}/school/list`);
    await page.getByRole('heading', { level: 1, name: '学校库' }).waitFor();
    await idle(page);
    expect(await cardLinks(page).count()).toBe(10);
    const pager = page.getByRole('navigation', { name: '学校列表分页' });
    const total = Number((await pager.getByText(/共 \d+ 条/).innerText()).match(/\d+/)![0]);
    expect(total).toBeGreaterThanOrEqual(30);
    expect(await page.title()).toBe('学校库 - 深度择校');
    await expectNoRawText(page);
    await expectAccessible(page, '/school/list');

    // domestic: mainland schools only
    await page.getByRole('button', { name: '境内学校' }).click();
    await page.waitForURL(/\/school\/list\?abroad=0$/);
    await idle(page);
    // the URL changes before the answer arrives: wait for the pager to show the filtered total
    await page.waitForFunction(
      (all) => !!Array.from(document.querySelectorAll('nav')).find((n) => /共 \d+ 条/.test(n.textContent ?? '') && !n.textContent!.includes(`共 ${all} 条`)),
      total,
    );
    const domesticTotal = Number((await pager.getByText(/共 \d+ 条/).innerText()).match(/\d+/)![0]);
    expect(domesticTotal).toBeGreaterThan(10);
    expect(domesticTotal).toBeLessThan(total);
    const tags = await schoolList(page).locator('.dir-tag--muted').allInnerTexts();
    expect(tags.filter((t) => t === '中国内地').length).toBe(10);
    expect(tags).not.toContain('境外（含香港）');

    // page 2 of the domestic schools
    const firstOnPage1 = await cardLinks(page).first().innerText();
    await pager.getByRole('button', { name: '第 2 页' }).click();
    await page.waitForURL(/\?abroad=0&page=2$/);
    await idle(page);
    expect(await pager.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
    expect(await cardLinks(page).first().innerText()).not.toBe(firstOnPage1);
    expect(await cardLinks(page).count()).toBe(Math.min(10, domesticTotal - 10));

    // 20 a page
    await pager.getByRole('combobox', { name: '每页' }).selectOption('20');
    await page.waitForURL(/\?abroad=0&size=20$/);
    await idle(page);
    expect(await cardLinks(page).count()).toBe(Math.min(20, domesticTotal));

    // back restores page 2 from the URL
    await page.goBack();
    await page.waitForURL(/\?abroad=0&page=2$/);
    await idle(page);
    expect(await pager.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');

    // abroad (as above, the URL changes before the answer arrives: wait for the abroad list's answer)
    const abroadAnswer = page.waitForResponse(
      (r) => r.url().includes('/bbs/web/listSchoolSchool') && String((r.request().postDataJSON() as { abroad?: unknown } | null)?.abroad) === '1',
    );
    await page.getByRole('button', { name: '境外学校' }).click();
    await page.waitForURL(/\?abroad=1$/);
    await abroadAnswer;
    await idle(page);
    const abroadTags = await schoolList(page).locator('.dir-tag--muted').allInnerTexts();
    expect(abroadTags).not.toContain('中国内地');
    await expectAccessible(page, '/school/list?abroad=1');
  });

  it("the header's 学校库 link (/school) opens the list in the page, from a server-rendered guide", async () => {
    const { page } = tracked;
    await page.goto(`${base()}/ossd/requirements`);
    // hydrated once the header's city selector has its cities (read by an effect, in the browser only)
    await page.waitForFunction(() => document.querySelectorAll('.site-city__select option').length > 5, undefined, { timeout: 15000 });
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '学校库' }).click();
    await page.waitForURL(`${base()}/school/list`);
    await expectVisible(page.getByRole('heading', { level: 1, name: '学校库' }), 'the school list');
    // the router's navigation, not a reload
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });

  it('searches schools by name and type on the list', async () => {
    const { page } = tracked;
    await page.goto(`${base()}/school/list`);
    await idle(page);
    const form = page.getByRole('form', { name: '搜索学校' });
    await form.getByLabel('学校名称').fill('枫');
    await form.getByLabel('学校类型').selectOption({ label: '公立学校' });
    await form.getByRole('button', { name: '搜索' }).click();
    await page.waitForURL(/name=%E6%9E%AB/);
    await idle(page);
    const names = await cardLinks(page).allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(n).toContain('枫');
    expect(names).toContain('枫林公立中学（示例）');
    await form.getByLabel('学校名称').fill('不存在的学校名');
    await form.getByRole('button', { name: '搜索' }).click();
    await page.getByText('没有找到符合条件的学校').waitFor();
    await expectAccessible(page, 'school list empty');
  });

  it('search finds a seeded school and its link opens the detail with every fact', async () => {
    const { page } = tracked;
    await page.goto(`${base()}/search`);
    const box = page.getByRole('searchbox', { name: '搜索内容' });
    expect(await box.getAttribute('placeholder')).toBe('请输入您想了解的信息');
    expect(await page.getByRole('button', { name: '文章' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: '学校', exact: true }).click();
    await box.fill('港岛');
    await box.press('Enter');
    await page.waitForURL(/\/search\?objType=1&q=%E6%B8%AF%E5%B2%9B$/);
    const link = page.getByRole('link', { name: '港岛国际学校（示例）' });
    await link.waitFor();
    await idle(page, '搜索结果');
    await expectAccessible(page, '/search');
    await link.click();
    await page.waitForURL(/\/school\/detail\/\d+$/);
    await page.getByRole('heading', { level: 1, name: '港岛国际学校（示例）' }).waitFor();
    const facts = page.getByRole('region', { name: '学校信息' });
    for (const label of ['所在国家', '学校类型', '招生年级', '学段', '入学方式', '在校生人数', '申请难度', '学费', '课程体系']) {
      await expectVisible(facts.getByText(label, { exact: true }), label);
    }
    expect(await facts.getByText('学校类型', { exact: true }).locator('xpath=following-sibling::dd').innerText()).toBe('国际学校');
    expect(await page.title()).toBe('港岛国际学校（示例） - 深度择校');
    await expectNoRawText(page);
    await expectAccessible(page, '/school/detail');
  });

  it('the school call to action opens the contact form with the school as source', async () => {
    const { page } = tracked;
    const path = new URL(page.url()).pathname;
    await page.getByRole('button', { name: '咨询这所学校' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('港岛国际学校（示例）', { exact: true }).waitFor();
    // axe reads colours with the opening animation's opacity: measure once the dialog has settled
    await page.waitForFunction(() => {
      const modal = document.querySelector<HTMLElement>('.ant-modal');
      return !!modal && !/-(enter|appear)/.test(modal.className) && getComputedStyle(modal).opacity === '1';
    });
    await expectAccessible(page, 'contact dialog');
    await dialog.getByLabel('姓名').fill('端到端 测试甲');
    await dialog.getByLabel('手机号码').fill('13700000001');
    await dialog.getByRole('button', { name: /提交咨询/ }).click();
    await dialog.getByText('提交成功，我们的顾问会尽快与您联系').waitFor();
    const rows = readContacts('13700000001');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: '端到端 测试甲', sourcePage: path, lang: 'zh' });
    expect(rows[0]!.message).toContain('港岛国际学校（示例）');
    await dialog.getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('filters stories by category', async () => {
    const { page } = tracked;
    await page.goto(`${base()}/story`);
    await page.waitForURL(`${base()}/story/list`);
    await idle(page, '故事列表');
    const group = page.getByRole('group', { name: '故事分类' });
    expect(await group.getByRole('button').allInnerTexts()).toEqual(['全部', '爆料', '吐槽', '揭秘', '种草', '表扬', '推荐']);
    await group.getByRole('button', { name: '吐槽' }).click();
    await page.waitForURL(/\/story\/list\?category=tucao$/);
    // the pressed button is rendered from the new URL: from then on the list shows or loads that category
    await expectVisible(group.locator('button[aria-pressed="true"]', { hasText: '吐槽' }), 'the pressed 吐槽 filter');
    await idle(page, '故事列表');
    const tags = await page.getByRole('region', { name: '故事列表' }).locator('.dir-meta .dir-tag').allInnerTexts();
    expect(tags.length).toBeGreaterThan(0);
    expect(new Set(tags)).toEqual(new Set(['吐槽']));
    expect(await page.title()).toBe('学生故事：吐槽 - 深度择校');
    await expectAccessible(page, '/story/list?category=tucao');
    // a story opens with its content and replies section
    await page.getByRole('region', { name: '故事列表' }).getByRole('heading', { level: 2 }).getByRole('link').first().click();
    await page.waitForURL(/\/story\/detail\/\d+$/);
    await page.getByRole('heading', { level: 2, name: /^回复（\d+）$/ }).waitFor();
    await expectAccessible(page, '/story/detail');
  });

  it('the contact form refuses a bad number on the client and stores a good one', async () => {
    const { page } = tracked;
    await page.goto(`${base()}/contact`);
    await page.getByRole('heading', { level: 1, name: '联系顾问' }).waitFor();
    expect(await page.getByLabel('姓名').getAttribute('placeholder')).toBe('请输入您的姓名');
    expect(await page.getByLabel('手机号码').getAttribute('placeholder')).toBe('请输入您的手机号码');
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().includes('/bbs/web/addContact')) sent++;
    });
    await page.getByLabel('姓名').fill('端到端 测试乙');
    await page.getByLabel('手机号码').fill('12345678901');
    await page.getByRole('button', { name: /提交咨询/ }).click();
    await page.getByText('请输入正确的手机号码').waitFor();
    expect(sent).toBe(0);
    await expectAccessible(page, 'contact form with an error');

    await page.getByLabel('手机号码').fill('13700000002');
    await page.getByRole('button', { name: /提交咨询/ }).click();
    await page.getByText('提交成功，我们的顾问会尽快与您联系').waitFor();
    expect(sent).toBe(1);
    expect(readContacts('13700000002')).toEqual([
      { name: '端到端 测试乙', mobile: '13700000002', message: '', sourcePage: '/contact', lang: 'zh' },
    ]);
    await expectAccessible(page, 'contact confirmation');
  });

  it('works in English: schools, search placeholder, stories and the contact form', async () => {
    const { page } = tracked;
    await page.goto(`${base()}/en/school/list?abroad=1`);
    await page.getByRole('heading', { level: 1, name: 'Schools' }).waitFor();
    await idle(page, 'School list');
    expect(await page.getByRole('button', { name: 'Outside the mainland' }).getAttribute('aria-pressed')).toBe('true');
    const names = await cardLinks(page, 'School list').allInnerTexts();
    expect(names.length).toBe(10);
    for (const n of names) expect(n).toMatch(/\(Sample\)$/);
    expect(await page.title()).toBe('Schools - DSS School Guide');
    await expectNoRawText(page);
    await expectAccessible(page, '/en/school/list');

    // the language switch keeps the list state
    await page.getByRole('button', { name: /switch to Chinese/ }).click();
    await page.waitForURL(`${base()}/school/list?abroad=1`);
    await idle(page);
    expect(await page.getByRole('button', { name: '境外学校' }).getAttribute('aria-pressed')).toBe('true');

    await page.goto(`${base()}/en/search`);
    expect(await page.getByRole('searchbox', { name: 'Search for' }).getAttribute('placeholder')).toBe(
      'Please enter the information you want to know',
    );

    await page.goto(`${base()}/en/story/list?category=tuijian`);
    await idle(page, 'Story list');
    expect(await page.getByRole('button', { name: 'Recommendations' }).getAttribute('aria-pressed')).toBe('true');
    await expectNoRawText(page);
    await expectAccessible(page, '/en/story/list');

    await page.goto(`${base()}/en/contact`);
    await page.getByRole('heading', { level: 1, name: 'Talk to an adviser' }).waitFor();
    await page.getByLabel('Name').fill('E2E Tester');
    await page.getByLabel('Mobile number').fill('98765');
    await page.getByRole('button', { name: /Send enquiry/ }).click();
    await page.getByText('Enter a valid mobile number').waitFor();
    await page.getByLabel('Mobile number').fill('13700000003');
    await page.getByRole('button', { name: /Send enquiry/ }).click();
    await page.getByText('Thank you. An adviser will contact you soon.').waitFor();
    expect(readContacts('13700000003')).toMatchObject([{ name: 'E2E Tester', lang: 'en', sourcePage: '/contact' }]);
    await expectNoRawText(page);
    await expectAccessible(page, '/en/contact');
  });

  it('reads well on a phone (no overflow, axe on the station list and an article at 390 px)', async () => {
    const phone = await openPage(tracked.browser, { viewport: { width: 390, height: 844 } });
    try {
      await phone.page.goto(`${base()}/station/list`);
      await phone.page.getByRole('heading', { level: 1, name: '择校文章' }).waitFor();
      await idle(phone.page, '文章列表');
      // nothing wider than the screen (the filter row scrolls inside itself)
      const wide = await phone.page.evaluate(() => {
        const out: string[] = [];
        document.querySelectorAll('main *').forEach((el) => {
          if (el.closest('.dir-filter')) return;
          const r = el.getBoundingClientRect();
          if (r.width > 0 && r.right > window.innerWidth + 1) out.push(`${el.tagName}.${String(el.className).slice(0, 40)} ${Math.round(r.right)}`);
        });
        return out;
      });
      expect(wide).toEqual([]);
      await expectAccessible(phone.page, 'phone /station/list');
      await phone.page.getByRole('region', { name: '文章列表' }).getByRole('heading', { level: 2 }).getByRole('link').first().click();
      await phone.page.waitForURL(/\/station\/detail\/\d+$/);
      await phone.page.getByRole('heading', { level: 2, name: /^回复（\d+）$/ }).waitFor();
      await expectAccessible(phone.page, 'phone /station/detail');
      expectNoErrors(phone.errors);
    } finally {
      await phone.context.close();
    }
  });

  it('logged no console errors', () => {
    expectNoErrors(tracked.errors);
  });
});
