import { z } from 'zod';
import {
  BBS_MAX_PAGE_SIZE,
  CONTACT_LIMITS,
  CONTENT_LANGS,
  DEFAULT_PHONE_AREA,
  DEFAULT_SEARCH_OBJ_TYPE,
  PHONE_AREA_CODES,
  phoneIssue,
  type ContentLang,
  type SearchObjType,
} from './constants';
import { redBlackSourceRowSchema } from './redBlack';
import { msg } from './kit/messages';

/**
 * The public site's calls under /prod-api/bbs/web/ (spec section 7, "Public"): request bodies, response rows,
 * and the codes they use. All are POST, anonymous, answered in the RuoYi envelope (HTTP 200, `code` decides).
 *
 * | call | query | body | answer |
 * |---|---|---|---|
 * | listHomeBanner | | {lang} | data: BannerRow[] (sort order, ≤ 10) |
 * | listHomeBlog | | {blogType, cityCode, lang} | data: PostRow[] (newest station posts, ≤ 8) |
 * | listSchoolSchool | pageNum, pageSize | {schoolType, abroad, schoolName, country, cityCode, lang} | rows: SchoolRow[], total |
 * | listRedBlack | | {cityCode, lang} | redlist, balcklist: RedBlackRow[] (≤ 10 each; `balcklist` spelled so; with evidence) |
 * | listHomeInfomation | | {cityCode, infoType, lang} | data: InfoRow[] (newest news, ≤ 8) |
 * | listCity | | {lang} | data: CityRow[] |
 * | listSearch | pageNum, pageSize | {objType (default 2), searchValue, cityCode, lang} | rows: SearchRow[], total |
 * | listInfomationInfomation | pageNum, pageSize | {infoType, cityCode, lang} | rows: InfoRow[], total |
 * | listVideoVideo | pageNum, pageSize | {query, cityCode, lang} | rows: VideoRow[], total |
 * | listHomeVideo | | {cityCode, lang} | data: VideoRow[] (≤ 6) |
 * | listBlogBlog | pageNum, pageSize | {blogType, tag, postType, cityCode, schoolId, lang} | rows: PostRow[], total (station) |
 * | listBlogBlogStu | pageNum, pageSize | {category, cityCode, schoolId, lang} | rows: PostRow[], total (stories) |
 * | getSchoolSchool/{id} | | {lang} | data: SchoolDetail |
 * | getBlogBlog/{id} | | | data: PostDetail (station article or discussion, with replies) |
 * | getBlogBlogStu/{id} | | | data: PostDetail (story, with replies) |
 * | getInfomationInfomation/{id} | | | data: InfoDetail |
 * | getVideoVideo/{id} | | | data: VideoDetail |
 * | addContact | | ContactBody | msg (confirmation), data: {createTime} |
 *
 * Rules shared by every call:
 * - `lang` is 'zh' (default) or 'en': posts, news, videos and banners are stored per language and lists return
 *   that language only; schools, cities and red/black entries carry both and answer the asked one in their
 *   display fields (`schoolName`, `label`, `reason`, …).
 * - `cityCode` (a CityRow `value`) narrows lists to that city plus the items that concern every city (stored
 *   without a city); the city's own items come first. Empty or absent means every city.
 * - Paged calls read `pageNum` (default 1) and `pageSize` (default 10, at most 50; larger asks get 50) from the
 *   query string. Order is stable: newest first with the id as tie-break (schools: `sort`, then id).
 * - Codes may be sent as strings or numbers; '' and null mean "no filter".
 * - A missing or hidden item answers `{code: 404, msg}`; a malformed body `{code: 500, msg: '<field>: <message>'}`.
 * - Datetimes are 'YYYY-MM-DD HH:mm:ss' (Asia/Shanghai). Media paths are server-relative (`/profile/...`).
 */

// ---------------------------------------------------------------------------------------------
// codes (in ./constants, without zod, so that clients can import them without the schemas)

