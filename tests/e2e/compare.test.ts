/**
 * Compare and shortlist (issue 15) end to end in Chromium against the built app and the real server with its seeded
 * schools: on a 390 px phone, three schools are added from the school list and compared in Chinese and English (the
 * table scrolls sideways inside its frame with the field names kept in view, differences marked); a member saves a
 * school with a note, shares the shortlist, and the link opens read only for a visitor who is not logged in.
 * axe on every state; no console errors.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, expectNoErrors, expectVisible, openPage, useBrowser } from './browser';
import { base, logIn, signUp } from './site-helpers';

const PHONE = { width: 390, height: 844 };
const stamp = Date.now().toString(36).slice(-6);
const member = { user: `cmp_${stamp}`, pass: 'Member-pass-1', phone: `137${String(Date.now() % 1e8).padStart(8, '0')}` };
const note = `离家近，寄宿可选（${stamp}）`;

/** What a reader sees never holds a raw i18n key or the word undefined. */
async function expectNoRawText(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\bundefined\b|\bnull\b|\b(button|tray|field|table|page|shortlist|list|share|shared)\.[a-z][A-Za-z]+\b/);
}

/** The compare table scrolls inside its frame (the page itself does not), and its first column stays in view. */
async function expectPhoneLayout(page: Page) {
  const m = await page.evaluate(() => {
    const frame = document.querySelector('.cmp-scroll')!;
    const before = frame.querySelector('tbody th')!.getBoundingClientRect().left;
    frame.scrollLeft = frame.scrollWidth;
    const after = frame.querySelector('tbody th')!.getBoundingClientRect().left;
    const frameLeft = frame.getBoundingClientRect().left;
    frame.scrollLeft = 0;
    return { page: document.documentElement.scrollWidth, frame: frame.clientWidth, table: frame.scrollWidth, before, after, frameLeft };
  });
  expect(m.page).toBeLessThanOrEqual(PHONE.width);
  expect(m.table).toBeGreaterThan(m.frame);
  expect(Math.abs(m.after - m.before)).toBeLessThan(2);
}

describe('compare and shortlist', () => {
  const holder = useBrowser();

  it('compares three schools on a 390 px phone in Chinese and English, differences marked', async () => {
    const { page, errors } = await openPage(holder.browser, { viewport: PHONE });
    await page.goto(`${base()}/school/list`);
    const list = page.getByRole('region', { name: '学校列表' });
    const add = list.getByRole('button', { name: /^加入对比：/ });
    await add.first().waitFor();
    for (let i = 0; i < 3; i++) await add.nth(i).click();
    await expectVisible(list.getByRole('button', { name: /^已加入对比：/ }).nth(2), 'three schools added');
    await expectAccessible(page, 'the school list with three schools picked (390 px)');

    await page.getByRole('link', { name: '对比学校（3/4）' }).click();
    await page.waitForURL(/\/compare\?ids=\d+,\d+,\d+$/);
    const ids = new URL(page.url()).searchParams.get('ids')!;
    const table = page.getByRole('table', { name: '学校对比表' });
    await table.waitFor();
    expect(await table.getByRole('columnheader').count()).toBe(4);
    await expectVisible(table.getByText('有差异').first(), 'a row marked as different');
    expect(await table.locator('tr.cmp-row--diff').count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: '计算总费用' }).getAttribute('href')).toBe(`/fee/calculator?schools=${ids}`);
    await expectPhoneLayout(page);
    await expectNoRawText(page);
    await expectAccessible(page, 'the compare page (zh, 390 px)');

    // the English page keeps the pick and puts it in its URL
    await page.goto(`${base()}/en/compare`);
    await page.waitForURL(new RegExp(`/en/compare\\?ids=${ids}$`));
    const en = page.getByRole('table', { name: 'School comparison' });
    await en.waitFor();
    await expectVisible(en.getByText('Differs').first(), 'an English row marked as different');
    expect(await en.getByRole('rowheader', { name: /OSSD/ }).count()).toBe(1);
    await expectPhoneLayout(page);
    await expectNoRawText(page);
    await expectAccessible(page, 'the compare page (en, 390 px)');

    // removing a school updates the table and the shareable URL
    const [first] = ids.split(',');
    await en.getByRole('button', { name: /^Remove / }).first().click();
    await page.waitForURL((url) => url.searchParams.get('ids') === ids.split(',').slice(1).join(','));
    await expect.poll(() => en.getByRole('columnheader').count()).toBe(3);
    expect(await en.locator(`a[href="/en/school/detail/${first}"]`).count()).toBe(0);
    expectNoErrors(errors);
    await page.context().close();
  });

  it('a member saves a school with a note to the shortlist; the share link opens read only when logged out', async () => {
    const { page, errors } = await openPage(holder.browser);
    await signUp(page, member);
    await logIn(page, member.user, member.pass);

    await page.goto(`${base()}/school/list`);
    const firstCard = page.getByRole('region', { name: '学校列表' }).getByRole('heading', { level: 2 }).getByRole('link').first();
    const schoolName = await firstCard.innerText();
    await firstCard.click();
    await page.getByRole('heading', { level: 1, name: schoolName }).waitFor();
    await page.getByRole('button', { name: '加入择校清单' }).click();
    const form = page.getByRole('form', { name: '加入择校清单' });
    await form.getByLabel(/备注/).fill(note);
    await form.getByRole('button', { name: '保存到清单' }).click();
    await expectVisible(form.getByRole('status').getByText('已加入清单'), 'the saved message');
    await expectAccessible(page, 'the school page after saving to the shortlist');

    await form.getByRole('link', { name: '查看我的清单' }).click();
    await page.getByRole('heading', { level: 1, name: '我的择校清单' }).waitFor();
    const mine = page.getByRole('list', { name: '我的择校清单' });
    await expectVisible(mine.getByRole('link', { name: schoolName }), 'the school on the shortlist');
    expect(await mine.getByRole('textbox', { name: /备注/ }).inputValue()).toBe(note);
    await page.getByRole('button', { name: '生成分享链接' }).click();
    const link = page.getByLabel('只读分享链接');
    await link.waitFor();
    const shareUrl = await link.inputValue();
    expect(shareUrl).toMatch(/\/shortlist\/[A-Za-z0-9_-]{24}$/);
    await expectAccessible(page, 'the member shortlist page with a share link');

    // a visitor who is not logged in
    const visitor = await openPage(holder.browser);
    await visitor.page.goto(shareUrl);
    await visitor.page.getByRole('heading', { level: 1, name: '分享的择校清单' }).waitFor();
    const shared = visitor.page.getByRole('list', { name: '分享的择校清单' });
    await expectVisible(shared.getByRole('link', { name: schoolName }), 'the shared school');
    await expectVisible(shared.getByText(note), 'the shared note');
    expect(await shared.getByRole('button').count()).toBe(0);
    expect(await shared.getByRole('textbox').count()).toBe(0);
    await expectNoRawText(visitor.page);
    await expectAccessible(visitor.page, 'the shared shortlist (logged out)');

    // revoked: the link is the 404 page
    await page.getByRole('button', { name: '撤销分享' }).click();
    await expectVisible(page.getByText('分享链接已撤销'), 'the revoked message');
    await visitor.page.goto(shareUrl);
    await visitor.page.getByRole('heading', { level: 1, name: '抱歉，页面不存在' }).waitFor();
    expectNoErrors(errors);
    expectNoErrors(visitor.errors.filter((e) => !e.includes('404')));
    await visitor.context.close();
    await page.context().close();
  });
});
