import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ROLE_ID } from '../../server/src/db/seed/system';
import { createTestServer, createUser, type Json, login, post, setConfig, type TestServer } from './helpers';

let t: TestServer;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

async function member(name: string, userType = '01'): Promise<void> {
  ids[name] = await createUser(t, { userName: name, userType, roleIds: userType === '00' ? [] : [MEMBER_ROLE_ID] });
  tokens[name] = await login(t, name);
}

beforeAll(async () => {
  t = await createTestServer();
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  await setConfig(t, 'bbs.limit.post', '0');
  await setConfig(t, 'bbs.limit.reply', '0');
  for (const name of ['alice', 'bob', 'carol', 'dave', 'erin', 'banned1']) await member(name);
  await member('school1', '02');
  tokens.admin = await login(t, 'admin');
});
afterAll(async () => {
  await t?.close();
});

const sw = (path: string, body: unknown, who: string | null, headers?: Record<string, string>) =>
  post(t, `/bbs/submitweb/${path}`, body, { ...(who ? { token: tokens[who] } : {}), ...(headers ? { headers } : {}) });
const web = (path: string, body: unknown = {}) => post(t, `/bbs/web/${path}`, body);
const EN = { 'accept-language': 'en' };

let seq = 0;
async function addPost(who: string, over: Record<string, unknown> = {}): Promise<number> {
  seq += 1;
  const res = await sw('addBlog', { postType: '3', blogType: '1', title: `讨论帖 ${who} ${seq}`, content: `<p>内容 ${seq}</p>`, ...over }, who);
  expect(res.body).toMatchObject({ code: 200, data: { auditStatus: '0' } });
  return res.body.data.postId as number;
}
async function addReply(who: string, postId: number, content: string, parentId?: number): Promise<Json> {
  const res = await sw('addBlogComment', { postId, content, ...(parentId ? { parentId } : {}) }, who);
  expect(res.body.code).toBe(200);
  return res.body.data;
}
const postRow = (id: number) => t.db.selectFrom('bbs_post').selectAll().where('post_id', '=', id).executeTakeFirstOrThrow();
const replyRow = (id: number) => t.db.selectFrom('bbs_post_reply').selectAll().where('reply_id', '=', id).executeTakeFirstOrThrow();
const noticesOf = (userId: number) => t.db.selectFrom('bbs_member_notice').selectAll().where('user_id', '=', userId).orderBy('notice_id').execute();
const stationIds = async () => ((await web('listBlogBlog?pageNum=1&pageSize=50', { postType: '3' })).body.rows as Json[]).map((r) => r.postId);

