import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { MEMBER_ROLE_ID } from '../../server/src/db/seed/system';
import { invalidateBbsCache } from '../../server/src/modules/bbs/cache';
import { createPost, createReply } from '../../server/src/modules/bbs/post';
import { call, createRole, createUser, get, login, post, setConfig, type TestServer, createTestServer, forumTokens } from './helpers';

let t: TestServer;
let admin: string;
let bbsEditor: string;
let editor: string;
let outsider: string;
let listOnly: string;
let memberId: number;
let otherMemberId: number;

beforeAll(async () => {
  t = await createTestServer();
  const f = await forumTokens(t, { member: 'member1' });
  ({ admin, editor, bbsEditor, memberId } = f);
  outsider = f.noForum;
  // a staff role with only the posts page (no buttons)
  await createUser(t, { userName: 'postview', roleIds: [await createRole(t, { key: 'post_view', menuIds: [2000, 2001] })] });
  listOnly = await login(t, 'postview');
  otherMemberId = await createUser(t, { userName: 'member2', userType: '01', roleIds: [MEMBER_ROLE_ID] });
});
afterAll(async () => {
  await t?.close();
});

const put = (path: string, body: unknown, token = admin) => call(t, 'PUT', path, { token, body });
const del = (path: string, token = admin) => call(t, 'DELETE', path, { token });
const FORBIDDEN = { code: 403, msg: '没有权限，请联系管理员授权' };
const OK = { code: 200, msg: '操作成功' };

const station = (title: string, over: Record<string, unknown> = {}) => ({
  postType: '1', blogType: '1', title, content: `<p>${title}的正文</p>`, lang: 'zh', ...over,
});

async function addPost(body: Record<string, unknown>): Promise<number> {
  const res = await post(t, '/bbs/blog', body, { token: admin });
  expect(res.body).toEqual(OK);
  const row = await t.db.selectFrom('bbs_post').select('post_id').where('title', '=', body.title as string).orderBy('post_id', 'desc').executeTakeFirstOrThrow();
  return Number(row.post_id);
}

const homeBlog = async (lang = 'zh') => (await post(t, '/bbs/web/listHomeBlog', { lang })).body.data as { postId: number; title: string }[];
const publicDetail = async (id: number) => (await post(t, `/bbs/web/getBlogBlog/${id}`, {})).body;
const notices = (userId: number) =>
  t.db.selectFrom('bbs_member_notice').selectAll().where('user_id', '=', userId).orderBy('notice_id').execute();

describe('post permissions', () => {
  let id: number;
  beforeAll(async () => {
    id = await addPost(station('权限帖'));
  });
  const calls = (token: string) => ({
    list: () => get(t, '/bbs/blog/list', { token }),
    query: () => get(t, `/bbs/blog/${id}`, { token }),
    add: () => post(t, '/bbs/blog', station('越权帖'), { token }),
    edit: () => put('/bbs/blog', { postId: id, ...station('权限帖') }, token),
    audit: () => put('/bbs/blog/audit', { ids: [id], auditStatus: '0' }, token),
    commentList: () => get(t, '/bbs/comment/list', { token }),
    commentAudit: () => put('/bbs/comment/audit', { ids: [1], auditStatus: '0' }, token),
    export: () => post(t, '/bbs/blog/export', {}, { token }),
  });

  it('lets the admin, the 论坛编辑 role and the common role use every call', async () => {
    for (const token of [admin, bbsEditor, editor]) {
      const c = calls(token);
      for (const f of [c.list, c.query, c.edit, c.audit, c.commentList]) expect((await f()).body.code).toBe(200);
      expect((await c.export()).status).toBe(200);
    }
  });

  it('refuses a staff role without the forum menus every call, and a list-only role the buttons', async () => {
    for (const f of Object.values(calls(outsider))) expect((await f()).body).toEqual(FORBIDDEN);
    const c = calls(listOnly);
    expect((await c.list()).body.code).toBe(200);
    expect((await c.commentList()).body.code).toBe(200);
    for (const f of [c.query, c.add, c.edit, c.audit, c.commentAudit]) expect((await f()).body).toEqual(FORBIDDEN);
    expect(await t.db.selectFrom('bbs_post').select('post_id').where('title', '=', '越权帖').execute()).toEqual([]);
  });

  it('asks for a login', async () => {
    expect((await get(t, '/bbs/blog/list')).body.code).toBe(401);
    expect((await call(t, 'PUT', '/bbs/comment/audit', { body: { ids: [1], auditStatus: '0' } })).body.code).toBe(401);
  });
});

