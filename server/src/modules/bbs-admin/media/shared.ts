import type { Db } from '../../../db/index';
import { ServiceError } from '../../../lib/result';
import { invalidateBbsCache } from '../../bbs/cache';

/**
 * What the media entities share: every write clears the public list cache (the home shows the change on its next
 * call), and the references a row may carry (city, school) must exist.
 */
export const publicListWrites = { afterWrite: (db: Db) => invalidateBbsCache(db) };

export const REFERENCE_MSG = { city: '城市不存在', school: '学校不存在' } as const;

export async function checkCity(db: Db, cityCode: string | null | undefined): Promise<void> {
  if (!cityCode) return;
  const city = await db.selectFrom('bbs_city').select('city_id').where('value', '=', cityCode).executeTakeFirst();
  if (!city) throw new ServiceError(REFERENCE_MSG.city);
}

export async function checkSchool(db: Db, schoolId: number | null | undefined): Promise<void> {
  if (!schoolId) return;
  const school = await db.selectFrom('bbs_school').select('school_id').where('school_id', '=', schoolId).executeTakeFirst();
  if (!school) throw new ServiceError(REFERENCE_MSG.school);
}
