import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BBS_HOME_LIMITS,
  bannerRowSchema,
  cityRowSchema,
  infoRowSchema,
  postRowSchema,
  redBlackRowSchema,
  schoolRowSchema,
  videoRowSchema,
} from '@shared/contract';
import { BBS_CACHE_TTL_MS, invalidateBbsCache, ListCache } from '../../server/src/modules/bbs/cache';
import { listCities } from '../../server/src/modules/bbs/city';
import { createPost, createReply } from '../../server/src/modules/bbs/post';
import { listSchools } from '../../server/src/modules/bbs/school';
import { successData, tableData } from '../../server/src/lib/result';
import { call, createTestServer, get, type Json, login, post, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t?.close();
});

const W = '/bbs/web';
const rowsOf = (res: { body: Json }) => res.body.rows as Json[];
const dataOf = (res: { body: Json }) => res.body.data as Json[];

/** Rows are newest first with the id as tie-break (after the city's own items when a city is given). */
function expectNewestFirst(rows: { createTime: string }[]) {
  for (let i = 1; i < rows.length; i++) expect(rows[i - 1].createTime >= rows[i].createTime).toBe(true);
}

describe('every public call is anonymous and answers the RuoYi envelope', () => {
  it.each([
    'listHomeBanner', 'listHomeBlog', 'listSchoolSchool', 'listRedBlack', 'listHomeInfomation', 'listCity', 'listSearch',
    'listInfomationInfomation', 'listVideoVideo', 'listHomeVideo', 'listBlogBlog', 'listBlogBlogStu',
  ])('%s without a token or a body', async (name) => {
    const res = await t.app.inject({ method: 'POST', url: `/prod-api${W}/${name}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(200);
  });

  it('ignores a bogus token (the token is not read)', async () => {
    const res = await post(t, `${W}/listCity`, {}, { token: 'not-a-token' });
    expect(res.body.code).toBe(200);
  });

  it('refuses GET (the calls are POST)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/prod-api${W}/listCity` });
    expect(res.json().code).toBe(404);
  });
});

describe('listHomeBanner', () => {
  it('returns the language’s banners in sort order', async () => {
    const zh = dataOf(await post(t, `${W}/listHomeBanner`, {}));
    expect(zh.length).toBeGreaterThanOrEqual(3);
    expect(zh.length).toBeLessThanOrEqual(BBS_HOME_LIMITS.banner);
    bannerRowSchema.array().parse(zh);
    expect(zh.every((b) => b.lang === 'zh')).toBe(true);
    expect(zh.map((b) => b.sort)).toEqual([...zh.map((b) => b.sort)].sort((a, b) => a - b));
    const en = dataOf(await post(t, `${W}/listHomeBanner`, { lang: 'en' }));
    expect(en.length).toBeGreaterThanOrEqual(3);
    expect(en.every((b) => b.lang === 'en' && /^[\x20-\x7e]+$/.test(b.title))).toBe(true);
  });

  it('rejects an unknown language naming the field', async () => {
    const res = await post(t, `${W}/listHomeBanner`, { lang: 'fr' });
    expect(res.body.code).toBe(500);
    expect(res.body.msg).toMatch(/^lang: /);
  });
});

describe('listCity', () => {
  it('returns label, value and the centre coordinates', async () => {
    const cities = dataOf(await post(t, `${W}/listCity`));
    cityRowSchema.array().parse(cities);
    const byValue = new Map(cities.map((c) => [c.value, c]));
    for (const label of ['广州', '深圳', '北京', '上海', '苏州', '香港', '多伦多', '温哥华']) {
      expect(cities.some((c) => c.label === label), label).toBe(true);
    }
    expect(byValue.get('440300')).toMatchObject({ label: '深圳', labelEn: 'Shenzhen' });
    expect(byValue.get('440300').lng).toBeCloseTo(114.06, 1);
    expect(byValue.get('440300').lat).toBeCloseTo(22.54, 1);
    expect(byValue.get('CA-TOR').lng).toBeLessThan(-79);
  });

  it('answers English labels for lang en', async () => {
    const cities = dataOf(await post(t, `${W}/listCity`, { lang: 'en' }));
    expect(cities.find((c) => c.value === '110100')).toMatchObject({ label: 'Beijing', labelZh: '北京' });
  });
});