describe('post writes', () => {
  it('adds a station article: content sanitized, summary derived, author = the staff member, tags and pin stored', async () => {
    const id = await addPost(station('择校全攻略', {
      content: '<p onclick="x()">第一段<script>alert(1)</script><img src="/profile/upload/a.png" onerror="y()"></p><iframe src="https://evil.test"></iframe>',
      cover: '/profile/upload/cover.png', cityCode: '440300', tags: ['国际学校', ' 深圳 ', '国际学校'], pinned: '1',
    }));
    const row = (await get(t, `/bbs/blog/${id}`, { token: admin })).body.data;
    expect(row).toMatchObject({
      postId: id, postType: '1', blogType: '1', category: null, title: '择校全攻略', summary: '第一段', cover: '/profile/upload/cover.png',
      cityCode: '440300', lang: 'zh', status: '0', auditStatus: '0', pinned: '1', tags: '国际学校,深圳', createBy: 'admin',
    });
    expect(row.authorName).not.toBe('');
    // the post belongs to the staff account that wrote it, and the public page shows that author
    const adminId = (await t.db.selectFrom('sys_user').select('user_id').where('user_name', '=', 'admin').executeTakeFirstOrThrow()).user_id;
    expect(row.userId).toBe(Number(adminId));
    const detail = (await post(t, `/bbs/web/getBlogBlog/${id}`, {})).body.data;
    expect(detail).toMatchObject({ userId: Number(adminId), authorName: row.authorName });
    // another editor's edit keeps the author
    expect((await put('/bbs/blog', { ...row, tags: ['国际学校'], title: '择校全攻略（修订）' }, bbsEditor)).body.code).toBe(200);
    expect((await get(t, `/bbs/blog/${id}`, { token: admin })).body.data).toMatchObject({ userId: Number(adminId), authorName: row.authorName, title: '择校全攻略（修订）' });
    for (const bad of ['<script', 'onclick', 'onerror', '<iframe', 'alert']) expect(row.content).not.toContain(bad);
    expect(row.content).toContain('<img src="/profile/upload/a.png"');
  });

  it('adds a story with its category (no article type kept) and keeps a given summary as plain text', async () => {
    const id = await addPost({ postType: '2', category: '3', blogType: '2', title: '学校揭秘', content: '<p>正文</p>', summary: '<b>摘要</b>' });
    expect(await t.db.selectFrom('bbs_post').select(['blog_type', 'category', 'summary']).where('post_id', '=', id).executeTakeFirstOrThrow())
      .toEqual({ blog_type: null, category: '3', summary: '<b>摘要</b>' });
  });

  it('refuses bad input with the field’s message', async () => {
    const bad = async (body: Record<string, unknown>) => (await post(t, '/bbs/blog', body, { token: admin })).body;
    expect((await bad({ postType: '1', blogType: '1' })).msg).toContain('标题不能为空');
    expect((await bad({ title: '无类型' })).msg).toContain('帖子类型不能为空');
    expect((await bad(station('x'.repeat(201)))).msg).toContain('标题不能超过200个字符');
    expect((await bad(station('无分类', { blogType: null }))).msg).toBe('请选择文章分类');
    expect((await bad({ postType: '2', title: '无分类故事' })).msg).toBe('请选择故事分类');
    expect((await bad(station('坏分类', { blogType: '9' }))).msg).toBe('所选分类不存在，请先在分类管理中添加');
    expect((await bad(station('坏分类', { blogType: 'a b' }))).msg).toContain('文章分类不正确');
    expect((await bad(station('多标签', { tags: ['a', 'b', 'c', 'd', 'e', 'f'] }))).msg).toContain('标签最多5个');
    expect((await bad(station('长标签', { tags: ['x'.repeat(21)] }))).msg).toContain('每个标签不能超过20个字符');
    expect((await bad(station('坏状态', { status: '5' }))).msg).toContain('发布状态只能是0（发布）或1（下线）');
    expect((await bad(station('坏城市', { cityCode: 'XX-NOPE' }))).msg).toBe('所选城市不存在');
    expect((await bad(station('坏学校', { schoolId: 999999 }))).msg).toBe('所选学校不存在');
    expect((await bad(station('坏语言', { lang: 'fr' }))).msg).toContain('语言只能是zh或en');
  });

  it('edits a post; an edit without an author keeps the author', async () => {
    const id = await addPost(station('待改帖', { authorName: '编辑部' }));
    expect((await put('/bbs/blog', { postId: id, ...station('已改帖', { blogType: '4', tags: '政策,解读' }) })).body).toEqual(OK);
    expect((await get(t, `/bbs/blog/${id}`, { token: admin })).body.data).toMatchObject({ title: '已改帖', blogType: '4', tags: '政策,解读', authorName: '编辑部', updateBy: 'admin' });
  });

  it('deletes softly (del_flag 2): gone from the admin list and the public detail', async () => {
    const a = await addPost(station('删除甲'));
    const b = await addPost(station('删除乙'));
    expect((await publicDetail(a)).code).toBe(200);
    expect((await del(`/bbs/blog/${a},${b}`)).body).toEqual(OK);
    expect((await t.db.selectFrom('bbs_post').select('del_flag').where('post_id', 'in', [a, b]).execute()).map((r) => r.del_flag)).toEqual(['2', '2']);
    expect((await get(t, '/bbs/blog/list?title=删除', { token: admin })).body.total).toBe(0);
    expect((await get(t, `/bbs/blog/${a}`, { token: admin })).body.data).toBeUndefined();
    expect((await publicDetail(a)).code).toBe(404);
  });
});

