/**
 * Issue 13's polish, end to end in Chromium against the built app and the real server: the language switch on a
 * post that exists in English only (the Chinese site says so and offers the list), the session's English choice
 * kept on `/` and offered on a Chinese link, and an unknown URL answering HTTP 404 with the site's 404 page.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, expectNoErrors, useBrowserPage } from './browser';

const base = () => inject('siteUrl');
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** An English station post of the sample data (its id and title). */
async function englishPost(): Promise<{ postId: number; title: string }> {
  const res = await fetch(`${base()}/prod-api/bbs/web/listBlogBlog?pageNum=1&pageSize=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lang: 'en' }),
  });
  const body = (await res.json()) as { rows: { postId: number; title: string }[] };
  expect(body.rows.length).toBeGreaterThan(0);
  return body.rows[0]!;
}

describe('site polish', () => {
  const tracked = useBrowserPage();

  it('the language switch on an English-only post says so on the Chinese site and offers the list', async () => {
    const { page } = tracked;
    const post = await englishPost();
    await page.goto(`${base()}/en/station/detail/${post.postId}`);
    await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
    await page.getByRole('button', { name: /switch to Chinese/ }).click();
    await page.waitForURL(`${base()}/station/detail/${post.postId}`);
    await page.getByRole('heading', { level: 1, name: '此内容仅有英文版' }).waitFor();
    expect(await htmlLang(page)).toBe('zh-CN');
    expect(await page.locator('main').innerText()).not.toContain(post.title);
    await expectAccessible(page, 'other-language notice');
    await page.getByRole('link', { name: '阅读英文版' }).click();
    await page.waitForURL(`${base()}/en/station/detail/${post.postId}`);
    await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
  });

  it('after choosing English, / keeps the reader in English and a Chinese link offers English', async () => {
    const { page } = tracked;
    // the reader is on the English site (the switch above): a fresh load of / stays in English
    await page.goto(`${base()}/`);
    await page.waitForURL(`${base()}/en`);
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    expect(await htmlLang(page)).toBe('en');

    await page.goto(`${base()}/school/list`);
    const offer = page.getByRole('region', { name: 'Language' });
    await offer.waitFor();
    await expectAccessible(page, 'language offer');
    await offer.getByRole('button', { name: 'Read it in English' }).click();
    await page.waitForURL(`${base()}/en/school/list`);
    // the texts follow the URL once the English page is rendered
    await page.getByRole('heading', { level: 1, name: 'Schools' }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    expect(await offer.count()).toBe(0);
  });

  it('an unknown URL answers HTTP 404 with the site 404 page', async () => {
    const { page } = tracked;
    const res = await page.goto(`${base()}/en/no-such-page`);
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: "Sorry, we can't find that page" }).waitFor();
  });

  it('logged no console errors', () => {
    expectNoErrors(tracked.errors);
  });
});