export {
  BBS_DETAIL_REPLY_LIMIT,
  BBS_HOME_LIMITS,
  BBS_MAX_PAGE_SIZE,
  BBS_SCHOOL_POST_LIMIT,
  BLOG_TYPES,
  CONTACT_LIMITS,
  CONTACT_OK_MSG,
  CONTENT_LANGS,
  DEFAULT_SEARCH_OBJ_TYPE,
  INFO_TYPES,
  POST_TYPE,
  RED_BLACK,
  SCHOOL_ABROAD_FILTERS,
  SEARCH_OBJ_TYPE,
  SEARCH_OBJ_TYPES,
  STORY_CATEGORIES,
  type CodeOption,
  type ContentLang,
  type PostType,
  type RedBlackType,
  type SearchObjType,
} from './constants';

// ---------------------------------------------------------------------------------------------
// request pieces

/** '' / null / undefined → undefined; numbers → strings; trimmed; at most `max` characters. */
function codeField(field: string, max = 32) {
  return z
    .union([z.string(), z.number()], { error: `${field}格式不正确` })
    .nullish()
    .transform((v) => (v === null || v === undefined ? undefined : String(v).trim() || undefined))
    .refine((v) => v === undefined || v.length <= max, `${field}长度不能超过${max}个字符`);
}

/** Free text filter: '' / null → undefined; trimmed; at most `max` characters. */
function textField(field: string, max: number) {
  return z
    .string({ error: `${field}必须是文本` })
    .nullish()
    .transform((v) => (v === null || v === undefined ? undefined : v.trim() || undefined))
    .refine((v) => v === undefined || v.length <= max, `${field}长度不能超过${max}个字符`);
}

/** A positive integer id given as number or digits; '' / null → undefined. */
function idField(field: string) {
  return z
    .union([z.string(), z.number()], { error: `${field}格式不正确` })
    .nullish()
    .transform((v) => (v === null || v === undefined || String(v).trim() === '' ? undefined : Number(v)))
    .refine((n) => n === undefined || (Number.isSafeInteger(n) && n > 0), `${field}必须是正整数`);
}

/** 'zh' | 'en'; absent, '' or null → 'zh'. */
export const langSchema = z
  .union([z.enum(CONTENT_LANGS), z.literal('')], { error: "lang 只能是 'zh' 或 'en'" })
  .nullish()
  .transform((v): ContentLang => v || 'zh');

/** Query string of the paged calls. */
export const bbsPageQuerySchema = z.object({
  pageNum: z.coerce.number({ error: '页码必须是数字' }).int('页码必须是整数').min(1, '页码不能小于1').default(1),
  pageSize: z.coerce
    .number({ error: '每页条数必须是数字' })
    .int('每页条数必须是整数')
    .min(1, '每页条数不能小于1')
    .default(10)
    .transform((n) => Math.min(n, BBS_MAX_PAGE_SIZE)),
});
export interface BbsPageParams {
  pageNum?: number;
  pageSize?: number;
}

const cityCode = codeField('城市编码');

export const langBodySchema = z.object({ lang: langSchema });
export type LangBody = z.input<typeof langBodySchema>;

/** a saved type's code (bbs_type.type_code, 分类管理) */
const typeCode = (field: string) => codeField(field, 16);

export const homeBlogBodySchema = z.object({ blogType: typeCode('文章类型'), cityCode, lang: langSchema });
export type HomeBlogBody = z.input<typeof homeBlogBodySchema>;

export const schoolListBodySchema = z.object({
  /** dict bbs_school_type value */
  schoolType: codeField('学校类型', 8),
  /** 1 abroad (outside the mainland, Hong Kong included), 0 mainland; null/'' all */
  abroad: z
    .union([z.literal(1), z.literal(0), z.literal('1'), z.literal('0'), z.literal('')], { error: '境内外筛选只能是1或0' })
    .nullish()
    .transform((v) => (v === null || v === undefined || v === '' ? undefined : (String(v) as '1' | '0'))),
  /** part of the Chinese or English name */
  schoolName: textField('学校名称', 100),
  /** part of the country (Chinese or English), e.g. 加拿大 / Canada */
  country: textField('所在国家', 50),
  cityCode,
  lang: langSchema,
});
export type SchoolListBody = z.input<typeof schoolListBodySchema>;

export const cityBodySchema = z.object({ cityCode, lang: langSchema });
export type CityBody = z.input<typeof cityBodySchema>;

