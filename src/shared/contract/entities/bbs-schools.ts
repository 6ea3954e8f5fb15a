import { z } from 'zod';
import { auditFields, defineEntity, type FormOf, msg, nullableText, optionalText, type QueryOf, requiredText, type RowOf, sortNumber } from '../kit/index';
import { RED_BLACK_LIMITS, RED_BLACK_MSG, redBlackSourceSchema } from '../redBlack';

/**
 * 论坛管理 › 学校管理 / 红黑榜 / 城市管理 (issue 12): bbs_school, bbs_red_black and bbs_city on the module kit.
 * Rows are published with status '0' and unpublished with '1' (the public site shows '0' only). The cross-field
 * rules (tuition range, the red/black evidence rule) are the server's `validate` hooks: a body with refinements
 * cannot be extended into the edit body.
 */

/** Longest stored intro (HTML after the server's sanitizer). */
export const SCHOOL_INTRO_MAX = 200_000;
/** Most gallery images of a school. */
export const SCHOOL_IMAGES_MAX = 8;

const toText = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v);

/** Optional plain text stored as '' when empty (the bbs columns are NOT NULL DEFAULT ''). */
const plain = (max: number, zh: string, en: string) =>
  z.preprocess(toText, z.string().trim().max(max, msg(`${zh}长度不能超过${max}个字符`, `${en} can be at most ${max} characters`)));

/** '0' / '1' with a default. */
const flag = (fallback: '0' | '1', zh: string, en: string) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? fallback : v), z.enum(['0', '1'], { error: msg(zh, en) }));

/** Published '0' / unpublished '1'; absent means published. */
const publishField = flag('0', '状态只能是0（发布）或1（下线）', 'The status is 0 (published) or 1 (unpublished)');

/** A dict value (letters, digits, '_' or '-'), '' when absent. */
const dictCode = (zh: string, en: string) =>
  z.preprocess(toText, z.string().trim().regex(/^[A-Za-z0-9_-]{0,8}$/, msg(`${zh}取值不正确`, `${en}: unknown value`)));

/** A multi-value dict field: an array or a comma list in, an array of distinct values out. */
const dictCodes = (zh: string, en: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
    z.array(z.string().regex(/^[A-Za-z0-9_-]{1,8}$/, msg(`${zh}取值不正确`, `${en}: unknown value`)))
      .max(20, msg(`${zh}最多20项`, `${en}: at most 20 values`))
      .transform((a) => [...new Set(a)]),
  );

/** An uploaded file's path ('/profile/…', no '..'). */
export const PROFILE_PATH = /^\/profile\/(?!.*\.\.)[A-Za-z0-9_-][A-Za-z0-9._/-]{0,240}$/;
const profilePath = z.string().trim().regex(PROFILE_PATH, msg('图片须是上传后的文件路径（/profile/…）', 'Images must be uploaded files (/profile/…)'));

const wholeOrNull = (zh: string, en: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? null : v),
    z.coerce
      .number({ error: msg(`${zh}必须是数字`, `${en} must be a number`) })
      .int(msg(`${zh}必须是整数`, `${en} must be a whole number`))
      .min(0, msg(`${zh}不能小于0`, `${en} cannot be below 0`))
      .max(100_000_000, msg(`${zh}不能大于100000000`, `${en} cannot be above 100000000`))
      .nullable(),
  );

export const SCHOOL_MSG = {
  tuitionRange: msg('最高学费不能低于最低学费', 'The highest tuition cannot be below the lowest'),
  website: msg('学校官网须是以 https:// 开头的链接', 'The website must be a link starting with https://'),
} as const;

