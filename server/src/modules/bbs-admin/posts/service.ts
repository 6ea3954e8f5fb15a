import { blogEntity, commentEntity, type ModerationBody, moderationBodySchema } from '../../../../../src/shared/contract/entities/index';
import { msg } from '../../../../../src/shared/contract/kit/messages';
import { AUDIT_STATUS, MEMBER_NOTICE_TYPE, POST_TYPE } from '../../../../../src/shared/contract/index';
import type { Kysely } from 'kysely';
import type { Db } from '../../../db/index';
import { ServiceError } from '../../../lib/result';
import { plainText, sanitizeRichText, summarize } from '../../../lib/sanitize';
import { nowText } from '../../../lib/time';
import { invalidateBbsCache } from '../../bbs/cache';
import { num } from '../../bbs/query';
import { likeFilter } from '../../common/list-query';
import { crudService, type DbRow } from '../../kit/crud';
import { notifyMember } from '../../member/notify';
import { typeSaved, typeScopeOf } from '../media/type';
import { postDetailPath } from '../../member/posts';
import { notifyReply } from '../../member/replies';

/** Rows are never deleted here: a delete sets del_flag '2' (as a member's own delete), which the public pages leave out. */
const SOFT_DELETE = { column: 'del_flag', live: '0', deleted: '2' } as const;
const nullableNum = (v: unknown) => (v === null || v === undefined ? null : num(v));
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export const POSTS_MSG = {
  blogTypeRequired: '请选择文章分类',
  categoryRequired: '请选择故事分类',
  schoolMissing: '所选学校不存在',
  cityMissing: '所选城市不存在',
  typeMissing: msg('所选分类不存在，请先在分类管理中添加', 'The chosen category does not exist; add it under Categories first'),
} as const;

/** 帖子管理 on the kit: bbs_post with every post type; rich text sanitized, the summary derived when empty. */
export const blogService = crudService(blogEntity, {
  table: 'bbs_post',
  softDelete: SOFT_DELETE,
  hooks: {
    toRow: (r) => ({
      postId: num(r.post_id),
      postType: text(r.post_type),
      blogType: (r.blog_type as string | null) ?? null,
      category: (r.category as string | null) ?? null,
      title: text(r.title),
      summary: text(r.summary),
      content: (r.content as string | null) ?? null,
      cover: text(r.cover),
      userId: nullableNum(r.user_id),
      authorName: text(r.author_name),
      cityCode: (r.city_code as string | null) ?? null,
      schoolId: nullableNum(r.school_id),
      lang: text(r.lang),
      views: num(r.views),
      status: text(r.status),
      auditStatus: text(r.audit_status),
      rejectReason: (r.reject_reason as string | null) ?? null,
      pinned: text(r.pinned),
      tags: text(r.tags),
      createBy: text(r.create_by),
      createTime: (r.create_time as string | null) ?? null,
      updateBy: text(r.update_by),
      updateTime: (r.update_time as string | null) ?? null,
    }),
    async validate({ db, request }, input, mode) {
      if (input.postType === POST_TYPE.ARTICLE && !input.blogType) throw new ServiceError(POSTS_MSG.blogTypeRequired);
      if (input.postType === POST_TYPE.STORY && !input.category) throw new ServiceError(POSTS_MSG.categoryRequired);
      // a saved type of the scope (分类管理); a disabled one is kept on the posts that have it
      const typeCode = input.postType === POST_TYPE.STORY ? input.category : input.blogType;
      if (typeCode && !(await typeSaved(db, typeScopeOf(input.postType), typeCode, false))) throw new ServiceError(POSTS_MSG.typeMissing);
      if (input.schoolId && !(await db.selectFrom('bbs_school').select('school_id').where('school_id', '=', input.schoolId).executeTakeFirst())) {
        throw new ServiceError(POSTS_MSG.schoolMissing);
      }
      if (input.cityCode && !(await db.selectFrom('bbs_city').select('city_id').where('value', '=', input.cityCode).executeTakeFirst())) {
        throw new ServiceError(POSTS_MSG.cityMissing);
      }
      // the author shown: as given, else (a new post) the staff member's nick name; an edit without one keeps it
      const author = input.authorName ? plainText(input.authorName) : mode === 'add' ? (request?.loginUser?.nickName ?? '') : null;
      // a new post belongs to the staff account that wrote it (user_id = that sys_user; the public page shows its avatar);
      // an edit keeps the author
      const owner = mode === 'add' && request?.loginUser ? { user_id: request.loginUser.userId } : {};
      return author === null ? owner : { ...owner, author_name: author.slice(0, 64) };
    },
    columns: (input) => {
      const content = sanitizeRichText(input.content ?? '');
      return {
        post_type: input.postType,
        blog_type: input.postType === POST_TYPE.STORY ? null : input.blogType,
        category: input.postType === POST_TYPE.STORY ? input.category : null,
        title: plainText(input.title),
        content,
        summary: (input.summary ? plainText(input.summary) : summarize(content, 120)).slice(0, 500),
        cover: input.cover ?? '',
        city_code: input.cityCode,
        school_id: input.schoolId,
        lang: input.lang,
        status: input.status,
        pinned: input.pinned,
        tags: input.tags,
      };
    },
    afterWrite: (db) => invalidateBbsCache(db),
  },
});

