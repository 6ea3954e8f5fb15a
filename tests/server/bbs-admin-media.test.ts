import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/src/db/migrate';
import { m0013_bbs_media } from '../../server/src/db/migrations/0013_bbs_media';
import { BLOG_TYPES, STORY_CATEGORIES } from '../../src/shared/contract/constants';
import { nowText } from '../../server/src/lib/time';
import { call, createTestServer, get, post, type Json, type TestServer, forumTokens } from './helpers';

let t: TestServer;
let admin: string;
let editor: string;
let bbsEditor: string;
let noForum: string;
let member: string;
beforeAll(async () => {
  t = await createTestServer();
  ({ admin, editor, bbsEditor, noForum, member } = await forumTokens(t, { bbsEditor: 'bbseditor', member: 'member1' }));
});
afterAll(async () => {
  await t?.close();
});

const OK = { code: 200, msg: '操作成功' };
const FORBIDDEN = { code: 403, msg: '没有权限，请联系管理员授权' };
const W = '/bbs/web';
const put = (path: string, body: unknown, token = admin) => call(t, 'PUT', path, { token, body });
const del = (path: string, token = admin) => call(t, 'DELETE', path, { token });
const add = (path: string, body: unknown, token = admin) => post(t, path, body, { token });
const list = async (path: string, query = '', token = admin): Promise<Json> => (await get(t, `${path}/list?pageSize=100${query}`, { token })).body;

const today = nowText().slice(0, 10);
const dayOffset = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function idOf(table: 'bbs_info' | 'bbs_video' | 'bbs_banner', title: string): Promise<number> {
  const idCol = { bbs_info: 'info_id', bbs_video: 'video_id', bbs_banner: 'banner_id' }[table];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one of three tables
  const r = await (t.db as any).selectFrom(table).select(idCol).where('title', '=', title).executeTakeFirstOrThrow();
  return Number(r[idCol]);
}

const news = (title: string, over: Record<string, unknown> = {}) => ({
  title, infoType: '1', content: `<p>${title}的正文，内容很多。</p>`, lang: 'zh', status: '0', ...over,
});
const banner = (title: string, over: Record<string, unknown> = {}) => ({ title, image: '/profile/upload/2026/01/01/b.png', link: '/news', sort: 0, lang: 'zh', ...over });
const video = (title: string, over: Record<string, unknown> = {}) => ({ title, url: '/profile/upload/2026/01/01/v.mp4', cover: '/profile/upload/2026/01/01/p.png', duration: 90, lang: 'zh', ...over });

describe('permissions', () => {
  const pages = ['/bbs/news', '/bbs/video', '/bbs/banner', '/bbs/tag', '/bbs/type'];

  it('asks for a login, and refuses a role without the forum menus and a member (403)', async () => {
    for (const p of pages) {
      expect((await get(t, `${p}/list`)).body.code).toBe(401);
      expect((await get(t, `${p}/list`, { token: noForum })).body).toEqual(FORBIDDEN);
      expect((await get(t, `${p}/list`, { token: member })).body).toEqual(FORBIDDEN);
      expect((await post(t, p, { title: '越权' }, { token: noForum })).body).toEqual(FORBIDDEN);
      expect((await del(`${p}/1`, noForum)).body).toEqual(FORBIDDEN);
      expect((await post(t, `${p}/export`, {}, { token: member })).body).toEqual(FORBIDDEN);
    }
    expect(await t.db.selectFrom('bbs_banner').select('banner_id').where('title', '=', '越权').executeTakeFirst()).toBeUndefined();
  });

  it('lets the admin, the 论坛编辑 role and the editor (common role) use every page', async () => {
    for (const token of [admin, bbsEditor, editor]) {
      for (const p of pages) expect((await list(p, '', token)).code).toBe(200);
    }
    expect((await add('/bbs/news', news('论坛编辑的新闻'), bbsEditor)).body).toEqual(OK);
    expect((await add('/bbs/banner', banner('编辑的轮播图'), editor)).body).toEqual(OK);
    const rows = (await list('/bbs/news', '&title=论坛编辑的新闻')).rows;
    expect(rows).toEqual([expect.objectContaining({ title: '论坛编辑的新闻', createBy: 'bbseditor' })]);
  });
});

