import { msg } from '../../../../src/shared/contract/kit/messages';
import {
  MEMBER_NOTICE_TYPES,
  type MemberNoticeRow,
  type MemberNoticeType,
  type UnreadNoticeCount,
} from '../../../../src/shared/contract/index';
import type { Db } from '../../db/index';
import { ServiceError } from '../../lib/result';
import { nowText } from '../../lib/time';
import { num, offsetOf, type Page, pageOf, type Paging } from '../bbs/query';
import { ownRow } from './forum-rules';

/** The member's notices (bbs_member_notice, written by notifyMember): list, unread counts, read marks. */
export const NOTICE_MSG = {
  missing: msg('通知不存在', 'The notice does not exist'),
  badType: msg('通知类型只能是0到3', 'The notice type is 0 to 3'),
} as const;

const UNREAD = '0';
const READ = '1';

/** '0' = every type; else one of MEMBER_NOTICE_TYPE. */
export function noticeTypeOf(raw: string): MemberNoticeType | null {
  if (raw === '0') return null;
  if (MEMBER_NOTICE_TYPES.some((t) => t.value === raw)) return raw as MemberNoticeType;
  throw new ServiceError(NOTICE_MSG.badType);
}

function mine(db: Db, userId: number, type: MemberNoticeType | null) {
  return db
    .selectFrom('bbs_member_notice')
    .where('user_id', '=', userId)
    .$if(type !== null, (q) => q.where('notice_type', '=', type!));
}

/** listNotice/{type}: the member's notices, newest first. */
export async function listNotices(db: Db, userId: number, type: MemberNoticeType | null, page: Paging): Promise<Page<MemberNoticeRow>> {
  return pageOf(
    mine(db, userId, type).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    mine(db, userId, type)
      .select(['notice_id', 'notice_type', 'title', 'content', 'link', 'read_flag', 'create_time'])
      .orderBy('create_time', 'desc')
      .orderBy('notice_id', 'desc')
      .limit(page.pageSize)
      .offset(offsetOf(page))
      .execute()
      .then((rows) => rows.map((r) => ({
        noticeId: num(r.notice_id),
        noticeType: r.notice_type as MemberNoticeType,
        title: r.title,
        content: r.content,
        link: r.link,
        read: r.read_flag === READ,
        createTime: r.create_time,
      }))),
  );
}

/** countUnreadNotice: unread notices in all and per type. */
export async function countUnread(db: Db, userId: number): Promise<UnreadNoticeCount> {
  const rows = await mine(db, userId, null)
    .where('read_flag', '=', UNREAD)
    .select(['notice_type', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('notice_type')
    .execute();
  const byType = Object.fromEntries(MEMBER_NOTICE_TYPES.map((t) => [t.value, 0])) as Record<MemberNoticeType, number>;
  for (const r of rows) if (r.notice_type in byType) byType[r.notice_type as MemberNoticeType] = num(r.n);
  return { total: Object.values(byType).reduce((a, b) => a + b, 0), byType };
}

/** updateNoticeReadStatus/{id}: the member's own notice; a second call keeps the first read time. */
export async function markNoticeRead(db: Db, userId: number, noticeId: number): Promise<void> {
  const row = await db.selectFrom('bbs_member_notice').select(['notice_id', 'user_id']).where('notice_id', '=', noticeId).executeTakeFirst();
  ownRow(row, userId, NOTICE_MSG.missing);
  await db
    .updateTable('bbs_member_notice')
    .set({ read_flag: READ, read_time: nowText() })
    .where('notice_id', '=', noticeId)
    .where('read_flag', '=', UNREAD)
    .execute();
}

/** readAllNotice/{type}: every unread notice of the type ('0' all) of the member. Returns how many changed. */
export async function markAllRead(db: Db, userId: number, type: MemberNoticeType | null): Promise<number> {
  const r = await db
    .updateTable('bbs_member_notice')
    .set({ read_flag: READ, read_time: nowText() })
    .where('user_id', '=', userId)
    .where('read_flag', '=', UNREAD)
    .$if(type !== null, (q) => q.where('notice_type', '=', type!))
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
