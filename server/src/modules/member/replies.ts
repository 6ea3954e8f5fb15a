import { msg } from '../../../../src/shared/contract/kit/messages';
import {
  AUDIT_STATUS,
  type AuditStatus,
  MEMBER_NOTICE_TYPE,
  type MyReplyRow,
  type ReceivedReplyRow,
  type ThreadReply,
} from '../../../../src/shared/contract/index';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/index';
import { giveBack } from '../../lib/rate-limit';
import { ServiceError } from '../../lib/result';
import { htmlToText, textToHtml } from '../../lib/sanitize';
import { createReply } from '../bbs/post';
import { containsAny, isPublic, num, offsetOf, type Page, pageOf, type Paging, PRESENT } from '../bbs/query';
import { threadReplyById } from '../bbs/reply';
import { FORUM_MSG, forumWriter, moderationOn, takeForumHit } from './forum-rules';
import { notifyMember } from './notify';
import { postDetailPath } from './posts';

export const REPLY_MSG = {
  published: msg('回复成功', 'Reply posted'),
  pending: msg('回复成功，审核通过后将公开显示', 'Reply posted. It will be public once a moderator approves it.'),
  parentMissing: msg('要回复的评论不存在或已删除', 'The reply you are answering does not exist or was deleted'),
} as const;

export type AddedReply = (ThreadReply & { auditStatus: AuditStatus }) | { replyId: number; auditStatus: AuditStatus };

/**
 * addBlogComment: a reply to a public post, or (parentId) an answer to one of its public replies, which goes under
 * the same top-level reply and names whom it answers. The text is plain: stored as escaped HTML (textToHtml) so
 * every page shows exactly what was typed. Counted against `bbs.limit.reply`; pending review when moderation is on;
 * a public reply notifies the post's author and the answered reply's author (never the writer).
 */
export async function addMemberReply(
  db: Db, config: Pick<AppConfig, 'rateLimitsEnabled'>, userId: number, b: { postId: number; parentId?: number; content: string },
): Promise<AddedReply> {
  const writer = await forumWriter(db, userId);
  const post = await db.selectFrom('bbs_post as p').select(['p.post_id']).where('p.post_id', '=', b.postId).where(isPublic('p')).executeTakeFirst();
  if (!post) throw new ServiceError(FORUM_MSG.postMissing, 404);
  let parent: { topId: number; userId: number | null; name: string | null } | null = null;
  if (b.parentId) {
    const p = await db
      .selectFrom('bbs_post_reply as r')
      .select(['r.reply_id', 'r.parent_id', 'r.user_id', 'r.author_name'])
      .where('r.reply_id', '=', b.parentId)
      .where('r.post_id', '=', b.postId)
      .where(isPublic('r'))
      .executeTakeFirst();
    if (!p) throw new ServiceError(REPLY_MSG.parentMissing, 404);
    const nested = p.parent_id !== null;
    parent = {
      topId: nested ? num(p.parent_id) : num(p.reply_id),
      userId: p.user_id === null ? null : num(p.user_id),
      name: nested ? p.author_name : null,
    };
  }
  const auditStatus = (await moderationOn(db)) ? AUDIT_STATUS.PENDING : AUDIT_STATUS.APPROVED;
  const grant = await takeForumHit(db, config, 'reply', userId);
  let replyId: number;
  try {
    replyId = await createReply(db, {
      postId: b.postId,
      content: textToHtml(b.content),
      parentId: parent?.topId ?? null,
      userId,
      authorName: writer.authorName,
      auditStatus,
      replyToUserId: parent?.userId ?? null,
      replyToName: parent?.name ?? null,
      createBy: writer.userName,
    });
  } catch (err) {
    if (grant) await giveBack(db, grant);
    throw err;
  }
  if (auditStatus !== AUDIT_STATUS.APPROVED) return { replyId, auditStatus };
  await notifyReply(db, replyId);
  return { ...(await threadReplyById(db, replyId)), auditStatus };
}

/**
 * The notices a public reply sends: to the post's author and to the author of the reply it answers, once each,
 * never to the writer. Called when a reply is published (at once, or by the review that approves it).
 */
