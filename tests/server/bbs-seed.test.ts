import { existsSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSampleRows } from '../../server/src/db/seed/sample/index';
import { ensureSampleMedia, SAMPLE_MEDIA_DIR } from '../../server/src/db/seed/sample/media';
import { htmlToText, plainText, sanitizeRichText, summarize } from '../../server/src/lib/sanitize';
import { createPost, createReply } from '../../server/src/modules/bbs/post';
import { escapeLike } from '../../server/src/modules/bbs/query';
import { createTestServer, post, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t?.close();
});

const count = async (table: 'bbs_school' | 'bbs_post' | 'bbs_info' | 'bbs_video' | 'bbs_banner' | 'bbs_red_black' | 'bbs_city', where: [string, string][] = []) => {
  let q = t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  for (const [k, v] of where) q = q.where(sql.ref(k), '=', v);
  return Number((await q.executeTakeFirstOrThrow()).n);
};

describe('sample content', () => {
  it('has the counts the issue asks for', async () => {
    expect(await count('bbs_school')).toBeGreaterThanOrEqual(30);
    for (const lang of ['zh', 'en']) {
      expect(await count('bbs_post', [['post_type', '1'], ['lang', lang]]), `${lang} articles`).toBe(20);
      expect(await count('bbs_info', [['lang', lang]]), `${lang} news`).toBe(10);
      expect(await count('bbs_video', [['lang', lang]]), `${lang} videos`).toBe(6);
      expect(await count('bbs_banner', [['lang', lang]]), `${lang} banners`).toBeGreaterThanOrEqual(3);
    }
    for (const category of ['1', '2', '3', '4', '5', '6']) {
      expect(await count('bbs_post', [['post_type', '2'], ['lang', 'zh'], ['category', category]])).toBe(10);
      expect(await count('bbs_post', [['post_type', '2'], ['lang', 'en'], ['category', category]])).toBeGreaterThanOrEqual(2);
    }
    expect(await count('bbs_red_black', [['list_type', 'red']])).toBeGreaterThan(0);
    expect(await count('bbs_red_black', [['list_type', 'black']])).toBeGreaterThan(0);
    expect(await count('bbs_city')).toBeGreaterThanOrEqual(8);
  });

  it('covers Ontario, Hong Kong and the five mainland cities', async () => {
    const schools = await t.db.selectFrom('bbs_school').select(['city_code', 'province', 'abroad']).execute();
    const cities = new Set(schools.map((s) => s.city_code));
    for (const code of ['CA-TOR', 'CA-OTT', '810000', '440300', '440100', '110100', '310100', '320500']) expect(cities.has(code), code).toBe(true);
    expect(schools.filter((s) => s.province === '安大略省').length).toBeGreaterThanOrEqual(8);
    expect(schools.filter((s) => s.abroad === '0').length).toBeGreaterThanOrEqual(10);
  });

  it('marks every sample row, and says so in the text where it matters', async () => {
    const db = t.db;
    for (const table of ['bbs_school', 'bbs_post', 'bbs_post_reply', 'bbs_info', 'bbs_video', 'bbs_banner', 'bbs_red_black'] as const) {
      const { n } = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('is_sample', '<>', 1).executeTakeFirstOrThrow();
      expect(Number(n), table).toBe(0);
    }
    const schools = await db.selectFrom('bbs_school').select(['school_name', 'school_name_en', 'intro', 'website']).execute();
    expect(schools.every((s) => s.school_name.endsWith('（示例）') && s.school_name_en.endsWith('(Sample)') && s.intro?.includes('示例数据') && s.website === '')).toBe(true);
    const entries = await db.selectFrom('bbs_red_black').select(['reason', 'reason_en']).execute();
    expect(entries.every((e) => e.reason.startsWith('示例') && e.reason_en.startsWith('Sample'))).toBe(true);
    const stories = await db.selectFrom('bbs_post').select('content').where('post_type', '=', '2').execute();
    expect(stories.every((s) => /示例故事|Sample story/.test(s.content ?? ''))).toBe(true);
    // no phone numbers anywhere in the sample text
    const texts = (await db.selectFrom('bbs_post').select('content').execute()).map((r) => r.content).join(' ');
    expect(texts).not.toMatch(/1[3-9]\d{9}/);
  });

  it('builds consistent rows (same columns per table, references that exist)', () => {
    const rows = buildSampleRows(Date.UTC(2026, 0, 1));
    for (const [name, list] of Object.entries(rows)) {
      const keys = JSON.stringify(Object.keys(list[0]).sort());
      expect(list.every((r) => JSON.stringify(Object.keys(r).sort()) === keys), name).toBe(true);
    }
    const schoolIds = new Set(rows.schools.map((s) => s.school_id));
    const postIds = new Set(rows.posts.map((p) => p.post_id));
    expect(rows.posts.every((p) => p.school_id === null || p.school_id === undefined || schoolIds.has(p.school_id))).toBe(true);
    expect(rows.replies.every((r) => postIds.has(r.post_id))).toBe(true);
    expect(rows.videos.every((v) => v.school_id === null || v.school_id === undefined || schoolIds.has(v.school_id))).toBe(true);
  });

  it('continues ids after the seeded ones (PostgreSQL sequences moved past them)', async () => {
    const id = await createPost(t.db, { postType: '3', title: 'new', content: '<p>n</p>' });
    const { max } = await t.db.selectFrom('bbs_post').select((eb) => eb.fn.max('post_id').as('max')).executeTakeFirstOrThrow();
    expect(id).toBe(Number(max));
    expect(id).toBeGreaterThan(100);
  });
});