export const schoolEntity = defineEntity({
  name: 'school',
  basePath: '/bbs/school',
  idKey: 'schoolId',
  idLabel: '学校ID',
  permPrefix: 'bbs:school',
  title: '学校管理',
  noun: { zh: '学校', en: 'schools' },
  row: z.object({
    schoolId: z.number(),
    schoolName: z.string(),
    schoolNameEn: z.string(),
    country: z.string(),
    countryEn: z.string(),
    province: z.string(),
    provinceEn: z.string(),
    city: z.string(),
    cityEn: z.string(),
    cityCode: z.string().nullable(),
    /** dict bbs_school_type */
    schoolType: z.string(),
    /** '1' abroad (Hong Kong included), '0' mainland */
    abroad: z.string(),
    tuition: z.string(),
    tuitionEn: z.string(),
    tuitionMin: z.number().nullable(),
    tuitionMax: z.number().nullable(),
    currency: z.string(),
    /** dict recruitgradedict values */
    grades: z.array(z.string()),
    boarding: z.string(),
    curriculum: z.string(),
    curriculumEn: z.string(),
    joinMethod: z.string(),
    studentNums: z.string(),
    applicationDifficulty: z.string(),
    /** dict educational_stage values */
    educationalStage: z.array(z.string()),
    address: z.string(),
    addressEn: z.string(),
    website: z.string(),
    /** sanitized HTML */
    intro: z.string().nullable(),
    introEn: z.string().nullable(),
    cover: z.string(),
    /** gallery: /profile paths (at most SCHOOL_IMAGES_MAX) */
    images: z.array(z.string()),
    /** '0' published, '1' unpublished */
    status: z.string(),
    sort: z.number(),
    /** 1 on seeded sample rows (kept through admin edits) */
    isSample: z.number(),
    ...auditFields,
  }),
  filter: z.object({
    /** Chinese or English name, contains */
    schoolName: optionalText(100),
    schoolType: optionalText(8),
    abroad: optionalText(1),
    cityCode: optionalText(32),
    status: optionalText(1),
  }),
  filterOps: { schoolName: 'custom' },
  body: z.object({
    schoolName: requiredText(100, msg('学校名称不能为空', 'Enter the school name'), msg('学校名称长度不能超过100个字符', 'The school name can be at most 100 characters')),
    schoolNameEn: plain(200, '英文名称', 'The English name'),
    country: plain(50, '国家/地区', 'The country'),
    countryEn: plain(50, '英文国家/地区', 'The English country'),
    province: plain(50, '省份', 'The province'),
    provinceEn: plain(50, '英文省份', 'The English province'),
    city: plain(50, '城市', 'The city'),
    cityEn: plain(50, '英文城市', 'The English city'),
    cityCode: nullableText(32, msg('城市编码长度不能超过32个字符', 'The city code can be at most 32 characters')),
    schoolType: z.preprocess(toText, z.string().trim().min(1, msg('学校类型不能为空', 'Choose the school type')).regex(/^[A-Za-z0-9_-]{1,8}$/, msg('学校类型取值不正确', 'School type: unknown value'))),
    abroad: flag('0', '是否海外只能是0或1', 'Abroad is 0 or 1'),
    tuition: plain(100, '学费说明', 'The tuition text'),
    tuitionEn: plain(100, '英文学费说明', 'The English tuition text'),
    tuitionMin: wholeOrNull('最低学费', 'The lowest tuition'),
    tuitionMax: wholeOrNull('最高学费', 'The highest tuition'),
    currency: z.preprocess(toText, z.string().trim().regex(/^([A-Z]{3})?$/, msg('币种须是3个大写字母（如 HKD）', 'The currency is 3 capital letters (e.g. HKD)'))),
    grades: dictCodes('招生年级', 'Grades'),
    boarding: flag('0', '是否寄宿只能是0或1', 'Boarding is 0 or 1'),
    curriculum: plain(200, '课程体系', 'The curriculum'),
    curriculumEn: plain(200, '英文课程体系', 'The English curriculum'),
    joinMethod: dictCode('入学方式', 'Admission'),
    studentNums: dictCode('在校生人数', 'Students'),
    applicationDifficulty: dictCode('申请难度', 'Difficulty'),
    educationalStage: dictCodes('学段', 'Stages'),
    address: plain(255, '地址', 'The address'),
    addressEn: plain(255, '英文地址', 'The English address'),
    website: z.preprocess(toText, z.string().trim().max(255, msg('学校官网长度不能超过255个字符', 'The website can be at most 255 characters'))
      .refine((s) => s === '' || /^https:\/\/[^\s<>"]+$/i.test(s), SCHOOL_MSG.website)),
    intro: nullableText(SCHOOL_INTRO_MAX, msg(`学校介绍不能超过${SCHOOL_INTRO_MAX}个字符`, `The intro can be at most ${SCHOOL_INTRO_MAX} characters`)),
    introEn: nullableText(SCHOOL_INTRO_MAX, msg(`英文介绍不能超过${SCHOOL_INTRO_MAX}个字符`, `The English intro can be at most ${SCHOOL_INTRO_MAX} characters`)),
    cover: z.preprocess(toText, z.union([z.literal(''), profilePath])),
    images: z.preprocess(
      (v) => (v === undefined || v === null || v === '' ? [] : typeof v === 'string' ? v.split(',').filter(Boolean) : v),
      z.array(profilePath).max(SCHOOL_IMAGES_MAX, msg(`学校图片最多${SCHOOL_IMAGES_MAX}张`, `At most ${SCHOOL_IMAGES_MAX} images`)),
    ),
    status: publishField,
    sort: sortNumber(0, { zh: '显示顺序', en: 'The order' }),
    remark: nullableText(500, msg('备注长度不能超过500个字符', 'The remark can be at most 500 characters')),
  }),
  sortable: ['schoolId', 'schoolName', 'sort', 'status', 'createTime', 'updateTime'],
  defaultSort: { key: 'sort', direction: 'asc' },
  sheetName: '学校数据',
  exportColumns: [
    { key: 'schoolId', header: '学校ID', width: 10 },
    { key: 'schoolName', header: '学校名称', width: 30 },
    { key: 'schoolNameEn', header: '英文名称', width: 36 },
    { key: 'country', header: '国家/地区' },
    { key: 'city', header: '城市' },
    { key: 'cityCode', header: '城市编码' },
    { key: 'schoolType', header: '学校类型' },
    { key: 'abroad', header: '海外', convert: '1=是,0=否', width: 8 },
    { key: 'tuition', header: '学费', width: 24 },
    { key: 'curriculum', header: '课程体系', width: 24 },
    { key: 'website', header: '官网', width: 30 },
    { key: 'sort', header: '显示顺序', width: 10 },
    { key: 'status', header: '状态', convert: '0=发布,1=下线', width: 8 },
    { key: 'createTime', header: '创建时间', width: 20 },
  ],
  dictFields: { schoolType: 'bbs_school_type' },
});

/** An approved school account of a school (`GET /bbs/school/accounts/{schoolId}`). */
export const schoolAccountSchema = z.object({
  authId: z.number(),
  userId: z.number(),
  userName: z.string(),
  nickName: z.string(),
  /** SCHOOL_AUTH_ROLES value */
  role: z.string(),
  realName: z.string(),
  reviewBy: z.string(),
  reviewTime: z.string().nullable(),
});
export type SchoolAccount = z.infer<typeof schoolAccountSchema>;

// ---------------------------------------------------------------------------------------------------------------

const isoDayOrEmpty = (message: string) =>
  z.preprocess(toText, z.string().trim().refine((s) => s === '' || /^\d{4}-\d{2}-\d{2}$/.test(s), message));

/** A source in an admin write: a link must be https. */
export const redBlackAdminSourceSchema = redBlackSourceSchema.extend({
  url: z.preprocess(toText, z.string().trim().max(RED_BLACK_LIMITS.sourceUrl, msg(`来源链接长度不能超过${RED_BLACK_LIMITS.sourceUrl}个字符`, `A link can be at most ${RED_BLACK_LIMITS.sourceUrl} characters`))
    .refine((v) => v === '' || /^https:\/\/[^\s<>"]+$/i.test(v), msg('来源链接须以 https:// 开头', 'A source link must start with https://'))),
  titleEn: plain(RED_BLACK_LIMITS.sourceTitle, '来源英文标题', 'The English source title'),
});

msg(RED_BLACK_MSG.noSource, 'A published entry needs at least one source (a link or a document title)');
msg(RED_BLACK_MSG.sourceTitle, 'Enter the source’s title or document name');
msg(RED_BLACK_MSG.reason, 'Enter the reason');
msg(RED_BLACK_MSG.reasonDate, 'The reason date must be a real day (YYYY-MM-DD)');
msg(RED_BLACK_MSG.addedDate, 'The added date must be a real day (YYYY-MM-DD)');
msg(RED_BLACK_MSG.reasonAfterAdded, 'The reason date cannot be after the day the entry was added');
msg(RED_BLACK_MSG.school, 'Choose a school or enter its name');
msg(RED_BLACK_MSG.listType, 'The list is red or black');

export const redBlackEntity = defineEntity({
  name: 'redBlack',
  basePath: '/bbs/redBlack',
  idKey: 'entryId',
  idLabel: '条目ID',
  permPrefix: 'bbs:redBlack',
  title: '红黑榜',
  noun: { zh: '红黑榜', en: 'list entries' },
  row: z.object({
    entryId: z.number(),
    /** 'red' | 'black' */
    listType: z.string(),
    schoolId: z.number().nullable(),
    schoolName: z.string(),
    schoolNameEn: z.string(),
    /** the linked school's current name ('' when none) */
    linkedSchoolName: z.string(),
    reason: z.string(),
    reasonEn: z.string(),
    reasonDate: z.string().nullable(),
    sources: z.array(z.object({ title: z.string(), titleEn: z.string(), url: z.string() })),
    addedDate: z.string().nullable(),
    cityCode: z.string().nullable(),
    sort: z.number(),
    status: z.string(),
    isSample: z.number(),
    createBy: z.string(),
    createTime: z.string().nullable(),
    updateBy: z.string(),
    updateTime: z.string().nullable(),
  }),
  filter: z.object({
    listType: optionalText(8),
    /** contains, in the entry's own name or its linked school's (Chinese or English) */
    schoolName: optionalText(100),
    cityCode: optionalText(32),
    status: optionalText(1),
  }),
  filterOps: { schoolName: 'custom' },
  body: z.object({
    listType: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(['red', 'black'], { error: RED_BLACK_MSG.listType })),
    schoolId: z.preprocess((v) => (v === undefined || v === '' ? null : v), z.coerce.number().int().positive(msg('学校ID格式不正确', 'The school id is not valid')).nullable()),
    schoolName: plain(RED_BLACK_LIMITS.schoolName, '学校名称', 'The school name'),
    schoolNameEn: plain(RED_BLACK_LIMITS.schoolNameEn, '学校英文名称', 'The English school name'),
    reason: requiredText(RED_BLACK_LIMITS.reason, RED_BLACK_MSG.reason, msg(`上榜理由长度不能超过${RED_BLACK_LIMITS.reason}个字符`, `The reason can be at most ${RED_BLACK_LIMITS.reason} characters`)),
    reasonEn: plain(RED_BLACK_LIMITS.reason, '英文上榜理由', 'The English reason'),
    reasonDate: z.preprocess(toText, z.string().trim().min(1, RED_BLACK_MSG.reasonDate).regex(/^\d{4}-\d{2}-\d{2}$/, RED_BLACK_MSG.reasonDate)),
    sources: z.preprocess(
      (v) => (v === undefined || v === null ? [] : v),
      z.array(redBlackAdminSourceSchema).max(RED_BLACK_LIMITS.sources, msg(`来源最多${RED_BLACK_LIMITS.sources}条`, `At most ${RED_BLACK_LIMITS.sources} sources`)),
    ),
    addedDate: isoDayOrEmpty(RED_BLACK_MSG.addedDate),
    cityCode: nullableText(32, msg('城市编码长度不能超过32个字符', 'The city code can be at most 32 characters')),
    sort: sortNumber(0, { zh: '显示顺序', en: 'The order' }),
    status: publishField,
  }),
  sortable: ['entryId', 'sort', 'addedDate', 'reasonDate', 'createTime', 'updateTime'],
  defaultSort: { key: 'entryId', direction: 'desc' },
  sheetName: '红黑榜',
  exportColumns: [
    { key: 'entryId', header: '条目ID', width: 10 },
    { key: 'listType', header: '榜单', convert: 'red=红榜,black=黑榜', width: 8 },
    { key: 'schoolName', header: '学校名称', width: 30 },
    { key: 'reason', header: '上榜理由', width: 40 },
    { key: 'reasonDate', header: '理由日期', width: 12 },
    { key: 'addedDate', header: '加入日期', width: 12 },
    { key: 'cityCode', header: '城市编码' },
    { key: 'status', header: '状态', convert: '0=发布,1=下线', width: 8 },
  ],
});

/** One recorded change of a red/black entry (`GET /bbs/redBlack/history/{entryId}`), newest first. */
export const redBlackHistorySchema = z.object({
  historyId: z.number(),
  entryId: z.number(),
  action: z.enum(['add', 'edit', 'unpublish', 'publish']),
  /** the entry's row after the change (the admin row shape) */
  snapshot: z.record(z.string(), z.unknown()),
  operBy: z.string(),
  operTime: z.string(),
});
export type RedBlackHistory = z.infer<typeof redBlackHistorySchema>;

// ---------------------------------------------------------------------------------------------------------------

const coordinate = (zh: string, en: string, limit: number) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: msg(`${zh}不能为空`, `Enter the ${en}`) })
      .min(-limit, msg(`${zh}须在-${limit}到${limit}之间`, `The ${en} is between -${limit} and ${limit}`))
      .max(limit, msg(`${zh}须在-${limit}到${limit}之间`, `The ${en} is between -${limit} and ${limit}`)),
  );

export const cityEntity = defineEntity({
  name: 'city',
  basePath: '/bbs/city',
  idKey: 'cityId',
  idLabel: '城市ID',
  permPrefix: 'bbs:city',
  title: '城市管理',
  noun: { zh: '城市', en: 'cities' },
  row: z.object({
    cityId: z.number(),
    label: z.string(),
    labelEn: z.string(),
    value: z.string(),
    lng: z.number(),
    lat: z.number(),
    sort: z.number(),
    status: z.string(),
    createBy: z.string(),
    createTime: z.string().nullable(),
    updateBy: z.string(),
    updateTime: z.string().nullable(),
  }),
  filter: z.object({ label: optionalText(50), value: optionalText(32), status: optionalText(1) }),
  filterOps: { label: 'like', value: 'like' },
  body: z.object({
    label: requiredText(50, msg('城市名称不能为空', 'Enter the city name'), msg('城市名称长度不能超过50个字符', 'The city name can be at most 50 characters')),
    labelEn: plain(50, '英文名称', 'The English name'),
    value: requiredText(32, msg('城市编码不能为空', 'Enter the city code'), msg('城市编码长度不能超过32个字符', 'The city code can be at most 32 characters'))
      .pipe(z.string().regex(/^[A-Za-z0-9]+$/, msg('城市编码只能包含字母和数字', 'The city code has letters and digits only'))),
    lng: coordinate('经度', 'longitude', 180),
    lat: coordinate('纬度', 'latitude', 90),
    sort: sortNumber(0, { zh: '显示顺序', en: 'The order' }),
    status: publishField,
  }),
  sortable: ['cityId', 'sort', 'value', 'createTime'],
  defaultSort: { key: 'sort', direction: 'asc' },
  sheetName: '城市数据',
  exportColumns: [
    { key: 'cityId', header: '城市ID', width: 10 },
    { key: 'label', header: '城市名称' },
    { key: 'labelEn', header: '英文名称' },
    { key: 'value', header: '城市编码' },
    { key: 'lng', header: '经度' },
    { key: 'lat', header: '纬度' },
    { key: 'sort', header: '显示顺序', width: 10 },
    { key: 'status', header: '状态', convert: '0=发布,1=下线', width: 8 },
  ],
});

export type BbsSchool = RowOf<typeof schoolEntity>;
export type BbsSchoolForm = FormOf<typeof schoolEntity>;
export type BbsSchoolQuery = QueryOf<typeof schoolEntity>;
export type BbsRedBlack = RowOf<typeof redBlackEntity>;
export type BbsRedBlackForm = FormOf<typeof redBlackEntity>;
export type BbsRedBlackQuery = QueryOf<typeof redBlackEntity>;
export type BbsCity = RowOf<typeof cityEntity>;
export type BbsCityForm = FormOf<typeof cityEntity>;
export type BbsCityQuery = QueryOf<typeof cityEntity>;
