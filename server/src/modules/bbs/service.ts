import type { Selectable } from 'kysely';
import {
  BBS_DETAIL_REPLY_LIMIT,
  BBS_HOME_LIMITS,
  BBS_SCHOOL_POST_LIMIT,
  type BannerRow,
  type CityRow,
  type ContentLang,
  type InfoDetail,
  type InfoRow,
  POST_TYPE,
  type PostDetail,
  type PostRow,
  type RedBlackRow,
  type ReplyRow,
  type SchoolDetail,
  type SchoolRow,
  SEARCH_OBJ_TYPE,
  type SearchObjType,
  type SearchRow,
  type VideoDetail,
  type VideoRow,
} from '../../../../src/shared/contract/index';
import type { Db } from '../../db/index';
import { takeHit } from '../../lib/rate-limit';
import { ServiceError } from '../../lib/result';
import { formatDateTime, nowText } from '../../lib/time';
import { addressKey } from '../login/retry-lock';
import { invalidateBbsCache } from './cache';
import { sourcesOf } from './redBlack';
import { cityFirst, containsAny, inCity, num, offsetOf, type Paging, pick, splitList } from './query';
import { plainText, sanitizeRichText, summarize } from './sanitize';
import { type BbsDb, bbsDb, type BbsSchoolTable } from './schema';

/** Rows shown on the public site: status '0'. */
const SHOWN = '0';

export interface Page<T> {
  rows: T[];
  total: number;
}

/**
 * Read side of the public site. One instance per app (it holds the widened Kysely handle).
 * Every list is a base query with the filters, used once for the count and once for the page.
 */
export class BbsService {
  readonly db: BbsDb;
  /** the handle given, which keys the shared list cache */
  private readonly source: Db;

  constructor(db: Db) {
    this.source = db;
    this.db = bbsDb(db);
  }

  // -------------------------------------------------------------------------------------------
  // banners, cities

  async listBanners(lang: ContentLang): Promise<BannerRow[]> {
    const rows = await this.db
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

  async listCities(lang: ContentLang): Promise<CityRow[]> {
    const rows = await this.db
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

  // -------------------------------------------------------------------------------------------
  // posts (station articles, discussions, stories)

  private postBase(f: PostFilter) {
    return this.db
      .selectFrom('bbs_post as p')
      .where('p.status', '=', SHOWN)
      .where('p.post_type', 'in', f.postTypes)
      .$if(!!f.lang, (q) => q.where('p.lang', '=', f.lang!))
      .$if(!!f.postId, (q) => q.where('p.post_id', '=', f.postId!))
      .$if(!!f.blogType, (q) => q.where('p.blog_type', '=', f.blogType!))
      .$if(!!f.category, (q) => q.where('p.category', '=', f.category!))
      .$if(!!f.schoolId, (q) => q.where('p.school_id', '=', f.schoolId!))
      .$if(!!f.cityCode, (q) => q.where(inCity('p.city_code', f.cityCode!)))
      .$if(!!f.search, (q) => q.where(containsAny(['p.title', 'p.summary'], f.search!)));
  }

  private async postRows(f: PostFilter, limit: number, offset = 0): Promise<PostRow[]> {
    const rows = await this.postBase(f)
      .leftJoin('bbs_school as s', 's.school_id', 'p.school_id')
      .select([
        'p.post_id', 'p.post_type', 'p.blog_type', 'p.category', 'p.title', 'p.summary', 'p.cover', 'p.author_name',
        'p.city_code', 'p.school_id', 'p.lang', 'p.views', 'p.is_sample', 'p.create_time', 's.school_name', 's.school_name_en',
      ])
      .select((eb) =>
        eb
          .selectFrom('bbs_post_reply as r')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('r.post_id', '=', 'p.post_id')
          .where('r.status', '=', SHOWN)
          .as('reply_count'),
      )
      .$if(!!f.cityCode, (q) => q.orderBy(cityFirst('p.city_code', f.cityCode!)))
      .orderBy('p.create_time', 'desc')
      .orderBy('p.post_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((r) => ({
      postId: num(r.post_id),
      postType: r.post_type as PostRow['postType'],
      blogType: r.blog_type,
      category: r.category,
      title: r.title,
      summary: r.summary,
      cover: r.cover,
      authorName: r.author_name,
      cityCode: r.city_code,
      schoolId: r.school_id === null ? null : num(r.school_id),
      schoolName: r.school_name === null ? null : pick(r.lang as ContentLang, r.school_name, r.school_name_en),
      lang: r.lang as ContentLang,
      views: num(r.views),
      replyCount: num(r.reply_count),
      isSample: num(r.is_sample) === 1,
      createTime: r.create_time ?? '',
    }));
  }

