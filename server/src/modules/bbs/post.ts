import { sql } from 'kysely';
import {
  type AuditStatus,
  BBS_DETAIL_REPLY_LIMIT,
  BBS_HOME_LIMITS,
  type ContentLang,
  POST_TYPE,
  type MyPostRow,
  type PostDetail,
  type PostRow,
  type ReplyRow,
} from '../../../../src/shared/contract/index';
import type { Db } from '../../db/index';
import { plainText, sanitizeRichText, summarize } from '../../lib/sanitize';
import { ServiceError } from '../../lib/result';
import { nowText } from '../../lib/time';
import { invalidateBbsCache } from './cache';
import { APPROVED, cityFirst, containsAny, hasTag, inCity, isPublic, num, offsetOf, type Page, pageOf, type Paging, pick, PRESENT, SHOWN, splitList } from './query';

/** Posts: station articles ('1'), stories ('2') and discussions ('3'), one row per language. */
export interface PostFilter {
  postTypes: readonly string[];
  /** absent: any language (detail by id) */
  lang?: ContentLang;
  blogType?: string;
  category?: string;
  /** posts carrying this tag (one name of the stored comma list) */
  tag?: string;
  cityCode?: string;
  schoolId?: number;
  /** posts linked to any of these schools (an empty list matches none) */
  schoolIds?: readonly number[];
  search?: string;
  /** the title contains (the member's own lists) */
  title?: string;
  postId?: number;
  /**
   * one author's present posts in every review state (the member's own list); absent: what the public sees
   * (shown, approved, not deleted)
   */
  ownerId?: number;
}

export interface NewPost {
  postType: '1' | '2' | '3';
  title: string;
  /** rich text (HTML); sanitized before it is stored */
  content: string;
  /** plain text; derived from the content when absent */
  summary?: string;
  blogType?: string | null;
  category?: string | null;
  cover?: string;
  userId?: number | null;
  authorName?: string;
  cityCode?: string | null;
  schoolId?: number | null;
  /** comma list of tag names */
  tags?: string;
  lang?: ContentLang;
  status?: '0' | '1';
  /** AUDIT_STATUS (default approved) */
  auditStatus?: AuditStatus;
  createBy?: string;
  createTime?: string;
}

/** The posts matching the filter (one base query, used for the count and for the page). */
function postBase(db: Db, f: PostFilter) {
  return db
    .selectFrom('bbs_post as p')
    .$if(f.ownerId === undefined, (q) => q.where(isPublic('p')))
    .$if(f.ownerId !== undefined, (q) => q.where('p.user_id', '=', f.ownerId!).where('p.del_flag', '=', PRESENT))
    .where('p.post_type', 'in', f.postTypes)
    .$if(!!f.lang, (q) => q.where('p.lang', '=', f.lang!))
    .$if(!!f.postId, (q) => q.where('p.post_id', '=', f.postId!))
    .$if(!!f.blogType, (q) => q.where('p.blog_type', '=', f.blogType!))
    .$if(!!f.category, (q) => q.where('p.category', '=', f.category!))
    .$if(!!f.tag, (q) => q.where(hasTag('p.tags', f.tag!)))
    .$if(!!f.schoolId, (q) => q.where('p.school_id', '=', f.schoolId!))
    .$if(!!f.schoolIds, (q) => (f.schoolIds!.length ? q.where('p.school_id', 'in', f.schoolIds!) : q.where(sql<boolean>`1 = 0`)))
    .$if(!!f.cityCode, (q) => q.where(inCity('p.city_code', f.cityCode!)))
    .$if(!!f.search, (q) => q.where(containsAny(['p.title', 'p.summary'], f.search!)))
    .$if(!!f.title, (q) => q.where(containsAny(['p.title'], f.title!)));
}

/** Rows of the filter, pinned first (public lists), newest first (the city's own first), with the school's name and the public replies' count. */
export async function postRows(db: Db, f: PostFilter, limit: number, offset = 0): Promise<PostRow[]> {
  return (await postRowsWithState(db, f, limit, offset)).map(({ auditStatus: _a, rejectReason: _r, ...row }) => row);
}

