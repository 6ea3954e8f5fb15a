import { z } from 'zod';
import { CONTENT_LANGS, EDITOR_VIDEO_TYPES, INFO_TYPES } from '../constants';
import { TYPE_CODE_RE } from '../postTags';
import { auditFields, defineEntity, msg, nullableText, optionalText, requiredText, sortNumber } from '../kit/index';

/**
 * The forum's media pages (issue 12): 新闻管理 (bbs_info), 视频管理 (bbs_video), 轮播图管理 (bbs_banner), 标签管理
 * (bbs_tag) and 分类管理 (bbs_type). News, videos and banners are rows per language (`lang`); the public site shows
 * the asked language's published rows (status '0'). Tags and types carry both names.
 */

/** Longest stored news body (HTML after the server's sanitizer). */
export const NEWS_CONTENT_MAX = 200_000;

/** '0' published (shown on the site), '1' unpublished; absent means published. */
const publishField = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? '0' : v),
  z.enum(['0', '1'], { error: msg('状态只能是0（发布）或1（下线）', 'The status is 0 (published) or 1 (unpublished)') }),
);

const langField = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? 'zh' : v),
  z.enum(CONTENT_LANGS, { error: msg('语言只能是zh或en', 'The language is zh or en') }),
);

const cityField = nullableText(32, msg('城市编码不能超过32个字符', 'The city code can be at most 32 characters'));

