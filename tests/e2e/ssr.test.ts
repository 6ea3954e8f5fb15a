/**
 * Server rendering (issue 13), end to end on the built app: what a crawler gets without running scripts (the guide's
 * heading and first paragraph, its language, title, canonical and language alternates), and a reader's browser
 * taking that HTML over (hydration) without redrawing it or logging an error, signed in and with a chosen city.
 */
import { describe, expect, it } from 'vitest';
import { expectNoErrors, expectVisible, useBrowserPage } from './browser';
import { api, base, logIn, signUp } from './site-helpers';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadGuide } from '../../src/site/content/registry';
import { ADOPT_QUERIES_MODULE, DATA_PAGES, GUIDE_MODULE } from '../../src/site/ssr/dataPages';

const plain = (html: string) => html.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

describe('a guide page without JavaScript', () => {
  for (const [lang, path, twin] of [
    ['zh', '/ossd/requirements', '/en/ossd/requirements'],
    ['en', '/en/aboard/learning-style', '/aboard/learning'],
  ] as const) {
    it(`${path} carries its content, language, title, canonical and alternates`, async () => {
      const res = await fetch(`${base()}${path}`, { headers: { 'user-agent': 'Googlebot/2.1' } });
      expect(res.status).toBe(200);
      const html = await res.text();
      const [section, id] = path.replace(/^\/en/, '').split('/').slice(1) as [string, string];
      const page = (await loadGuide(lang, section, id))!;
      expect(html).toContain(`<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}">`);
      expect(html).toMatch(new RegExp(`<title>${escaped(page.title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - `));
      expect(html).toContain(`<meta name="description" content="${escaped(page.description)}">`);
      const origin = html.match(/<link rel="canonical" href="(https?:\/\/[^/"]+)/)?.[1];
      expect(origin).toBeTruthy();
      expect(html).toContain(`<link rel="canonical" href="${origin}${path}">`);
      expect(html).toContain(`hreflang="${lang === 'zh' ? 'en' : 'zh-CN'}" href="${origin}${twin}"`);
      expect(html).toContain('hreflang="x-default"');
      // the heading and the first paragraph are in the HTML itself
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root).toContain(`>${escaped(page.title)}</h1>`);
      expect(plain(root)).toContain(plain(page.lead).slice(0, 40));
    });
  }

  it('the server bundle itself is never served', async () => {
    expect((await fetch(`${base()}/.ssr/entry-server.js`)).status).toBe(404);
  });
});

/** The first published school as the public list gives it, in one language. */
async function firstSchool(lang: 'zh' | 'en'): Promise<{ schoolId: number; schoolName: string }> {
  const res = await fetch(api('/bbs/web/listSchoolSchool?pageNum=1&pageSize=1'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ lang }),
  });
  const body = (await res.json()) as { rows: { schoolId: number; schoolName: string }[] };
  return body.rows[0]!;
}

