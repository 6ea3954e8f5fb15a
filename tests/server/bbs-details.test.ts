import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { infoDetailSchema, postDetailSchema, schoolDetailSchema, videoDetailSchema } from '@shared/contract';
import { createPost } from '../../server/src/modules/bbs/post';
import { createTestServer, post, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t?.close();
});

const W = '/bbs/web';

/** The first sample row of a kind (lowest id). */
async function firstPost(postType: string, lang = 'zh'): Promise<number> {
  const r = await t.db.selectFrom('bbs_post').select('post_id').where('post_type', '=', postType).where('lang', '=', lang)
    .orderBy('post_id').executeTakeFirstOrThrow();
  return Number(r.post_id);
}
async function firstInfo(lang: string): Promise<number> {
  const r = await t.db.selectFrom('bbs_info').select('info_id').where('lang', '=', lang).orderBy('info_id').executeTakeFirstOrThrow();
  return Number(r.info_id);
}
async function firstVideo(lang: string): Promise<number> {
  const r = await t.db.selectFrom('bbs_video').select('video_id').where('lang', '=', lang).orderBy('video_id').executeTakeFirstOrThrow();
  return Number(r.video_id);
}

describe('getSchoolSchool/{id}', () => {
  it('returns every fact with dict labels, its posts, videos and red/black entries', async () => {
    const res = await post(t, `${W}/getSchoolSchool/1`);
    expect(res.body.code).toBe(200);
    const s = schoolDetailSchema.parse(res.body.data);
    expect(s).toMatchObject({ schoolId: 1, schoolName: '枫林公立中学（示例）', country: '加拿大', city: '多伦多', abroad: '1', currency: 'CAD' });
    expect(s.intro).toContain('<p>');
    expect(s.intro).toContain('示例数据');
    expect(s.address).toContain('示例路');
    expect(s.labels.schoolType).toEqual({ value: '1', label: '公立学校' });
    expect(s.labels.joinMethod).toEqual({ value: '4', label: '材料审核' });
    expect(s.labels.studentNums).toEqual({ value: '4', label: '1000-2000人' });
    expect(s.labels.applicationDifficulty).toEqual({ value: '2', label: '一般' });
    expect(s.labels.grades.map((g) => g.label)).toEqual(['九年级', '十年级', '十一年级', '十二年级']);
    expect(s.labels.educationalStage).toEqual([{ value: '4', label: '高中' }]);
    expect(s.posts.length).toBeGreaterThan(0);
    expect(s.posts.every((p) => p.schoolId === 1 && p.lang === 'zh')).toBe(true);
    expect(s.videos.map((v) => v.url)).toEqual(['/profile/sample/videos/campus-tour-toronto.mp4']);
    expect(s.redBlack.map((e) => e.listType)).toEqual(['red']);
  });

  it('answers in English for lang en', async () => {
    const s = (await post(t, `${W}/getSchoolSchool/13`, { lang: 'en' })).body.data;
    expect(s).toMatchObject({ schoolName: 'Island Harbour International School (Sample)', city: 'Hong Kong', currency: 'HKD' });
    expect(s.intro).toContain('Sample data');
    expect(s.posts.every((p: { lang: string }) => p.lang === 'en')).toBe(true);
  });

  it('answers 404 for a missing or hidden school and 500 for a malformed id', async () => {
    expect((await post(t, `${W}/getSchoolSchool/99999`)).body).toEqual({ code: 404, msg: '学校不存在或已下线' });
    await t.db.updateTable('bbs_school').set({ status: '1' }).where('school_id', '=', 34).execute();
    expect((await post(t, `${W}/getSchoolSchool/34`)).body.code).toBe(404);
    expect((await post(t, `${W}/listSchoolSchool?pageNum=1&pageSize=50`, {})).body.rows.some((r: { schoolId: number }) => r.schoolId === 34)).toBe(false);
    await t.db.updateTable('bbs_school').set({ status: '0' }).where('school_id', '=', 34).execute();
    const bad = await post(t, `${W}/getSchoolSchool/abc`);
    expect(bad.body.code).toBe(500);
    expect(bad.body.msg).toMatch(/^id: /);
    expect((await post(t, `${W}/getSchoolSchool/0`)).body.msg).toMatch(/^id: /);
  });
});