describe('addBlog', () => {
  it('publishes a discussion to the station list, its detail and the search, at once (the list cache is cleared)', async () => {
    const before = await stationIds();
    const res = await sw('addBlog', { postType: '3', blogType: '2', title: '独一无二的讨论标题', content: '<p>第一段</p><p>第二段</p>', cityCode: '440300' }, 'alice');
    expect(res.body).toEqual({ code: 200, msg: '发布成功', data: { postId: expect.any(Number), auditStatus: '0' } });
    const id = res.body.data.postId;
    expect(before).not.toContain(id);
    expect(await stationIds()).toContain(id);
    const detail = await web(`getBlogBlog/${id}`);
    expect(detail.body.data).toMatchObject({
      postId: id, postType: '3', blogType: '2', title: '独一无二的讨论标题', content: '<p>第一段</p><p>第二段</p>', authorName: 'alice',
      userId: ids.alice, avatar: '', cityCode: '440300', replies: [], replyCount: 0,
    });
    const found = await web('listSearch', { objType: '2', searchValue: '独一无二的讨论' });
    expect(found.body.rows.map((r: Json) => r.id)).toEqual([id]);
    expect((await postRow(id)).create_by).toBe('alice');
  });

  it('publishes a story to the stories list and its detail; English callers read English messages', async () => {
    const res = await sw('addBlog', { postType: '2', category: '4', title: 'A story of mine', content: '<p>story</p>', lang: 'en' }, 'bob', EN);
    expect(res.body).toMatchObject({ code: 200, msg: 'Posted', data: { auditStatus: '0' } });
    const id = res.body.data.postId;
    const list = await web('listBlogBlogStu?pageNum=1&pageSize=50', { lang: 'en' });
    expect(list.body.rows.map((r: Json) => r.postId)).toContain(id);
    expect((await web(`getBlogBlogStu/${id}`)).body.data).toMatchObject({ postType: '2', category: '4', blogType: null, lang: 'en', userId: ids.bob });
    // a story is not a station post
    expect((await web(`getBlogBlog/${id}`)).body.code).toBe(404);
  });

  it('school accounts and staff post as themselves', async () => {
    const a = await addPost('school1');
    const b = await addPost('admin');
    expect((await postRow(a)).user_id).toBe(ids.school1);
    expect((await postRow(b)).user_id).toBe(1);
  });

  it('sanitizes the content and keeps the title plain: nothing executable is stored or answered', async () => {
    const title = '<img src=x onerror=alert(1)>"标题"</title><script>alert(2)</script>';
    const content =
      '<p onclick="alert(3)">正文<script>alert(4)</script><img src="https://example.com/a.png" onerror="alert(5)">' +
      '<a href="javascript:alert(6)">链接</a><iframe src="https://evil.example"></iframe><svg onload="alert(7)"></svg></p>' +
      '<style>p{}</style><img src="data:image/png;base64,AAAA">';
    const res = await sw('addBlog', { postType: '3', blogType: '1', title, content }, 'alice');
    expect(res.body.code).toBe(200);
    const id = res.body.data.postId;
    const stored = await postRow(id);
    const detail = (await web(`getBlogBlog/${id}`)).body.data;
    for (const html of [stored.content!, detail.content]) {
      expect(html).not.toMatch(/<script|onerror|onclick|onload|javascript:|<iframe|<svg|<style|data:/i);
      expect(html).toContain('<img src="https://example.com/a.png" />');
      expect(html).toContain('正文');
    }
    // the title is text: stored and answered exactly as typed, never turned into markup (the renderer escapes it)
    expect(stored.title).toBe(title);
    expect(detail.title).toBe(title);
    expect(detail.content).not.toContain('<img src=x');
    expect(stored.summary).not.toMatch(/<|alert\(4\)/);
    expect(stored.cover).toBe('https://example.com/a.png');
  });

  it('refuses a post with nothing left after sanitizing, but takes an image or a video alone', async () => {
    const empty = await sw('addBlog', { postType: '3', blogType: '1', title: '空', content: '<p><script>alert(1)</script>  </p>' }, 'alice');
    expect(empty.body).toEqual({ code: 500, msg: '请输入内容（文字、图片或视频）' });
    const emptyEn = await sw('addBlog', { postType: '3', blogType: '1', title: '空', content: '<p> </p>' }, 'alice', EN);
    expect(emptyEn.body.msg).toBe('Write something in the post (text, an image or a video)');
    expect((await sw('addBlog', { postType: '3', blogType: '1', title: '图', content: '<p><img src="/profile/upload/a.png"></p>' }, 'alice')).body.code).toBe(200);
    expect((await sw('addBlog', { postType: '2', category: '1', title: '视频', content: '<video src="/profile/upload/a.mp4" controls></video>' }, 'alice')).body.code).toBe(200);
  });

  it('validates the body with the contract messages', async () => {
    expect((await sw('addBlog', { postType: '3', blogType: '1', title: ' ', content: '<p>x</p>' }, 'alice')).body).toEqual({ code: 500, msg: 'title: 请输入标题' });
    expect((await sw('addBlog', { postType: '3', title: 't', content: '<p>x</p>' }, 'alice', EN)).body).toEqual({ code: 500, msg: 'blogType: Choose a category' });
    expect((await sw('addBlog', { postType: '3', blogType: '9', title: 't', content: '<p>x</p>' }, 'alice')).body).toEqual({ code: 500, msg: '所选分类不存在或已停用，请重新选择' });
    expect((await sw('addBlog', { postType: '1', blogType: '1', title: 't', content: '<p>x</p>' }, 'alice')).body.code).toBe(500);
    expect((await sw('addBlog', { postType: '2', category: '7', title: 't', content: '<p>x</p>' }, 'alice')).body.msg).toBe('所选分类不存在或已停用，请重新选择');
    expect((await sw('addBlog', { postType: '2', title: 't', content: '<p>x</p>' }, 'alice')).body.msg).toBe('category: 请选择分类');
    expect((await sw('addBlog', { postType: '3', blogType: '1', title: 'x'.repeat(101), content: '<p>x</p>' }, 'alice')).body.msg).toBe('title: 标题长度不能超过100个字符');
    expect((await sw('addBlog', { postType: '3', blogType: '1', title: 't', content: '<p>x</p>', cityCode: 'NOPE' }, 'alice')).body.msg).toBe('城市不存在');
    expect((await sw('addBlog', { postType: '3', blogType: '1', title: 't', content: '<p>x</p>', schoolId: 999999 }, 'alice')).body.msg).toBe('学校不存在');
  });
});

