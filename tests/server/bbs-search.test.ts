import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_OBJ_TYPE, searchRowSchema } from '@shared/contract';
import { createTestServer, type Json, post, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t?.close();
});

const search = (body: object, query = 'pageNum=1&pageSize=10') => post(t, `/bbs/web/listSearch?${query}`, body);
const rowsOf = (res: { body: Json }) => res.body.rows as Json[];

describe('POST /bbs/web/listSearch', () => {
  it('defaults to objType 2 (articles) and lists them all for an empty search value', async () => {
    const res = await search({});
    expect(res.body.code).toBe(200);
    searchRowSchema.array().parse(rowsOf(res));
    expect(res.body.total).toBe(25);
    expect(rowsOf(res).every((r) => r.objType === 2)).toBe(true);
    expect((await search({ objType: null, searchValue: '' })).body.total).toBe(25);
  });

  it('objType 1 finds a seeded school by Chinese or English name, country or curriculum', async () => {
    const zh = await search({ objType: SEARCH_OBJ_TYPE.SCHOOL, searchValue: '港岛国际' });
    expect(zh.body.total).toBe(1);
    expect(rowsOf(zh)[0]).toMatchObject({ objType: 1, title: '港岛国际学校（示例）', cityCode: '810000' });
    expect(rowsOf(zh)[0].summary).toContain('IB');

    const en = await search({ objType: '1', searchValue: 'island harbour', lang: 'en' });
    expect(rowsOf(en)[0]).toMatchObject({ id: rowsOf(zh)[0].id, title: 'Island Harbour International School (Sample)' });

    const ib = await search({ objType: 1, searchValue: 'IB' }, 'pageNum=1&pageSize=50');
    expect(ib.body.total).toBeGreaterThan(3);
    const canada = await search({ objType: 1, searchValue: '加拿大' }, 'pageNum=1&pageSize=50');
    expect(canada.body.total).toBeGreaterThanOrEqual(10);
  });

  it('objType 2 searches station articles and discussions by title and summary', async () => {
    const res = await search({ objType: 2, searchValue: 'OSSLT' });
    expect(res.body.total).toBeGreaterThan(0);
    expect(rowsOf(res).every((r) => /OSSLT/.test(r.title + r.summary))).toBe(true);
    const discussion = await search({ objType: 2, searchValue: '开放日值得去' });
    expect(rowsOf(discussion).map((r) => r.title)).toEqual(['深圳有哪些国际学校开放日值得去？']);
  });

  it('objType 3 searches stories only', async () => {
    const res = await search({ objType: 3, searchValue: '舍监' });
    expect(res.body.total).toBeGreaterThan(0);
    const ids = rowsOf(res).map((r) => r.id);
    const detail = await post(t, `/bbs/web/getBlogBlogStu/${ids[0]}`);
    expect(detail.body.data.postType).toBe('2');
    expect((await search({ objType: 3, searchValue: '安省大学申请时间线' })).body.total).toBe(0);
  });

  it('objType 4 searches news and objType 5 videos, per language', async () => {
    const news = await search({ objType: 4, searchValue: 'OUAC' });
    expect(news.body.total).toBeGreaterThan(0);
    const info = await post(t, `/bbs/web/getInfomationInfomation/${rowsOf(news)[0].id}`);
    expect(info.body.data.lang).toBe('zh');
    const videos = await search({ objType: 5, searchValue: 'boarder', lang: 'en' });
    expect(rowsOf(videos).map((r) => r.title)).toEqual(['A day as a boarder (sample video)']);
    expect((await search({ objType: 5, searchValue: 'boarder' })).body.total).toBe(0);
  });

  it('pages the results', async () => {
    const p1 = await search({ objType: 3 }, 'pageNum=1&pageSize=7');
    const p2 = await search({ objType: 3 }, 'pageNum=2&pageSize=7');
    expect(p1.body.total).toBe(60);
    expect(rowsOf(p1)).toHaveLength(7);
    expect(rowsOf(p1).map((r) => r.id)).not.toEqual(expect.arrayContaining(rowsOf(p2).map((r) => r.id)));
  });

  it('narrows by city', async () => {
    const res = await search({ objType: 1, cityCode: '320500' }, 'pageNum=1&pageSize=50');
    expect(res.body.total).toBe(2);
    expect(rowsOf(res).every((r) => r.cityCode === '320500')).toBe(true);
  });

  it('matches wildcards literally and finds nothing for unknown text', async () => {
    for (const objType of [1, 2, 3, 4, 5]) {
      // a literal '%' matches only text that contains one (a story mentions '70%'), never everything
      const pct = await search({ objType, searchValue: '%' }, 'pageNum=1&pageSize=50');
      expect(pct.body.total, `objType ${objType}`).toBeLessThan(3);
      expect(rowsOf(pct).every((r) => `${r.title}${r.summary}`.includes('%'))).toBe(true);
      expect((await search({ objType, searchValue: '_' })).body.total).toBe(0);
      expect((await search({ objType, searchValue: 'zzzz-nothing' })).body.total).toBe(0);
    }
  });

  it('rejects an unknown object type and an overlong value', async () => {
    expect((await search({ objType: 9 })).body).toEqual({ code: 500, msg: 'objType: 搜索类型只能是1到5' });
    expect((await search({ objType: 'x' })).body.code).toBe(500);
    expect((await search({ searchValue: 'x'.repeat(101) })).body.msg).toMatch(/^searchValue: /);
  });
});