describe('listHomeBlog', () => {
  it('returns the newest station posts (articles and discussions), at most 8', async () => {
    const rows = dataOf(await post(t, `${W}/listHomeBlog`, {}));
    postRowSchema.array().parse(rows);
    expect(rows).toHaveLength(BBS_HOME_LIMITS.blog);
    expect(rows.every((r) => ['1', '3'].includes(r.postType) && r.lang === 'zh')).toBe(true);
    expectNewestFirst(rows);
  });

  it('filters by blogType (string or number)', async () => {
    for (const blogType of ['4', 4]) {
      const rows = dataOf(await post(t, `${W}/listHomeBlog`, { blogType }));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.blogType === '4')).toBe(true);
    }
  });

  it('narrows to the city plus every-city posts, the city’s first', async () => {
    const rows = dataOf(await post(t, `${W}/listHomeBlog`, { cityCode: '440300' }));
    expect(rows[0].cityCode).toBe('440300');
    expect(rows.every((r) => r.cityCode === '440300' || r.cityCode === null)).toBe(true);
    const firstGeneral = rows.findIndex((r) => r.cityCode === null);
    expect(rows.slice(firstGeneral).every((r) => r.cityCode === null)).toBe(true);
  });

  it('treats an empty or null city as every city', async () => {
    const all = dataOf(await post(t, `${W}/listHomeBlog`, {}));
    expect(dataOf(await post(t, `${W}/listHomeBlog`, { cityCode: '' }))).toEqual(all);
    expect(dataOf(await post(t, `${W}/listHomeBlog`, { cityCode: null, blogType: null }))).toEqual(all);
  });
});

describe('listBlogBlog (station)', () => {
  it('pages with rows and total in a stable order', async () => {
    const p1 = await post(t, `${W}/listBlogBlog?pageNum=1&pageSize=10`, {});
    const p2 = await post(t, `${W}/listBlogBlog?pageNum=2&pageSize=10`, {});
    expect(p1.body.msg).toBe('查询成功');
    expect(p1.body.total).toBe(25); // 20 articles + 5 discussions in Chinese
    expect(rowsOf(p1)).toHaveLength(10);
    expect(p2.body.total).toBe(25);
    const ids = [...rowsOf(p1), ...rowsOf(p2)].map((r) => r.postId);
    expect(new Set(ids).size).toBe(20);
    expectNewestFirst([...rowsOf(p1), ...rowsOf(p2)]);
    const last = await post(t, `${W}/listBlogBlog?pageNum=3&pageSize=10`, {});
    expect(rowsOf(last)).toHaveLength(5);
    const beyond = await post(t, `${W}/listBlogBlog?pageNum=9&pageSize=10`, {});
    expect(rowsOf(beyond)).toEqual([]);
    expect(beyond.body.total).toBe(25);
  });

  it('defaults to page 1 of 10 and caps the page size at 50', async () => {
    expect(rowsOf(await post(t, `${W}/listBlogBlog`, {}))).toHaveLength(10);
    const big = await post(t, `${W}/listBlogBlogStu?pageNum=1&pageSize=500`, {});
    expect(rowsOf(big)).toHaveLength(50);
    expect(big.body.total).toBe(60);
  });

  it('rejects malformed paging naming the field', async () => {
    const res = await post(t, `${W}/listBlogBlog?pageNum=abc&pageSize=10`, {});
    expect(res.body.code).toBe(500);
    expect(res.body.msg).toMatch(/^pageNum: /);
    expect((await post(t, `${W}/listBlogBlog?pageNum=0`, {})).body.msg).toMatch(/^pageNum: /);
    expect((await post(t, `${W}/listBlogBlog?pageSize=-1`, {})).body.msg).toMatch(/^pageSize: /);
  });

  it('filters by blogType, postType, city, school and language', async () => {
    const type2 = await post(t, `${W}/listBlogBlog?pageNum=1&pageSize=50`, { blogType: '2' });
    expect(rowsOf(type2).every((r) => r.blogType === '2')).toBe(true);
    expect(type2.body.total).toBe(rowsOf(type2).length);

    const discussions = await post(t, `${W}/listBlogBlog?pageNum=1&pageSize=50`, { postType: 3 });
    expect(discussions.body.total).toBe(5);
    expect(rowsOf(discussions).every((r) => r.postType === '3' && r.replyCount === 3)).toBe(true);

    const toronto = await post(t, `${W}/listBlogBlog?pageNum=1&pageSize=50`, { cityCode: 'CA-TOR' });
    expect(rowsOf(toronto).every((r) => r.cityCode === 'CA-TOR' || r.cityCode === null)).toBe(true);
    expect(rowsOf(toronto)[0].cityCode).toBe('CA-TOR');

    const school = await post(t, `${W}/listBlogBlog?pageNum=1&pageSize=50`, { schoolId: 1 });
    expect(school.body.total).toBeGreaterThan(0);
    expect(rowsOf(school).every((r) => r.schoolId === 1 && r.schoolName === '枫林公立中学（示例）')).toBe(true);

    const en = await post(t, `${W}/listBlogBlog?pageNum=1&pageSize=50`, { lang: 'en' });
    expect(en.body.total).toBe(25);
    expect(rowsOf(en).every((r) => r.lang === 'en')).toBe(true);
    const enSchool = rowsOf(await post(t, `${W}/listBlogBlog?pageNum=1&pageSize=50`, { lang: 'en', schoolId: 1 }));
    expect(enSchool[0].schoolName).toBe('Maplewood Secondary School (Sample)');
  });

  it('leaves out hidden posts and counts only shown replies', async () => {
    const hidden = await createPost(t.db, { postType: '1', blogType: '1', title: '隐藏的文章', content: '<p>x</p>', status: '1' });
    const shown = await createPost(t.db, { postType: '1', blogType: '1', title: '新文章', content: '<p>y</p>', cityCode: '320500' });
    await createReply(t.db, { postId: shown, content: '<p>r1</p>' });
    const r2 = await createReply(t.db, { postId: shown, content: '<p>r2</p>' });
    await t.db.updateTable('bbs_post_reply').set({ status: '1' }).where('reply_id', '=', r2).execute();
    const rows = rowsOf(await post(t, `${W}/listBlogBlog?pageNum=1&pageSize=50`, {}));
    expect(rows.some((r) => r.postId === hidden)).toBe(false);
    expect(rows[0]).toMatchObject({ postId: shown, replyCount: 1, isSample: false, summary: 'y' });
    await t.db.deleteFrom('bbs_post').where('post_id', 'in', [hidden, shown]).execute();
  });

  it('rejects a malformed filter naming the field', async () => {
    const res = await post(t, `${W}/listBlogBlog`, { schoolId: 'abc' });
    expect(res.body.code).toBe(500);
    expect(res.body.msg).toMatch(/^schoolId: /);
    expect((await post(t, `${W}/listBlogBlog`, { postType: '2' })).body.msg).toMatch(/^postType: /);
    expect((await post(t, `${W}/listBlogBlog`, { cityCode: 'x'.repeat(40) })).body.msg).toMatch(/^cityCode: /);
  });
});

