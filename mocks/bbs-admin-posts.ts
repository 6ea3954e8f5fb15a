/**
 * MSW handlers for 帖子管理 and 评论管理 (issue 12): the kit's CRUD mocks of `blogEntity` and `commentEntity` and
 * the reviews `PUT /bbs/blog/audit` and `PUT /bbs/comment/audit` (body parsed with `moderationBodySchema`, the rows'
 * auditStatus and rejectReason set). `bbsAdminPostsMock()` gives a fresh state per test; the shared server holds one
 * instance (`bbsAdminPostsHandlers`).
 */
import { http, type HttpHandler } from 'msw';
import { blogEntity, commentEntity, type ModerationBody, moderationBodySchema } from '@shared/contract/entities';
import type { RowOf } from '@shared/contract/kit';
import { crudMock } from './crud';
import { api, fail, ok } from './handlers';

type Blog = RowOf<typeof blogEntity>;
type Comment = RowOf<typeof commentEntity>;

const audit = { createBy: 'admin', updateBy: '', updateTime: null };
const post = (p: Partial<Blog> & Pick<Blog, 'postId' | 'title'>): Blog => ({
  postType: '1', blogType: '1', category: null, summary: '', content: '', cover: '', userId: null, authorName: '编辑部', cityCode: null,
  schoolId: null, lang: 'zh', views: 0, status: '0', auditStatus: '0', rejectReason: null, pinned: '0', tags: '', createTime: '2026-01-10 09:00:00',
  ...audit, ...p,
});
const reply = (r: Partial<Comment> & Pick<Comment, 'replyId' | 'content'>): Comment => ({
  postId: 1, postTitle: '深圳国际学校择校指南', postType: '1', parentId: null, userId: 100, authorName: 'member1', status: '0', auditStatus: '0',
  rejectReason: null, createTime: '2026-01-12 10:00:00', ...audit, ...r,
});

export const mockBlogs: Blog[] = [
  post({ postId: 1, title: '深圳国际学校择校指南', content: '<p>择校要看三点</p>', cityCode: '440300', pinned: '1', tags: '择校,深圳', views: 120 }),
  post({ postId: 2, postType: '2', blogType: null, category: '1', title: '某校收费爆料', userId: 100, authorName: 'member1', auditStatus: '1', createTime: '2026-01-11 09:00:00' }),
  post({ postId: 3, postType: '3', blogType: null, title: '大家怎么看 IB 课程', userId: 101, authorName: 'member2', status: '1', auditStatus: '2', rejectReason: '广告', createTime: '2026-01-12 09:00:00' }),
];

export const mockComments: Comment[] = [
  reply({ replyId: 1, content: '很有帮助，谢谢！' }),
  reply({ replyId: 2, content: '收费确实&lt;很高&gt;<br />不过值得', auditStatus: '1', authorName: 'member2', userId: 101 }),
  reply({ replyId: 3, postId: 3, postTitle: '大家怎么看 IB 课程', postType: '3', parentId: 1, content: '同意', status: '1' }),
];

function auditHandler(path: string, rows: () => { auditStatus: string; rejectReason: string | null }[], idOf: (r: never) => number, seen: ModerationBody[]): HttpHandler {
  return http.put(api(path), async ({ request }) => {
    const parsed = moderationBodySchema.safeParse(await request.json());
    if (!parsed.success) return fail(500, parsed.error.issues[0]?.message ?? '参数校验失败');
    const { ids, auditStatus, rejectReason } = parsed.data;
    seen.push(parsed.data as ModerationBody);
    const targets = rows().filter((r) => ids.includes(idOf(r as never)));
    if (!targets.length) return fail(500, '没有可审核的数据');
    for (const r of targets) Object.assign(r, { auditStatus, rejectReason: auditStatus === '2' ? (rejectReason ?? null) : null });
    return ok();
  });
}

/** `moderation`: the config row bbs.post.moderation the review pages read ('true' by default). */
export function bbsAdminPostsMock(blogs: readonly Blog[] = mockBlogs, comments: readonly Comment[] = mockComments, moderation = 'true') {
  const blogMock = crudMock(blogEntity, blogs);
  const commentMock = crudMock(commentEntity, comments);
  const audits = { blog: [] as ModerationBody[], comment: [] as ModerationBody[] };
  const handlers: HttpHandler[] = [
    http.get(api('/system/config/configKey/bbs.post.moderation'), () => ok({ msg: moderation, data: moderation })),
    auditHandler('/bbs/blog/audit', blogMock.rows, (r: Blog) => r.postId, audits.blog),
    auditHandler('/bbs/comment/audit', commentMock.rows, (r: Comment) => r.replyId, audits.comment),
    ...blogMock.handlers,
    ...commentMock.handlers,
  ];
  return { blogs: blogMock, comments: commentMock, audits, handlers };
}

export const bbsAdminPostsHandlers: HttpHandler[] = bbsAdminPostsMock().handlers;
