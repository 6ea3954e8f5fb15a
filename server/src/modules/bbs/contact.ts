import type { ContentLang } from '../../../../src/shared/contract/index';
import type { Db } from '../../db/index';
import { plainText } from '../../lib/sanitize';
import { ServiceError } from '../../lib/result';
import { formatDateTime } from '../../lib/time';
import { num } from './query';

/** Contact enquiries one address may send per window. */
export const CONTACT_RATE = { max: 5, windowMs: 10 * 60 * 1000 } as const;

/** Stores an enquiry (plain text as typed); at most CONTACT_RATE.max from one address within CONTACT_RATE.windowMs. */
export async function addContact(
  db: Db,
  c: { name: string; mobile: string; message: string; sourcePage: string; lang: ContentLang },
  client: { ip: string; userAgent: string },
): Promise<{ createTime: string }> {
  const now = Date.now();
  const since = formatDateTime(now - CONTACT_RATE.windowMs);
  const { n } = await db
    .selectFrom('bbs_contact')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', client.ip)
    .where('create_time', '>=', since)
    .executeTakeFirstOrThrow();
  if (num(n) >= CONTACT_RATE.max) throw new ServiceError('提交过于频繁，请稍后再试');
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