describe('addBlogComment and the reply threads', () => {
  let postId: number;
  let bobReply: Json;
  let carolAnswer: Json;
  let aliceAnswer: Json;

  it('stores a reply as escaped text: the pages show exactly what was typed, with its line breaks, and nothing runs', async () => {
    postId = await addPost('alice', { title: '回复测试帖' });
    const typed = '第一行\n<img src=x onerror=alert(1)> & "引号"\n<script>alert(2)</script>';
    bobReply = await addReply('bob', postId, typed);
    expect(bobReply).toMatchObject({
      postId, parentId: null, authorName: 'bob', userId: ids.bob, avatar: '', replyToName: null, deleted: false, auditStatus: '0',
    });
    const stored = (await replyRow(bobReply.replyId)).content!;
    for (const html of [stored, bobReply.content]) {
      expect(html).not.toMatch(/<img|<script/);
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(html).toContain('&lt;script&gt;');
      expect(html.split('<br />').length).toBe(3);
    }
    const detail = (await web(`getBlogBlog/${postId}`)).body.data;
    expect(detail.replies).toEqual([
      { replyId: bobReply.replyId, postId, parentId: null, authorName: 'bob', content: bobReply.content, createTime: bobReply.createTime },
    ]);
    expect(detail.replyCount).toBe(1);
    // the post's author is told, with the typed text and a link to the post
    const notices = await noticesOf(ids.alice);
    expect(notices.at(-1)).toMatchObject({ notice_type: '1', content: typed, link: `/station/detail/${postId}`, from_user_id: ids.bob, read_flag: '0' });
    expect(notices.at(-1)!.title).toContain('回复测试帖');
    expect(await noticesOf(ids.bob)).toEqual([]);
  });

  it('answers go under the top-level reply, name whom they answer, and notify that author but never the writer', async () => {
    carolAnswer = await addReply('carol', postId, 'carol 回答 bob', bobReply.replyId);
    expect(carolAnswer).toMatchObject({ parentId: bobReply.replyId, replyToName: null });
    expect((await replyRow(carolAnswer.replyId)).reply_to_user_id).toBe(ids.bob);
    aliceAnswer = await addReply('alice', postId, 'alice 回答 carol', carolAnswer.replyId);
    expect(aliceAnswer).toMatchObject({ parentId: bobReply.replyId, replyToName: 'carol' });

    const bobNotices = await noticesOf(ids.bob);
    expect(bobNotices).toHaveLength(1);
    expect(bobNotices[0]).toMatchObject({ from_user_id: ids.carol, content: 'carol 回答 bob', link: `/station/detail/${postId}` });
    const carolNotices = await noticesOf(ids.carol);
    expect(carolNotices).toHaveLength(1);
    expect(carolNotices[0]).toMatchObject({ from_user_id: ids.alice });
    // alice wrote the post and the last answer: her own answer tells her nothing; carol's answer on her post did
    expect((await noticesOf(ids.alice)).map((n) => n.from_user_id)).toEqual([ids.bob, ids.carol]);

    // alice replying directly to her own post: no notice to herself
    const own = await addReply('alice', postId, '楼主自己回复');
    expect((await noticesOf(ids.alice)).length).toBe(2);

    const threads = await web(`listBlogReply/${postId}`);
    expect(threads.body).toMatchObject({ code: 200, total: 2 });
    expect(threads.body.rows.map((r: Json) => [r.replyId, r.children.map((c: Json) => c.replyId)])).toEqual([
      [bobReply.replyId, [carolAnswer.replyId, aliceAnswer.replyId]],
      [own.replyId, []],
    ]);
    expect(threads.body.rows[0].children[1]).toMatchObject({ authorName: 'alice', userId: ids.alice, replyToName: 'carol', deleted: false });
  });

  it('refuses an answer to a reply of another post, a missing post and an empty reply', async () => {
    const other = await addPost('bob');
    expect((await sw('addBlogComment', { postId: other, parentId: bobReply.replyId, content: 'x' }, 'carol')).body.code).toBe(404);
    expect((await sw('addBlogComment', { postId: 99999999, content: 'x' }, 'carol')).body).toEqual({ code: 404, msg: '帖子不存在或已删除' });
    expect((await sw('addBlogComment', { postId: other, content: '   ' }, 'carol')).body).toEqual({ code: 500, msg: 'content: 请输入回复内容' });
    expect((await sw('addBlogComment', { postId: other, content: 'x'.repeat(1001) }, 'carol', EN)).body.msg).toBe('content: A reply can be at most 1000 characters');
  });

  it('lists my replies and the replies I received', async () => {
    const mine = await sw('myBlogReplyList?pageNum=1&pageSize=10', {}, 'carol');
    expect(mine.body.rows[0]).toMatchObject({
      replyId: carolAnswer.replyId, postId, postType: '3', postTitle: '回复测试帖', parentId: bobReply.replyId, auditStatus: '0',
    });
    const received = await sw('myBlogRecevieList?pageNum=1&pageSize=10', {}, 'alice');
    // replies by others on alice's post (bob's, carol's), not her own
    expect(received.body.rows.map((r: Json) => r.replyId).sort()).toEqual([bobReply.replyId, carolAnswer.replyId].sort());
    expect(received.body.rows.find((r: Json) => r.replyId === bobReply.replyId)).toMatchObject({ userId: ids.bob, authorName: 'bob', avatar: '', postTitle: '回复测试帖' });
    // carol received alice's answer to her answer; bob received carol's answer
    expect((await sw('myBlogRecevieList', {}, 'carol')).body.rows.map((r: Json) => r.replyId)).toEqual([aliceAnswer.replyId]);
    expect((await sw('myBlogRecevieList', {}, 'bob')).body.rows.map((r: Json) => r.replyId)).toContain(carolAnswer.replyId);
    // filters
    expect((await sw('myBlogRecevieList', { postType: '2' }, 'alice')).body.total).toBe(0);
    expect((await sw('myBlogReplyList', { title: '回复测试' }, 'carol')).body.total).toBe(1);
    expect((await sw('myBlogReplyList', { title: '没有这个' }, 'carol')).body.total).toBe(0);
  });

  it('deleting a reply with answers leaves a placeholder; one without answers leaves the thread', async () => {
    const res = await sw(`deleteBlogComment/${bobReply.replyId}`, {}, 'bob');
    expect(res.body).toEqual({ code: 200, msg: '操作成功' });
    expect((await replyRow(bobReply.replyId)).del_flag).toBe('2');
    const threads = (await web(`listBlogReply/${postId}`)).body;
    expect(threads.rows[0]).toMatchObject({ replyId: bobReply.replyId, deleted: true, content: '', authorName: '', userId: null });
    expect(threads.rows[0].children).toHaveLength(2);
    const detail = (await web(`getBlogBlog/${postId}`)).body.data;
    expect(detail.replies.map((r: Json) => r.replyId)).not.toContain(bobReply.replyId);
    expect(detail.replyCount).toBe(3);

    const lone = await addReply('dave', postId, '孤立回复');
    expect((await web(`listBlogReply/${postId}`)).body.total).toBe(3);
    await sw(`deleteBlogComment/${lone.replyId}`, {}, 'dave');
    expect((await web(`listBlogReply/${postId}`)).body.rows.map((r: Json) => r.replyId)).not.toContain(lone.replyId);
    // a deleted reply is no longer in its writer's list nor the post author's received list
    expect((await sw('myBlogReplyList', {}, 'dave')).body.rows.map((r: Json) => r.replyId)).not.toContain(lone.replyId);
    // and cannot be answered or deleted again
    expect((await sw('addBlogComment', { postId, parentId: lone.replyId, content: 'x' }, 'erin')).body.code).toBe(404);
    expect((await sw(`deleteBlogComment/${lone.replyId}`, {}, 'dave')).body.code).toBe(404);
  });

  it('pages the threads oldest first', async () => {
    const id = await addPost('erin');
    const made: number[] = [];
    for (let i = 0; i < 12; i += 1) made.push((await addReply('dave', id, `回复 ${i}`)).replyId);
    const p1 = (await web(`listBlogReply/${id}?pageNum=1&pageSize=5`)).body;
    const p3 = (await web(`listBlogReply/${id}?pageNum=3&pageSize=5`)).body;
    expect(p1.total).toBe(12);
    expect(p1.rows.map((r: Json) => r.replyId)).toEqual(made.slice(0, 5));
    expect(p3.rows.map((r: Json) => r.replyId)).toEqual(made.slice(10));
    const mine = (await sw('myBlogReplyList?pageNum=2&pageSize=10', {}, 'dave')).body;
    expect(mine.rows.length).toBeGreaterThan(0);
    expect(mine.total).toBeGreaterThanOrEqual(12);
    expect((await web('listBlogReply/99999999')).body.code).toBe(404);
  });
});

