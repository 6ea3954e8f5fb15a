import type { MemberNoticeType } from '../../../../src/shared/contract/index';
import type { Db } from '../../db/index';
import { plainText } from '../../lib/sanitize';
import { nowText } from '../../lib/time';

/** A notice to one member (bbs_member_notice), as the forum, the reviews and the school applications send them. */
export interface NewMemberNotice {
  userId: number;
  type: MemberNoticeType;
  title: string;
  /** plain text (stored as typed, shown as text) */
  content?: string;
  /** a site path to open ('/station/detail/12'), '' for none */
  link?: string;
  /** who caused it (the replier), null for the system */
  fromUserId?: number | null;
}

/** Writes the notice unread; a notice to oneself (replying to one's own post) is not sent. */
export async function notifyMember(db: Db, n: NewMemberNotice): Promise<void> {
  if (n.fromUserId != null && n.fromUserId === n.userId) return;
  await db
    .insertInto('bbs_member_notice')
    .values({
      user_id: n.userId,
      notice_type: n.type,
      title: plainText(n.title).slice(0, 200),
      content: plainText(n.content ?? '').slice(0, 2000),
      link: n.link ?? '',
      from_user_id: n.fromUserId ?? null,
      read_flag: '0',
      create_time: nowText(),
    })
    .execute();
}