describe('listBlogBlogStu (stories)', () => {
  it('has ten Chinese stories in every category and filters by category', async () => {
    for (const category of ['1', '2', '3', '4', '5', '6']) {
      const res = await post(t, `${W}/listBlogBlogStu?pageNum=1&pageSize=10`, { category });
      expect(res.body.total, category).toBe(10);
      expect(rowsOf(res).every((r) => r.category === category && r.postType === '2')).toBe(true);
    }
    const all = await post(t, `${W}/listBlogBlogStu?pageNum=1&pageSize=10`, { category: null });
    expect(all.body.total).toBe(60);
    postRowSchema.array().parse(rowsOf(all));
  });

  it('has English stories in every category', async () => {
    for (const category of [1, 2, 3, 4, 5, 6]) {
      const res = await post(t, `${W}/listBlogBlogStu?pageNum=1&pageSize=10`, { category, lang: 'en' });
      expect(res.body.total).toBeGreaterThanOrEqual(2);
      expect(rowsOf(res).every((r) => r.lang === 'en')).toBe(true);
    }
  });

  it('lists nothing for an unknown category (a type code of 分类管理) and rejects an overlong one', async () => {
    const res = await post(t, `${W}/listBlogBlogStu`, { category: '7' });
    expect(res.body).toMatchObject({ code: 200, total: 0, rows: [] });
    const long = await post(t, `${W}/listBlogBlogStu`, { category: 'x'.repeat(17) });
    expect(long.body).toMatchObject({ code: 500, msg: 'category: 故事分类长度不能超过16个字符' });
  });

  it('narrows by city', async () => {
    const res = await post(t, `${W}/listBlogBlogStu?pageNum=1&pageSize=50`, { cityCode: '810000' });
    expect(res.body.total).toBeGreaterThan(0);
    expect(rowsOf(res).every((r) => r.cityCode === '810000' || r.cityCode === null)).toBe(true);
  });
});