describe('deleteBlog', () => {
  it('soft-deletes the own post: gone from lists, details, search, threads and the received replies', async () => {
    const id = await addPost('alice', { title: '将被删除的帖子 zzq' });
    const r = await addReply('bob', id, '一条回复');
    expect((await sw('myBlogRecevieList', {}, 'alice')).body.rows.map((x: Json) => x.replyId)).toContain(r.replyId);
    expect(await stationIds()).toContain(id);
    expect((await sw(`deleteBlog/${id}`, {}, 'alice')).body).toEqual({ code: 200, msg: '操作成功' });
    expect((await postRow(id)).del_flag).toBe('2');
    expect(await stationIds()).not.toContain(id);
    expect((await web(`getBlogBlog/${id}`)).body.code).toBe(404);
    expect((await post(t, `/bbs/web/getBlogBlog/${id}`, {}, { token: tokens.alice })).body.code).toBe(404);
    expect((await web(`listBlogReply/${id}`)).body.code).toBe(404);
    expect((await web('listSearch', { objType: '2', searchValue: 'zzq' })).body.total).toBe(0);
    expect((await sw('myBlogRecevieList', {}, 'alice')).body.rows.map((x: Json) => x.replyId)).not.toContain(r.replyId);
    expect((await sw('myBlogList', {}, 'alice')).body.rows.map((x: Json) => x.postId)).not.toContain(id);
    expect((await sw('addBlogComment', { postId: id, content: 'x' }, 'bob')).body.code).toBe(404);
    expect((await sw(`deleteBlog/${id}`, {}, 'alice')).body.code).toBe(404);
  });
});