/** 评论管理 on the kit: bbs_post_reply; an edit only hides or shows; list rows carry their post's title. */
export const commentService = crudService(commentEntity, {
  table: 'bbs_post_reply',
  softDelete: SOFT_DELETE,
  hooks: {
    toRow: (r) => ({
      replyId: num(r.reply_id),
      postId: num(r.post_id),
      postTitle: '',
      postType: '',
      parentId: nullableNum(r.parent_id),
      userId: nullableNum(r.user_id),
      authorName: text(r.author_name),
      content: (r.content as string | null) ?? null,
      status: text(r.status),
      auditStatus: text(r.audit_status),
      rejectReason: (r.reject_reason as string | null) ?? null,
      createBy: text(r.create_by),
      createTime: (r.create_time as string | null) ?? null,
      updateBy: text(r.update_by),
      updateTime: (r.update_time as string | null) ?? null,
    }),
    filter: (q, f) =>
      f.postTitle
        ? q.where('post_id', 'in', (eb: { selectFrom(t: string): { select(c: string): { where(e: unknown): unknown } } }) =>
          eb.selectFrom('bbs_post').select('post_id').where(likeFilter('title', String(f.postTitle))))
        : q,
    async enrich(db, rows) {
      const posts = await db
        .selectFrom('bbs_post')
        .select(['post_id', 'title', 'post_type'])
        .where('post_id', 'in', [...new Set(rows.map((r) => r.postId))])
        .execute();
      const byId = new Map(posts.map((p) => [num(p.post_id), p]));
      return rows.map((r) => ({ ...r, postTitle: byId.get(r.postId)?.title ?? '', postType: byId.get(r.postId)?.post_type ?? '' }));
    },
    columns: (input) => ({ status: input.status }),
    afterWrite: (db) => invalidateBbsCache(db),
  },
});

export const MODERATION_MSG = { noneFound: '没有可审核的数据' } as const;

interface Moderated {
  id: number;
  userId: number | null;
  postId: number;
  before: string;
}

/**
 * Sets the review result of the live rows among `ids` (approve '0' clears the reason; reject '2' keeps it) and
 * resolves the rows whose result changed (the ones whose authors hear about it).
 */
async function moderate(
  db: Db, table: 'bbs_post' | 'bbs_post_reply', idColumn: 'post_id' | 'reply_id', body: ModerationBody, by: string,
): Promise<{ changed: Moderated[]; auditStatus: string; reason: string | null }> {
  const { ids, auditStatus, rejectReason } = moderationBodySchema.parse(body);
  const reason = auditStatus === AUDIT_STATUS.REJECTED ? plainText(rejectReason ?? '') : null;
  // the two tables share these columns; the table is named by the caller (trusted code)
  const loose = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const changed = await loose.transaction().execute(async (trx) => {
    const rows = (await trx
      .selectFrom(table)
      .select([`${idColumn} as id`, 'user_id', 'post_id', 'audit_status'])
      .where(idColumn, 'in', ids)
      .where('del_flag', '=', SOFT_DELETE.live)
      .execute()) as DbRow[];
    if (rows.length === 0) throw new ServiceError(MODERATION_MSG.noneFound);
    await trx
      .updateTable(table)
      .set({ audit_status: auditStatus, reject_reason: reason, update_by: by, update_time: nowText() })
      .where(idColumn, 'in', rows.map((r) => num(r.id)))
      .execute();
    return rows
      .filter((r) => r.audit_status !== auditStatus || auditStatus === AUDIT_STATUS.REJECTED)
      .map((r) => ({ id: num(r.id), userId: nullableNum(r.user_id), postId: num(r.post_id), before: text(r.audit_status) }));
  });
  invalidateBbsCache(db);
  return { changed, auditStatus, reason };
}

/**
 * 帖子审核: approve or reject posts; each member author gets a review notice (zh) linking to the post, with the
 * reason when rejected. A post approved again tells nobody twice.
 */
export async function auditPosts(db: Db, body: ModerationBody, by: string): Promise<number> {
  const { changed, auditStatus, reason } = await moderate(db, 'bbs_post', 'post_id', body, by);
  const posts = await titles(db, changed.map((c) => c.postId));
  for (const c of changed) {
    const p = posts.get(c.postId);
    if (c.userId === null || !p) continue;
    const approved = auditStatus === AUDIT_STATUS.APPROVED;
    await notifyMember(db, {
      userId: c.userId,
      type: MEMBER_NOTICE_TYPE.AUDIT,
      title: approved ? `你的帖子「${p.title}」已通过审核` : `你的帖子「${p.title}」未通过审核`,
      content: approved ? '帖子已公开显示。' : `驳回原因：${reason}`,
      link: postDetailPath(p.postType, c.postId),
    });
  }
  return changed.length;
}

/**
 * 评论审核: approve or reject replies. An approved reply sends the reply notices it held back (`notifyReply`: the
 * post's author, the answered reply's author); a rejected one tells its author why.
 */
export async function auditComments(db: Db, body: ModerationBody, by: string): Promise<number> {
  const { changed, auditStatus, reason } = await moderate(db, 'bbs_post_reply', 'reply_id', body, by);
  const posts = await titles(db, changed.map((c) => c.postId));
  for (const c of changed) {
    if (auditStatus === AUDIT_STATUS.APPROVED) {
      await notifyReply(db, c.id);
      continue;
    }
    const p = posts.get(c.postId);
    if (c.userId === null || !p) continue;
    await notifyMember(db, {
      userId: c.userId,
      type: MEMBER_NOTICE_TYPE.AUDIT,
      title: `你在「${p.title}」的评论未通过审核`,
      content: `驳回原因：${reason}`,
      link: postDetailPath(p.postType, c.postId),
    });
  }
  return changed.length;
}

async function titles(db: Db, postIds: number[]): Promise<Map<number, { title: string; postType: string }>> {
  if (postIds.length === 0) return new Map();
  const rows = await db.selectFrom('bbs_post').select(['post_id', 'title', 'post_type']).where('post_id', 'in', [...new Set(postIds)]).execute();
  return new Map(rows.map((r) => [num(r.post_id), { title: r.title, postType: r.post_type }]));
}