export const homeInfoBodySchema = z.object({ cityCode, infoType: codeField('资讯类型', 8), lang: langSchema });
export type HomeInfoBody = z.input<typeof homeInfoBodySchema>;
export const infoListBodySchema = homeInfoBodySchema;
export type InfoListBody = HomeInfoBody;

export const videoListBodySchema = z.object({ query: textField('搜索内容', 100), cityCode, lang: langSchema });
export type VideoListBody = z.input<typeof videoListBodySchema>;

export const searchBodySchema = z.object({
  objType: z
    .union([z.number(), z.string()], { error: '搜索类型只能是1到5' })
    .nullish()
    .transform((v) => (v === null || v === undefined || v === '' ? DEFAULT_SEARCH_OBJ_TYPE : Number(v)))
    .refine((n) => Number.isInteger(n) && n >= 1 && n <= 5, '搜索类型只能是1到5')
    .transform((n) => n as SearchObjType),
  searchValue: textField('搜索内容', 100),
  cityCode,
  lang: langSchema,
});
export type SearchBody = z.input<typeof searchBodySchema>;

export const blogListBodySchema = z.object({
  blogType: typeCode('文章类型'),
  /** posts carrying this tag (exact name) */
  tag: textField('标签', 20),
  /** '1' articles only, '3' discussions only; absent = both (the station) */
  postType: z
    .union([z.literal('1'), z.literal('3'), z.literal(1), z.literal(3), z.literal('')], { error: '帖子类型只能是1或3' })
    .nullish()
    .transform((v) => (v === null || v === undefined || v === '' ? undefined : (String(v) as '1' | '3'))),
  cityCode,
  schoolId: idField('学校编号'),
  lang: langSchema,
});
export type BlogListBody = z.input<typeof blogListBodySchema>;

export const storyListBodySchema = z.object({
  /** a story type's code (scope 'story' of 分类管理); null/'' all */
  category: typeCode('故事分类'),
  cityCode,
  schoolId: idField('学校编号'),
  lang: langSchema,
});
export type StoryListBody = z.input<typeof storyListBodySchema>;

/** Path parameter of the detail calls. */
export const idParamSchema = z.object({
  id: z.coerce.number({ error: '编号必须是数字' }).int('编号必须是整数').positive('编号必须是正整数').max(Number.MAX_SAFE_INTEGER),
});

/**
 * POST /bbs/web/addContact: the contact enquiry form. Messages are zh with English twins (msg): the server answers
 * in the form's `lang`. The mobile number is checked for its area (PHONE_AREAS: +86, +852, +1); the output's
 * The national number is stored: its length tells the area (phoneDisplay adds the code).
 */
export const contactBodySchema = z
  .object({
    name: z
      .string({ error: msg('请输入您的姓名', 'Please enter your name') })
      .trim()
      .min(1, msg('请输入您的姓名', 'Please enter your name'))
      .max(CONTACT_LIMITS.name, msg(`姓名长度不能超过${CONTACT_LIMITS.name}个字符`, `The name can be at most ${CONTACT_LIMITS.name} characters`)),
    areaCode: z.enum(PHONE_AREA_CODES, { error: msg('请选择电话区号', 'Choose the country code') }).default(DEFAULT_PHONE_AREA),
    mobile: z
      .string({ error: msg('请输入您的手机号码', 'Please enter your mobile number') })
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().min(1, msg('请输入您的手机号码', 'Please enter your mobile number'))),
    message: z
      .string({ error: msg('留言必须是文本', 'The message must be text') })
      .nullish()
      .transform((v) => v?.trim() ?? '')
      .refine((v) => v.length <= CONTACT_LIMITS.message, msg(`留言长度不能超过${CONTACT_LIMITS.message}个字符`, `The message can be at most ${CONTACT_LIMITS.message} characters`)),
    /** the page the form was sent from (e.g. '/school/detail/12') */
    sourcePage: z
      .string()
      .nullish()
      .transform((v) => (v ?? '').trim().slice(0, CONTACT_LIMITS.sourcePage)),
    lang: langSchema,
  })
  .superRefine((c, ctx) => {
    const issue = phoneIssue(c.areaCode, c.mobile);
    if (issue) ctx.addIssue({ code: 'custom', path: ['mobile'], message: issue });
  });