describe('listSchoolSchool', () => {
  it('pages the schools in sort order (the home page asks for 8)', async () => {
    const res = await post(t, `${W}/listSchoolSchool?pageNum=1&pageSize=8`, {});
    expect(res.body.total).toBeGreaterThanOrEqual(30);
    expect(rowsOf(res)).toHaveLength(8);
    schoolRowSchema.array().parse(rowsOf(res));
    const sorts = rowsOf(res).map((r) => r.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    const p2 = await post(t, `${W}/listSchoolSchool?pageNum=2&pageSize=8`, {});
    expect(rowsOf(p2)[0].sort).toBeGreaterThan(sorts[7]);
  });

  it('filters abroad (1, "1") and domestic (0), and all when null', async () => {
    const total = (await post(t, `${W}/listSchoolSchool`, { abroad: null })).body.total;
    const abroad = await post(t, `${W}/listSchoolSchool?pageNum=1&pageSize=50`, { abroad: 1 });
    const domestic = await post(t, `${W}/listSchoolSchool?pageNum=1&pageSize=50`, { abroad: '0' });
    expect(rowsOf(abroad).every((r) => r.abroad === '1')).toBe(true);
    expect(rowsOf(domestic).every((r) => r.abroad === '0' && r.currency === 'CNY')).toBe(true);
    expect(abroad.body.total + domestic.body.total).toBe(total);
    expect(domestic.body.total).toBeGreaterThanOrEqual(10);
    expect((await post(t, `${W}/listSchoolSchool`, { abroad: 2 })).body.msg).toMatch(/^abroad: /);
  });

  it('filters by school type, name (zh or en, any case), country and city', async () => {
    const intl = rowsOf(await post(t, `${W}/listSchoolSchool?pageNum=1&pageSize=50`, { schoolType: 3 }));
    expect(intl.length).toBeGreaterThan(5);
    expect(intl.every((r) => r.schoolType === '3')).toBe(true);

    const byZh = rowsOf(await post(t, `${W}/listSchoolSchool`, { schoolName: '枫林' }));
    expect(byZh.map((r) => r.schoolNameEn)).toContain('Maplewood Secondary School (Sample)');
    const byEn = rowsOf(await post(t, `${W}/listSchoolSchool`, { schoolName: 'MAPLEWOOD' }));
    expect(byEn.map((r) => r.schoolId)).toEqual(byZh.filter((r) => r.schoolNameEn.includes('Maplewood')).map((r) => r.schoolId));

    const canada = await post(t, `${W}/listSchoolSchool?pageNum=1&pageSize=50`, { country: '加拿大' });
    expect(canada.body.total).toBeGreaterThanOrEqual(10);
    expect(rowsOf(canada).every((r) => r.country === '加拿大')).toBe(true);
    const canadaEn = await post(t, `${W}/listSchoolSchool?pageNum=1&pageSize=50`, { country: 'canada', lang: 'en' });
    expect(canadaEn.body.total).toBe(canada.body.total);
    expect(rowsOf(canadaEn).every((r) => r.country === 'Canada')).toBe(true);

    const sz = rowsOf(await post(t, `${W}/listSchoolSchool?pageNum=1&pageSize=50`, { cityCode: '440300' }));
    expect(sz.length).toBeGreaterThanOrEqual(3);
    expect(sz.every((r) => r.cityCode === '440300')).toBe(true);

    const combined = rowsOf(await post(t, `${W}/listSchoolSchool?pageNum=1&pageSize=50`, { schoolType: '5', abroad: 1, country: '加拿大' }));
    expect(combined.length).toBeGreaterThan(0);
    expect(combined.every((r) => r.schoolType === '5' && r.boarding === '1')).toBe(true);
  });

  it('matches LIKE wildcards literally', async () => {
    expect((await post(t, `${W}/listSchoolSchool`, { schoolName: '%' })).body.total).toBe(0);
    expect((await post(t, `${W}/listSchoolSchool`, { schoolName: '_' })).body.total).toBe(0);
    expect((await post(t, `${W}/listSchoolSchool`, { schoolName: '\\' })).body.total).toBe(0);
  });

  it('answers the display fields in the asked language', async () => {
    const [zh] = rowsOf(await post(t, `${W}/listSchoolSchool?pageNum=1&pageSize=1`, {}));
    const [en] = rowsOf(await post(t, `${W}/listSchoolSchool?pageNum=1&pageSize=1`, { lang: 'en' }));
    expect(zh.schoolName).toBe(zh.schoolNameZh);
    expect(en.schoolName).toBe(en.schoolNameEn);
    expect(en.tuition).toMatch(/^About CAD/);
    expect(zh.tuition).toMatch(/^约 CAD/);
    expect(zh.grades).toEqual(['G9', 'G10', 'G11', 'G12']);
  });
});

describe('listRedBlack', () => {
  it('answers redlist and balcklist (spelled so)', async () => {
    const res = await post(t, `${W}/listRedBlack`, {});
    expect(res.body.code).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['balcklist', 'code', 'msg', 'redlist']);
    redBlackRowSchema.array().parse(res.body.redlist);
    redBlackRowSchema.array().parse(res.body.balcklist);
    expect(res.body.redlist.length).toBeGreaterThan(0);
    expect(res.body.balcklist.length).toBeGreaterThan(0);
    expect(res.body.redlist.length).toBeLessThanOrEqual(BBS_HOME_LIMITS.redBlack);
    expect(res.body.redlist.every((e: Json) => e.listType === 'red')).toBe(true);
    expect(res.body.balcklist.every((e: Json) => e.listType === 'black' && e.reason.startsWith('示例'))).toBe(true);
  });

  it('narrows by city and localises names and reasons', async () => {
    const hk = await post(t, `${W}/listRedBlack`, { cityCode: '810000', lang: 'en' });
    const all = [...hk.body.redlist, ...hk.body.balcklist];
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((e) => e.cityCode === '810000')).toBe(true);
    expect(all.every((e) => e.schoolName.endsWith('(Sample)') && e.reason.startsWith('Sample'))).toBe(true);
    const none = await post(t, `${W}/listRedBlack`, { cityCode: 'NOWHERE' });
    expect(none.body).toMatchObject({ redlist: [], balcklist: [] });
  });
});

