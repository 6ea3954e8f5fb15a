import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowText } from '../../server/src/lib/time';
import { call, createTestServer, login, post, setConfig, type Json, type TestServer } from './helpers';

const ORIGIN = 'https://www.example.test';
const INDEX = '<!doctype html><html><head><title>site</title></head><body><div id="root"></div></body></html>';
const ROBOTS = 'User-agent: *\nAllow: /\nDisallow: /admin/\n';

let t: TestServer;
let dist: string;
let admin: string;
beforeAll(async () => {
  // a fixture build: the site's shell, the admin's, robots.txt and the favicon
  dist = mkdtempSync(join(tmpdir(), 'dss-seo-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'admin.html'), '<!doctype html><title>admin</title>');
  writeFileSync(join(dist, 'robots.txt'), ROBOTS);
  writeFileSync(join(dist, 'favicon.ico'), readFileSync(new URL('../../public/favicon.ico', import.meta.url)));
  t = await createTestServer({ env: { PUBLIC_ORIGIN: `${ORIGIN}/` }, config: { staticDir: dist } });
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  admin = await login(t, 'admin');
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url, headers: { accept: 'text/html' } });
const sitemap = async () => {
  const res = await t.app.inject('/sitemap.xml');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/xml/);
  return res.body;
};
/** The <url> entry of an absolute location, or undefined. */
const entryOf = (xml: string, path: string) =>
  xml.split('<url>').find((u) => u.startsWith(`<loc>${ORIGIN}${path}</loc>`));
const alternatesOf = (entry: string | undefined) =>
  Object.fromEntries([...(entry ?? '').matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]!.slice(ORIGIN.length)]));

async function insertRows(status: '0' | '1', suffix: string) {
  const now = nowText();
  const audit = { create_by: 'test', create_time: now, update_time: now };
  const school = await t.db
    .insertInto('bbs_school')
    .values({ school_name: `测试学校${suffix}`, school_name_en: `Test School ${suffix}`, status, ...audit })
    .returning('school_id')
    .executeTakeFirstOrThrow();
  const postRow = await t.db
    .insertInto('bbs_post')
    .values({ post_type: '1', title: `测试文章${suffix}`, content: '<p>x</p>', lang: 'zh', status, ...audit })
    .returning('post_id')
    .executeTakeFirstOrThrow();
  const story = await t.db
    .insertInto('bbs_post')
    .values({ post_type: '2', title: `Story ${suffix}`, content: '<p>x</p>', lang: 'en', status, ...audit })
    .returning('post_id')
    .executeTakeFirstOrThrow();
  const info = await t.db
    .insertInto('bbs_info')
    .values({ title: `News ${suffix}`, content: '<p>x</p>', lang: 'en', status, ...audit })
    .returning('info_id')
    .executeTakeFirstOrThrow();
  const video = await t.db
    .insertInto('bbs_video')
    .values({ title: `视频${suffix}`, url: '/profile/upload/v.mp4', lang: 'zh', status, ...audit })
    .returning('video_id')
    .executeTakeFirstOrThrow();
  return { school: school.school_id, post: postRow.post_id, story: story.post_id, info: info.info_id, video: video.video_id };
}