export type ContactBody = z.input<typeof contactBodySchema>;

// ---------------------------------------------------------------------------------------------
// response rows

const nullableText = z.string().nullable();

export const bannerRowSchema = z.object({
  bannerId: z.number(),
  title: z.string(),
  /** image path (`/profile/...`) */
  image: z.string(),
  /** a site path ('/school') or an external URL; '' = not a link */
  link: z.string(),
  sort: z.number(),
  lang: z.enum(CONTENT_LANGS),
});
export type BannerRow = z.infer<typeof bannerRowSchema>;

export const postRowSchema = z.object({
  postId: z.number(),
  /** POST_TYPE: '1' article, '2' story, '3' discussion */
  postType: z.enum(['1', '2', '3']),
  /** a station type's code (`GET /bbs/web/types?scope=station`); null for stories */
  blogType: nullableText,
  /** a story type's code (`GET /bbs/web/types?scope=story`); null otherwise */
  category: nullableText,
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  authorName: z.string(),
  cityCode: nullableText,
  schoolId: z.number().nullable(),
  /** the linked school's name in the asked language */
  schoolName: nullableText,
  lang: z.enum(CONTENT_LANGS),
  views: z.number(),
  replyCount: z.number(),
  isSample: z.boolean(),
  createTime: z.string(),
  /** pinned by an editor: the public lists show it first (置顶) */
  pinned: z.boolean(),
  /** the post's tags (names as stored, at most 5) */
  tags: z.array(z.string()),
});
export type PostRow = z.infer<typeof postRowSchema>;

export const replyRowSchema = z.object({
  replyId: z.number(),
  postId: z.number(),
  /** the reply this one answers; null for a direct reply */
  parentId: z.number().nullable(),
  authorName: z.string(),
  /** sanitized HTML */
  content: z.string(),
  createTime: z.string(),
});
export type ReplyRow = z.infer<typeof replyRowSchema>;

export const postDetailSchema = postRowSchema.extend({
  /** sanitized HTML (sanitize on write; the client sanitizes again on render) */
  content: z.string(),
  /** the author's account (members' posts; null for editorial ones), so the author sees 删除 */
  userId: z.number().nullable(),
  /** the author's avatar path, '' for the default */
  avatar: z.string(),
  replies: z.array(replyRowSchema),
});
export type PostDetail = z.infer<typeof postDetailSchema>;

export const schoolRowSchema = z.object({
  schoolId: z.number(),
  /** in the asked language */
  schoolName: z.string(),
  schoolNameZh: z.string(),
  schoolNameEn: z.string(),
  country: z.string(),
  province: z.string(),
  city: z.string(),
  cityCode: nullableText,
  /** dict bbs_school_type */
  schoolType: z.string(),
  /** '1' abroad (incl. Hong Kong), '0' mainland */
  abroad: z.enum(['0', '1']),
  /** tuition as text, e.g. '约 CAD 15,000–18,000 / 年' */
  tuition: z.string(),
  tuitionMin: z.number().nullable(),
  tuitionMax: z.number().nullable(),
  /** ISO 4217: CAD, HKD, CNY */
  currency: z.string(),
  /** dict recruitgradedict values, e.g. ['G9','G10','G11','G12'] */
  grades: z.array(z.string()),
  /** '1' boarding offered, '0' day school */
  boarding: z.enum(['0', '1']),
  curriculum: z.string(),
  /** dict joinschooldict */
  joinMethod: z.string(),
  /** dict existstunumsdict */
  studentNums: z.string(),
  /** dict application_difficulty */
  applicationDifficulty: z.string(),
  /** dict educational_stage values */
  educationalStage: z.array(z.string()),
  cover: z.string(),
  website: z.string(),
  sort: z.number(),
  isSample: z.boolean(),
});
export type SchoolRow = z.infer<typeof schoolRowSchema>;

