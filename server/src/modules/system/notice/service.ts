import { sql } from 'kysely';
import type { NoticeReadUser, NoticeTopItem, SysNotice } from '../../../../../src/shared/contract/index';
import { noticeEntity } from '../../../../../src/shared/contract/entities/index';
import type { Db } from '../../../db/index';
import { nowText } from '../../../lib/time';
import { sanitizeRichText } from '../../../lib/sanitize';
import { likeFilter, type PageParams, paginate } from '../../common/list-query';
import { crudService } from '../../kit/crud';

/**
 * Notice HTML as stored: the site's rich-text sanitizer, after the editor's outer headings are moved inward (h1 → h2,
 * h6 → h5: the sanitizer keeps h2-h5 only, and a notice's own title is the heading above its body).
 */
export function sanitizeNoticeContent(html: string | null): string | null {
  if (html === null) return null;
  const shifted = html.replace(/<(\/?)h1(?=[\s>/])/gi, '<$1h2').replace(/<(\/?)h6(?=[\s>/])/gi, '<$1h5');
  return sanitizeRichText(shifted) || null;
}

/**
 * 通知公告 on the module kit (RuoYi SysNoticeServiceImpl / SysNoticeReadServiceImpl). Unlike RuoYi, which keeps
 * notice HTML raw (its XSS filter excludes /system/notice), the content is sanitized before it is stored.
 */
export const noticeService = crudService(noticeEntity, {
  table: 'sys_notice',
  hooks: {
    columns: (input) => ({
      notice_title: input.noticeTitle,
      notice_type: input.noticeType,
      notice_content: sanitizeNoticeContent(input.noticeContent),
      status: input.status,
      remark: input.remark,
    }),
    /** the read marks go with their notices (the foreign key cascades too; this keeps it explicit) */
    async beforeRemove(trx, rows) {
      if (rows.length === 0) return;
      await trx.deleteFrom('sys_notice_read').where('notice_id', 'in', rows.map((r) => r.notice_id)).execute();
    },
  },
});

/** How many notices the navbar bell shows (RuoYi listTop's limit). */
export const NOTICE_TOP_LIMIT = 5;

/**
 * One notice for `GET /system/notice/{id}`: any notice for a caller who may manage notices, otherwise only a
 * published one (status '0') — a closed notice is a draft the bell never lists. Null when there is none such.
 */
export async function readableNotice(db: Db, id: number, canManage: boolean): Promise<SysNotice | null> {
  let q = db.selectFrom('sys_notice').selectAll().where('notice_id', '=', id);
  if (!canManage) q = q.where('status', '=', '0');
  const r = await q.executeTakeFirst();
  return r ? noticeService.toRow(r) : null;
}

/** The newest published notices with the user's read flags, and how many of them are unread (RuoYi's count). */
export async function noticeTop(db: Db, userId: number): Promise<{ data: NoticeTopItem[]; unreadCount: number }> {
  const rows = await db
    .selectFrom('sys_notice as n')
    .leftJoin('sys_notice_read as r', (j) => j.onRef('r.notice_id', '=', 'n.notice_id').on('r.user_id', '=', userId))
    .select(['n.notice_id', 'n.notice_title', 'n.notice_type', 'n.status', 'n.create_by', 'n.create_time', 'r.read_id'])
    .where('n.status', '=', '0')
    .orderBy('n.notice_id', 'desc')
    .limit(NOTICE_TOP_LIMIT)
    .execute();
  const data = rows.map((r) => ({
    noticeId: Number(r.notice_id),
    noticeTitle: r.notice_title,
    noticeType: r.notice_type,
    status: r.status,
    createBy: r.create_by,
    createTime: r.create_time,
    isRead: r.read_id !== null,
  }));
  return { data, unreadCount: data.filter((n) => !n.isRead).length };
}

/**
 * Marks the notices read for the user (a second mark changes nothing: the first read time stays). Ids of notices
 * that do not exist are skipped. Resolves how many marks were new.
 */
export async function markNoticesRead(db: Db, userId: number, noticeIds: readonly number[]): Promise<number> {
  if (noticeIds.length === 0) return 0;
  const existing = await db.selectFrom('sys_notice').select('notice_id').where('notice_id', 'in', [...noticeIds]).execute();
  if (existing.length === 0) return 0;
  const readTime = nowText();
  const r = await db
    .insertInto('sys_notice_read')
    .values(existing.map((n) => ({ notice_id: Number(n.notice_id), user_id: userId, read_time: readTime })))
    .onConflict((oc) => oc.columns(['user_id', 'notice_id']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0);
}

/** The live users who have read a notice, newest read first; `searchValue` narrows by login or nick name. */
export async function noticeReadUsers(
  db: Db,
  query: { noticeId: number; searchValue?: string } & Pick<PageParams, 'pageNum' | 'pageSize'>,
): Promise<{ rows: NoticeReadUser[]; total: number }> {
  const base = () => {
    let q = db
      .selectFrom('sys_notice_read as r')
      .innerJoin('sys_user as u', (j) => j.onRef('u.user_id', '=', 'r.user_id').on('u.del_flag', '=', '0'))
      .leftJoin('sys_dept as d', 'd.dept_id', 'u.dept_id')
      .where('r.notice_id', '=', query.noticeId);
    if (query.searchValue) {
      const value = query.searchValue;
      q = q.where((eb) => eb.or([likeFilter('u.user_name', value), likeFilter('u.nick_name', value)]));
    }
    return q;
  };
  return paginate(
    query,
    async () => Number((await base().select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n),
    async (limit, offset) =>
      (
        await base()
          .select(['u.user_id', 'u.user_name', 'u.nick_name', 'd.dept_name', 'u.phonenumber', 'r.read_time'])
          .orderBy('r.read_time', 'desc')
          .orderBy('r.read_id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute()
      ).map((r) => ({
        userId: Number(r.user_id),
        userName: r.user_name,
        nickName: r.nick_name,
        deptName: r.dept_name,
        phonenumber: r.phonenumber,
        readTime: r.read_time,
      })),
  );
}
