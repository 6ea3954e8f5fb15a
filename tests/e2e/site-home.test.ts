/**
 * Home, city selector, news and videos, end to end in Chromium against the built app and the real server with
 * its sample data: every home section, a city change reloading the city-aware lists with the new code (seen
 * in the request bodies), the news and video pages in both languages, a video that really plays, the page
 * kept alive across navigation, first-visit detection from the browser position; axe on each state and no
 * console errors.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { afterRender, expectAccessible, expectNoErrors, expectVisible, openPage, useBrowserPage } from './browser';

const base = () => inject('siteUrl');

interface BbsRequest {
  name: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
}

/** Records the public list calls (POST /prod-api/bbs/web/*) a page sends. */
function recordBbs(page: Page): BbsRequest[] {
  const seen: BbsRequest[] = [];
  page.on('request', (req: Request) => {
    const url = new URL(req.url());
    if (req.method() !== 'POST' || !url.pathname.startsWith('/prod-api/bbs/web/')) return;
    let body: Record<string, unknown> = {};
    try {
      body = (req.postDataJSON() as Record<string, unknown> | null) ?? {};
    } catch {
      body = {};
    }
    seen.push({ name: url.pathname.slice('/prod-api/bbs/web/'.length), query: Object.fromEntries(url.searchParams), body });
  });
  return seen;
}