export async function notifyReply(db: Db, replyId: number): Promise<void> {
  const r = await db
    .selectFrom('bbs_post_reply as r')
    .innerJoin('bbs_post as p', 'p.post_id', 'r.post_id')
    .select(['r.user_id', 'r.author_name', 'r.content', 'r.reply_to_user_id', 'p.post_id', 'p.post_type', 'p.title', 'p.user_id as post_user_id', 'p.lang'])
    .where('r.reply_id', '=', replyId)
    .executeTakeFirst();
  if (!r) return;
  const en = r.lang === 'en';
  const text = replyText(r.content);
  const link = postDetailPath(r.post_type, num(r.post_id));
  const from = r.user_id === null ? null : num(r.user_id);
  const sent = new Set<number>();
  const send = async (to: number | null, title: string) => {
    if (to === null || sent.has(to) || to === from) return;
    sent.add(to);
    await notifyMember(db, { userId: to, type: MEMBER_NOTICE_TYPE.REPLY, title, content: text, link, fromUserId: from });
  };
  const postAuthor = r.post_user_id === null ? null : num(r.post_user_id);
  const answered = r.reply_to_user_id === null ? null : num(r.reply_to_user_id);
  // the one whose reply was answered first: for them that is the news, even when they also wrote the post
  await send(answered, en ? `${r.author_name} replied to your comment on "${r.title}"` : `${r.author_name} 回复了你在「${r.title}」中的评论`);
  await send(postAuthor, en ? `${r.author_name} replied to your post "${r.title}"` : `${r.author_name} 回复了你的帖子「${r.title}」`);
}

/** The typed text back from a stored member reply (for notices): line breaks kept, entities decoded. */
function replyText(html: string | null): string {
  return htmlToText((html ?? '').replace(/<br\s*\/?>/gi, '\n')).replace(/\u00a0/g, ' ');
}

export interface ReplyListFilter {
  postType?: string;
  title?: string;
}

/** Replies joined with their (present) post, narrowed by the member list's filter. */
function replyBase(db: Db, f: ReplyListFilter) {
  return db
    .selectFrom('bbs_post_reply as r')
    .innerJoin('bbs_post as p', 'p.post_id', 'r.post_id')
    .where('r.del_flag', '=', PRESENT)
    .where('p.del_flag', '=', PRESENT)
    .$if(!!f.postType, (q) => q.where('p.post_type', '=', f.postType!))
    .$if(!!f.title, (q) => q.where(containsAny(['p.title'], f.title!)));
}

/** The columns of a reply row as the member centre shows it (a reply with its post). */
export const MY_REPLY_COLUMNS = [
  'r.reply_id', 'r.post_id', 'p.post_type', 'p.title', 'r.parent_id', 'r.reply_to_name', 'r.content', 'r.audit_status', 'r.create_time',
] as const;

interface MyReplyDbRow {
  reply_id: number; post_id: number; post_type: string; title: string; parent_id: number | null; reply_to_name: string | null;
  content: string | null; audit_status: string; create_time: string | null;
}

function myReplyRow(r: MyReplyDbRow): MyReplyRow {
  return {
    replyId: num(r.reply_id),
    postId: num(r.post_id),
    postType: r.post_type as MyReplyRow['postType'],
    postTitle: r.title,
    parentId: r.parent_id === null ? null : num(r.parent_id),
    replyToName: r.reply_to_name,
    content: r.content ?? '',
    auditStatus: r.audit_status as AuditStatus,
    createTime: r.create_time ?? '',
  };
}

/** myBlogReplyList: the replies the member wrote (every review state), newest first. */
export async function listOwnReplies(db: Db, userId: number, f: ReplyListFilter, page: Paging): Promise<Page<MyReplyRow>> {
  const base = () => replyBase(db, f).where('r.user_id', '=', userId);
  return pageOf(
    base().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base().select(MY_REPLY_COLUMNS).orderBy('r.create_time', 'desc').orderBy('r.reply_id', 'desc')
      .limit(page.pageSize).offset(offsetOf(page)).execute()
      .then((rows) => rows.map(myReplyRow)),
  );
}

/** myBlogRecevieList: public replies by others to the member's posts or to the member's replies, newest first. */
export async function listReceivedReplies(db: Db, userId: number, f: ReplyListFilter, page: Paging): Promise<Page<ReceivedReplyRow>> {
  const base = () =>
    replyBase(db, f)
      .where(isPublic('r'))
      .where((eb) => eb.or([eb('p.user_id', '=', userId), eb('r.reply_to_user_id', '=', userId)]))
      .where((eb) => eb.or([eb('r.user_id', 'is', null), eb('r.user_id', '<>', userId)]));
  return pageOf(
    base().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base()
      .leftJoin('sys_user as u', 'u.user_id', 'r.user_id')
      .select([...MY_REPLY_COLUMNS, 'r.user_id', 'r.author_name', 'u.avatar'])
      .orderBy('r.create_time', 'desc')
      .orderBy('r.reply_id', 'desc')
      .limit(page.pageSize)
      .offset(offsetOf(page))
      .execute()
      .then((rows) => rows.map((r) => receivedReplyRow(r))),
  );
}

/** A reply someone else wrote, with its writer (`authorName`: the stored name unless the caller knows better). */
export function receivedReplyRow(
  r: MyReplyDbRow & { user_id: number | null; author_name: string; avatar: string | null },
  authorName = r.author_name,
): ReceivedReplyRow {
  return { ...myReplyRow(r), userId: r.user_id === null ? null : num(r.user_id), authorName, avatar: r.avatar ?? '' };
}