describe('ownership', () => {
  it("another member's post or reply answers 403 and nothing changes; a missing one 404; no token 401", async () => {
    const id = await addPost('alice');
    const r = await addReply('alice', id, 'alice 的回复');
    for (const who of ['bob', 'school1', 'admin']) {
      expect((await sw(`deleteBlog/${id}`, {}, who)).body.code).toBe(403);
      expect((await sw(`deleteBlogComment/${r.replyId}`, {}, who)).body.code).toBe(403);
    }
    expect((await sw(`deleteBlog/${id}`, {}, 'bob', EN)).body).toEqual({ code: 403, msg: 'You can only change what you posted yourself' });
    expect((await postRow(id)).del_flag).toBe('0');
    expect((await replyRow(r.replyId)).del_flag).toBe('0');
    expect((await sw('deleteBlog/99999999', {}, 'bob')).body.code).toBe(404);
    expect((await sw('deleteBlogComment/99999999', {}, 'bob')).body.code).toBe(404);
    // an editorial (sample) post has no author account: nobody's
    const sample = await t.db.selectFrom('bbs_post').select('post_id').where('user_id', 'is', null).executeTakeFirstOrThrow();
    expect((await sw(`deleteBlog/${sample.post_id}`, {}, 'bob')).body.code).toBe(403);
  });

  it('every member call needs a session', async () => {
    for (const path of [
      'addBlog', 'deleteBlog/1', 'addBlogComment', 'deleteBlogComment/1', 'myBlogList', 'myBlogReplyList', 'myBlogRecevieList',
    ]) {
      const res = await sw(path, { postId: 1, content: 'x', postType: '3', blogType: '1', title: 't' }, null);
      expect(res.body.code, path).toBe(401);
    }
    expect(await t.db.selectFrom('bbs_post').select('post_id').where('title', '=', 't').execute()).toEqual([]);
  });

  it('my posts list only my own posts, in every state, paged and filtered', async () => {
    const erinPosts: number[] = [];
    for (let i = 0; i < 3; i += 1) erinPosts.push(await addPost('erin', { title: `erin 帖 ${i}` }));
    const story = (await sw('addBlog', { postType: '2', category: '1', title: 'erin 的故事', content: '<p>s</p>' }, 'erin')).body.data.postId;
    await t.db.updateTable('bbs_post').set({ audit_status: '2', reject_reason: '不符合规范' }).where('post_id', '=', erinPosts[0]!).execute();
    const all = (await sw('myBlogList?pageNum=1&pageSize=50', {}, 'erin')).body;
    const allIds = all.rows.map((r: Json) => r.postId);
    expect(allIds).toEqual(expect.arrayContaining([...erinPosts, story]));
    expect(all.rows.every((r: Json) => r.authorName === 'erin')).toBe(true);
    expect(all.rows.find((r: Json) => r.postId === erinPosts[0])).toMatchObject({ auditStatus: '2', rejectReason: '不符合规范' });
    const page2 = (await sw('myBlogList?pageNum=2&pageSize=2', {}, 'erin')).body;
    expect(page2.total).toBe(all.total);
    expect(page2.rows).toHaveLength(2);
    expect((await sw('myBlogList', { postType: '2' }, 'erin')).body.rows.map((r: Json) => r.postId)).toEqual([story]);
    expect((await sw('myBlogList', { title: 'erin 帖 1' }, 'erin')).body.rows.map((r: Json) => r.postId)).toEqual([erinPosts[1]]);
    // the rejected post is not public
    expect((await web(`getBlogBlog/${erinPosts[0]}`)).body.code).toBe(404);
  });
});