describe('news', () => {
  it('adds with sanitized content and a summary from the text; lists with filters; edits; exports; deletes many', async () => {
    const res = await add('/bbs/news', news('  新学年招生说明  ', {
      content: '<h1>标题</h1><p onclick="x()">第一段<script>alert(1)</script><img src="javascript:alert(1)"></p>',
      cover: '/profile/upload/2026/01/01/c.png', source: '教育局', cityCode: '440300',
    }));
    expect(res.body).toEqual(OK);
    const id = await idOf('bbs_info', '新学年招生说明');
    const row = (await get(t, `/bbs/news/${id}`, { token: admin })).body.data;
    expect(row).toMatchObject({ infoId: id, title: '新学年招生说明', infoType: '1', cover: '/profile/upload/2026/01/01/c.png', source: '教育局', cityCode: '440300', lang: 'zh', status: '0', createBy: 'admin' });
    expect(row.content).toBe('<h2>标题</h2><p>第一段<img /></p>');
    expect(row.summary).toBe('标题第一段');

    await add('/bbs/news', news('English admissions', { lang: 'en', infoType: '2', summary: 'Own summary', status: '1' }));
    expect((await list('/bbs/news', '&title=招生说')).rows.map((r: Json) => r.infoId)).toEqual([id]);
    expect((await list('/bbs/news', '&lang=en')).rows.map((r: Json) => r.title)).toContain('English admissions');
    expect((await list('/bbs/news', '&lang=en')).rows.every((r: Json) => r.lang === 'en')).toBe(true);
    expect((await list('/bbs/news', '&infoType=2&status=1')).rows.map((r: Json) => [r.title, r.summary])).toEqual([['English admissions', 'Own summary']]);
    expect((await list('/bbs/news', '&cityCode=440300&title=新学年')).total).toBe(1);
    expect((await list('/bbs/news', `&title=新学年&params[beginTime]=${today}&params[endTime]=${today}`)).total).toBe(1);
    expect((await list('/bbs/news', `&title=新学年&params[beginTime]=${dayOffset(1)}`)).total).toBe(0);

    expect((await put('/bbs/news', { ...news('新学年招生说明（更新）'), infoId: id, summary: '' })).body).toEqual(OK);
    const edited = (await get(t, `/bbs/news/${id}`, { token: admin })).body.data;
    expect(edited).toMatchObject({ title: '新学年招生说明（更新）', cover: '', source: '', cityCode: null, updateBy: 'admin' });
    expect(edited.summary).toBe('新学年招生说明（更新）的正文，内容很多。');

    const exported = await post(t, '/bbs/news/export', { title: '新学年' }, { token: admin });
    expect(exported.headers['content-type']).toContain('spreadsheetml');

    const other = await idOf('bbs_info', 'English admissions');
    expect((await del(`/bbs/news/${id},${other}`)).body).toEqual(OK);
    expect(await t.db.selectFrom('bbs_info').select('info_id').where('info_id', 'in', [id, other]).execute()).toEqual([]);
  });

  it('refuses bad input with the field’s message', async () => {
    const msgOf = async (body: unknown) => (await add('/bbs/news', body)).body.msg as string;
    expect(await msgOf({ infoType: '1', content: '<p>x</p>' })).toContain('标题不能为空');
    expect(await msgOf(news('t', { infoType: '9' }))).toContain('新闻类型不能为空');
    expect(await msgOf(news('t', { content: '' }))).toContain('新闻内容不能为空');
    expect(await msgOf(news('t', { content: '<script>alert(1)</script>' }))).toBe('新闻内容不能为空');
    expect(await msgOf(news('t', { cover: 'javascript:alert(1)' }))).toContain('封面只能是上传的图片或https地址');
    expect(await msgOf(news('t', { cover: 'http://x.test/a.png' }))).toContain('封面只能是上传的图片或https地址');
    expect(await msgOf(news('t', { lang: 'fr' }))).toContain('语言只能是zh或en');
    expect(await msgOf(news('t', { status: '2' }))).toContain('状态只能是0（发布）或1（下线）');
    expect(await msgOf(news('t', { cityCode: 'XX-NONE' }))).toBe('城市不存在');
    expect(await msgOf(news('x'.repeat(201)))).toContain('标题不能超过200个字符');
    expect((await add('/bbs/news', news('https 封面', { cover: 'https://cdn.test/a.png' }))).body).toEqual(OK);
  });

  it('shows a published item on the public home and news list on the next call in its own language only; unpublished disappears', async () => {
    const home = async (lang: string) => (await post(t, `${W}/listHomeInfomation`, { lang })).body.data.map((r: Json) => r.title);
    const page = async (lang: string) => (await post(t, `${W}/listInfomationInfomation?pageSize=50`, { lang })).body.rows.map((r: Json) => r.title);
    const searchNews = async (text: string) => (await post(t, `${W}/listSearch`, { objType: 4, searchValue: text, lang: 'zh' })).body.rows.map((r: Json) => r.title);
    expect(await home('zh')).not.toContain('公开新闻');
    await home('en');

    expect((await add('/bbs/news', news('公开新闻'))).body).toEqual(OK);
    expect((await add('/bbs/news', news('Public news', { lang: 'en' }))).body).toEqual(OK);
    expect(await home('zh')).toContain('公开新闻');
    expect(await home('zh')).not.toContain('Public news');
    expect(await home('en')).toContain('Public news');
    expect(await home('en')).not.toContain('公开新闻');
    expect(await page('zh')).toContain('公开新闻');
    expect(await searchNews('公开新闻')).toEqual(['公开新闻']);
    const id = await idOf('bbs_info', '公开新闻');
    expect((await post(t, `${W}/getInfomationInfomation/${id}`)).body.data.content).toContain('公开新闻的正文');

    expect((await put('/bbs/news', { ...news('公开新闻'), infoId: id, status: '1' })).body).toEqual(OK);
    expect(await home('zh')).not.toContain('公开新闻');
    expect(await page('zh')).not.toContain('公开新闻');
    expect(await searchNews('公开新闻')).toEqual([]);
    expect((await post(t, `${W}/getInfomationInfomation/${id}`)).body).toEqual({ code: 404, msg: '资讯不存在或已下线' });

    const en = await idOf('bbs_info', 'Public news');
    expect((await del(`/bbs/news/${en}`)).body).toEqual(OK);
    expect(await home('en')).not.toContain('Public news');
    expect((await post(t, `${W}/getInfomationInfomation/${en}`)).body.code).toBe(404);
  });
});