describe('getBlogBlog/{id} and getBlogBlogStu/{id}', () => {
  it('returns a station article with its sanitized content and replies, and counts the view', async () => {
    const id = await firstPost('1');
    const before = (await post(t, `${W}/getBlogBlog/${id}`)).body.data;
    const d = postDetailSchema.parse((await post(t, `${W}/getBlogBlog/${id}`)).body.data);
    expect(d.views).toBe(before.views + 1);
    expect(d.content).toMatch(/^<p>/);
    expect(d.content).toContain('示例内容');
    expect(d.replies.length).toBe(d.replyCount);
    expect(d.replies.length).toBeGreaterThan(0);
    for (let i = 1; i < d.replies.length; i++) expect(d.replies[i].createTime >= d.replies[i - 1].createTime).toBe(true);
  });

  it('returns a discussion with a nested reply', async () => {
    const id = await firstPost('3');
    const d = (await post(t, `${W}/getBlogBlog/${id}`)).body.data;
    expect(d.postType).toBe('3');
    expect(d.replies).toHaveLength(3);
    expect(d.replies[2].parentId).toBe(d.replies[0].replyId);
  });

  it('returns a story only through the story call', async () => {
    const story = await firstPost('2');
    const article = await firstPost('1');
    const d = (await post(t, `${W}/getBlogBlogStu/${story}`)).body.data;
    expect(d).toMatchObject({ postId: story, postType: '2' });
    expect(d.content).toContain('示例故事');
    expect((await post(t, `${W}/getBlogBlog/${story}`)).body).toEqual({ code: 404, msg: '文章不存在或已下线' });
    expect((await post(t, `${W}/getBlogBlogStu/${article}`)).body).toEqual({ code: 404, msg: '故事不存在或已下线' });
  });

  it('answers 404 for a hidden post', async () => {
    const id = await createPost(t.db, { postType: '1', title: 'hidden', content: '<p>h</p>', status: '1' });
    expect((await post(t, `${W}/getBlogBlog/${id}`)).body.code).toBe(404);
  });
});

describe('getInfomationInfomation/{id} and getVideoVideo/{id}', () => {
  it('returns a news item with content and counts the view', async () => {
    const id = await firstInfo('en');
    const a = infoDetailSchema.parse((await post(t, `${W}/getInfomationInfomation/${id}`)).body.data);
    const b = (await post(t, `${W}/getInfomationInfomation/${id}`)).body.data;
    expect(a.lang).toBe('en');
    expect(a.content).toContain('<p>');
    expect(b.views).toBe(a.views + 1);
    expect((await post(t, `${W}/getInfomationInfomation/99999`)).body).toEqual({ code: 404, msg: '资讯不存在或已下线' });
  });

  it('returns a video with its school and the file plays from our server', async () => {
    const id = await firstVideo('zh');
    const v = videoDetailSchema.parse((await post(t, `${W}/getVideoVideo/${id}`)).body.data);
    expect(v.schoolName).toBe('枫林公立中学（示例）');
    const file = await t.app.inject({ method: 'GET', url: v.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(file.rawPayload.length).toBeLessThanOrEqual(300 * 1024);
    // an mp4 starts with a box whose type is 'ftyp'
    expect(file.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const range = await t.app.inject({ method: 'GET', url: v.url, headers: { range: 'bytes=0-99' } });
    expect(range.statusCode).toBe(206);
    const poster = await t.app.inject({ method: 'GET', url: v.cover });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect((await post(t, `${W}/getVideoVideo/99999`)).body).toEqual({ code: 404, msg: '视频不存在或已下线' });
  });
});
