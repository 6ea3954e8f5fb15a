import type { Insertable } from 'kysely';
import { type RedBlackEntryInput, redBlackEntryInputSchema } from '../../../src/shared/contract/index';
import type { BbsRedBlackTable } from '../db/schema';
import { ServiceError } from './result';
import { nowText } from './time';

/**
 * The rule every red/black entry passes before it is stored (the seed and `createRedBlackEntry` in modules/bbs
 * both write through it): `redBlackEntryInputSchema`, so a published entry (status '0') without a source, with an
 * undated reason, a reason dated after the entry was added or a bad link is refused with the schema's Chinese
 * message as a ServiceError. Returns the row to insert.
 */
export function redBlackEntryRow(
  input: RedBlackEntryInput,
  audit: { createBy?: string; createTime?: string } = {},
): Insertable<BbsRedBlackTable> {
  const parsed = redBlackEntryInputSchema.safeParse(input);
  if (!parsed.success) throw new ServiceError(parsed.error.issues[0]?.message ?? '红黑榜条目校验失败');
  const e = parsed.data;
  const createTime = audit.createTime ?? nowText();
  return {
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
  };
}
