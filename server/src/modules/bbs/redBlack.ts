import { type RedBlackEntryInput, type RedBlackSource, type RedBlackSourceRow, redBlackEntryInputSchema } from '../../../../src/shared/contract/index';
import type { Db } from '../../db/index';
import { ServiceError } from '../../lib/result';
import { nowText } from '../../lib/time';
import { invalidateBbsCache } from './cache';
import { num } from './query';
import { bbsDb } from './schema';

/**
 * The one writer of red/black entries (the seed and any admin page use it). Every entry passes
 * `redBlackEntryInputSchema`: a published entry (status '0') without a source, an undated reason or a bad link is
 * refused with the schema's Chinese message as a ServiceError.
 */
export async function createRedBlackEntry(
  db: Db,
  input: RedBlackEntryInput,
  audit: { createBy?: string; createTime?: string } = {},
): Promise<number> {
  const parsed = redBlackEntryInputSchema.safeParse(input);
  if (!parsed.success) throw new ServiceError(parsed.error.issues[0]?.message ?? '红黑榜条目校验失败');
  const e = parsed.data;
  const createTime = audit.createTime ?? nowText();
  const row = await bbsDb(db)
    .insertInto('bbs_red_black')
    .values({
      list_type: e.listType,
      school_id: e.schoolId,
      school_name: e.schoolName,
      school_name_en: e.schoolNameEn,
      reason: e.reason,
      reason_en: e.reasonEn,
      reason_date: e.reasonDate,
      sources: JSON.stringify(e.sources),
      added_date: e.addedDate ?? createTime.slice(0, 10),
      city_code: e.cityCode,
      sort: e.sort,
      status: e.status,
      is_sample: e.isSample ? 1 : 0,
      create_by: audit.createBy ?? '',
      create_time: createTime,
    })
    .returning('entry_id')
    .executeTakeFirstOrThrow();
  invalidateBbsCache(db);
  return num(row.entry_id);
}

/** The stored sources (JSON text) as the public site shows them in `lang`; unreadable text gives none. */
export function sourcesOf(json: string | null, lang: 'zh' | 'en'): RedBlackSourceRow[] {
  let list: unknown;
  try {
    list = JSON.parse(json ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return (list as Partial<RedBlackSource>[])
    .filter((s) => typeof s?.title === 'string' && s.title !== '')
    .map((s) => ({ title: (lang === 'en' && s.titleEn) || s.title!, url: typeof s.url === 'string' ? s.url : '' }));
}