describe('banners', () => {
  it('accepts site paths and https links only', async () => {
    const msgOf = async (link: unknown) => (await add('/bbs/banner', banner('链接测试', { link }))).body.msg as string;
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', '//evil.test/x', 'http://x.test', 'data:text/html,x', 'news', ' /a b']) {
      expect(await msgOf(bad)).toContain('链接只能是以/开头的站内路径或https地址');
    }
    expect((await add('/bbs/banner', banner('站内链接', { link: '/en/news/3' }))).body).toEqual(OK);
    expect((await add('/bbs/banner', banner('外部链接', { link: 'https://example.test/a?b=1' }))).body).toEqual(OK);
    expect((await add('/bbs/banner', banner('无链接', { link: '' }))).body).toEqual(OK);
    expect((await add('/bbs/banner', banner('无图', { image: '' }))).body.msg).toContain('图片不能为空');
    expect((await add('/bbs/banner', banner('坏图', { image: 'javascript:x' }))).body.msg).toContain('图片只能是上传的图片或https地址');
    expect((await list('/bbs/banner', '&title=无链接')).rows[0]).toMatchObject({ link: '', startDate: null, endDate: null });
  });

  it('checks the active days: real days, the end not before the start', async () => {
    expect((await add('/bbs/banner', banner('日期倒置', { startDate: '2026-03-02', endDate: '2026-03-01' }))).body).toEqual({ code: 500, msg: '结束日期不能早于开始日期' });
    expect((await add('/bbs/banner', banner('日期格式', { startDate: '2026/03/01' }))).body.msg).toContain('开始日期格式应为 yyyy-MM-dd');
    expect((await add('/bbs/banner', banner('日期无效', { endDate: '2026-02-30' }))).body.msg).toContain('结束日期不是有效日期');
    expect((await add('/bbs/banner', banner('同一天', { startDate: '2026-03-01', endDate: '2026-03-01' }))).body).toEqual(OK);
    const id = await idOf('bbs_banner', '同一天');
    expect((await put('/bbs/banner', { ...banner('同一天'), bannerId: id, startDate: '2026-03-05', endDate: '2026-03-01' })).body.msg).toBe('结束日期不能早于开始日期');
  });

  it('shows an active published banner on the public home on the next call, in its language; expired, future and unpublished ones do not', async () => {
    const home = async (lang: string) => (await post(t, `${W}/listHomeBanner`, { lang })).body.data.map((r: Json) => r.title);
    await home('zh');
    expect((await add('/bbs/banner', banner('当前活动', { sort: 0, startDate: dayOffset(-1), endDate: dayOffset(1) }))).body).toEqual(OK);
    expect((await add('/bbs/banner', banner('今天结束', { startDate: today, endDate: today }))).body).toEqual(OK);
    expect((await add('/bbs/banner', banner('已过期', { startDate: dayOffset(-10), endDate: dayOffset(-1) }))).body).toEqual(OK);
    expect((await add('/bbs/banner', banner('未开始', { startDate: dayOffset(1) }))).body).toEqual(OK);
    expect((await add('/bbs/banner', banner('已下线', { status: '1' }))).body).toEqual(OK);
    expect((await add('/bbs/banner', banner('English banner', { lang: 'en', endDate: dayOffset(30) }))).body).toEqual(OK);
    const zh = await home('zh');
    expect(zh).toEqual(expect.arrayContaining(['当前活动', '今天结束']));
    for (const hidden of ['已过期', '未开始', '已下线', 'English banner']) expect(zh).not.toContain(hidden);
    expect(await home('en')).toContain('English banner');
    expect(await home('en')).not.toContain('当前活动');

    const id = await idOf('bbs_banner', '当前活动');
    expect((await put('/bbs/banner', { ...banner('当前活动'), bannerId: id, endDate: dayOffset(-1), startDate: dayOffset(-2) })).body).toEqual(OK);
    expect(await home('zh')).not.toContain('当前活动');
    expect((await del(`/bbs/banner/${await idOf('bbs_banner', '今天结束')}`)).body).toEqual(OK);
    expect(await home('zh')).not.toContain('今天结束');
  });

  it('filters by title, language and status, sorted by order', async () => {
    const rows = (await list('/bbs/banner', '&lang=zh&status=1')).rows;
    expect(rows.map((r: Json) => r.title)).toContain('已下线');
    expect(rows.every((r: Json) => r.lang === 'zh' && r.status === '1')).toBe(true);
    const all = (await list('/bbs/banner')).rows.map((r: Json) => r.sort);
    expect([...all].sort((a, b) => a - b)).toEqual(all);
  });
});

