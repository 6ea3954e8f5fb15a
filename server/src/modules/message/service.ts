import { sql } from 'kysely';
import { AUDIT_STATUS, MEMBER_NOTICE_TYPE } from '../../../../src/shared/contract/index';
import { type BoardMessage, bbsMessageEntity, MESSAGE_MSG } from '../../../../src/shared/contract/message';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/index';
import { giveBack } from '../../lib/rate-limit';
import { ServiceError } from '../../lib/result';
import { nowText } from '../../lib/time';
import { APPROVED, DELETED, num, offsetOf, type Page, pageOf, type Paging, PRESENT, SHOWN } from '../bbs/query';
import { crudService, type DbRow } from '../kit/crud';
import { forumWriter, moderationOn, takeForumHit } from '../member/forum-rules';
import { notifyMember } from '../member/notify';

/** The board's site path (the member's notice links there). */
export const BOARD_PATH = '/message';

/**
 * The public board: shown, approved, present messages, newest first; a logged-in caller also sees their own messages
 * still waiting for review (marked `pending`), so a member who just wrote one finds it.
 */
export async function listBoard(db: Db, p: Paging, viewerId: number | null): Promise<Page<BoardMessage>> {
  const base = db.selectFrom('bbs_message as m').where((eb) => {
    const pub = eb.and([eb('m.status', '=', SHOWN), eb('m.audit_status', '=', APPROVED)]);
    const own = viewerId === null ? null : eb.and([eb('m.user_id', '=', viewerId), eb('m.audit_status', '=', AUDIT_STATUS.PENDING)]);
    return eb.and([eb('m.del_flag', '=', PRESENT), own ? eb.or([pub, own]) : pub]);
  });
  const rows = base
    .leftJoin('sys_user as u', 'u.user_id', 'm.user_id')
    .select([
      'm.message_id', 'm.user_id', 'm.author_name', 'm.content', 'm.create_time', 'm.reply_content', 'm.reply_time', 'm.audit_status',
      'u.avatar',
    ])
    .orderBy('m.message_id', 'desc')
    .limit(p.pageSize)
    .offset(offsetOf(p))
    .execute()
    .then((list) =>
      list.map((r): BoardMessage => ({
        messageId: num(r.message_id),
        authorName: r.author_name,
        avatar: r.avatar ?? '',
        content: r.content,
        createTime: r.create_time ?? '',
        replyContent: r.reply_content || null,
        replyTime: r.reply_content ? r.reply_time : null,
        pending: r.audit_status === AUDIT_STATUS.PENDING,
        mine: viewerId !== null && r.user_id !== null && num(r.user_id) === viewerId,
      })),
    );
  return pageOf(base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(), rows);
}

/**
 * A member's message: plain text as typed, counted against `bbs.limit.reply`, held for review when moderation is on.
 * Throws for a banned or disabled account.
 */
export async function addBoardMessage(
  db: Db, config: Pick<AppConfig, 'rateLimitsEnabled'>, userId: number, content: string,
): Promise<{ messageId: number; auditStatus: string }> {
  const writer = await forumWriter(db, userId);
  const auditStatus = (await moderationOn(db)) ? AUDIT_STATUS.PENDING : AUDIT_STATUS.APPROVED;
  const grant = await takeForumHit(db, config, 'reply', userId);
  try {
    const { message_id } = await db
      .insertInto('bbs_message')
      .values({
        user_id: userId, author_name: writer.authorName.slice(0, 30), content, status: SHOWN, audit_status: auditStatus,
        del_flag: PRESENT, create_by: writer.userName, create_time: nowText(),
      })
      .returning('message_id')
      .executeTakeFirstOrThrow();
    return { messageId: num(message_id), auditStatus };
  } catch (err) {
    if (grant) await giveBack(db, grant);
    throw err;
  }
}

/** The admin list's rows: the message with its writer's account name. */
export const messageService = crudService(bbsMessageEntity, {
  table: 'bbs_message',
  softDelete: { column: 'del_flag', live: PRESENT, deleted: DELETED },
  hooks: {
    filter(q, f) {
      if (f.replied === 'Y') return q.where(sql`coalesce(reply_content, '')`, '<>', '');
      if (f.replied === 'N') return q.where(sql`coalesce(reply_content, '')`, '=', '');
      return q;
    },
    toRow: (r: DbRow) => ({
      messageId: num(r.message_id),
      userId: r.user_id === null || r.user_id === undefined ? null : num(r.user_id),
      userName: '',
      authorName: String(r.author_name ?? ''),
      content: String(r.content ?? ''),
      status: String(r.status ?? '0'),
      auditStatus: String(r.audit_status ?? '0'),
      replyContent: (r.reply_content as string | null) || null,
      replyBy: String(r.reply_by ?? ''),
      replyTime: (r.reply_time as string | null) ?? null,
      createBy: String(r.create_by ?? ''),
      createTime: (r.create_time as string | null) ?? null,
      updateBy: String(r.update_by ?? ''),
      updateTime: (r.update_time as string | null) ?? null,
    }),
    async enrich(db, rows) {
      const ids = [...new Set(rows.map((r) => r.userId).filter((id): id is number => id !== null))];
      if (!ids.length) return rows;
      const users = await db.selectFrom('sys_user').select(['user_id', 'user_name']).where('user_id', 'in', ids).execute();
      const names = new Map(users.map((u) => [num(u.user_id), u.user_name]));
      return rows.map((r) => ({ ...r, userName: (r.userId !== null && names.get(r.userId)) || '' }));
    },
  },
});

/**
 * The editors' answer under a message ('' takes it away). A new or changed answer notifies the writer, with a link
 * to the board.
 */
export async function replyToMessage(db: Db, by: string, messageId: number, replyContent: string): Promise<void> {
  const row = await db
    .selectFrom('bbs_message')
    .select(['message_id', 'user_id', 'content', 'reply_content'])
    .where('message_id', '=', messageId)
    .where('del_flag', '=', PRESENT)
    .executeTakeFirst();
  if (!row) throw new ServiceError(MESSAGE_MSG.missing, 404);
  const now = nowText();
  await db
    .updateTable('bbs_message')
    .set(replyContent ? { reply_content: replyContent, reply_by: by, reply_time: now, update_by: by, update_time: now } : { reply_content: null, reply_by: '', reply_time: null, update_by: by, update_time: now })
    .where('message_id', '=', messageId)
    .execute();
  if (replyContent && replyContent !== row.reply_content && row.user_id !== null) {
    await notifyMember(db, {
      userId: num(row.user_id),
      type: MEMBER_NOTICE_TYPE.REPLY,
      title: '你的留言有了回复',
      content: `你的留言：${row.content.slice(0, 60)}\n回复：${replyContent.slice(0, 200)}`,
      link: BOARD_PATH,
    });
  }
}