describe('limits and bans', () => {
  it('refuses a post flood with a clear message, per member', async () => {
    await setConfig(t, 'bbs.limit.post', '2/10');
    try {
      await addPost('dave');
      await addPost('dave');
      const third = await sw('addBlog', { postType: '3', blogType: '1', title: '第三帖', content: '<p>x</p>' }, 'dave');
      expect(third.body).toEqual({ code: 500, msg: '发帖过于频繁，请10分钟后再试' });
      const en = await sw('addBlog', { postType: '3', blogType: '1', title: '第三帖', content: '<p>x</p>' }, 'dave', EN);
      expect(en.body.msg).toBe('You are posting too often. Try again in 10 minutes.');
      expect(await t.db.selectFrom('bbs_post').select('post_id').where('title', '=', '第三帖').execute()).toEqual([]);
      // another member is not affected
      await addPost('erin');
    } finally {
      await setConfig(t, 'bbs.limit.post', '0');
    }
  });

  it('refuses a reply flood, even sent all at once', async () => {
    const id = await addPost('alice');
    await setConfig(t, 'bbs.limit.reply', '3/5');
    try {
      const results = await Promise.all(Array.from({ length: 6 }, (_, i) => sw('addBlogComment', { postId: id, content: `刷屏 ${i}` }, 'carol')));
      expect(results.filter((r) => r.body.code === 200)).toHaveLength(3);
      expect(results.filter((r) => r.body.code === 500).map((r) => r.body.msg)).toEqual(Array(3).fill('回复过于频繁，请5分钟后再试'));
      expect((await web(`listBlogReply/${id}`)).body.total).toBe(3);
    } finally {
      await setConfig(t, 'bbs.limit.reply', '0');
    }
  });

  it('a banned member cannot post or reply; a disabled account is logged out', async () => {
    const id = await addPost('alice');
    await t.db.updateTable('sys_user').set({ bbs_banned: '1' }).where('user_id', '=', ids.banned1).execute();
    const p = await sw('addBlog', { postType: '3', blogType: '1', title: 'banned', content: '<p>x</p>' }, 'banned1');
    expect(p.body).toEqual({ code: 500, msg: '您已被禁止在论坛发帖和回复，如有疑问请联系管理员' });
    const r = await sw('addBlogComment', { postId: id, content: 'x' }, 'banned1', EN);
    expect(r.body).toEqual({ code: 500, msg: 'You may not post or reply in the forum. Contact us if you think this is a mistake.' });
    // reading their own lists still works
    expect((await sw('myBlogList', {}, 'banned1')).body.code).toBe(200);
    await t.db.updateTable('sys_user').set({ bbs_banned: '0', status: '1' }).where('user_id', '=', ids.banned1).execute();
    expect((await sw('addBlog', { postType: '3', blogType: '1', title: 'disabled', content: '<p>x</p>' }, 'banned1')).body.code).toBe(401);
    expect(await t.db.selectFrom('bbs_post').select('post_id').where('user_id', '=', ids.banned1).execute()).toEqual([]);
  });
});