async function postRowsWithState(db: Db, f: PostFilter, limit: number, offset: number): Promise<MyPostRow[]> {
  const rows = await postBase(db, f)
    .leftJoin('bbs_school as s', 's.school_id', 'p.school_id')
    .select([
      'p.post_id', 'p.post_type', 'p.blog_type', 'p.category', 'p.title', 'p.summary', 'p.cover', 'p.author_name',
      'p.city_code', 'p.school_id', 'p.lang', 'p.views', 'p.is_sample', 'p.create_time', 's.school_name', 's.school_name_en',
      'p.audit_status', 'p.reject_reason', 'p.pinned', 'p.tags',
    ])
    .select((eb) =>
      eb
        .selectFrom('bbs_post_reply as r')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('r.post_id', '=', 'p.post_id')
        .where(isPublic('r'))
        .as('reply_count'),
    )
    // the public lists show pinned posts first (migration 0011; the member's own list keeps its date order)
    .$if(f.ownerId === undefined, (q) => q.orderBy('p.pinned', 'desc'))
    .$if(!!f.cityCode, (q) => q.orderBy(cityFirst('p.city_code', f.cityCode!)))
    .orderBy('p.create_time', 'desc')
    .orderBy('p.post_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => ({
    postId: num(r.post_id),
    postType: r.post_type as PostRow['postType'],
    blogType: r.blog_type,
    category: r.category,
    title: r.title,
    summary: r.summary,
    cover: r.cover,
    authorName: r.author_name,
    cityCode: r.city_code,
    schoolId: r.school_id === null ? null : num(r.school_id),
    schoolName: r.school_name === null ? null : pick(r.lang as ContentLang, r.school_name, r.school_name_en),
    lang: r.lang as ContentLang,
    views: num(r.views),
    replyCount: num(r.reply_count),
    isSample: num(r.is_sample) === 1,
    createTime: r.create_time ?? '',
    pinned: r.pinned === '1',
    tags: splitList(r.tags),
    auditStatus: r.audit_status as AuditStatus,
    rejectReason: r.reject_reason,
  }));
}