describe('videos', () => {
  it('takes an uploaded video file or an https link, a poster, a duration ≥ 0 and an existing school', async () => {
    const msgOf = async (over: Record<string, unknown>) => (await add('/bbs/video', video('视频校验', over))).body.msg as string;
    for (const url of ['/profile/upload/a.png', 'http://x.test/v.mp4', 'javascript:alert(1)', 'ftp://x/v.mp4', '/upload/v.mp4']) {
      expect(await msgOf({ url })).toContain('视频只能是上传的视频文件或https链接');
    }
    expect(await msgOf({ url: '' })).toContain('视频文件或链接不能为空');
    expect(await msgOf({ duration: -1 })).toContain('时长不能小于0');
    expect(await msgOf({ duration: 1.5 })).toContain('时长必须是整数');
    expect(await msgOf({ cover: 'data:image/png;base64,xx' })).toContain('海报只能是上传的图片或https地址');
    expect(await msgOf({ schoolId: 999999 })).toBe('学校不存在');

    const school = await t.db.selectFrom('bbs_school').select('school_id').where('status', '=', '0').executeTakeFirstOrThrow();
    expect((await add('/bbs/video', video('学校视频', { schoolId: school.school_id, cityCode: '810000', summary: '简介' }))).body).toEqual(OK);
    expect((await add('/bbs/video', video('外链视频', { url: 'https://video.test/v.mp4' }))).body).toEqual(OK);
    const id = await idOf('bbs_video', '学校视频');
    expect((await get(t, `/bbs/video/${id}`, { token: admin })).body.data).toMatchObject({
      videoId: id, url: '/profile/upload/2026/01/01/v.mp4', cover: '/profile/upload/2026/01/01/p.png', duration: 90,
      schoolId: Number(school.school_id), cityCode: '810000', summary: '简介', status: '0',
    });
    expect((await list('/bbs/video', '&title=学校视频&cityCode=810000')).rows.map((r: Json) => r.title)).toEqual(['学校视频']);
  });

  it('shows published videos publicly; an unpublished one leaves the list and its detail is not found', async () => {
    const listed = async () => (await post(t, `${W}/listVideoVideo?pageSize=50`, { lang: 'zh' })).body.rows.map((r: Json) => r.title);
    expect(await listed()).toContain('外链视频');
    const id = await idOf('bbs_video', '外链视频');
    expect((await post(t, `${W}/getVideoVideo/${id}`)).body.data.url).toBe('https://video.test/v.mp4');
    expect((await put('/bbs/video', { ...video('外链视频', { url: 'https://video.test/v.mp4' }), videoId: id, status: '1' })).body).toEqual(OK);
    expect(await listed()).not.toContain('外链视频');
    expect((await post(t, `${W}/getVideoVideo/${id}`)).body).toEqual({ code: 404, msg: '视频不存在或已下线' });
    expect((await post(t, `${W}/listSearch`, { objType: 5, searchValue: '外链视频' })).body.rows).toEqual([]);
  });
});