describe('moderation', () => {
  it('holds new posts and replies for review: visible to their author only, no notice until published', async () => {
    const open = await addPost('alice', { title: '开放的帖子' });
    await setConfig(t, 'bbs.post.moderation', 'true');
    try {
      const res = await sw('addBlog', { postType: '3', blogType: '1', title: '待审核帖子 qqm', content: '<p>x</p>' }, 'bob');
      expect(res.body).toEqual({ code: 200, msg: '发布成功，内容审核通过后将公开显示', data: { postId: expect.any(Number), auditStatus: '1' } });
      const id = res.body.data.postId;
      expect(await stationIds()).not.toContain(id);
      expect((await web(`getBlogBlog/${id}`)).body.code).toBe(404);
      expect((await post(t, `/bbs/web/getBlogBlog/${id}`, {}, { token: tokens.carol })).body.code).toBe(404);
      expect((await post(t, `/bbs/web/getBlogBlog/${open}`, {}, { token: 'not-a-token' })).body.code).toBe(200);
      // its author can open it (the detail page after posting)
      expect((await post(t, `/bbs/web/getBlogBlog/${id}`, {}, { token: tokens.bob })).body.data).toMatchObject({ postId: id, title: '待审核帖子 qqm' });
      expect((await web('listSearch', { objType: '2', searchValue: 'qqm' })).body.total).toBe(0);
      expect((await sw('myBlogList', {}, 'bob')).body.rows.find((r: Json) => r.postId === id)).toMatchObject({ auditStatus: '1', rejectReason: null });
      // nobody can reply to it meanwhile
      expect((await sw('addBlogComment', { postId: id, content: 'x' }, 'carol')).body.code).toBe(404);

      const before = (await noticesOf(ids.alice)).length;
      const reply = await sw('addBlogComment', { postId: open, content: '待审核回复' }, 'bob', EN);
      expect(reply.body).toEqual({ code: 200, msg: 'Reply posted. It will be public once a moderator approves it.', data: { replyId: expect.any(Number), auditStatus: '1' } });
      expect((await web(`listBlogReply/${open}`)).body.total).toBe(0);
      expect((await web(`getBlogBlog/${open}`)).body.data).toMatchObject({ replies: [], replyCount: 0 });
      expect((await sw('myBlogReplyList', {}, 'bob')).body.rows[0]).toMatchObject({ replyId: reply.body.data.replyId, auditStatus: '1' });
      expect((await sw('myBlogRecevieList', {}, 'alice')).body.rows.map((r: Json) => r.replyId)).not.toContain(reply.body.data.replyId);
      expect((await noticesOf(ids.alice)).length).toBe(before);

      // approved (the admin's review, issue 12): public
      await t.db.updateTable('bbs_post').set({ audit_status: '0' }).where('post_id', '=', id).execute();
      expect((await web(`getBlogBlog/${id}`)).body.code).toBe(200);
    } finally {
      await setConfig(t, 'bbs.post.moderation', 'false');
    }
    expect((await sw('addBlog', { postType: '3', blogType: '1', title: '审核关闭', content: '<p>x</p>' }, 'bob')).body.data.auditStatus).toBe('0');
  });
});

