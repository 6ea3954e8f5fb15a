import { BBS_HOME_LIMITS, type BannerRow, type ContentLang } from '../../../../src/shared/contract/index';
import type { Db } from '../../db/index';
import { num, SHOWN } from './query';

/** The home carousel in `lang`, in sort order. */
export async function listBanners(db: Db, lang: ContentLang): Promise<BannerRow[]> {
  const rows = await db
    .selectFrom('bbs_banner')
    .select(['banner_id', 'title', 'image', 'link', 'sort', 'lang'])
    .where('status', '=', SHOWN)
    .where('lang', '=', lang)
    .orderBy('sort')
    .orderBy('banner_id')
    .limit(BBS_HOME_LIMITS.banner)
    .execute();
  return rows.map((r) => ({
    bannerId: num(r.banner_id), title: r.title, image: r.image, link: r.link, sort: num(r.sort), lang: r.lang as ContentLang,
  }));
}