describe('tags', () => {
  it('keeps names unique and lists published tags publicly with both names', async () => {
    expect((await add('/bbs/tag', { tagName: '国际课程', tagNameEn: 'International curriculum', sort: 2 })).body).toEqual(OK);
    expect((await add('/bbs/tag', { tagName: '寄宿', tagNameEn: 'Boarding', sort: 1 })).body).toEqual(OK);
    expect((await add('/bbs/tag', { tagName: '草稿标签', status: '1' })).body).toEqual(OK);
    expect((await add('/bbs/tag', { tagName: '国际课程' })).body).toEqual({ code: 500, msg: "新增标签'国际课程'失败，标签名称已存在" });
    expect((await add('/bbs/tag', {})).body.msg).toContain('标签名称不能为空');
    const id = Number((await t.db.selectFrom('bbs_tag').select('tag_id').where('tag_name', '=', '寄宿').executeTakeFirstOrThrow()).tag_id);
    expect((await put('/bbs/tag', { tagId: id, tagName: '国际课程' })).body.msg).toBe("修改标签'国际课程'失败，标签名称已存在");
    expect((await put('/bbs/tag', { tagId: id, tagName: '寄宿', tagNameEn: 'Boarding school', sort: 1 })).body).toEqual(OK);

    const pub = await get(t, `${W}/tags`);
    expect(pub.body.data.map((r: Json) => [r.tagName, r.tagNameEn])).toEqual([['寄宿', 'Boarding school'], ['国际课程', 'International curriculum']]);
    expect((await list('/bbs/tag', '&tagName=草稿')).rows.map((r: Json) => r.status)).toEqual(['1']);
    expect((await del(`/bbs/tag/${id}`)).body).toEqual(OK);
    expect((await get(t, `${W}/tags`)).body.data.map((r: Json) => r.tagName)).toEqual(['国际课程']);
  });
});