describe('news: listHomeInfomation and listInfomationInfomation', () => {
  it('home: newest news of the language, at most 8', async () => {
    const rows = dataOf(await post(t, `${W}/listHomeInfomation`, {}));
    infoRowSchema.array().parse(rows);
    expect(rows).toHaveLength(BBS_HOME_LIMITS.info);
    expectNewestFirst(rows);
    const en = dataOf(await post(t, `${W}/listHomeInfomation`, { lang: 'en' }));
    expect(en.every((r) => r.lang === 'en')).toBe(true);
  });

  it('home: narrows by city', async () => {
    const rows = dataOf(await post(t, `${W}/listHomeInfomation`, { cityCode: '110100' }));
    expect(rows[0].cityCode).toBe('110100');
    expect(rows.every((r) => r.cityCode === '110100' || r.cityCode === null)).toBe(true);
  });

  it('paged: ten per language, filtered by infoType and city', async () => {
    const zh = await post(t, `${W}/listInfomationInfomation?pageNum=1&pageSize=10`, {});
    expect(zh.body.total).toBe(10);
    const en = await post(t, `${W}/listInfomationInfomation?pageNum=1&pageSize=10`, { lang: 'en' });
    expect(en.body.total).toBe(10);
    const exams = await post(t, `${W}/listInfomationInfomation?pageNum=1&pageSize=10`, { infoType: 3 });
    expect(exams.body.total).toBeGreaterThan(0);
    expect(rowsOf(exams).every((r) => r.infoType === '3')).toBe(true);
    const p2 = await post(t, `${W}/listInfomationInfomation?pageNum=2&pageSize=4`, {});
    expect(rowsOf(p2)).toHaveLength(4);
    const sz = await post(t, `${W}/listInfomationInfomation?pageNum=1&pageSize=10`, { cityCode: '440300' });
    expect(rowsOf(sz)[0].cityCode).toBe('440300');
    expect(sz.body.total).toBeLessThan(10);
  });
});