describe('public queries', () => {
  it('show only approved, present posts and count only public replies (lists, home, school detail, search)', async () => {
    const school = await t.db.selectFrom('bbs_school').select('school_id').where('status', '=', '0').orderBy('school_id').executeTakeFirstOrThrow();
    const schoolId = school.school_id;
    const make = async (title: string) => addPost('alice', { title, schoolId, cityCode: '440300' });
    const shown = await make('公开帖 vis1');
    const pending = await make('待审帖 vis1');
    const rejected = await make('驳回帖 vis1');
    const deleted = await make('删除帖 vis1');
    await t.db.updateTable('bbs_post').set({ audit_status: '1' }).where('post_id', '=', pending).execute();
    await t.db.updateTable('bbs_post').set({ audit_status: '2' }).where('post_id', '=', rejected).execute();
    await sw(`deleteBlog/${deleted}`, {}, 'alice');
    const a = await addReply('bob', shown, '公开回复');
    const b = await addReply('carol', shown, '将待审');
    await addReply('dave', shown, '将删除').then((r) => sw(`deleteBlogComment/${r.replyId}`, {}, 'dave'));
    await t.db.updateTable('bbs_post_reply').set({ audit_status: '1' }).where('reply_id', '=', b.replyId).execute();

    const hidden = [pending, rejected, deleted];
    const lists: Json[][] = [
      (await web('listBlogBlog?pageNum=1&pageSize=50', { schoolId })).body.rows,
      (await web('listHomeBlog', { cityCode: '440300' })).body.data,
      (await web('getSchoolSchool/' + schoolId, {})).body.data.posts,
      (await web('listSearch?pageNum=1&pageSize=50', { objType: '2', searchValue: 'vis1' })).body.rows.map((r: Json) => ({ postId: r.id })),
    ];
    for (const rows of lists) {
      const got = rows.map((r) => r.postId);
      expect(got).toContain(shown);
      for (const id of hidden) expect(got).not.toContain(id);
    }
    expect((await web('listBlogBlog?pageNum=1&pageSize=50', { schoolId })).body.rows.find((r: Json) => r.postId === shown).replyCount).toBe(1);
    const detail = (await web(`getBlogBlog/${shown}`)).body.data;
    expect(detail.replyCount).toBe(1);
    expect(detail.replies.map((r: Json) => r.replyId)).toEqual([a.replyId]);
    expect((await web(`listBlogReply/${shown}`)).body.rows.map((r: Json) => r.replyId)).toEqual([a.replyId]);
    for (const id of hidden) expect((await web(`getBlogBlog/${id}`)).body.code).toBe(404);
  });
});

describe('operation log', () => {
  it('records the member writes', async () => {
    const id = await addPost('carol', { title: '记录日志' });
    await sw(`deleteBlog/${id}`, {}, 'carol');
    const rows = await t.db.selectFrom('sys_oper_log').select(['title', 'business_type', 'oper_name', 'oper_url', 'status'])
      .where('oper_name', '=', 'carol').orderBy('oper_id').execute();
    expect(rows).toEqual(expect.arrayContaining([
      { title: '会员帖子', business_type: 1, oper_name: 'carol', oper_url: '/bbs/submitweb/addBlog', status: 0 },
      { title: '会员帖子', business_type: 3, oper_name: 'carol', oper_url: `/bbs/submitweb/deleteBlog/${id}`, status: 0 },
      { title: '会员回复', business_type: 1, oper_name: 'carol', oper_url: '/bbs/submitweb/addBlogComment', status: 0 },
    ]));
  });
});