describe('sample media', () => {
  it('is copied into the upload directory and every path in the database resolves', async () => {
    const db = t.db;
    const paths = [
      ...(await db.selectFrom('bbs_video').select(['url as p']).execute()),
      ...(await db.selectFrom('bbs_video').select(['cover as p']).execute()),
      ...(await db.selectFrom('bbs_banner').select(['image as p']).execute()),
      ...(await db.selectFrom('bbs_school').select(['cover as p']).execute()),
      ...(await db.selectFrom('bbs_post').select(['cover as p']).where('cover', '<>', '').execute()),
      ...(await db.selectFrom('bbs_info').select(['cover as p']).execute()),
    ].map((r) => r.p);
    expect(paths.length).toBeGreaterThan(100);
    for (const p of new Set(paths)) {
      expect(p.startsWith('/profile/sample/'), p).toBe(true);
      expect(existsSync(join(t.config.uploadDir, p.slice('/profile/'.length))), p).toBe(true);
    }
    const banner = await t.app.inject({ method: 'GET', url: '/profile/sample/banners/school-zh.svg' });
    expect(banner.statusCode).toBe(200);
    expect(banner.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(banner.headers['content-encoding']).toBeUndefined();
    // gzipped for a browser that accepts it (a third of the size), the same image
    const gzipped = await t.app.inject({ method: 'GET', url: '/profile/sample/banners/school-zh.svg', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(gzipped.rawPayload.length).toBeLessThan(banner.rawPayload.length / 2);
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(banner.body);
    const viaApiBase = await t.app.inject({ method: 'GET', url: '/prod-api/profile/sample/covers/ossd.svg' });
    expect(viaApiBase.statusCode).toBe(200);
  });

  it('has banners and covers that say they are samples, drawn as outlines (no text for each image to lay out)', () => {
    for (const folder of ['banners', 'covers']) {
      const files = readdirSync(join(SAMPLE_MEDIA_DIR, folder)).filter((f) => f.endsWith('.svg'));
      expect(files.length, folder).toBeGreaterThan(5);
      for (const f of files) {
        const svg = readFileSync(join(SAMPLE_MEDIA_DIR, folder, f), 'utf8');
        expect(svg, f).toMatch(/<svg [^>]*role="img" aria-label="[^"]+"/);
        expect(svg, f).not.toMatch(/<text[\s>]/);
        expect(svg, f).toContain('<path data-text="示例图片 · Sample"');
        expect(statSync(join(SAMPLE_MEDIA_DIR, folder, f)).size, f).toBeLessThanOrEqual(24 * 1024);
      }
    }
  });

  it('has six small videos (≤ 300 KB) with posters', () => {
    const videos = readdirSync(join(SAMPLE_MEDIA_DIR, 'videos')).filter((f) => f.endsWith('.mp4'));
    expect(videos).toHaveLength(6);
    for (const v of videos) {
      expect(statSync(join(SAMPLE_MEDIA_DIR, 'videos', v)).size, v).toBeLessThanOrEqual(300 * 1024);
      expect(existsSync(join(SAMPLE_MEDIA_DIR, 'posters', v.replace(/\.mp4$/, '.jpg'))), v).toBe(true);
    }
  });

  it('restores a missing file at the next start', () => {
    const file = join(t.config.uploadDir, 'sample', 'videos', 'ossd-explained.mp4');
    rmSync(file);
    ensureSampleMedia(t.config.uploadDir);
    expect(statSync(file).size).toBe(statSync(join(SAMPLE_MEDIA_DIR, 'videos', 'ossd-explained.mp4')).size);
  });

  it('replaces a copy older than its source, also when the size is the same', () => {
    const name = readdirSync(join(SAMPLE_MEDIA_DIR, 'banners')).find((f) => f.endsWith('.svg'))!;
    const source = join(SAMPLE_MEDIA_DIR, 'banners', name);
    const file = join(t.config.uploadDir, 'sample', 'banners', name);
    // a same-size stand-in from before the source's last change (as after a checkout that edited the file)
    writeFileSync(file, Buffer.alloc(statSync(source).size, 0x20));
    const before = new Date(statSync(source).mtimeMs - 60_000);
    utimesSync(file, before, before);
    ensureSampleMedia(t.config.uploadDir);
    expect(readFileSync(file).equals(readFileSync(source))).toBe(true);
    expect(gunzipSync(readFileSync(`${file}.gz`)).equals(readFileSync(source))).toBe(true);
    // a copy already current is left alone
    const kept = statSync(file).mtimeMs;
    ensureSampleMedia(t.config.uploadDir);
    expect(statSync(file).mtimeMs).toBe(kept);
  });
});

describe('rich text is sanitized on write', () => {
  it('keeps the editor’s markup and drops scripts, handlers, styles and dangerous URLs', () => {
    const dirty =
      '<h2>标题</h2><p style="color:red" onclick="x()">段落<script>alert(1)</script><strong>粗</strong></p>' +
      '<a href="javascript:alert(1)">bad</a><a href="https://example.com" target="_self">ok</a>' +
      '<img src="/profile/upload/a.png" onerror="x()" alt="图"><img src="data:image/png;base64,AAAA">' +
      '<iframe src="https://evil.example"></iframe><ul><li>一</li></ul>';
    const clean = sanitizeRichText(dirty);
    expect(clean).toContain('<h2>标题</h2>');
    expect(clean).toContain('<p>段落<strong>粗</strong></p>');
    expect(clean).toContain('<a>bad</a>');
    expect(clean).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">ok</a>');
    expect(clean).toContain('<img src="/profile/upload/a.png" alt="图" />');
    expect(clean).toContain('<ul><li>一</li></ul>');
    expect(clean).not.toMatch(/script|onclick|onerror|style=|iframe|javascript:|data:/);
  });

  it('stores sanitized content and plain-text titles as typed through the service', async () => {
    const id = await createPost(t.db, {
      postType: '1', blogType: '1', title: '<i>标题</i>', content: '<p onmouseover="x()">正文<script>steal()</script></p><p>第二段</p>',
      authorName: '<b>作者</b>',
    });
    const row = await t.db.selectFrom('bbs_post').selectAll().where('post_id', '=', id).executeTakeFirstOrThrow();
    // title and author are plain text, stored as typed (the renderer escapes them); the summary is the content's text
    expect(row).toMatchObject({ title: '<i>标题</i>', content: '<p>正文</p><p>第二段</p>', summary: '正文第二段', author_name: '<b>作者</b>', is_sample: 0 });
    const reply = await createReply(t.db, { postId: id, content: '<p>回复<img src=x onerror=alert(1)></p>' });
    const detail = (await post(t, `/bbs/web/getBlogBlog/${id}`)).body.data;
    expect(detail.content).toBe('<p>正文</p><p>第二段</p>');
    expect(detail.replies).toEqual([expect.objectContaining({ replyId: reply, content: '<p>回复<img src="x" /></p>' })]);
  });

  it('plain text and summaries', () => {
    expect(htmlToText('<p>a &amp; b</p><script>x</script>')).toBe('a & b');
    expect(plainText('  &lt;img onerror=x&gt; <b>  ')).toBe('&lt;img onerror=x&gt; <b>');
    expect(summarize('<p>' + '字'.repeat(200) + '</p>', 10)).toBe('字'.repeat(9) + '…');
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});