describe('videos: listHomeVideo and listVideoVideo', () => {
  it('home: newest videos of the language, at most 6, each with a poster and an mp4 under /profile', async () => {
    const rows = dataOf(await post(t, `${W}/listHomeVideo`, {}));
    videoRowSchema.array().parse(rows);
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.url.startsWith('/profile/sample/videos/') && r.url.endsWith('.mp4') && r.cover.endsWith('.jpg'))).toBe(true);
    expect(rows.every((r) => r.duration > 0)).toBe(true);
  });

  it('paged: query searches title and summary; city narrows', async () => {
    const all = await post(t, `${W}/listVideoVideo?pageNum=1&pageSize=10`, {});
    expect(all.body.total).toBe(6);
    const q = await post(t, `${W}/listVideoVideo?pageNum=1&pageSize=10`, { query: 'OSSD' });
    expect(q.body.total).toBe(1);
    expect(rowsOf(q)[0].title).toContain('OSSD');
    const en = await post(t, `${W}/listVideoVideo?pageNum=1&pageSize=10`, { query: 'toronto', lang: 'en' });
    expect(rowsOf(en).map((r) => r.title)).toEqual(['Campus tour in Toronto (sample video)']);
    const ott = await post(t, `${W}/listVideoVideo?pageNum=1&pageSize=10`, { cityCode: 'CA-OTT' });
    expect(rowsOf(ott)[0].cityCode).toBe('CA-OTT');
    expect(rowsOf(ott).every((r) => r.cityCode === 'CA-OTT' || r.cityCode === null)).toBe(true);
    expect((await post(t, `${W}/listVideoVideo`, { query: 'x'.repeat(101) })).body.msg).toMatch(/^query: /);
  });
});

describe('the list micro-cache', () => {
  it('serves a repeated list from memory until the TTL passes or a write through the service', async () => {
    const db = t.db;
    const first = dataOf(await post(t, `${W}/listHomeBanner`, {}));
    await db.updateTable('bbs_banner').set({ title: '改过的标题' }).where('banner_id', '=', first[0].bannerId).execute();
    expect(dataOf(await post(t, `${W}/listHomeBanner`, {}))[0].title).toBe(first[0].title);
    // another filter is another key
    expect(dataOf(await post(t, `${W}/listHomeBanner`, { lang: 'en' }))[0].lang).toBe('en');
    invalidateBbsCache(t.db);
    expect(dataOf(await post(t, `${W}/listHomeBanner`, {}))[0].title).toBe('改过的标题');
    await db.updateTable('bbs_banner').set({ title: first[0].title }).where('banner_id', '=', first[0].bannerId).execute();
    await createReply(t.db, { postId: 1, content: '<p>clears the cache</p>' });
    expect(dataOf(await post(t, `${W}/listHomeBanner`, {}))[0].title).toBe(first[0].title);
    expect(BBS_CACHE_TTL_MS).toBeLessThanOrEqual(2000);
  });

  it('answers a cached list byte for byte as Fastify serializes the envelope, and an admin write shows at once', async () => {
    invalidateBbsCache(t.db);
    const ask = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/prod-api${W}/${url}`, payload });
    const expected = [
      ['listCity', { lang: 'en' }, successData(await listCities(t.db, 'en'))],
      ['listSchoolSchool?pageNum=1&pageSize=8', {}, await listSchools(t.db, {}, 'zh', { pageNum: 1, pageSize: 8 }).then((p) => tableData(p.rows, p.total))],
    ] as const;
    for (const [url, payload, envelope] of expected) {
      const json = JSON.stringify(envelope);
      const [miss, hit] = [await ask(url, payload), await ask(url, payload)];
      for (const res of [miss, hit]) {
        expect(res.payload).toBe(json);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.headers['content-length']).toBe(String(Buffer.byteLength(json)));
      }
    }
    // the English city list is cached now; an admin edit through the API clears it before the TTL passes
    const admin = await login(t, 'admin');
    const sz = ((await get(t, '/bbs/city/list?value=440300', { token: admin })).body.rows as Json[])[0];
    expect((await call(t, 'PUT', '/bbs/city', { body: { ...sz, labelEn: 'Shenzhen (renamed)' }, token: admin })).body.code).toBe(200);
    const cities = JSON.parse((await ask('listCity', { lang: 'en' })).payload) as { data: { value: string; label: string }[] };
    expect(cities.data.find((c) => c.value === '440300')?.label).toBe('Shenzhen (renamed)');
    await call(t, 'PUT', '/bbs/city', { body: sz, token: admin });
  });

  it('expires entries, shares one computation between concurrent callers and forgets failures', async () => {
    const cache = new ListCache(30);
    let calls = 0;
    const compute = async () => ({ n: ++calls });
    const [a, b] = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect(a).toBe(b);
    expect(a.toString()).toBe('{"n":1}');
    await new Promise((r) => setTimeout(r, 40));
    expect((await cache.get('k', compute)).toString()).toBe('{"n":2}');
    await expect(cache.get('bad', async () => { throw new Error('boom'); })).rejects.toThrow('boom');
    expect((await cache.get('bad', compute)).toString()).toBe('{"n":3}');
    for (let i = 0; i < 1100; i++) await cache.get(`key${i}`, compute);
    expect(cache.size).toBeLessThanOrEqual(1000);
  });
});
