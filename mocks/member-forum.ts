/**
 * MSW handlers for the member's forum calls (issue 11; shapes in @shared/contract member.ts), answering like the
 * server should: POST /bbs/submitweb/{addBlog, deleteBlog/:id, addBlogComment, deleteBlogComment/:id} need the member
 * token (`MEMBER_TOKEN`, user 100; any other Bearer token is user 1; none → {code: 401}), bodies are parsed with the
 * contract's zod schemas, ownership is checked (403), reply text is answered as escaped HTML with <br> (textToHtml),
 * an answer to an answer is filed under its top-level reply with replyToName, and anonymous
 * POST /bbs/web/listBlogReply/:postId pages the top-level replies oldest first with their answers. New posts join `mockPosts` (so their detail pages open) and
 * replies change the post's replyCount. `mockForum.moderation = true` makes new posts and replies wait for review.
 *
 * Register with `server.use(...memberForumHandlers)` and call `resetMemberForumMocks()` before each test.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  addBlogBodySchema,
  addCommentBodySchema,
  idParamSchema,
  type AuditStatus,
  type PostDetail,
  type ThreadReply,
} from '@shared/contract';
import { handle, jsonBody, mockPosts, pageOf, paged } from './bbs';
import { MEMBER_TOKEN } from './handlers';

const member = (path: string) => `*/prod-api/bbs/submitweb${path}`;
const web = (path: string) => `*/prod-api/bbs/web${path}`;
const T = '2026-02-01 09:00:00';

const ok = (extra: object, msg = '操作成功') => HttpResponse.json({ code: 200, msg, ...extra });
const fail = (code: number, msg: string) => HttpResponse.json({ code, msg });

export const MEMBER_USER_ID = 100;
export const OTHER_USER_ID = 101;

/** A stored reply: the thread row plus what the list needs. */
export interface MockReply extends ThreadReply {
  auditStatus: AuditStatus;
}

export const mockForum = {
  moderation: false,
  replies: [] as MockReply[],
  nextPostId: 1000,
  nextReplyId: 1000,
};

export const mockReply = (o: Partial<MockReply> & Pick<MockReply, 'replyId' | 'postId' | 'content'>): MockReply => ({
  parentId: null,
  authorName: o.userId === MEMBER_USER_ID ? '小明' : '家长B',
  userId: OTHER_USER_ID,
  avatar: '',
  replyToName: null,
  deleted: false,
  auditStatus: '0',
  createTime: `${T.slice(0, 17)}${String(o.replyId % 60).padStart(2, '0')}`,
  ...o,
});

/** A post written by the member (user 100) or another member, added to mockPosts. */
export function mockMemberPost(o: Partial<PostDetail> & Pick<PostDetail, 'postId' | 'postType' | 'title'>): PostDetail {
  const p: PostDetail = {
    blogType: o.postType === '2' ? null : '1',
    category: o.postType === '2' ? '1' : null,
    summary: o.title,
    cover: '',
    authorName: '小明',
    userId: MEMBER_USER_ID,
    avatar: '',
    cityCode: null,
    schoolId: null,
    schoolName: null,
    lang: 'zh',
    views: 1,
    replyCount: 0,
    isSample: false,
    createTime: T,
    pinned: false,
    tags: [],
    content: `<p>${o.title}</p>`,
    replies: [],
    ...o,
  };
  mockPosts.push(p);
  return p;
}

const originalPosts = mockPosts.map((p) => ({ ...p }));

/** The bbs fixtures' replies (HTML there) as the thread's plain-text rows. */
const seededReplies = (): MockReply[] =>
  originalPosts.flatMap((p) =>
    p.replies.map((r) => mockReply({ ...r, userId: null })),
  );

export function resetMemberForumMocks(): void {
  mockPosts.splice(0, mockPosts.length, ...originalPosts.map((p) => ({ ...p })));
  mockForum.moderation = false;
  mockForum.replies = seededReplies();
  mockForum.nextPostId = 1000;
  mockForum.nextReplyId = 1000;
}
resetMemberForumMocks();

export function callerOf(request: Request): number | null {
  const h = request.headers.get('Authorization');
  if (!h?.startsWith('Bearer ')) return null;
  return h.slice(7) === MEMBER_TOKEN ? MEMBER_USER_ID : 1;
}

const unauthorized = () => fail(401, '登录状态已过期，请重新登录');
const status = (): AuditStatus => (mockForum.moderation ? '1' : '0');
const countOf = (postId: number) => mockForum.replies.filter((r) => r.postId === postId && !r.deleted && r.auditStatus === '0').length;
const touch = (postId: number) => {
  const p = mockPosts.find((x) => x.postId === postId);
  if (p) p.replyCount = countOf(postId);
};

/** A member's plain text as the server stores and answers it (server/src/lib/sanitize.ts textToHtml). */
const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const textToHtml = (text: string) =>
  text.replace(/\r\n?/g, '\n').replace(/[&<>"']/g, (c) => ESC[c]!).replace(/ {2}/g, ' &nbsp;').replace(/\n/g, '<br>');

/** Approved replies, with deleted ones kept only while they have answers. */
const visible = (postId: number) =>
  mockForum.replies.filter(
    (r) => r.postId === postId && r.auditStatus === '0' && (!r.deleted || mockForum.replies.some((c) => c.parentId === r.replyId && !c.deleted)),
  );

const publicRow = ({ auditStatus: _a, ...r }: MockReply): ThreadReply => (r.deleted ? { ...r, content: '' } : r);

export const memberForumHandlers: HttpHandler[] = [
  http.post(member('/addBlog'), handle(async (request) => {
    const userId = callerOf(request);
    if (userId === null) return unauthorized();
    const b = addBlogBodySchema.parse(await jsonBody(request));
    const postId = mockForum.nextPostId++;
    const auditStatus = status();
    mockMemberPost({
      postId,
      postType: b.postType,
      blogType: b.postType === '3' ? (b.blogType ?? null) : null,
      category: b.postType === '2' ? (b.category ?? null) : null,
      cityCode: b.cityCode ?? null,
      title: b.title,
      content: b.content,
      lang: b.lang,
      userId,
    });
    return ok({ data: { postId, auditStatus } }, auditStatus === '1' ? '发布成功，等待审核' : '发布成功');
  })),

  http.post(member('/deleteBlog/:id'), handle((request, params) => {
    const userId = callerOf(request);
    if (userId === null) return unauthorized();
    const { id } = idParamSchema.parse(params);
    const i = mockPosts.findIndex((p) => p.postId === id);
    if (i < 0) return fail(404, '帖子不存在');
    if (mockPosts[i]!.userId !== userId) return fail(403, '只能删除自己的帖子');
    mockPosts.splice(i, 1);
    return ok({}, '删除成功');
  })),

  http.post(member('/addBlogComment'), handle(async (request) => {
    const userId = callerOf(request);
    if (userId === null) return unauthorized();
    const b = addCommentBodySchema.parse(await jsonBody(request));
    if (!mockPosts.some((p) => p.postId === b.postId)) return fail(404, '帖子不存在');
    const parent = b.parentId ? mockForum.replies.find((r) => r.replyId === b.parentId && r.postId === b.postId) : undefined;
    if (b.parentId && !parent) return fail(404, '回复不存在');
    // as the server: an answer to an answer goes under the same top-level reply and names whom it answers
    const r = mockReply({
      replyId: mockForum.nextReplyId++,
      postId: b.postId,
      parentId: parent ? (parent.parentId ?? parent.replyId) : null,
      userId,
      content: textToHtml(b.content),
      replyToName: parent && parent.parentId !== null ? parent.authorName : null,
      auditStatus: status(),
    });
    mockForum.replies.push(r);
    touch(b.postId);
    return r.auditStatus === '1' ? ok({ data: { replyId: r.replyId, auditStatus: '1' } }, '回复成功，等待审核') : ok({ data: r }, '回复成功');
  })),

  http.post(member('/deleteBlogComment/:id'), handle((request, params) => {
    const userId = callerOf(request);
    if (userId === null) return unauthorized();
    const { id } = idParamSchema.parse(params);
    const r = mockForum.replies.find((x) => x.replyId === id && !x.deleted);
    if (!r) return fail(404, '回复不存在');
    if (r.userId !== userId) return fail(403, '只能删除自己的回复');
    r.deleted = true;
    touch(r.postId);
    return ok({}, '删除成功');
  })),

  http.post(web('/listBlogReply/:postId'), handle((request, params) => {
    const { id } = idParamSchema.parse({ id: params.postId });
    const rows = visible(id);
    const threads = rows
      .filter((r) => r.parentId === null)
      .map((top) => ({ ...publicRow(top), children: rows.filter((r) => r.parentId === top.replyId).map(publicRow) }));
    return paged(threads, pageOf(request));
  })),
];