/** Waits until every named call was sent with the city code (after `from`). */
async function expectCalls(seen: BbsRequest[], from: number, names: string[], cityCode: string | undefined) {
  const deadline = Date.now() + 10000;
  for (;;) {
    const recent = seen.slice(from);
    const missing = names.filter((n) => !recent.some((r) => r.name === n && r.body.cityCode === cityCode));
    if (missing.length === 0) return;
    if (Date.now() > deadline) throw new Error(`no ${missing.join(', ')} with cityCode ${cityCode}; saw ${JSON.stringify(recent)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The loading indicators of the page (home lists; news and video lists) are all cleared (800 ms after the answers). */
async function settled(page: Page) {
  await afterRender(page);
  await page.waitForFunction(
    () => document.querySelectorAll('.site-list[aria-busy="true"], .dir-list-area[aria-busy="true"]').length === 0,
    undefined,
    { timeout: 10000 },
  );
}

describe('public site: home, city, news, videos', () => {
  const tracked = useBrowserPage();
  let seen: BbsRequest[];

  beforeAll(() => {
    seen = recordBbs(tracked.page);
  });

  it('the home page shows every section from the sample data', async () => {
    const { page } = tracked;
    await page.goto(`${base()}/`);
    await page.getByRole('heading', { level: 1, name: '为孩子选对学校，看清每一步' }).waitFor();
    const main = page.getByRole('main');

    // banners: a real image that loaded
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('.hm-banner__img');
      return !!img && img.complete && img.naturalWidth > 0;
    });
    const station = main.getByRole('region', { name: '择校文章' });
    await station.locator('.hm-post').first().waitFor();
    expect(await station.locator('.hm-post').count()).toBeGreaterThan(0);
    expect(await station.getByRole('link', { name: '全部文章' }).getAttribute('href')).toBe('/station/list');
    expect(await station.locator('.hm-post a').first().getAttribute('href')).toMatch(/^\/station\/detail\/\d+$/);

    const schools = main.getByRole('region', { name: '学校推荐' });
    await schools.locator('.hm-school').first().waitFor();
    expect(await schools.locator('.hm-school').count()).toBe(8);
    expect(await schools.locator('.hm-school a').first().getAttribute('href')).toMatch(/^\/school\/detail\/\d+$/);

    const rb = main.getByRole('region', { name: '学校红黑榜' });
    await rb.getByRole('heading', { name: '红榜' }).waitFor();
    expect(await rb.locator('.hm-rb--red .hm-rb__item').count()).toBeGreaterThan(0);
    expect(await rb.locator('.hm-rb--black .hm-rb__item').count()).toBeGreaterThan(0);

    const news = main.getByRole('region', { name: '升学资讯' });
    await news.locator('.hm-newsitem').first().waitFor();
    expect(await news.locator('.hm-newsitem a').first().getAttribute('href')).toMatch(/^\/news\/detail\/\d+$/);

    const videos = main.getByRole('region', { name: '探校视频' });
    await videos.locator('.site-vcard').first().waitFor();
    expect(await videos.locator('.site-vcard').count()).toBeGreaterThan(0);
    expect(await videos.locator('.site-vcard img').first().getAttribute('src')).toMatch(/^\/profile\/sample\/posters\/.+\.jpg$/);

    // the lists came with the page (server-rendered): the browser does not read them again
    expect(seen.filter((r) => r.name === 'listSchoolSchool')).toEqual([]);
    await settled(page);
    await expectAccessible(page, 'home');
  });

  it('the school filter switches abroad / domestic / all', async () => {
    const { page } = tracked;
    const schools = page.getByRole('region', { name: '学校推荐' });
    const from = seen.length;
    await schools.getByRole('button', { name: '境内' }).click();
    await page.waitForFunction(() => document.querySelector('#home-school [aria-pressed="true"]')?.textContent === '境内');
    await expect.poll(() => seen.slice(from).find((r) => r.name === 'listSchoolSchool')?.body.abroad).toBe(0);
    await settled(page);
    const domestic = await schools.locator('.hm-school__place').allInnerTexts();
    expect(domestic.length).toBeGreaterThan(0);
    expect(domestic.every((p) => /中国/.test(p) && !/香港|加拿大/.test(p))).toBe(true);
    await schools.getByRole('button', { name: '全部' }).click();
    await page.waitForFunction(() => document.querySelector('#home-school [aria-pressed="true"]')?.textContent === '全部');
    await settled(page);
    expect(await schools.locator('.hm-school').count()).toBe(8);
  });

  it('changing the city reloads the posts, red/black, news and videos with the new city code', async () => {
    const { page } = tracked;
    const city = page.getByRole('combobox', { name: '选择城市' });
    await page.waitForFunction(() => document.querySelectorAll('.site-city__select option').length > 5);
    const from = seen.length;
    await city.selectOption('440300');
    await expectCalls(seen, from, ['listHomeBlog', 'listRedBlack', 'listHomeInfomation', 'listHomeVideo'], '440300');
    expect(seen.slice(from).some((r) => r.name === 'listSchoolSchool')).toBe(false);
    await settled(page);
    expect(await page.locator('#home-redblack .hm-rb').count()).toBe(2);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('dss-city') ?? '{}').state?.cityCode)).toBe('440300');
    await expectAccessible(page, 'home, Shenzhen');
  });

  it('is kept alive: back from another page shows it at once, scrolled where it was', async () => {
    const { page } = tracked;
    await page.locator('#home-news').scrollIntoViewIfNeeded();
    const y = await page.evaluate(() => window.scrollY);
    expect(y).toBeGreaterThan(300);
    await page.getByRole('link', { name: '全部资讯' }).click();
    await page.waitForURL(`${base()}/news`);
    await page.getByRole('heading', { level: 1, name: '升学资讯' }).waitFor();
    await page.goBack();
    await page.waitForURL(`${base()}/`);
    // the data is there at once: no skeleton, and the scroll position came back
    expect(await page.locator('.hm .is-skeleton').count()).toBe(0);
    expect(await page.locator('#home-news .hm-newsitem').count()).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 40);
  });

  it('the news page lists by type and city, pages, and reloads on a city change', async () => {
    const { page } = tracked;
    let from = seen.length;
    await page.goto(`${base()}/news`);
    await page.getByRole('heading', { level: 1, name: '升学资讯' }).waitFor();
    await expectCalls(seen, from, ['listInfomationInfomation'], '440300');
    await page.locator('.nv-item').first().waitFor();
    await page.getByText('当前城市：深圳', { exact: false }).waitFor();
    expect(await page.locator('.nv-item a').first().getAttribute('href')).toMatch(/^\/news\/detail\/\d+$/);

    from = seen.length;
    await page.getByRole('group', { name: '资讯类型' }).getByRole('button', { name: '考试日历' }).click();
    await expect.poll(() => seen.slice(from).find((r) => r.name === 'listInfomationInfomation')?.body.infoType).toBe('3');
    await page.waitForURL(/\?type=3$/);
    await settled(page);

    from = seen.length;
    await page.getByRole('combobox', { name: '选择城市' }).selectOption('310100');
    await expectCalls(seen, from, ['listInfomationInfomation'], '310100');
    expect(seen.slice(from).find((r) => r.name === 'listInfomationInfomation')).toMatchObject({ query: { pageNum: '1', pageSize: '10' }, body: { infoType: '3' } });
    await settled(page);
    await expectAccessible(page, '/news');

    // a detail page
    const allTypes = page.getByRole('group', { name: '资讯类型' }).getByRole('button', { name: '全部' });
    await allTypes.click();
    // the pressed button is rendered from the new URL: from then on the list shows or loads every type
    await expectVisible(page.getByRole('group', { name: '资讯类型' }).locator('button[aria-pressed="true"]', { hasText: '全部' }), 'the pressed 全部 filter');
    await settled(page);
    const first = page.locator('.nv-item a').first();
    const title = await first.innerText();
    await first.click();
    await page.waitForURL(/\/news\/detail\/\d+$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.title()).toBe(`${title} - 深度择校`);
    await settled(page);
    await expectAccessible(page, '/news/detail');
  });

  it('the video page searches, reloads on a city change, and a video really plays', async () => {
    const { page } = tracked;
    let from = seen.length;
    await page.goto(`${base()}/video`);
    await page.getByRole('heading', { level: 1, name: '探校视频' }).waitFor();
    await expectCalls(seen, from, ['listVideoVideo'], '310100');
    await page.locator('.site-vcard').first().waitFor();

    // every city's list is the one the page came with: shown again at once
    await page.getByRole('combobox', { name: '选择城市' }).selectOption('');
    await settled(page);
    await expect.poll(() => page.locator('.site-vcard').count()).toBeGreaterThanOrEqual(6);
    const all = await page.locator('.site-vcard').count();

    from = seen.length;
    await page.getByRole('searchbox', { name: '搜索视频' }).fill('OSSD');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect.poll(() => seen.slice(from).find((r) => r.name === 'listVideoVideo')?.body.query).toBe('OSSD');
    await settled(page);
    const found = await page.locator('.site-vcard__title').allInnerTexts();
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(all);
    await expectAccessible(page, '/video?q=OSSD');

    await page.locator('.site-vcard a').first().click();
    await page.waitForURL(/\/video\/detail\/\d+$/);
    const video = page.locator('video.vd-player__video');
    await video.waitFor();
    expect(await video.getAttribute('controls')).not.toBeNull();
    expect(await video.getAttribute('poster')).toMatch(/^\/profile\/sample\/posters\/.+\.jpg$/);
    await page.evaluate(async () => {
      const v = document.querySelector<HTMLVideoElement>('video.vd-player__video');
      if (!v) throw new Error('no video');
      v.muted = true;
      await v.play();
    });
    await page.waitForFunction(
      () => {
        const v = document.querySelector<HTMLVideoElement>('video.vd-player__video');
        return !!v && v.readyState >= 2 && v.currentTime > 0.3;
      },
      undefined,
      { timeout: 15000 },
    );
    await settled(page);
    await expectAccessible(page, '/video/detail');
  });

  it('the news and video pages in English', async () => {
    const { page } = tracked;
    await page.goto(`${base()}/en/news`);
    await page.getByRole('heading', { level: 1, name: 'Admissions news' }).waitFor();
    await page.locator('.nv-item').first().waitFor();
    // the English list (rendered with the page): English items only
    expect(await page.locator('.nv-item').first().innerText()).not.toMatch(/[\u4e00-\u9fff]/);
    expect(await page.locator('.nv-item a').first().getAttribute('href')).toMatch(/^\/en\/news\/detail\/\d+$/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.title()).toBe('Admissions news - DSS School Guide');
    await settled(page);
    await expectAccessible(page, '/en/news');

    await page.goto(`${base()}/en/video`);
    await page.getByRole('heading', { level: 1, name: 'Campus videos' }).waitFor();
    await page.locator('.site-vcard').first().waitFor();
    expect(await page.locator('.site-vcard__title').first().innerText()).not.toMatch(/[\u4e00-\u9fff]/);
    expect(await page.getByRole('combobox', { name: 'Choose a city' }).inputValue()).toBe('');
    await settled(page);
    await expectAccessible(page, '/en/video');

    await page.goto(`${base()}/en`);
    await page.getByRole('region', { name: 'Featured schools' }).locator('.hm-school').first().waitFor();
    await settled(page);
    await expectAccessible(page, '/en');
  });

  it('on a phone the header keeps the city selector and the home page fits', async () => {
    const phone = await openPage(tracked.browser, { viewport: { width: 360, height: 740 } });
    try {
      await phone.page.goto(`${base()}/`);
      await phone.page.locator('.hm-school').first().waitFor();
      const city = phone.page.getByRole('combobox', { name: '选择城市' });
      await expectVisible(city, 'city selector');
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await settled(phone.page);
      await expectAccessible(phone.page, 'home on a phone');
      expectNoErrors(phone.errors);
    } finally {
      await phone.context.close();
    }
  });

  it('a first visit picks the nearest preset city from the browser position', async () => {
    const context = await tracked.browser.newContext({
      viewport: { width: 1280, height: 860 },
      locale: 'zh-CN',
      geolocation: { latitude: 22.55, longitude: 114.06 },
      permissions: ['geolocation'],
    });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      const calls = recordBbs(page);
      await page.goto(`${base()}/`);
      await expect.poll(() => page.getByRole('combobox', { name: '选择城市' }).inputValue(), { timeout: 10000 }).toBe('440300');
      await expectCalls(calls, 0, ['listHomeBlog', 'listRedBlack', 'listHomeInfomation', 'listHomeVideo'], '440300');
      expectNoErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('logged no console errors', () => {
    expectNoErrors(tracked.errors);
  });
});