const crawl = async (path: string) => {
  const res = await fetch(`${base()}${path}`, { headers: { 'user-agent': 'Googlebot/2.1' }, redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
};
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root"'));

describe('data pages without JavaScript', () => {
  for (const [lang, path, twin, heading] of [
    ['zh', '/', '/en', '为孩子选对学校'],
    ['en', '/en', '/', 'Choose the right school'],
  ] as const) {
    it(`the home page ${path} carries its heading, lists, language and alternates`, async () => {
      const { status, html } = await crawl(path);
      expect(status).toBe(200);
      expect(html).toContain(`<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}">`);
      expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+">/);
      expect(html).toContain(`hreflang="${lang === 'zh' ? 'en' : 'zh-CN'}" href="`);
      expect(html).toMatch(new RegExp(`hreflang="${lang === 'zh' ? 'en' : 'zh-CN'}" href="https?://[^"/]+${twin === '/' ? '/' : twin}"`));
      expect(plain(rootOf(html))).toContain(heading);
      // the lists are in the HTML, with the answers the browser adopts instead of asking again
      expect(html).toContain('id="dss-queries"');
      expect(html).toContain('"@type":"WebSite"');
    });
  }

  for (const lang of ['zh', 'en'] as const) {
    it(`a school's page in ${lang} names the school in its heading, title and structured data`, async () => {
      const school = await firstSchool(lang);
      const path = `${lang === 'en' ? '/en' : ''}/school/detail/${school.schoolId}`;
      const { status, html } = await crawl(path);
      expect(status).toBe(200);
      expect(html).toContain(`<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}">`);
      expect(html).toContain(`<title>${escaped(school.schoolName)} - `);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"/]+${path}">`));
      expect(html).toContain('"@type":"EducationalOrganization"');
      expect(html).toContain('"@type":"BreadcrumbList"');
      expect(rootOf(html)).toContain(escaped(school.schoolName));
    });
  }

  it('a data page links its own styles (no unstyled first paint), not its code; every page module is in the build', async () => {
    const manifest = JSON.parse(readFileSync(join(process.cwd(), 'dist', '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; css?: string[] }>;
    for (const module of [...Object.values(DATA_PAGES), GUIDE_MODULE]) if (module) expect(manifest[module], module).toBeDefined();
    const home = manifest[DATA_PAGES['']!]!;
    const { html } = await crawl('/');
    const head = html.slice(0, html.indexOf('</head>'));
    for (const css of home.css ?? []) expect(head).toContain(`<link rel="stylesheet" crossorigin href="/${css}">`);
    expect(home.css?.length).toBeGreaterThan(0);
    // no code preloads: they would hold up the first paint on a phone; the entry script fetches its code
    expect(head).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
    expect(head).not.toContain('modulepreload');
    // its code, and the code adopting its embedded answers, are listed after the content for the start-up to preload
    const code = /<template id="dss-page-code">(.*?)<\/template>/.exec(html)?.[1] ?? '';
    expect(code).toContain(`href="/${home.file}"`);
    expect(code).toContain(`href="/${manifest[ADOPT_QUERIES_MODULE]!.file}"`);
    expect(html).toContain('id="dss-queries"');
  });

  it('a news item’s page is rendered on every visit, so every visit counts a view', async () => {
    const post = (path: string, body: unknown) =>
      fetch(api(path), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
    const list = (await post('/bbs/web/listInfomationInfomation?pageNum=1&pageSize=1', { lang: 'zh' })) as { rows: { infoId: number }[] };
    const id = list.rows[0]!.infoId;
    // the API's detail read counts a view too: it answers with the count that includes it
    const views = async () => ((await post(`/bbs/web/getInfomationInfomation/${id}`, {})) as { data: { views: number } }).data.views;
    const before = await views();
    for (let visit = 0; visit < 2; visit++) expect((await crawl(`/news/detail/${id}`)).status).toBe(200);
    expect(await views()).toBe(before + 3);
  });

  it('an unknown school is a 404 kept out of the index; a list root redirects to its list', async () => {
    const missing = await crawl('/school/detail/987654321');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<meta name="robots" content="noindex">');
    const moved = await crawl('/school');
    expect(moved.status).toBe(301);
    expect(moved.location).toBe('/school/list');
  });
});

describe('a server-rendered page in the browser', () => {
  const tracked = useBrowserPage();

  it('is taken over as it is (no redraw, no console error), then shows the member and the chosen city', async () => {
    const { page, errors } = tracked;
    const member = { user: `ssr${Date.now() % 1_000_000}`, pass: 'Ssr-pass-2026', phone: `139${String(Date.now()).slice(-8)}` };
    await signUp(page, member);
    await logIn(page, member.user, member.pass);
    await page.goto(`${base()}/school`);
    const city = page.getByRole('combobox', { name: '选择城市' });
    await page.waitForFunction(() => document.querySelectorAll('.site-city__select option').length > 5);
    await city.selectOption('440300');

    // hold the app's script back until the server's heading is marked, so the check sees hydration happen
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    const before = errors.length;
    // (a module script held back also holds DOMContentLoaded: wait for the server's heading instead)
    await page.goto(`${base()}/ossd/requirements`, { waitUntil: 'commit' });
    await page.locator('main h1').waitFor({ state: 'attached' });
    await page.evaluate(() => {
      (window as unknown as { serverH1: Element | null }).serverH1 = document.querySelector('main h1');
    });
    release();
    // hydrated: the header shows the signed-in member and the stored city
    await expectVisible(page.getByRole('banner').getByRole('button', { name: new RegExp(member.user) }), 'the member menu', 15000);
    await expect.poll(() => city.inputValue()).toBe('440300');
    expect(await page.evaluate(() => (window as unknown as { serverH1: Element | null }).serverH1 === document.querySelector('main h1'))).toBe(true);
    expectNoErrors(errors.slice(before));
    await page.unroute('**/assets/index-*.js');

    // a post's page differs for a member (the reply button, the member's own replies): it is taken over the same way
    const posts = (await (
      await fetch(api('/bbs/web/listBlogBlog?pageNum=1&pageSize=1'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"lang":"zh"}' })
    ).json()) as { rows: { postId: number }[] };
    await page.goto(`${base()}/station/detail/${posts.rows[0]!.postId}`);
    await expectVisible(page.getByRole('button', { name: '发表回复' }), 'the reply button of a signed-in member', 15000);
    expectNoErrors(errors.slice(before));
  });

  it('a school page is taken over with the server’s data: no second read of it, no console error', async () => {
    const { page, errors } = tracked;
    const school = await firstSchool('zh');
    const reads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/bbs/web/getSchoolSchool/')) reads.push(r.url());
    });
    const before = errors.length;
    await page.goto(`${base()}/school/detail/${school.schoolId}`);
    await page.locator('main h1').waitFor();
    await page.evaluate(() => {
      (window as unknown as { serverH1: Element | null }).serverH1 = document.querySelector('main h1');
    });
    // hydrated once the header's city selector has its cities (read by an effect, in the browser only)
    await page.waitForFunction(() => document.querySelectorAll('.site-city__select option').length > 5, undefined, { timeout: 15000 });
    await expectVisible(page.getByRole('heading', { level: 1, name: school.schoolName }), 'the school name');
    expect(await page.evaluate(() => (window as unknown as { serverH1: Element | null }).serverH1 === document.querySelector('main h1'))).toBe(true);
    expect(reads).toEqual([]);
    expectNoErrors(errors.slice(before));
  });

  it('the home page’s own code, listed by the server, is preloaded into the head and fetched once', async () => {
    const { page, errors } = tracked;
    const fetched: string[] = [];
    const onResponse = (r: { url(): string }) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) fetched.push(pathname);
    };
    page.on('response', onResponse);
    const before = errors.length;
    await page.goto(`${base()}/`);
    // the start-up moves the template's links into the head, one per task: it ends with the template empty
    await page.waitForFunction(() => (document.getElementById('dss-page-code') as HTMLTemplateElement | null)?.content.children.length === 0);
    const code = /<template id="dss-page-code">(.*?)<\/template>/.exec(await (await fetch(`${base()}/`)).text())?.[1] ?? '';
    const hrefs = [...code.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
    expect(hrefs.length).toBeGreaterThan(0);
    await expect.poll(() => hrefs.filter((href) => !fetched.includes(href)), { timeout: 15000 }).toEqual([]);
    page.off('response', onResponse);
    const head = await page.evaluate(() => Array.from(document.head.querySelectorAll('link[rel="modulepreload"]'), (l) => l.getAttribute('href')));
    for (const href of hrefs) {
      expect(head, href).toContain(href);
      expect(fetched.filter((f) => f === href), `${href} fetched once`).toHaveLength(1);
    }
    expectNoErrors(errors.slice(before));
  });
});