describe('post list', () => {
  beforeAll(async () => {
    await addPost(station('筛选 Alpha', { cityCode: '440100', authorName: '张老师' }));
    await addPost({ postType: '2', category: '5', title: '筛选 Beta', content: '<p>b</p>', status: '1' });
    await createPost(t.db, { postType: '3', title: '筛选 Gamma', content: '<p>g</p>', userId: memberId, authorName: 'member1', auditStatus: '1' });
  });
  const titles = async (qs: string) => ((await get(t, `/bbs/blog/list?title=筛选&${qs}`, { token: admin })).body.rows as { title: string }[]).map((r) => r.title).sort();

  it('filters by title, type, category, city, review and publish state, author and date; rows leave the body out', async () => {
    const res = await get(t, '/bbs/blog/list?title=筛选', { token: admin });
    expect(res.body.total).toBe(3);
    expect(res.body.rows.every((r: { content: string }) => r.content === '')).toBe(true);
    expect(await titles('postType=2')).toEqual(['筛选 Beta']);
    expect(await titles('category=5')).toEqual(['筛选 Beta']);
    expect(await titles('blogType=1')).toEqual(['筛选 Alpha']);
    expect(await titles('cityCode=440100')).toEqual(['筛选 Alpha']);
    expect(await titles('auditStatus=1')).toEqual(['筛选 Gamma']);
    expect(await titles('status=1')).toEqual(['筛选 Beta']);
    expect(await titles('authorName=张')).toEqual(['筛选 Alpha']);
    expect(await titles('params[beginTime]=2000-01-01&params[endTime]=2000-01-02')).toEqual([]);
    expect(await titles('params[beginTime]=2000-01-01')).toHaveLength(3);
    expect((await get(t, '/bbs/blog/list?orderByColumn=password', { token: admin })).body.code).toBe(500);
  });

  it('exports the filtered rows as xlsx', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/prod-api/bbs/blog/export', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `title=${encodeURIComponent('筛选')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-type'])).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('帖子数据')!;
    expect(sheet.rowCount).toBe(4);
    const values = sheet.getRow(2).values as unknown[];
    expect(values).toContain('待审核');
  });
});