export const redBlackRowSchema = z.object({
  entryId: z.number(),
  listType: z.enum(['red', 'black']),
  schoolId: z.number().nullable(),
  /** the linked school's name, else the entry's own, in the asked language */
  schoolName: z.string(),
  reason: z.string(),
  /** the day the reason refers to ('YYYY-MM-DD'); null only for entries written before evidence was kept */
  reasonDate: nullableText,
  /** the day the entry joined the list ('YYYY-MM-DD') */
  addedDate: nullableText,
  /** the evidence (a published entry has at least one), titles in the asked language; `url` '' for a document */
  sources: z.array(redBlackSourceRowSchema),
  cityCode: nullableText,
  sort: z.number(),
  isSample: z.boolean(),
});
export type RedBlackRow = z.infer<typeof redBlackRowSchema>;

export const videoRowSchema = z.object({
  videoId: z.number(),
  title: z.string(),
  summary: z.string(),
  /** poster image path */
  cover: z.string(),
  /** the mp4 (H.264/AAC) path under our server */
  url: z.string(),
  /** seconds */
  duration: z.number(),
  cityCode: nullableText,
  schoolId: z.number().nullable(),
  lang: z.enum(CONTENT_LANGS),
  views: z.number(),
  isSample: z.boolean(),
  createTime: z.string(),
});
export type VideoRow = z.infer<typeof videoRowSchema>;
export const videoDetailSchema = videoRowSchema.extend({ schoolName: nullableText });
export type VideoDetail = z.infer<typeof videoDetailSchema>;

const dictLabelSchema = z.object({ value: z.string(), label: z.string() });
export const schoolDetailSchema = schoolRowSchema.extend({
  address: z.string(),
  intro: z.string(),
  /** the gallery: uploaded '/profile/…' images (at most 8; absent from older servers) */
  images: z.array(z.string()).optional(),
  /** Chinese dict labels of the dict-coded facts (the English site translates by value) */
  labels: z.object({
    schoolType: dictLabelSchema.nullable(),
    joinMethod: dictLabelSchema.nullable(),
    studentNums: dictLabelSchema.nullable(),
    applicationDifficulty: dictLabelSchema.nullable(),
    grades: z.array(dictLabelSchema),
    educationalStage: z.array(dictLabelSchema),
  }),
  /** newest station posts and stories about the school, in the asked language */
  posts: z.array(postRowSchema),
  videos: z.array(videoRowSchema),
  /** red/black entries naming the school */
  redBlack: z.array(redBlackRowSchema),
  createTime: z.string(),
});
export type SchoolDetail = z.infer<typeof schoolDetailSchema>;

export const infoRowSchema = z.object({
  infoId: z.number(),
  /** INFO_TYPES value */
  infoType: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  source: z.string(),
  cityCode: nullableText,
  lang: z.enum(CONTENT_LANGS),
  views: z.number(),
  isSample: z.boolean(),
  createTime: z.string(),
});
export type InfoRow = z.infer<typeof infoRowSchema>;
export const infoDetailSchema = infoRowSchema.extend({ content: z.string() });
export type InfoDetail = z.infer<typeof infoDetailSchema>;


export const cityRowSchema = z.object({
  /** in the asked language */
  label: z.string(),
  labelZh: z.string(),
  labelEn: z.string(),
  /** the city code the lists filter by */
  value: z.string(),
  /** centre, WGS-84 degrees */
  lng: z.number(),
  lat: z.number(),
});
export type CityRow = z.infer<typeof cityRowSchema>;

export const searchRowSchema = z.object({
  objType: z.number(),
  /** id of the object: schoolId, postId, infoId or videoId, by objType */
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  cityCode: nullableText,
  createTime: z.string(),
});
export type SearchRow = z.infer<typeof searchRowSchema>;

// ---------------------------------------------------------------------------------------------
// envelopes

/** Home lists: `{code, msg, data: T[]}` */
export interface BbsDataList<T> {
  code: number;
  msg: string;
  data: T[];
}
/** Detail calls: `{code, msg, data: T}` */
export interface BbsDetail<T> {
  code: number;
  msg: string;
  data: T;
}
export interface RedBlackResponse {
  code: number;
  msg: string;
  redlist: RedBlackRow[];
  /** sic: the original API spells it so */
  balcklist: RedBlackRow[];
}
export interface ContactResponse {
  code: number;
  /** the confirmation, in the asked language */
  msg: string;
  data: { createTime: string };
}