export async function listPosts(db: Db, f: PostFilter, page: Paging): Promise<Page<PostRow>> {
  return pageOf(
    postBase(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    postRows(db, f, page.pageSize, offsetOf(page)),
  );
}

/** One member's present posts in every review state (member centre, myBlogList), newest first. */
export async function listOwnPosts(
  db: Db, ownerId: number, f: { postTypes: readonly string[]; title?: string }, page: Paging,
): Promise<Page<MyPostRow>> {
  const filter: PostFilter = { ...f, ownerId };
  return pageOf(
    postBase(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    postRowsWithState(db, filter, page.pageSize, offsetOf(page)),
  );
}

export async function homePosts(db: Db, f: PostFilter): Promise<PostRow[]> {
  return postRows(db, f, BBS_HOME_LIMITS.blog);
}

/**
 * A public post of one of the types, with its public replies; counts the view. Its author (`viewerId`) also gets
 * it while it waits for review or was rejected. 404 when missing, hidden or deleted.
 */
export async function getPost(db: Db, id: number, postTypes: readonly string[], viewerId?: number): Promise<PostDetail> {
  const [row] = (await postRows(db, { postTypes, postId: id }, 1)).concat(
    viewerId ? await postRows(db, { postTypes, postId: id, ownerId: viewerId }, 1) : [],
  );
  if (!row) throw new ServiceError(postTypes.includes(POST_TYPE.STORY) ? '故事不存在或已下线' : '文章不存在或已下线', 404);
  const [content, replies] = await Promise.all([
    db
      .selectFrom('bbs_post as p')
      .leftJoin('sys_user as u', 'u.user_id', 'p.user_id')
      .select(['p.content', 'p.user_id', 'u.avatar'])
      .where('p.post_id', '=', id)
      .executeTakeFirst(),
    shownReplies(db, id),
    db.updateTable('bbs_post').set((eb) => ({ views: eb('views', '+', 1) })).where('post_id', '=', id).execute(),
  ]);
  return {
    ...row,
    views: row.views + 1,
    content: content?.content ?? '',
    userId: content?.user_id == null ? null : num(content.user_id),
    avatar: content?.avatar ?? '',
    replies,
  };
}

async function shownReplies(db: Db, postId: number): Promise<ReplyRow[]> {
  const rows = await db
    .selectFrom('bbs_post_reply as r')
    .select(['r.reply_id', 'r.post_id', 'r.parent_id', 'r.author_name', 'r.content', 'r.create_time'])
    .where('r.post_id', '=', postId)
    .where(isPublic('r'))
    .orderBy('r.create_time')
    .orderBy('r.reply_id')
    .limit(BBS_DETAIL_REPLY_LIMIT)
    .execute();
  return rows.map((r) => ({
    replyId: num(r.reply_id),
    postId: num(r.post_id),
    parentId: r.parent_id === null ? null : num(r.parent_id),
    authorName: r.author_name,
    content: r.content ?? '',
    createTime: r.create_time ?? '',
  }));
}

// writes (the member centre and the admin pages build on these): rich text is sanitized here, on write; the
// list cache of the handle is cleared

/** Inserts a post; `content` is sanitized, the title, summary and author are stored as typed (plain text). Returns the id. */
export async function createPost(db: Db, p: NewPost): Promise<number> {
  const content = sanitizeRichText(p.content);
  const row = await db
    .insertInto('bbs_post')
    .values({
      post_type: p.postType,
      blog_type: p.blogType ?? null,
      category: p.category ?? null,
      title: plainText(p.title).slice(0, 200),
      summary: (p.summary ? plainText(p.summary) : summarize(content, 120)).slice(0, 500),
      content,
      cover: p.cover ?? '',
      user_id: p.userId ?? null,
      author_name: plainText(p.authorName ?? '').slice(0, 64),
      city_code: p.cityCode ?? null,
      school_id: p.schoolId ?? null,
      tags: p.tags ?? '',
      lang: p.lang ?? 'zh',
      status: p.status ?? SHOWN,
      audit_status: p.auditStatus ?? APPROVED,
      is_sample: 0,
      create_by: p.createBy ?? '',
      create_time: p.createTime ?? nowText(),
    })
    .returning('post_id')
    .executeTakeFirstOrThrow();
  invalidateBbsCache(db);
  return num(row.post_id);
}

export interface NewReply {
  postId: number;
  /** HTML (members' plain text arrives escaped by `textToHtml`); sanitized before it is stored */
  content: string;
  /** the top-level reply this one sits under */
  parentId?: number | null;
  userId?: number | null;
  authorName?: string;
  /** AUDIT_STATUS (default approved) */
  auditStatus?: AuditStatus;
  /** whom an answer answers: the author of the reply it answers */
  replyToUserId?: number | null;
  /** set for an answer to an answer ("回复 @name") */
  replyToName?: string | null;
  createBy?: string;
}

/** Inserts a reply to a post; `content` is sanitized. Returns the id. */
export async function createReply(db: Db, r: NewReply): Promise<number> {
  const row = await db
    .insertInto('bbs_post_reply')
    .values({
      post_id: r.postId,
      parent_id: r.parentId ?? null,
      user_id: r.userId ?? null,
      author_name: plainText(r.authorName ?? '').slice(0, 64),
      content: sanitizeRichText(r.content),
      status: SHOWN,
      audit_status: r.auditStatus ?? APPROVED,
      reply_to_user_id: r.replyToUserId ?? null,
      reply_to_name: r.replyToName == null ? null : plainText(r.replyToName).slice(0, 64),
      is_sample: 0,
      create_by: r.createBy ?? '',
      create_time: nowText(),
    })
    .returning('reply_id')
    .executeTakeFirstOrThrow();
  invalidateBbsCache(db);
  return num(row.reply_id);
}