describe('moderation of posts', () => {
  it('approves a member’s pending post: public, the author gets a review notice linking to it', async () => {
    const id = await createPost(t.db, { postType: '3', title: '待审讨论', content: '<p>内容</p>', userId: memberId, authorName: 'member1', auditStatus: '1' });
    expect((await publicDetail(id)).code).toBe(404);
    const before = (await notices(memberId)).length;
    expect((await put('/bbs/blog/audit', { ids: [id], auditStatus: '0' }, bbsEditor)).body).toEqual(OK);
    expect((await publicDetail(id)).code).toBe(200);
    const sent = (await notices(memberId)).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ notice_type: '2', title: '你的帖子「待审讨论」已通过审核', link: `/station/detail/${id}`, read_flag: '0' });
    // approving again tells nobody twice
    expect((await put('/bbs/blog/audit', { ids: [id], auditStatus: '0' })).body).toEqual(OK);
    expect((await notices(memberId)).length).toBe(before + 1);
  });

  it('rejects with a required reason (≤ 200): hidden from the public, the reason stored and sent', async () => {
    const id = await createPost(t.db, { postType: '2', category: '1', title: '被驳回的故事', content: '<p>x</p>', userId: otherMemberId, authorName: 'member2' });
    expect((await put('/bbs/blog/audit', { ids: [id], auditStatus: '2' })).body.msg).toContain('请填写驳回原因');
    expect((await put('/bbs/blog/audit', { ids: [id], auditStatus: '2', rejectReason: '长'.repeat(201) })).body.msg).toContain('驳回原因不能超过200个字符');
    expect((await put('/bbs/blog/audit', { ids: [id], auditStatus: '1' })).body.msg).toContain('审核结果只能是0（通过）或2（驳回）');
    expect((await put('/bbs/blog/audit', { ids: [], auditStatus: '0' })).body.code).toBe(500);
    expect((await put('/bbs/blog/audit', { ids: [id], auditStatus: '2', rejectReason: '内容不实' })).body).toEqual(OK);
    expect(await t.db.selectFrom('bbs_post').select(['audit_status', 'reject_reason']).where('post_id', '=', id).executeTakeFirstOrThrow())
      .toEqual({ audit_status: '2', reject_reason: '内容不实' });
    expect((await post(t, `/bbs/web/getBlogBlogStu/${id}`, {})).body.code).toBe(404);
    const [n] = (await notices(otherMemberId)).slice(-1);
    expect(n).toMatchObject({ notice_type: '2', title: '你的帖子「被驳回的故事」未通过审核', link: `/story/detail/${id}` });
    expect(n!.content).toContain('内容不实');
    // approving later clears the reason
    expect((await put('/bbs/blog/audit', { ids: String(id), auditStatus: '0' })).body).toEqual(OK);
    expect(await t.db.selectFrom('bbs_post').select(['audit_status', 'reject_reason']).where('post_id', '=', id).executeTakeFirstOrThrow())
      .toEqual({ audit_status: '0', reject_reason: null });
  });

  it('answers "nothing to review" for unknown or deleted ids', async () => {
    expect((await put('/bbs/blog/audit', { ids: [99999999], auditStatus: '0' })).body).toEqual({ code: 500, msg: '没有可审核的数据' });
  });
});

describe('public effect', () => {
  it('shows a pinned post first on the public home list, at once (cache invalidated on write)', async () => {
    // the earlier tests pinned posts of their own: start from none pinned
    await t.db.updateTable('bbs_post').set({ pinned: '0' }).execute();
    invalidateBbsCache(t.db);
    const first = await homeBlog();
    expect(first.length).toBeGreaterThan(2);
    const last = first.at(-1)!;
    expect((await get(t, `/bbs/blog/${last.postId}`, { token: admin })).body.data.pinned).toBe('0');
    const row = (await get(t, `/bbs/blog/${last.postId}`, { token: admin })).body.data;
    expect((await put('/bbs/blog', { ...row, pinned: '1', tags: row.tags })).body).toEqual(OK);
    const after = await homeBlog();
    expect(after[0]!.postId).toBe(last.postId);
  });

  it('a new post shows on the very next home call; unpublishing removes it from lists and search and its detail is not found', async () => {
    await homeBlog();
    const id = await addPost(station('刚发布的文章', { pinned: '1' }));
    expect((await homeBlog()).map((p) => p.postId)).toContain(id);
    expect((await post(t, '/bbs/web/listSearch', { objType: 2, searchValue: '刚发布的文章' })).body.total).toBe(1);
    const row = (await get(t, `/bbs/blog/${id}`, { token: admin })).body.data;
    expect((await put('/bbs/blog', { ...row, status: '1' })).body).toEqual(OK);
    expect((await homeBlog()).map((p) => p.postId)).not.toContain(id);
    expect((await post(t, '/bbs/web/listBlogBlog?pageSize=50', {})).body.rows.map((p: { postId: number }) => p.postId)).not.toContain(id);
    expect((await post(t, '/bbs/web/listSearch', { objType: 2, searchValue: '刚发布的文章' })).body.total).toBe(0);
    expect((await publicDetail(id)).code).toBe(404);
  });
});

