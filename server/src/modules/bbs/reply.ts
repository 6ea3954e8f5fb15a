import type { ReplyThread, ThreadReply } from '../../../../src/shared/contract/index';
import type { Db } from '../../db/index';
import { ServiceError } from '../../lib/result';
import { APPROVED, isPublic, num, offsetOf, type Page, pageOf, type Paging, PRESENT, SHOWN } from './query';

/**
 * The public reply threads of a post (listBlogReply): top-level replies oldest first, paged, each with every
 * public answer under it (answers to answers sit under the same top-level reply). A top-level reply the public
 * may not see (deleted by its author, hidden or not approved) that still has public answers stays in the thread
 * as a placeholder (`deleted: true`, no content, no author).
 */
export async function replyThreads(db: Db, postId: number, page: Paging): Promise<Page<ReplyThread>> {
  const post = await db.selectFrom('bbs_post as p').select('p.post_id').where('p.post_id', '=', postId).where(isPublic('p')).executeTakeFirst();
  if (!post) throw new ServiceError('帖子不存在或已删除', 404);

  const tops = () =>
    db
      .selectFrom('bbs_post_reply as r')
      .where('r.post_id', '=', postId)
      .where('r.parent_id', 'is', null)
      .where((eb) =>
        eb.or([
          isPublic('r'),
          eb.exists(eb.selectFrom('bbs_post_reply as c').select('c.reply_id').whereRef('c.parent_id', '=', 'r.reply_id').where(isPublic('c'))),
        ]),
      );
  const { rows, total } = await pageOf(
    tops().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    tops()
      .leftJoin('sys_user as u', 'u.user_id', 'r.user_id')
      .select([...REPLY_COLUMNS, 'u.avatar'])
      .orderBy('r.create_time')
      .orderBy('r.reply_id')
      .limit(page.pageSize)
      .offset(offsetOf(page))
      .execute(),
  );
  const ids = rows.map((r) => num(r.reply_id));
  const children = ids.length
    ? await db
      .selectFrom('bbs_post_reply as r')
      .leftJoin('sys_user as u', 'u.user_id', 'r.user_id')
      .select([...REPLY_COLUMNS, 'u.avatar'])
      .where('r.parent_id', 'in', ids)
      .where(isPublic('r'))
      .orderBy('r.create_time')
      .orderBy('r.reply_id')
      .execute()
    : [];
  return {
    total,
    rows: rows.map((top) => ({
      ...threadReply(top),
      children: children.filter((c) => num(c.parent_id) === num(top.reply_id)).map(threadReply),
    })),
  };
}

const REPLY_COLUMNS = [
  'r.reply_id', 'r.post_id', 'r.parent_id', 'r.user_id', 'r.author_name', 'r.content', 'r.create_time', 'r.reply_to_name',
  'r.status', 'r.audit_status', 'r.del_flag',
] as const;

interface ReplySelected {
  reply_id: number;
  post_id: number;
  parent_id: number | null;
  user_id: number | null;
  author_name: string;
  content: string | null;
  create_time: string | null;
  reply_to_name: string | null;
  status: string;
  audit_status: string;
  del_flag: string;
  avatar: string | null;
}

function threadReply(r: ReplySelected): ThreadReply {
  const shown = r.status === SHOWN && r.audit_status === APPROVED && r.del_flag === PRESENT;
  return {
    replyId: num(r.reply_id),
    postId: num(r.post_id),
    parentId: r.parent_id === null ? null : num(r.parent_id),
    authorName: shown ? r.author_name : '',
    content: shown ? (r.content ?? '') : '',
    createTime: r.create_time ?? '',
    userId: shown && r.user_id !== null ? num(r.user_id) : null,
    avatar: shown ? (r.avatar ?? '') : '',
    replyToName: r.reply_to_name,
    deleted: !shown,
  };
}

/** One public reply as a thread entry (the answer to addBlogComment). */
export async function threadReplyById(db: Db, replyId: number): Promise<ThreadReply> {
  const row = await db
    .selectFrom('bbs_post_reply as r')
    .leftJoin('sys_user as u', 'u.user_id', 'r.user_id')
    .select([...REPLY_COLUMNS, 'u.avatar'])
    .where('r.reply_id', '=', replyId)
    .executeTakeFirstOrThrow();
  return threadReply(row);
}