/** An uploaded file (`/profile/...`) or an https address; no other scheme (javascript:, data:, http:). */
const PROFILE_OR_HTTPS = /^(?:\/profile\/[^\s<>"']+|https:\/\/[^\s<>"']+)$/i;

/** An image: an upload's `/profile/...` path or an https address. */
const imageField = (required: boolean, label: { zh: string; en: string }) => {
  const bad = msg(`${label.zh}只能是上传的图片或https地址`, `${label.en} must be an uploaded image or an https address`);
  const field = required
    ? requiredText(255, msg(`${label.zh}不能为空`, `Upload the ${label.en.toLowerCase()}`), msg(`${label.zh}地址不能超过255个字符`, `The ${label.en.toLowerCase()} address can be at most 255 characters`))
        .pipe(z.string().regex(PROFILE_OR_HTTPS, bad))
    : nullableText(255, msg(`${label.zh}地址不能超过255个字符`, `The ${label.en.toLowerCase()} address can be at most 255 characters`))
        .pipe(z.string().regex(PROFILE_OR_HTTPS, bad).nullable());
  return field;
};

/** A video: an uploaded video file (`/profile/....mp4` and the editor's other video types) or an https link. */
export const VIDEO_URL_RE = new RegExp(`^(?:/profile/[^\\s<>"']+\\.(?:${EDITOR_VIDEO_TYPES.join('|')})|https://[^\\s<>"']+)$`, 'i');

/** A banner's link: a site path (`/news/1`, not `//host`) or an https address. */
export const BANNER_LINK_RE = /^(?:\/(?!\/)[^\s<>"']*|https:\/\/[^\s<>"']+)$/i;

/** 'YYYY-MM-DD' of a real day, or null. */
const dayField = (label: { zh: string; en: string }) =>
  z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
    z
      .string({ error: msg(`${label.zh}格式应为 yyyy-MM-dd`, `${label.en} is written yyyy-MM-dd`) })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, msg(`${label.zh}格式应为 yyyy-MM-dd`, `${label.en} is written yyyy-MM-dd`))
      .refine((s) => {
        const d = new Date(`${s}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
      }, msg(`${label.zh}不是有效日期`, `${label.en} is not a real day`))
      .nullable(),
  );

/** The banner's date rule (server and form): the end is not before the start. Null when fine, else the message. */
export function bannerDatesProblem(startDate: string | null | undefined, endDate: string | null | undefined): string | null {
  return startDate && endDate && endDate < startDate ? BANNER_END_BEFORE_START : null;
}
export const BANNER_END_BEFORE_START = msg('结束日期不能早于开始日期', 'The end date cannot be before the start date');

const titleField = (max: number) =>
  requiredText(max, msg('标题不能为空', 'Enter the title'), msg(`标题不能超过${max}个字符`, `The title can be at most ${max} characters`));

const mediaRow = {
  title: z.string(),
  cityCode: z.string().nullable(),
  lang: z.string(),
  views: z.number(),
  status: z.string(),
  isSample: z.number(),
  ...auditFields,
};

/** The filters news and videos share (the title contains; the rest equal). */
const mediaFilter = { title: optionalText(200), cityCode: optionalText(32), lang: optionalText(8), status: optionalText(1) };

/** The last fields of a news or video body: where, in which language, published or not. */
const mediaBodyTail = { cityCode: cityField, lang: langField, status: publishField };

/** The export's last columns of news and videos. */
const MEDIA_EXPORT_TAIL = [
  { key: 'cityCode', header: '城市' },
  { key: 'lang', header: '语言' },
  { key: 'status', header: '状态', convert: '0=发布,1=下线' },
  { key: 'views', header: '浏览量' },
  { key: 'createTime', header: '创建时间', width: 20 },
] as const;

// ---------------------------------------------------------------------------------------------------------------
// 新闻管理

export const newsEntity = defineEntity({
  name: 'news',
  basePath: '/bbs/news',
  idKey: 'infoId',
  idLabel: '新闻ID',
  permPrefix: 'bbs:news',
  title: '新闻管理',
  noun: { zh: '新闻', en: 'news' },
  row: z.object({
    infoId: z.number(),
    /** INFO_TYPES: '1' 招生资讯 … '4' 活动讲座 */
    infoType: z.string(),
    summary: z.string(),
    /** sanitized HTML */
    content: z.string().nullable(),
    cover: z.string(),
    source: z.string(),
    ...mediaRow,
  }),
  filter: z.object({ ...mediaFilter, infoType: optionalText(8) }),
  filterOps: { title: 'like' },
  dateRange: 'createTime',
  body: z.object({
    title: titleField(200),
    infoType: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.enum(INFO_TYPES.map((x) => x.value) as [string, ...string[]], { error: msg('新闻类型不能为空', 'Choose the news type') }),
    ),
    /** empty: the server takes the first words of the content */
    summary: nullableText(500, msg('摘要不能超过500个字符', 'The summary can be at most 500 characters')),
    content: requiredText(NEWS_CONTENT_MAX, msg('新闻内容不能为空', 'Write the news text'), msg(`新闻内容不能超过${NEWS_CONTENT_MAX}个字符`, `The text can be at most ${NEWS_CONTENT_MAX} characters`)),
    cover: imageField(false, { zh: '封面', en: 'Cover' }),
    source: nullableText(100, msg('来源不能超过100个字符', 'The source can be at most 100 characters')),
    ...mediaBodyTail,
  }),
  sortable: ['infoId', 'createTime', 'views'],
  defaultSort: { key: 'infoId', direction: 'desc' },
  sheetName: '新闻数据',
  exportColumns: [
    { key: 'infoId', header: '新闻ID' },
    { key: 'title', header: '标题', width: 40 },
    { key: 'infoType', header: '类型', convert: '1=招生资讯,2=政策动态,3=考试日历,4=活动讲座' },
    { key: 'source', header: '来源' },
    ...MEDIA_EXPORT_TAIL,
  ],
});

// ---------------------------------------------------------------------------------------------------------------
// 视频管理

export const videoEntity = defineEntity({
  name: 'video',
  basePath: '/bbs/video',
  idKey: 'videoId',
  idLabel: '视频ID',
  permPrefix: 'bbs:video',
  title: '视频管理',
  noun: { zh: '视频', en: 'videos' },
  row: z.object({
    videoId: z.number(),
    summary: z.string(),
    /** poster image */
    cover: z.string(),
    /** `/profile/...` video file or https link */
    url: z.string(),
    /** seconds */
    duration: z.number(),
    schoolId: z.number().nullable(),
    ...mediaRow,
  }),
  filter: z.object(mediaFilter),
  filterOps: { title: 'like' },
  dateRange: 'createTime',
  body: z.object({
    title: titleField(200),
    summary: nullableText(500, msg('简介不能超过500个字符', 'The summary can be at most 500 characters')),
    url: requiredText(255, msg('视频文件或链接不能为空', 'Upload a video or enter its https link'), msg('视频地址不能超过255个字符', 'The video address can be at most 255 characters'))
      .pipe(z.string().regex(VIDEO_URL_RE, msg('视频只能是上传的视频文件或https链接', 'The video must be an uploaded video file or an https link'))),
    cover: imageField(false, { zh: '海报', en: 'Poster' }),
    duration: sortNumber(0, { zh: '时长', en: 'The duration' }, 86_400),
    schoolId: z.preprocess(
      (v) => (v === undefined || v === null || v === '' ? null : v),
      z.coerce.number({ error: msg('学校格式不正确', 'Choose a school') }).int(msg('学校格式不正确', 'Choose a school')).positive(msg('学校格式不正确', 'Choose a school')).nullable(),
    ),
    ...mediaBodyTail,
  }),
  sortable: ['videoId', 'createTime', 'views', 'duration'],
  defaultSort: { key: 'videoId', direction: 'desc' },
  sheetName: '视频数据',
  exportColumns: [
    { key: 'videoId', header: '视频ID' },
    { key: 'title', header: '标题', width: 40 },
    { key: 'url', header: '视频地址', width: 40 },
    { key: 'duration', header: '时长（秒）' },
    ...MEDIA_EXPORT_TAIL,
  ],
});

// ---------------------------------------------------------------------------------------------------------------
// 轮播图管理

export const bannerEntity = defineEntity({
  name: 'banner',
  basePath: '/bbs/banner',
  idKey: 'bannerId',
  idLabel: '轮播图ID',
  permPrefix: 'bbs:banner',
  title: '轮播图管理',
  noun: { zh: '轮播图', en: 'banners' },
  row: z.object({
    bannerId: z.number(),
    title: z.string(),
    image: z.string(),
    link: z.string(),
    sort: z.number(),
    lang: z.string(),
    status: z.string(),
    /** 'YYYY-MM-DD' or null (no limit) */
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    isSample: z.number(),
    ...auditFields,
  }),
  filter: z.object({ title: optionalText(100), lang: optionalText(8), status: optionalText(1) }),
  filterOps: { title: 'like' },
  body: z.object({
    title: titleField(100),
    image: imageField(true, { zh: '图片', en: 'Image' }),
    link: nullableText(255, msg('链接不能超过255个字符', 'The link can be at most 255 characters')).pipe(
      z.string().regex(BANNER_LINK_RE, msg('链接只能是以/开头的站内路径或https地址', 'The link is a site path starting with / or an https address')).nullable(),
    ),
    sort: sortNumber(0, { zh: '显示顺序', en: 'The order' }),
    lang: langField,
    status: publishField,
    startDate: dayField({ zh: '开始日期', en: 'The start date' }),
    endDate: dayField({ zh: '结束日期', en: 'The end date' }),
  }),
  sortable: ['bannerId', 'sort', 'createTime'],
  defaultSort: { key: 'sort', direction: 'asc' },
  sheetName: '轮播图数据',
  exportColumns: [
    { key: 'bannerId', header: '轮播图ID' },
    { key: 'title', header: '标题', width: 30 },
    { key: 'image', header: '图片', width: 40 },
    { key: 'link', header: '链接', width: 40 },
    { key: 'sort', header: '显示顺序' },
    { key: 'lang', header: '语言' },
    { key: 'status', header: '状态', convert: '0=发布,1=下线' },
    { key: 'startDate', header: '开始日期' },
    { key: 'endDate', header: '结束日期' },
  ],
});

// ---------------------------------------------------------------------------------------------------------------
// 标签管理

export const tagEntity = defineEntity({
  name: 'tag',
  basePath: '/bbs/tag',
  idKey: 'tagId',
  idLabel: '标签ID',
  permPrefix: 'bbs:tag',
  title: '标签管理',
  noun: { zh: '标签', en: 'tags' },
  row: z.object({ tagId: z.number(), tagName: z.string(), tagNameEn: z.string(), sort: z.number(), status: z.string(), ...auditFields }),
  filter: z.object({ tagName: optionalText(50), status: optionalText(1) }),
  filterOps: { tagName: 'like' },
  body: z.object({
    tagName: requiredText(50, msg('标签名称不能为空', 'Enter the tag name'), msg('标签名称不能超过50个字符', 'The tag name can be at most 50 characters')),
    tagNameEn: nullableText(100, msg('英文名称不能超过100个字符', 'The English name can be at most 100 characters')),
    sort: sortNumber(0, { zh: '显示顺序', en: 'The order' }),
    status: publishField,
  }),
  sortable: ['tagId', 'sort', 'createTime'],
  defaultSort: { key: 'sort', direction: 'asc' },
  sheetName: '标签数据',
  exportColumns: [
    { key: 'tagId', header: '标签ID' },
    { key: 'tagName', header: '标签名称' },
    { key: 'tagNameEn', header: '英文名称' },
    { key: 'sort', header: '显示顺序' },
    { key: 'status', header: '状态', convert: '0=发布,1=下线' },
  ],
});

// ---------------------------------------------------------------------------------------------------------------
// 分类管理

/** 'station': the station's article types (bbs_post.blog_type); 'story': story categories (bbs_post.category). */
export const TYPE_SCOPES = ['station', 'story'] as const;
export type TypeScope = (typeof TYPE_SCOPES)[number];

export const typeEntity = defineEntity({
  name: 'type',
  basePath: '/bbs/type',
  idKey: 'typeId',
  idLabel: '分类ID',
  permPrefix: 'bbs:type',
  title: '分类管理',
  noun: { zh: '分类', en: 'categories' },
  row: z.object({
    typeId: z.number(), scope: z.string(), typeCode: z.string(), name: z.string(), nameEn: z.string(), sort: z.number(), status: z.string(),
    ...auditFields,
  }),
  filter: z.object({ scope: optionalText(16), name: optionalText(50), status: optionalText(1) }),
  filterOps: { name: 'like' },
  body: z.object({
    scope: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.enum(TYPE_SCOPES, { error: msg('分类范围只能是station或story', 'Choose where the category is used') }),
    ),
    typeCode: requiredText(16, msg('分类编码不能为空', 'Enter the code'), msg('分类编码不能超过16个字符', 'The code can be at most 16 characters'))
      .pipe(z.string().regex(TYPE_CODE_RE, msg('分类编码只能包含字母、数字、下划线和连字符', 'The code may hold letters, digits, _ and - only'))),
    name: requiredText(50, msg('分类名称不能为空', 'Enter the name'), msg('分类名称不能超过50个字符', 'The name can be at most 50 characters')),
    nameEn: nullableText(100, msg('英文名称不能超过100个字符', 'The English name can be at most 100 characters')),
    sort: sortNumber(0, { zh: '显示顺序', en: 'The order' }),
    status: publishField,
  }),
  sortable: ['typeId', 'sort', 'createTime'],
  defaultSort: { key: 'sort', direction: 'asc' },
  sheetName: '分类数据',
  exportColumns: [
    { key: 'typeId', header: '分类ID' },
    { key: 'scope', header: '范围', convert: 'station=文章分类,story=故事分类' },
    { key: 'typeCode', header: '分类编码' },
    { key: 'name', header: '分类名称' },
    { key: 'nameEn', header: '英文名称' },
    { key: 'sort', header: '显示顺序' },
    { key: 'status', header: '状态', convert: '0=发布,1=下线' },
  ],
});

/** `GET /bbs/web/tags`: the published tags (post editors' suggestions). */
export interface PublicTag {
  tagId: number;
  tagName: string;
  tagNameEn: string;
}

/** `GET /bbs/web/types?scope=`: the published types of a scope (or both). */
export interface PublicType {
  scope: TypeScope;
  typeCode: string;
  name: string;
  nameEn: string;
  sort: number;
}