describe('types', () => {
  it('are seeded from the blog types and story categories, and listed publicly per scope', async () => {
    const seeded = (await list('/bbs/type', '&scope=station')).rows;
    expect(seeded.map((r: Json) => [r.typeCode, r.name, r.nameEn])).toEqual(BLOG_TYPES.map((b) => [b.value, b.zh, b.en]));
    const stories = (await get(t, `${W}/types?scope=story`)).body.data;
    expect(stories.map((r: Json) => [r.typeCode, r.name])).toEqual(STORY_CATEGORIES.map((c) => [c.value, c.zh]));
    expect((await get(t, `${W}/types`)).body.data).toHaveLength(BLOG_TYPES.length + STORY_CATEGORIES.length);
    expect((await get(t, `${W}/types?scope=other`)).body.code).toBe(500);
  });

  it('keeps codes unique per scope and refuses deleting or recoding a type that posts use', async () => {
    expect((await add('/bbs/type', { scope: 'station', typeCode: '1', name: '重复' })).body).toEqual({ code: 500, msg: "新增分类'1'失败，分类编码已存在" });
    expect((await add('/bbs/type', { scope: 'story', typeCode: 'bad code', name: 'x' })).body.msg).toContain('分类编码只能包含字母、数字、下划线和连字符');
    expect((await add('/bbs/type', { scope: 'forum', typeCode: 'x', name: 'x' })).body.msg).toContain('分类范围只能是station或story');
    expect((await add('/bbs/type', { scope: 'station', typeCode: '9', name: '新分类', nameEn: 'New type', status: '1' })).body).toEqual(OK);
    expect((await get(t, `${W}/types?scope=station`)).body.data.map((r: Json) => r.typeCode)).not.toContain('9');

    const used = (await list('/bbs/type', '&scope=station')).rows.find((r: Json) => r.typeCode === '1');
    const fresh = (await list('/bbs/type', '&scope=station')).rows.find((r: Json) => r.typeCode === '9');
    expect(await t.db.selectFrom('bbs_post').select('post_id').where('blog_type', '=', '1').where('del_flag', '=', '0').executeTakeFirst()).toBeDefined();
    expect((await del(`/bbs/type/${used.typeId},${fresh.typeId}`)).body).toEqual({ code: 500, msg: `分类【${used.name}】已被帖子使用，不能删除` });
    expect((await put('/bbs/type', { ...used, typeCode: '77' })).body.msg).toBe(`分类【${used.name}】已被帖子使用，不能修改范围或编码`);
    expect((await put('/bbs/type', { ...used, name: '择校攻略（改）' })).body).toEqual(OK);
    expect((await del(`/bbs/type/${fresh.typeId}`)).body).toEqual(OK);
    expect((await list('/bbs/type', '&name=攻略')).rows.map((r: Json) => r.name)).toEqual(['择校攻略（改）']);
  });
});

describe('migration 0013', () => {
  it('gives a database seeded before it the banner days, the tag table and the seeded types', async () => {
    const other = await createTestServer();
    try {
      await m0013_bbs_media.down!(other.db);
      await other.db.deleteFrom('kysely_migration' as never).where(sql.ref('name'), '=', '0013_bbs_media').execute();
      await migrateToLatest(other.db);
      const types = await other.db.selectFrom('bbs_type').select(['scope', 'type_code', 'name_en']).orderBy('type_id').execute();
      expect(types).toHaveLength(BLOG_TYPES.length + STORY_CATEGORIES.length);
      expect(types[0]).toEqual({ scope: 'station', type_code: '1', name_en: BLOG_TYPES[0]!.en });
      expect(await other.db.selectFrom('bbs_banner').select(['start_date', 'end_date']).limit(1).executeTakeFirstOrThrow()).toEqual({ start_date: null, end_date: null });
      expect(await other.db.selectFrom('bbs_tag').selectAll().execute()).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
