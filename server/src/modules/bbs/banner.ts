import { BBS_HOME_LIMITS, type BannerRow, type ContentLang } from '../../../../src/shared/contract/index';
import type { Db } from '../../db/index';
import { nowText } from '../../lib/time';
import { num, SHOWN } from './query';

/** The home carousel in `lang`, in sort order: published banners whose active days (open ends allowed) hold today. */
export async function listBanners(db: Db, lang: ContentLang): Promise<BannerRow[]> {
  const today = nowText().slice(0, 10);
  const rows = await db
    .selectFrom('bbs_banner')
    .select(['banner_id', 'title', 'image', 'link', 'sort', 'lang'])
    .where('status', '=', SHOWN)
    .where('lang', '=', lang)
    .where((eb) => eb.or([eb('start_date', 'is', null), eb('start_date', '<=', today)]))
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', today)]))
    .orderBy('sort')
    .orderBy('banner_id')
    .limit(BBS_HOME_LIMITS.banner)
    .execute();
  return rows.map((r) => ({
    bannerId: num(r.banner_id), title: r.title, image: r.image, link: r.link, sort: num(r.sort), lang: r.lang as ContentLang,
  }));
}
