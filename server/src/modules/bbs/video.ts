import { BBS_HOME_LIMITS, type ContentLang, type VideoDetail, type VideoRow } from '../../../../src/shared/contract/index';
import type { Db } from '../../db/index';
import { ServiceError } from '../../lib/result';
import { cityFirst, containsAny, inCity, num, offsetOf, type Page, pageOf, type Paging, pick, SHOWN } from './query';

/** Videos, one row per language. */
export interface VideoFilter {
  lang?: ContentLang;
  cityCode?: string;
  search?: string;
  schoolId?: number;
  videoId?: number;
}

function videoBase(db: Db, f: VideoFilter) {
  return db
    .selectFrom('bbs_video as v')
    .where('v.status', '=', SHOWN)
    .$if(!!f.lang, (q) => q.where('v.lang', '=', f.lang!))
    .$if(!!f.cityCode, (q) => q.where(inCity('v.city_code', f.cityCode!)))
    .$if(!!f.search, (q) => q.where(containsAny(['v.title', 'v.summary'], f.search!)))
    .$if(!!f.schoolId, (q) => q.where('v.school_id', '=', f.schoolId!))
    .$if(!!f.videoId, (q) => q.where('v.video_id', '=', f.videoId!));
}

/** Rows of the filter, newest first (the city's own first). */
export async function videoRows(db: Db, f: VideoFilter, limit: number, offset = 0): Promise<VideoRow[]> {
  const rows = await videoBase(db, f)
    .select(['v.video_id', 'v.title', 'v.summary', 'v.cover', 'v.url', 'v.duration', 'v.city_code', 'v.school_id', 'v.lang', 'v.views', 'v.is_sample', 'v.create_time'])
    .$if(!!f.cityCode, (q) => q.orderBy(cityFirst('v.city_code', f.cityCode!)))
    .orderBy('v.create_time', 'desc')
    .orderBy('v.video_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => ({
    videoId: num(r.video_id),
    title: r.title,
    summary: r.summary,
    cover: r.cover,
    url: r.url,
    duration: num(r.duration),
    cityCode: r.city_code,
    schoolId: r.school_id === null ? null : num(r.school_id),
    lang: r.lang as ContentLang,
    views: num(r.views),
    isSample: num(r.is_sample) === 1,
    createTime: r.create_time ?? '',
  }));
}

export async function listVideos(db: Db, f: VideoFilter, page: Paging): Promise<Page<VideoRow>> {
  return pageOf(
    videoBase(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    videoRows(db, f, page.pageSize, offsetOf(page)),
  );
}

export async function homeVideos(db: Db, f: VideoFilter): Promise<VideoRow[]> {
  return videoRows(db, f, BBS_HOME_LIMITS.video);
}

/** A shown video with its (shown) school's name; counts the view. 404 when missing or hidden. */
export async function getVideo(db: Db, id: number): Promise<VideoDetail> {
  const [row] = await videoRows(db, { videoId: id }, 1);
  if (!row) throw new ServiceError('视频不存在或已下线', 404);
  const [school] = await Promise.all([
    row.schoolId === null
      ? undefined
      : db.selectFrom('bbs_school').select(['school_name', 'school_name_en']).where('school_id', '=', row.schoolId).where('status', '=', SHOWN).executeTakeFirst(),
    db.updateTable('bbs_video').set((eb) => ({ views: eb('views', '+', 1) })).where('video_id', '=', id).execute(),
  ]);
  return { ...row, views: row.views + 1, schoolName: school ? pick(row.lang, school.school_name, school.school_name_en) : null };
}
