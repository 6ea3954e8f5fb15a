import {
  type ContentLang,
  POST_TYPE,
  SEARCH_OBJ_TYPE,
  type SearchObjType,
  type SearchRow,
} from '../../../../src/shared/contract/index';
import type { Db } from '../../db/index';
import { summarize } from '../../lib/sanitize';
import { ServiceError } from '../../lib/result';
import { listInfo } from './info';
import { listPosts } from './post';
import { num, offsetOf, type Page, pageOf, type Paging, pick } from './query';
import { schoolBase, type SchoolFilter } from './school';
import { listVideos } from './video';

/** One object type, matched by `searchValue` (all of that type when it is empty), paged. */
export async function search(
  db: Db,
  objType: SearchObjType,
  q: { searchValue?: string; cityCode?: string; lang: ContentLang },
  page: Paging,
): Promise<Page<SearchRow>> {
  const { searchValue: text, cityCode, lang } = q;
  switch (objType) {
    case SEARCH_OBJ_TYPE.SCHOOL: {
      const f: SchoolFilter = { search: text, cityCode };
      return pageOf(
        schoolBase(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        schoolBase(db, f)
          .select(['s.school_id', 's.school_name', 's.school_name_en', 's.intro', 's.intro_en', 's.cover', 's.city_code', 's.create_time'])
          .orderBy('s.sort')
          .orderBy('s.school_id')
          .limit(page.pageSize)
          .offset(offsetOf(page))
          .execute()
          .then((rows) => rows.map((r) => ({
            objType, id: num(r.school_id), title: pick(lang, r.school_name, r.school_name_en),
            summary: summarize(pick(lang, r.intro, r.intro_en), 100), cover: r.cover, cityCode: r.city_code, createTime: r.create_time ?? '',
          }))),
      );
    }
    case SEARCH_OBJ_TYPE.ARTICLE:
    case SEARCH_OBJ_TYPE.STORY: {
      const postTypes = objType === SEARCH_OBJ_TYPE.STORY ? [POST_TYPE.STORY] : [POST_TYPE.ARTICLE, POST_TYPE.DISCUSSION];
      const { rows, total } = await listPosts(db, { postTypes, lang, cityCode, search: text }, page);
      return { total, rows: rows.map((r) => ({ objType, id: r.postId, title: r.title, summary: r.summary, cover: r.cover, cityCode: r.cityCode, createTime: r.createTime })) };
    }
    case SEARCH_OBJ_TYPE.NEWS: {
      const { rows, total } = await listInfo(db, { lang, cityCode, search: text }, page);
      return { total, rows: rows.map((r) => ({ objType, id: r.infoId, title: r.title, summary: r.summary, cover: r.cover, cityCode: r.cityCode, createTime: r.createTime })) };
    }
    case SEARCH_OBJ_TYPE.VIDEO: {
      const { rows, total } = await listVideos(db, { lang, cityCode, search: text }, page);
      return { total, rows: rows.map((r) => ({ objType, id: r.videoId, title: r.title, summary: r.summary, cover: r.cover, cityCode: r.cityCode, createTime: r.createTime })) };
    }
    default:
      throw new ServiceError('搜索类型只能是1到5');
  }
}
