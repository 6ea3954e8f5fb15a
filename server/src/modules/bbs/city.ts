import type { CityRow, ContentLang } from '../../../../src/shared/contract/index';
import type { Db } from '../../db/index';
import { pick, SHOWN } from './query';

/** The cities the site filters by, labelled in `lang` (both labels too). */
export async function listCities(db: Db, lang: ContentLang): Promise<CityRow[]> {
  const rows = await db
    .selectFrom('bbs_city')
    .select(['label', 'label_en', 'value', 'lng', 'lat'])
    .where('status', '=', SHOWN)
    .orderBy('sort')
    .orderBy('city_id')
    .execute();
  return rows.map((r) => ({
    label: pick(lang, r.label, r.label_en), labelZh: r.label, labelEn: r.label_en || r.label, value: r.value,
    lng: Number(r.lng), lat: Number(r.lat),
  }));
}
