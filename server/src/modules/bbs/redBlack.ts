import {
  BBS_HOME_LIMITS,
  type ContentLang,
  type RedBlackEntryInput,
  type RedBlackRow,
  type RedBlackSource,
  type RedBlackSourceRow,
} from '../../../../src/shared/contract/index';
import type { Db } from '../../db/index';
import { redBlackEntryRow } from '../../lib/red-black';
import { invalidateBbsCache } from './cache';
import { cityFirst, inCity, num, pick, SHOWN } from './query';

/**
 * The module's writer of red/black entries (admin pages use it): the row passes `redBlackEntryRow`'s rule
 * (lib/red-black.ts, which the seed uses too), then the list cache of the handle is cleared.
 */
export async function createRedBlackEntry(
  db: Db,
  input: RedBlackEntryInput,
  audit: { createBy?: string; createTime?: string } = {},
): Promise<number> {
  const row = await db.insertInto('bbs_red_black').values(redBlackEntryRow(input, audit)).returning('entry_id').executeTakeFirstOrThrow();
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

/** Shown entries of each list (the city's own first, then sort order), the school's current name when linked. */
export async function redBlackRows(db: Db, f: { cityCode?: string; schoolId?: number }, lang: ContentLang, limit: number) {
  const query = (listType: 'red' | 'black') =>
    db
      .selectFrom('bbs_red_black as e')
      .leftJoin('bbs_school as s', 's.school_id', 'e.school_id')
      .select([
        'e.entry_id', 'e.list_type', 'e.school_id', 'e.school_name', 'e.school_name_en', 'e.reason', 'e.reason_en',
        'e.reason_date', 'e.sources', 'e.added_date', 'e.city_code', 'e.sort', 'e.is_sample', 's.school_name as linked_name', 's.school_name_en as linked_name_en',
      ])
      .where('e.status', '=', SHOWN)
      .where('e.list_type', '=', listType)
      .$if(!!f.cityCode, (q) => q.where(inCity('e.city_code', f.cityCode!)).orderBy(cityFirst('e.city_code', f.cityCode!)))
      .$if(!!f.schoolId, (q) => q.where('e.school_id', '=', f.schoolId!))
      .orderBy('e.sort')
      .orderBy('e.entry_id')
      .limit(limit)
      .execute()
      .then((rows) =>
        rows.map((r): RedBlackRow => ({
          entryId: num(r.entry_id),
          listType,
          schoolId: r.school_id === null ? null : num(r.school_id),
          schoolName: r.linked_name !== null ? pick(lang, r.linked_name, r.linked_name_en) : pick(lang, r.school_name, r.school_name_en),
          reason: pick(lang, r.reason, r.reason_en),
          reasonDate: r.reason_date,
          addedDate: r.added_date,
          sources: sourcesOf(r.sources, lang),
          cityCode: r.city_code,
          sort: num(r.sort),
          isSample: num(r.is_sample) === 1,
        })),
      );
  const [red, black] = await Promise.all([query('red'), query('black')]);
  return { red, black };
}

/** The home page's red and black lists for a city (every city when none). */
export async function listRedBlack(db: Db, cityCode: string | undefined, lang: ContentLang): Promise<{ red: RedBlackRow[]; black: RedBlackRow[] }> {
  return redBlackRows(db, { cityCode }, lang, BBS_HOME_LIMITS.redBlack);
}