describe('comments', () => {
  let postId: number;
  let memberPost: number;
  beforeAll(async () => {
    postId = await addPost(station('评论所在的帖子'));
    memberPost = await createPost(t.db, { postType: '3', title: '会员的讨论', content: '<p>讨论</p>', userId: memberId, authorName: 'member1' });
  });

  it('lists with the post title and filters by post, title, content, author, review and display state', async () => {
    await createReply(t.db, { postId, content: '很有帮助的评论', userId: memberId, authorName: 'member1' });
    await createReply(t.db, { postId: memberPost, content: '另一个观点', userId: otherMemberId, authorName: 'member2', auditStatus: '1' });
    const list = async (qs: string) => ((await get(t, `/bbs/comment/list?${qs}`, { token: admin })).body.rows as { content: string; postTitle: string }[]);
    const all = await list(`postId=${postId}`);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ content: '很有帮助的评论', postTitle: '评论所在的帖子', postType: '1', authorName: 'member1', auditStatus: '0' });
    expect((await list('postTitle=会员的')).map((r) => r.content)).toEqual(['另一个观点']);
    expect((await list('content=帮助')).map((r) => r.postTitle)).toEqual(['评论所在的帖子']);
    expect((await list('authorName=member2&auditStatus=1')).map((r) => r.content)).toEqual(['另一个观点']);
    expect(await list('status=1&content=帮助')).toEqual([]);
    expect(await list('params[endTime]=2000-01-01&content=帮助')).toEqual([]);
  });

  it('hides and shows a comment (the text stays the member’s) and deletes softly; the public thread follows at once', async () => {
    const id = await createReply(t.db, { postId, content: '要隐藏的评论', userId: memberId, authorName: 'member1' });
    const thread = async () => ((await publicDetail(postId)).data.replies as { replyId: number }[]).map((r) => r.replyId);
    expect(await thread()).toContain(id);
    expect((await put('/bbs/comment', { replyId: id, status: '1', content: '篡改' })).body).toEqual(OK);
    expect(await t.db.selectFrom('bbs_post_reply').select(['status', 'content']).where('reply_id', '=', id).executeTakeFirstOrThrow())
      .toEqual({ status: '1', content: '要隐藏的评论' });
    expect(await thread()).not.toContain(id);
    expect((await put('/bbs/comment', { replyId: id, status: '9' })).body.msg).toContain('状态只能是0（正常）或1（停用）');
    expect((await put('/bbs/comment', { replyId: id, status: '0' })).body).toEqual(OK);
    expect(await thread()).toContain(id);
    expect((await post(t, '/bbs/comment', { status: '0' }, { token: admin })).body.code).not.toBe(200);
    expect((await del(`/bbs/comment/${id}`)).body).toEqual(OK);
    expect((await t.db.selectFrom('bbs_post_reply').select('del_flag').where('reply_id', '=', id).executeTakeFirstOrThrow()).del_flag).toBe('2');
    expect(await thread()).not.toContain(id);
  });

  it('approving a pending reply publishes it and sends the reply notice to the post’s author; rejecting tells the writer why', async () => {
    const pending = await createReply(t.db, { postId: memberPost, content: '等待审核的回复', userId: otherMemberId, authorName: 'member2', auditStatus: '1' });
    const before = (await notices(memberId)).length;
    expect((await put('/bbs/comment/audit', { ids: [pending], auditStatus: '0' }, bbsEditor)).body).toEqual(OK);
    const sent = (await notices(memberId)).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ notice_type: '1', title: 'member2 回复了你的帖子「会员的讨论」', link: `/station/detail/${memberPost}` });
    expect(((await publicDetail(memberPost)).data.replies as { replyId: number }[]).map((r) => r.replyId)).toContain(pending);

    const other = await createReply(t.db, { postId: memberPost, content: '广告', userId: otherMemberId, authorName: 'member2', auditStatus: '1' });
    expect((await put('/bbs/comment/audit', { ids: [other], auditStatus: '2' })).body.msg).toContain('请填写驳回原因');
    expect((await put('/bbs/comment/audit', { ids: [other], auditStatus: '2', rejectReason: '广告内容' })).body).toEqual(OK);
    const [n] = (await notices(otherMemberId)).slice(-1);
    expect(n).toMatchObject({ notice_type: '2', title: '你在「会员的讨论」的评论未通过审核', link: `/station/detail/${memberPost}` });
    expect(n!.content).toContain('广告内容');
    expect((await notices(memberId)).length).toBe(before + 1);
  });

  it('refuses the comment review to a role without bbs:comment:audit', async () => {
    expect((await put('/bbs/comment/audit', { ids: [1], auditStatus: '0' }, listOnly)).body).toEqual(FORBIDDEN);
    expect((await put('/bbs/comment', { replyId: 1, status: '1' }, outsider)).body).toEqual(FORBIDDEN);
  });
});

describe('the moderation switch for the review pages', () => {
  it('the posts and comments pages may read bbs.post.moderation; other staff may not', async () => {
    const read = (token: string) => get(t, '/system/config/configKey/bbs.post.moderation', { token });
    await setConfig(t, 'bbs.post.moderation', 'false');
    for (const token of [bbsEditor, listOnly]) expect((await read(token)).body).toMatchObject({ code: 200, data: 'false' });
    await setConfig(t, 'bbs.post.moderation', 'true');
    expect((await read(bbsEditor)).body.data).toBe('true');
    expect((await read(outsider)).body.code).toBe(403);
    expect((await get(t, '/system/config/configKey/bbs.post.moderation')).body.code).toBe(401);
  });
});