  async listPosts(f: PostFilter, page: Paging): Promise<Page<PostRow>> {
    const [{ n }, rows] = await Promise.all([
      this.postBase(f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      this.postRows(f, page.pageSize, offsetOf(page)),
    ]);
    return { rows, total: num(n) };
  }

  async homePosts(f: PostFilter): Promise<PostRow[]> {
    return this.postRows(f, BBS_HOME_LIMITS.blog);
  }

  /** A shown post of one of the types, with its replies; counts the view. 404 when missing or hidden. */
  async getPost(id: number, postTypes: readonly string[]): Promise<PostDetail> {
    const [row] = await this.postRows({ postTypes, postId: id }, 1);
    if (!row) throw new ServiceError(postTypes.includes(POST_TYPE.STORY) ? '故事不存在或已下线' : '文章不存在或已下线', 404);
    const [content, replies] = await Promise.all([
      this.db.selectFrom('bbs_post').select('content').where('post_id', '=', id).executeTakeFirst(),
      this.replies(id),
      this.db.updateTable('bbs_post').set((eb) => ({ views: eb('views', '+', 1) })).where('post_id', '=', id).execute(),
    ]);
    return { ...row, views: row.views + 1, content: content?.content ?? '', replies };
  }

  // -------------------------------------------------------------------------------------------
  // schools

  private schoolBase(f: SchoolFilter) {
    return this.db
      .selectFrom('bbs_school as s')
      .where('s.status', '=', SHOWN)
      .$if(!!f.schoolType, (q) => q.where('s.school_type', '=', f.schoolType!))
      .$if(!!f.abroad, (q) => q.where('s.abroad', '=', f.abroad!))
      .$if(!!f.cityCode, (q) => q.where('s.city_code', '=', f.cityCode!))
      .$if(!!f.schoolName, (q) => q.where(containsAny(['s.school_name', 's.school_name_en'], f.schoolName!)))
      .$if(!!f.country, (q) => q.where(containsAny(['s.country', 's.country_en'], f.country!)))
      .$if(!!f.search, (q) => q.where(containsAny(SCHOOL_SEARCH_COLUMNS, f.search!)))
      .$if(!!f.schoolId, (q) => q.where('s.school_id', '=', f.schoolId!));
  }

  private async schoolRows(f: SchoolFilter, lang: ContentLang, limit: number, offset = 0) {
    const rows = await this.schoolBase(f)
      .select(SCHOOL_COLUMNS)
      .orderBy('s.sort')
      .orderBy('s.school_id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((r) => ({ raw: r, row: schoolRow(r, lang) }));
  }

  async listSchools(f: SchoolFilter, lang: ContentLang, page: Paging): Promise<Page<SchoolRow>> {
    const [{ n }, rows] = await Promise.all([
      this.schoolBase(f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      this.schoolRows(f, lang, page.pageSize, offsetOf(page)),
    ]);
    return { rows: rows.map((r) => r.row), total: num(n) };
  }

  /** A shown school with its dict labels, posts, videos and red/black entries. 404 when missing or hidden. */
  async getSchool(id: number, lang: ContentLang): Promise<SchoolDetail> {
    const found = await this.schoolBase({ schoolId: id })
      .select(SCHOOL_COLUMNS)
      .select(['s.address', 's.address_en', 's.intro', 's.intro_en', 's.create_time'])
      .executeTakeFirst();
    if (!found) throw new ServiceError('学校不存在或已下线', 404);
    const [dicts, posts, videos, redBlack] = await Promise.all([
      this.db
        .selectFrom('sys_dict_data')
        .select(['dict_type', 'dict_value', 'dict_label'])
        .where('dict_type', 'in', ['bbs_school_type', 'joinschooldict', 'existstunumsdict', 'application_difficulty', 'recruitgradedict', 'educational_stage'])
        .where('status', '=', '0')
        .orderBy('dict_sort')
        .execute(),
      this.postRows({ postTypes: [POST_TYPE.ARTICLE, POST_TYPE.DISCUSSION, POST_TYPE.STORY], lang, schoolId: id }, BBS_SCHOOL_POST_LIMIT),
      this.videoRows({ lang, schoolId: id }, BBS_SCHOOL_POST_LIMIT),
      this.redBlackRows({ schoolId: id }, lang, BBS_HOME_LIMITS.redBlack),
    ]);
    const label = (type: string, value: string) => {
      const d = dicts.find((x) => x.dict_type === type && x.dict_value === value);
      return d ? { value, label: d.dict_label } : null;
    };
    const labels = (type: string, values: string[]) =>
      values.map((v) => label(type, v)).filter((x): x is { value: string; label: string } => x !== null);
    const row = schoolRow(found, lang);
    return {
      ...row,
      address: pick(lang, found.address, found.address_en),
      intro: pick(lang, found.intro, found.intro_en),
      labels: {
        schoolType: label('bbs_school_type', row.schoolType),
        joinMethod: label('joinschooldict', row.joinMethod),
        studentNums: label('existstunumsdict', row.studentNums),
        applicationDifficulty: label('application_difficulty', row.applicationDifficulty),
        grades: labels('recruitgradedict', row.grades),
        educationalStage: labels('educational_stage', row.educationalStage),
      },
      posts,
      videos,
      redBlack: [...redBlack.red, ...redBlack.black],
      createTime: found.create_time ?? '',
    };
  }

  // -------------------------------------------------------------------------------------------
  // red and black lists

  private async redBlackRows(f: { cityCode?: string; schoolId?: number }, lang: ContentLang, limit: number) {
    const query = (listType: 'red' | 'black') =>
      this.db
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

  async listRedBlack(cityCode: string | undefined, lang: ContentLang): Promise<{ red: RedBlackRow[]; black: RedBlackRow[] }> {
    return this.redBlackRows({ cityCode }, lang, BBS_HOME_LIMITS.redBlack);
  }

  // -------------------------------------------------------------------------------------------
  // news

  private infoBase(f: InfoFilter) {
    return this.db
      .selectFrom('bbs_info as i')
      .where('i.status', '=', SHOWN)
      .$if(!!f.lang, (q) => q.where('i.lang', '=', f.lang!))
      .$if(!!f.infoType, (q) => q.where('i.info_type', '=', f.infoType!))
      .$if(!!f.cityCode, (q) => q.where(inCity('i.city_code', f.cityCode!)))
      .$if(!!f.search, (q) => q.where(containsAny(['i.title', 'i.summary'], f.search!)))
      .$if(!!f.infoId, (q) => q.where('i.info_id', '=', f.infoId!));
  }

  private async infoRows(f: InfoFilter, limit: number, offset = 0): Promise<InfoRow[]> {
    const rows = await this.infoBase(f)
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

  async listInfo(f: InfoFilter, page: Paging): Promise<Page<InfoRow>> {
    const [{ n }, rows] = await Promise.all([
      this.infoBase(f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      this.infoRows(f, page.pageSize, offsetOf(page)),
    ]);
    return { rows, total: num(n) };
  }

  async homeInfo(f: InfoFilter): Promise<InfoRow[]> {
    return this.infoRows(f, BBS_HOME_LIMITS.info);
  }

  async getInfo(id: number): Promise<InfoDetail> {
    const [row] = await this.infoRows({ infoId: id }, 1);
    if (!row) throw new ServiceError('资讯不存在或已下线', 404);
    const [content] = await Promise.all([
      this.db.selectFrom('bbs_info').select('content').where('info_id', '=', id).executeTakeFirst(),
      this.db.updateTable('bbs_info').set((eb) => ({ views: eb('views', '+', 1) })).where('info_id', '=', id).execute(),
    ]);
    return { ...row, views: row.views + 1, content: content?.content ?? '' };
  }

  // -------------------------------------------------------------------------------------------
  // videos

  private videoBase(f: VideoFilter) {
    return this.db
      .selectFrom('bbs_video as v')
      .where('v.status', '=', SHOWN)
      .$if(!!f.lang, (q) => q.where('v.lang', '=', f.lang!))
      .$if(!!f.cityCode, (q) => q.where(inCity('v.city_code', f.cityCode!)))
      .$if(!!f.search, (q) => q.where(containsAny(['v.title', 'v.summary'], f.search!)))
      .$if(!!f.schoolId, (q) => q.where('v.school_id', '=', f.schoolId!))
      .$if(!!f.videoId, (q) => q.where('v.video_id', '=', f.videoId!));
  }

  private async videoRows(f: VideoFilter, limit: number, offset = 0): Promise<VideoRow[]> {
    const rows = await this.videoBase(f)
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

  async listVideos(f: VideoFilter, page: Paging): Promise<Page<VideoRow>> {
    const [{ n }, rows] = await Promise.all([
      this.videoBase(f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      this.videoRows(f, page.pageSize, offsetOf(page)),
    ]);
    return { rows, total: num(n) };
  }

  async homeVideos(f: VideoFilter): Promise<VideoRow[]> {
    return this.videoRows(f, BBS_HOME_LIMITS.video);
  }

  async getVideo(id: number): Promise<VideoDetail> {
    const [row] = await this.videoRows({ videoId: id }, 1);
    if (!row) throw new ServiceError('视频不存在或已下线', 404);
    const [school] = await Promise.all([
      row.schoolId === null
        ? undefined
        : this.db.selectFrom('bbs_school').select(['school_name', 'school_name_en']).where('school_id', '=', row.schoolId).where('status', '=', SHOWN).executeTakeFirst(),
      this.db.updateTable('bbs_video').set((eb) => ({ views: eb('views', '+', 1) })).where('video_id', '=', id).execute(),
    ]);
    return { ...row, views: row.views + 1, schoolName: school ? pick(row.lang, school.school_name, school.school_name_en) : null };
  }

  // -------------------------------------------------------------------------------------------
  // search

  /** One object type, matched by `searchValue` (all of that type when it is empty), paged. */
  async search(objType: SearchObjType, q: { searchValue?: string; cityCode?: string; lang: ContentLang }, page: Paging): Promise<Page<SearchRow>> {
    const { searchValue: search, cityCode, lang } = q;
    switch (objType) {
      case SEARCH_OBJ_TYPE.SCHOOL: {
        const f: SchoolFilter = { search, cityCode };
        const [{ n }, rows] = await Promise.all([
          this.schoolBase(f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
          this.schoolBase(f)
            .select(['s.school_id', 's.school_name', 's.school_name_en', 's.intro', 's.intro_en', 's.cover', 's.city_code', 's.create_time'])
            .orderBy('s.sort')
            .orderBy('s.school_id')
            .limit(page.pageSize)
            .offset(offsetOf(page))
            .execute(),
        ]);
        return {
          total: num(n),
          rows: rows.map((r) => ({
            objType, id: num(r.school_id), title: pick(lang, r.school_name, r.school_name_en),
            summary: summarize(pick(lang, r.intro, r.intro_en), 100), cover: r.cover, cityCode: r.city_code, createTime: r.create_time ?? '',
          })),
        };
      }
      case SEARCH_OBJ_TYPE.ARTICLE:
      case SEARCH_OBJ_TYPE.STORY: {
        const postTypes = objType === SEARCH_OBJ_TYPE.STORY ? [POST_TYPE.STORY] : [POST_TYPE.ARTICLE, POST_TYPE.DISCUSSION];
        const { rows, total } = await this.listPosts({ postTypes, lang, cityCode, search }, page);
        return { total, rows: rows.map((r) => ({ objType, id: r.postId, title: r.title, summary: r.summary, cover: r.cover, cityCode: r.cityCode, createTime: r.createTime })) };
      }
      case SEARCH_OBJ_TYPE.NEWS: {
        const { rows, total } = await this.listInfo({ lang, cityCode, search }, page);
        return { total, rows: rows.map((r) => ({ objType, id: r.infoId, title: r.title, summary: r.summary, cover: r.cover, cityCode: r.cityCode, createTime: r.createTime })) };
      }
      case SEARCH_OBJ_TYPE.VIDEO: {
        const { rows, total } = await this.listVideos({ lang, cityCode, search }, page);
        return { total, rows: rows.map((r) => ({ objType, id: r.videoId, title: r.title, summary: r.summary, cover: r.cover, cityCode: r.cityCode, createTime: r.createTime })) };
      }
      default:
        throw new ServiceError('搜索类型只能是1到5');
    }
  }

  // -------------------------------------------------------------------------------------------
  // writes (the member centre and the admin pages build on these): rich text is sanitized here, on write

  /** Inserts a post; `content` is sanitized, the title, summary and author are stored as typed (plain text). Returns the id. */
  async createPost(p: NewPost): Promise<number> {
    const content = sanitizeRichText(p.content);
    const row = await this.db
      .insertInto('bbs_post')
      .values({
        post_type: p.postType,
        blog_type: p.blogType ?? null,
        category: p.category ?? null,
        title: plainText(p.title).slice(0, 200),
        summary: (p.summary ? plainText(p.summary) : summarize(content, 120)).slice(0, 500),
        content,
        cover: p.cover ?? '',
        user_id: p.userId ?? null,
        author_name: plainText(p.authorName ?? '').slice(0, 64),
        city_code: p.cityCode ?? null,
        school_id: p.schoolId ?? null,
        lang: p.lang ?? 'zh',
        status: p.status ?? SHOWN,
        is_sample: 0,
        create_by: p.createBy ?? '',
        create_time: p.createTime ?? nowText(),
      })
      .returning('post_id')
      .executeTakeFirstOrThrow();
    invalidateBbsCache(this.source);
    return num(row.post_id);
  }

  /** Inserts a reply to a post; `content` is sanitized. Returns the id. */
  async createReply(r: { postId: number; content: string; parentId?: number | null; userId?: number | null; authorName?: string; createBy?: string }): Promise<number> {
    const row = await this.db
      .insertInto('bbs_post_reply')
      .values({
        post_id: r.postId,
        parent_id: r.parentId ?? null,
        user_id: r.userId ?? null,
        author_name: plainText(r.authorName ?? '').slice(0, 64),
        content: sanitizeRichText(r.content),
        status: SHOWN,
        is_sample: 0,
        create_by: r.createBy ?? '',
        create_time: nowText(),
      })
      .returning('reply_id')
      .executeTakeFirstOrThrow();
    invalidateBbsCache(this.source);
    return num(row.reply_id);
  }

  // -------------------------------------------------------------------------------------------
  // contact enquiries

  /**
   * Stores an enquiry; at most CONTACT_RATE.max from one address within CONTACT_RATE.windowMs, counted by the
   * atomic counter of lib/rate-limit.ts before the row is written (parallel posts cannot slip past it).
   */
  async addContact(c: { name: string; mobile: string; message: string; sourcePage: string; lang: ContentLang }, client: { ip: string; userAgent: string }): Promise<{ createTime: string }> {
    const now = Date.now();
    const grant = await takeHit(this.source, { key: `contact:${addressKey(client.ip)}`, ...CONTACT_RATE }, now);
    if (!grant) throw new ServiceError(CONTACT_LIMIT_MSG);
    const createTime = formatDateTime(now);
    await this.db
      .insertInto('bbs_contact')
      .values({
        name: plainText(c.name).slice(0, 30),
        mobile: c.mobile,
        message: plainText(c.message).slice(0, 500),
        source_page: plainText(c.sourcePage).slice(0, 200),
        lang: c.lang,
        ip: client.ip.slice(0, 128),
        user_agent: client.userAgent.slice(0, 255),
        status: '0',
        create_by: '',
        create_time: createTime,
        remark: null,
      })
      .execute();
    return { createTime };
  }

  private async replies(postId: number): Promise<ReplyRow[]> {
    const rows = await this.db
      .selectFrom('bbs_post_reply')
      .select(['reply_id', 'post_id', 'parent_id', 'author_name', 'content', 'create_time'])
      .where('post_id', '=', postId)
      .where('status', '=', SHOWN)
      .orderBy('create_time')
      .orderBy('reply_id')
      .limit(BBS_DETAIL_REPLY_LIMIT)
      .execute();
    return rows.map((r) => ({
      replyId: num(r.reply_id),
      postId: num(r.post_id),
      parentId: r.parent_id === null ? null : num(r.parent_id),
      authorName: r.author_name,
      content: r.content ?? '',
      createTime: r.create_time ?? '',
    }));
  }
}

export interface PostFilter {
  postTypes: readonly string[];
  /** absent: any language (detail by id) */
  lang?: ContentLang;
  blogType?: string;
  category?: string;
  cityCode?: string;
  schoolId?: number;
  search?: string;
  postId?: number;
}

export interface SchoolFilter {
  schoolType?: string;
  abroad?: '0' | '1';
  schoolName?: string;
  country?: string;
  cityCode?: string;
  /** any of name, country, city, curriculum (search) */
  search?: string;
  schoolId?: number;
}

export interface InfoFilter {
  lang?: ContentLang;
  infoType?: string;
  cityCode?: string;
  search?: string;
  infoId?: number;
}

export interface VideoFilter {
  lang?: ContentLang;
  cityCode?: string;
  search?: string;
  schoolId?: number;
  videoId?: number;
}

/** Contact enquiries one address may send per window. */
export const CONTACT_RATE = { max: 5, windowMs: 10 * 60 * 1000 } as const;
export const CONTACT_LIMIT_MSG = '提交过于频繁，请稍后再试';

const SCHOOL_SEARCH_COLUMNS = [
  's.school_name', 's.school_name_en', 's.country', 's.country_en', 's.city', 's.city_en', 's.curriculum', 's.curriculum_en',
] as const;

const SCHOOL_COLUMNS = [
  's.school_id', 's.school_name', 's.school_name_en', 's.country', 's.country_en', 's.province', 's.province_en', 's.city',
  's.city_en', 's.city_code', 's.school_type', 's.abroad', 's.tuition', 's.tuition_en', 's.tuition_min', 's.tuition_max',
  's.currency', 's.grades', 's.boarding', 's.curriculum', 's.curriculum_en', 's.join_method', 's.student_nums',
  's.application_difficulty', 's.educational_stage', 's.cover', 's.website', 's.sort', 's.is_sample',
] as const;

type SchoolSelected = Pick<
  Selectable<BbsSchoolTable>,
  | 'school_id' | 'school_name' | 'school_name_en' | 'country' | 'country_en' | 'province' | 'province_en' | 'city' | 'city_en'
  | 'city_code' | 'school_type' | 'abroad' | 'tuition' | 'tuition_en' | 'tuition_min' | 'tuition_max' | 'currency' | 'grades'
  | 'boarding' | 'curriculum' | 'curriculum_en' | 'join_method' | 'student_nums' | 'application_difficulty'
  | 'educational_stage' | 'cover' | 'website' | 'sort' | 'is_sample'
>;

function schoolRow(r: SchoolSelected, lang: ContentLang): SchoolRow {
  return {
    schoolId: num(r.school_id),
    schoolName: pick(lang, r.school_name, r.school_name_en),
    schoolNameZh: r.school_name,
    schoolNameEn: r.school_name_en,
    country: pick(lang, r.country, r.country_en),
    province: pick(lang, r.province, r.province_en),
    city: pick(lang, r.city, r.city_en),
    cityCode: r.city_code,
    schoolType: r.school_type,
    abroad: r.abroad === '1' ? '1' : '0',
    tuition: pick(lang, r.tuition, r.tuition_en),
    tuitionMin: r.tuition_min === null ? null : num(r.tuition_min),
    tuitionMax: r.tuition_max === null ? null : num(r.tuition_max),
    currency: r.currency,
    grades: splitList(r.grades),
    boarding: r.boarding === '1' ? '1' : '0',
    curriculum: pick(lang, r.curriculum, r.curriculum_en),
    joinMethod: r.join_method,
    studentNums: r.student_nums,
    applicationDifficulty: r.application_difficulty,
    educationalStage: splitList(r.educational_stage),
    cover: r.cover,
    website: r.website,
    sort: num(r.sort),
    isSample: num(r.is_sample) === 1,
  };
}

export interface NewPost {
  postType: '1' | '2' | '3';
  title: string;
  /** rich text (HTML); sanitized before it is stored */
  content: string;
  /** plain text; derived from the content when absent */
  summary?: string;
  blogType?: string | null;
  category?: string | null;
  cover?: string;
  userId?: number | null;
  authorName?: string;
  cityCode?: string | null;
  schoolId?: number | null;
  lang?: ContentLang;
  status?: '0' | '1';
  createBy?: string;
  createTime?: string;
}