describe('sitemap.xml', () => {
  let shown: Awaited<ReturnType<typeof insertRows>>;
  let hidden: Awaited<ReturnType<typeof insertRows>>;
  beforeAll(async () => {
    shown = await insertRows('0', 'A');
    hidden = await insertRows('1', 'B');
  });

  it('lists the home, the guides and the list pages in both languages with hreflang alternates', async () => {
    const xml = await sitemap();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml=/);
    expect(alternatesOf(entryOf(xml, '/'))).toEqual({ 'zh-CN': '/', en: '/en', 'x-default': '/' });
    expect(alternatesOf(entryOf(xml, '/en'))).toEqual({ 'zh-CN': '/', en: '/en', 'x-default': '/' });
    // guide twins have different ids per language
    expect(alternatesOf(entryOf(xml, '/aboard/learning'))).toEqual({ 'zh-CN': '/aboard/learning', en: '/en/aboard/learning-style', 'x-default': '/aboard/learning' });
    expect(entryOf(xml, '/en/aboard/learning-style')).toBeDefined();
    // the FQA is Chinese only: no English page, no alternates
    expect(entryOf(xml, '/FQA')).toBeDefined();
    expect(alternatesOf(entryOf(xml, '/FQA'))).toEqual({});
    expect(xml).not.toContain('/en/FQA');
    for (const list of ['/school/list', '/station/list', '/story/list', '/news', '/video', '/ossd/checker']) {
      expect(alternatesOf(entryOf(xml, list)), list).toEqual({ 'zh-CN': list, en: `/en${list}`, 'x-default': list });
    }
  });

  it('lists published schools in both languages and posts, stories, news and videos in their own language', async () => {
    const xml = await sitemap();
    const school = `/school/detail/${shown.school}`;
    expect(alternatesOf(entryOf(xml, school))).toEqual({ 'zh-CN': school, en: `/en${school}`, 'x-default': school });
    expect(entryOf(xml, `/en${school}`)).toMatch(/<lastmod>\d{4}-\d\d-\d\d<\/lastmod>/);
    expect(entryOf(xml, `/station/detail/${shown.post}`)).toBeDefined();
    expect(entryOf(xml, `/en/story/detail/${shown.story}`)).toBeDefined();
    expect(entryOf(xml, `/en/news/detail/${shown.info}`)).toBeDefined();
    expect(entryOf(xml, `/video/detail/${shown.video}`)).toBeDefined();
    // one row per language: no twin, so not listed in the other language
    expect(entryOf(xml, `/en/station/detail/${shown.post}`)).toBeUndefined();
    expect(entryOf(xml, `/news/detail/${shown.info}`)).toBeUndefined();
  });

  it('leaves out unpublished rows', async () => {
    const xml = await sitemap();
    expect(xml).not.toContain(`/school/detail/${hidden.school}<`);
    expect(xml).not.toContain(`/station/detail/${hidden.post}<`);
    expect(xml).not.toContain(`/story/detail/${hidden.story}<`);
    expect(xml).not.toContain(`/news/detail/${hidden.info}<`);
    expect(xml).not.toContain(`/video/detail/${hidden.video}<`);
  });

  it('follows the admin at once: an unpublished news item leaves it, a new one joins it', async () => {
    const news = { title: '站点地图新闻', infoType: '1', content: '<p>正文内容</p>', lang: 'zh', status: '0' };
    expect((await post(t, '/bbs/news', news, { token: admin })).body.code).toBe(200);
    const row = await t.db.selectFrom('bbs_info').select('info_id').where('title', '=', news.title).executeTakeFirstOrThrow();
    expect(entryOf(await sitemap(), `/news/detail/${row.info_id}`)).toBeDefined();
    const res: Json = await call(t, 'PUT', '/bbs/news', { token: admin, body: { ...news, infoId: row.info_id, status: '1' } });
    expect(res.body.code).toBe(200);
    expect(entryOf(await sitemap(), `/news/detail/${row.info_id}`)).toBeUndefined();
  });
});

describe('robots.txt and favicon.ico', () => {
  it('adds the Sitemap line with the configured public origin to the build robots.txt', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('Disallow: /admin/');
    expect(res.body.match(/^Sitemap: .*$/gm)).toEqual([`Sitemap: ${ORIGIN}/sitemap.xml`]);
  });

  it('serves a real .ico', async () => {
    const res = await t.app.inject('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/x-icon');
    const body = res.rawPayload;
    // ICONDIR: reserved 0, type 1 (icon), at least one image
    expect([body.readUInt16LE(0), body.readUInt16LE(2)]).toEqual([0, 1]);
    expect(body.readUInt16LE(4)).toBeGreaterThan(0);
  });
});

describe('unknown URLs', () => {
  it.each([
    '/',
    '/en',
    '/dssIndex',
    '/school',
    '/school/list',
    '/en/school/detail/1',
    '/station/detail/3',
    '/en/story/list',
    '/news',
    '/en/video/detail/2',
    '/ossd/literacy-test',
    '/en/aboard/learning-style',
    '/FQA',
    '/cSchool',
    '/layout/person',
    '/notify',
    '/contact',
    '/ossd/checker',
    '/en/ossd/checker',
    '/search?q=x',
    '/school/list/',
  ])('serves the site with 200 for %s', async (url) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });

  it.each(['/no/such/page', '/en/nope', '/en/FQA', '/ossd/nope', '/aboard/learning-style', '/school/detail', '/school/detail/1/x', '/cSchool/x', '/ossd/checker/x'])(
    'answers 404 with the site (its 404 page) for %s',
    async (url) => {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe(INDEX);
      expect((await page(url, 'HEAD')).statusCode).toBe(404);
    },
  );

  it('leaves the admin shell and the API as they were', async () => {
    expect((await page('/admin/anything')).statusCode).toBe(200);
    expect((await t.app.inject('/prod-api/nope')).json()).toMatchObject({ code: 404 });
  });
});
