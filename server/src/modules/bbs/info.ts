import { BBS_HOME_LIMITS, type ContentLang, type InfoDetail, type InfoRow } from '../../../../src/shared/contract/index';
import type { Db } from '../../db/index';
import { ServiceError } from '../../lib/result';
import { cityFirst, containsAny, inCity, num, offsetOf, type Page, pageOf, type Paging, SHOWN } from './query';

/** News (资讯), one row per language. */
export interface InfoFilter {
  lang?: ContentLang;
  infoType?: string;
  cityCode?: string;
  search?: string;
  infoId?: number;
}

function infoBase(db: Db, f: InfoFilter) {
  return db
    .selectFrom('bbs_info as i')
    .where('i.status', '=', SHOWN)
    .$if(!!f.lang, (q) => q.where('i.lang', '=', f.lang!))
    .$if(!!f.infoType, (q) => q.where('i.info_type', '=', f.infoType!))
    .$if(!!f.cityCode, (q) => q.where(inCity('i.city_code', f.cityCode!)))
    .$if(!!f.search, (q) => q.where(containsAny(['i.title', 'i.summary'], f.search!)))
    .$if(!!f.infoId, (q) => q.where('i.info_id', '=', f.infoId!));
}

async function infoRows(db: Db, f: InfoFilter, limit: number, offset = 0): Promise<InfoRow[]> {
  const rows = await infoBase(db, f)
    .select(['i.info_id', 'i.info_type', 'i.title', 'i.summary', 'i.cover', 'i.source', 'i.city_code', 'i.lang', 'i.views', 'i.is_sample', 'i.create_time'])
    .$if(!!f.cityCode, (q) => q.orderBy(cityFirst('i.city_code', f.cityCode!)))
    .orderBy('i.create_time', 'desc')
    .orderBy('i.info_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => ({
    infoId: num(r.info_id),
    infoType: r.info_type,
    title: r.title,
    summary: r.summary,
    cover: r.cover,
    source: r.source,
    cityCode: r.city_code,
    lang: r.lang as ContentLang,
    views: num(r.views),
    isSample: num(r.is_sample) === 1,
    createTime: r.create_time ?? '',
  }));
}

export async function listInfo(db: Db, f: InfoFilter, page: Paging): Promise<Page<InfoRow>> {
  return pageOf(
    infoBase(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    infoRows(db, f, page.pageSize, offsetOf(page)),
  );
}

export async function homeInfo(db: Db, f: InfoFilter): Promise<InfoRow[]> {
  return infoRows(db, f, BBS_HOME_LIMITS.info);
}

/** A shown news item with its content; counts the view. 404 when missing or hidden. */
export async function getInfo(db: Db, id: number): Promise<InfoDetail> {
  const [row] = await infoRows(db, { infoId: id }, 1);
  if (!row) throw new ServiceError('资讯不存在或已下线', 404);
  const [content] = await Promise.all([
    db.selectFrom('bbs_info').select('content').where('info_id', '=', id).executeTakeFirst(),
    db.updateTable('bbs_info').set((eb) => ({ views: eb('views', '+', 1) })).where('info_id', '=', id).execute(),
  ]);
  return { ...row, views: row.views + 1, content: content?.content ?? '' };
}
