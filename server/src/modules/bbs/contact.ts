import type { ContentLang } from '../../../../src/shared/contract/index';
import { msg } from '../../../../src/shared/contract/kit/messages';
import type { Db } from '../../db/index';
import { takeHit } from '../../lib/rate-limit';
import { plainText } from '../../lib/sanitize';
import { ServiceError } from '../../lib/result';
import { formatDateTime } from '../../lib/time';
import { addressKey } from '../login/retry-lock';

/** Contact enquiries one address may send per window. */
export const CONTACT_RATE = { max: 5, windowMs: 10 * 60 * 1000 } as const;
export const CONTACT_LIMIT_MSG = msg('提交过于频繁，请稍后再试', 'Too many enquiries. Please try again later.');

/**
 * Stores an enquiry (plain text as typed); at most CONTACT_RATE.max from one address within CONTACT_RATE.windowMs,
 * counted by the atomic counter of lib/rate-limit.ts before the row is written (parallel posts cannot slip past it).
 */
export async function addContact(
  db: Db,
  c: { name: string; mobile: string; message: string; sourcePage: string; lang: ContentLang },
  client: { ip: string; userAgent: string },
): Promise<{ createTime: string }> {
  const now = Date.now();
  const grant = await takeHit(db, { key: `contact:${addressKey(client.ip)}`, ...CONTACT_RATE }, now);
  if (!grant) throw new ServiceError(CONTACT_LIMIT_MSG);
  const createTime = formatDateTime(now);
  await db
    .insertInto('bbs_contact')
    .values({
      name: plainText(c.name).slice(0, 30),
      mobile: c.mobile,
      message: plainText(c.message).slice(0, 500),
      source_page: plainText(c.sourcePage).slice(0, 200),
      lang: c.lang,
      ip: client.ip.slice(0, 128),
      user_agent: client.userAgent.slice(0, 255),
      status: '0',
      create_by: '',
      create_time: createTime,
      remark: null,
    })
    .execute();
  return { createTime };
}
