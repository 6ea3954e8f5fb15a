/**
 * MSW handlers for the public site's calls (POST /bbs/web/*), answering like our server: the same bodies are
 * parsed with the contract's zod schemas (so bad input gets the server's messages), lists are filtered by lang,
 * city (the city's items plus every-city ones, the city's first), type and search text, and paged
 * (pageNum/pageSize in the query, at most 50). Register with `server.use(...bbsHandlers)` or add them to the
 * default handlers; `resetBbsMocks()` clears the stored contact enquiries (`mockContacts`).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { ZodError } from 'zod';
import {
  BBS_HOME_LIMITS,
  bbsPageQuerySchema,
  blogListBodySchema,
  CONTACT_OK_MSG,
  contactBodySchema,
  type BannerRow,
  type CityRow,
  cityBodySchema,
  type ContentLang,
  homeBlogBodySchema,
  homeInfoBodySchema,
  idParamSchema,
  type InfoDetail,
  infoListBodySchema,
  langBodySchema,
  type PostDetail,
  type RedBlackRow,
  type SchoolDetail,
  schoolListBodySchema,
  searchBodySchema,
  type SearchRow,
  storyListBodySchema,
  type VideoDetail,
  videoListBodySchema,
} from '@shared/contract';

const api = (path: string) => `*/prod-api/bbs/web${path}`;
const T = '2026-01-10 09:00:00';

// ---------------------------------------------------------------------------------------------
// fixtures

export const mockCities: CityRow[] = [
  ['广州', 'Guangzhou', '440100', 113.2644, 23.1291],
  ['深圳', 'Shenzhen', '440300', 114.0579, 22.5431],
  ['北京', 'Beijing', '110100', 116.4074, 39.9042],
  ['上海', 'Shanghai', '310100', 121.4737, 31.2304],
  ['苏州', 'Suzhou', '320500', 120.5853, 31.2989],
  ['香港', 'Hong Kong', '810000', 114.1694, 22.3193],
  ['多伦多', 'Toronto', 'CA-TOR', -79.3832, 43.6532],
].map(([labelZh, labelEn, value, lng, lat]) => ({
  label: labelZh as string, labelZh: labelZh as string, labelEn: labelEn as string, value: value as string, lng: lng as number, lat: lat as number,
}));

export const mockBanners: BannerRow[] = [
  { bannerId: 1, title: '选对学校，少走弯路', image: '/profile/sample/banners/school-zh.svg', link: '/school', sort: 1, lang: 'zh' },
  { bannerId: 2, title: '一图看懂 OSSD 毕业要求', image: '/profile/sample/banners/ossd-zh.svg', link: '/ossd/requirements', sort: 2, lang: 'zh' },
  { bannerId: 3, title: 'Find the right school', image: '/profile/sample/banners/school-en.svg', link: '/en/school', sort: 1, lang: 'en' },
];

const school = (o: Partial<SchoolDetail> & Pick<SchoolDetail, 'schoolId' | 'schoolNameZh' | 'schoolNameEn' | 'cityCode' | 'schoolType' | 'abroad'>): SchoolDetail => ({
  schoolName: o.schoolNameZh,
  country: o.abroad === '1' ? '加拿大' : '中国',
  province: '',
  city: '',
  tuition: '约 CAD 12,000–15,000 / 年',
  tuitionMin: 12000,
  tuitionMax: 15000,
  currency: 'CAD',
  grades: ['G9', 'G10', 'G11', 'G12'],
  boarding: '0',
  curriculum: 'OSSD',
  joinMethod: '4',
  studentNums: '3',
  applicationDifficulty: '2',
  educationalStage: ['4'],
  cover: '/profile/sample/covers/school-canada.svg',
  website: '',
  sort: o.schoolId,
  isSample: true,
  address: '示例路 1 号',
  intro: '<p>示例学校。</p>',
  labels: { schoolType: null, joinMethod: null, studentNums: null, applicationDifficulty: null, grades: [], educationalStage: [] },
  posts: [],
  videos: [],
  redBlack: [],
  createTime: T,
  ...o,
});

export const mockSchools: SchoolDetail[] = [
  school({ schoolId: 1, schoolNameZh: '枫林公立中学（示例）', schoolNameEn: 'Maplewood Secondary School (Sample)', cityCode: 'CA-TOR', schoolType: '1', abroad: '1', country: '加拿大', city: '多伦多' }),
  school({ schoolId: 2, schoolNameZh: '北岭寄宿学校（示例）', schoolNameEn: 'Northridge Boarding School (Sample)', cityCode: 'CA-TOR', schoolType: '5', abroad: '1', boarding: '1', country: '加拿大', city: '多伦多' }),
  school({ schoolId: 3, schoolNameZh: '港岛国际学校（示例）', schoolNameEn: 'Island Harbour International School (Sample)', cityCode: '810000', schoolType: '3', abroad: '1', country: '中国香港', city: '香港', currency: 'HKD', tuition: '约 HKD 180,000–240,000 / 年', images: ['/profile/upload/2026/01/01/hall.png', '/profile/upload/2026/01/01/field.png'] }),
  school({ schoolId: 4, schoolNameZh: '鹏城国际学校（示例）', schoolNameEn: 'Pengcheng International Academy (Sample)', cityCode: '440300', schoolType: '3', abroad: '0', country: '中国', city: '深圳', currency: 'CNY' }),
  school({ schoolId: 5, schoolNameZh: '姑苏双语学校（示例）', schoolNameEn: 'Gusu Bilingual School (Sample)', cityCode: '320500', schoolType: '6', abroad: '0', country: '中国', city: '苏州', currency: 'CNY' }),
];

const post = (o: Partial<PostDetail> & Pick<PostDetail, 'postId' | 'postType' | 'title' | 'lang'>): PostDetail => ({
  blogType: o.postType === '2' ? null : '1',
  category: o.postType === '2' ? '1' : null,
  summary: `${o.title}（摘要）`,
  cover: '',
  authorName: '深度择校编辑部',
  userId: null,
  avatar: '',
  cityCode: null,
  schoolId: null,
  schoolName: null,
  views: 10,
  replyCount: 0,
  pinned: false,
  tags: [],
  isSample: true,
  createTime: `2026-01-${String(20 - o.postId).padStart(2, '0')} 10:00:00`,
  content: `<p>${o.title}</p>`,
  replies: [],
  ...o,
});

export const mockPosts: PostDetail[] = [
  post({ postId: 1, postType: '1', blogType: '1', title: '公立、私立还是寄宿？加拿大高中类型一览', lang: 'zh', replyCount: 1, replies: [{ replyId: 1, postId: 1, parentId: null, authorName: '示例用户 A', content: '<p>谢谢分享</p>', createTime: T }] }),
  post({ postId: 2, postType: '1', blogType: '4', title: 'OSSD 毕业要求', lang: 'zh' }),
  post({ postId: 3, postType: '1', blogType: '2', title: '安省大学申请时间线', lang: 'zh', cityCode: 'CA-TOR' }),
  post({ postId: 4, postType: '3', blogType: '3', title: '深圳有哪些开放日值得去？', lang: 'zh', cityCode: '440300' }),
  post({ postId: 5, postType: '1', blogType: '1', title: 'Canadian high-school types and fees', lang: 'en' }),
  post({ postId: 6, postType: '2', category: '1', title: '开放日没说的：餐费另交', lang: 'zh', cityCode: 'CA-TOR', schoolId: 1, schoolName: '枫林公立中学（示例）' }),
  post({ postId: 7, postType: '2', category: '5', title: '感谢班主任每周的反馈', lang: 'zh', cityCode: '810000' }),
  post({ postId: 8, postType: '2', category: '6', title: 'Recommended for the OSSD route', lang: 'en' }),
];

export const mockNews: InfoDetail[] = [
  { infoId: 1, infoType: '3', title: 'OSSLT 考试窗口提醒', summary: '秋季与春季两次机会', cover: '', source: '深度择校编辑部', cityCode: null, lang: 'zh', views: 5, isSample: true, createTime: '2026-01-09 10:00:00', content: '<p>示例资讯</p>' },
  { infoId: 2, infoType: '1', title: '安省大学申请系统 10 月 1 日开放', summary: 'OUAC', cover: '', source: '深度择校编辑部', cityCode: 'CA-TOR', lang: 'zh', views: 5, isSample: true, createTime: '2026-01-08 10:00:00', content: '<p>示例资讯</p>' },
  { infoId: 3, infoType: '4', title: '示例活动：深圳开放日', summary: '开放日', cover: '', source: '示例学校', cityCode: '440300', lang: 'zh', views: 5, isSample: true, createTime: '2026-01-07 10:00:00', content: '<p>示例资讯</p>' },
  { infoId: 4, infoType: '3', title: 'OSSLT reminder', summary: 'Two sittings', cover: '', source: 'DSS editors', cityCode: null, lang: 'en', views: 5, isSample: true, createTime: '2026-01-09 10:00:00', content: '<p>Sample</p>' },
];

export const mockVideos: VideoDetail[] = [
  { videoId: 1, title: '多伦多校园参观（示例视频）', summary: '示例公立高中', cover: '/profile/sample/posters/campus-tour-toronto.jpg', url: '/profile/sample/videos/campus-tour-toronto.mp4', duration: 7, cityCode: 'CA-TOR', schoolId: 1, lang: 'zh', views: 3, isSample: true, createTime: '2026-01-09 10:00:00', schoolName: '枫林公立中学（示例）' },
  { videoId: 2, title: '三分钟看懂 OSSD（示例视频）', summary: '毕业要求', cover: '/profile/sample/posters/ossd-explained.jpg', url: '/profile/sample/videos/ossd-explained.mp4', duration: 7, cityCode: null, schoolId: null, lang: 'zh', views: 3, isSample: true, createTime: '2026-01-08 10:00:00', schoolName: null },
  { videoId: 3, title: '深圳国际学校探校（示例视频）', summary: '图书馆与实验室', cover: '/profile/sample/posters/shenzhen-open-day.jpg', url: '/profile/sample/videos/shenzhen-open-day.mp4', duration: 7, cityCode: '440300', schoolId: 4, lang: 'zh', views: 3, isSample: true, createTime: '2026-01-07 10:00:00', schoolName: '鹏城国际学校（示例）' },
  { videoId: 4, title: 'Campus tour in Toronto (sample video)', summary: 'A sample school', cover: '/profile/sample/posters/campus-tour-toronto.jpg', url: '/profile/sample/videos/campus-tour-toronto.mp4', duration: 7, cityCode: 'CA-TOR', schoolId: 1, lang: 'en', views: 3, isSample: true, createTime: '2026-01-09 10:00:00', schoolName: 'Maplewood Secondary School (Sample)' },
];

/** Stored like the server's rows: both languages, the sources with their English titles. */
export const mockRedBlack: (Omit<RedBlackRow, 'sources'> & { reasonEn: string; schoolNameEn: string; sources: { title: string; titleEn: string; url: string }[] })[] = [
  {
    entryId: 1, listType: 'red', schoolId: 1, schoolName: '枫林公立中学（示例）', schoolNameEn: 'Maplewood Secondary School (Sample)', reason: '示例：家长评价高', reasonEn: 'Sample: well rated',
    reasonDate: '2026-03-14', addedDate: '2026-04-02', cityCode: 'CA-TOR', sort: 1, isSample: true,
    sources: [
      { title: '示例文件：本站家长问卷汇总', titleEn: 'Sample document: parent survey summary', url: '' },
      { title: '示例链接：学校公开的升学数据', titleEn: 'Sample link: the school’s destination data', url: 'https://example.org/sample-destinations' },
    ],
  },
  {
    entryId: 2, listType: 'red', schoolId: 3, schoolName: '港岛国际学校（示例）', schoolNameEn: 'Island Harbour International School (Sample)', reason: '示例：师资稳定', reasonEn: 'Sample: stable staff',
    reasonDate: '2026-05-06', addedDate: '2026-05-25', cityCode: '810000', sort: 2, isSample: true,
    sources: [{ title: '示例文件：学校年度报告', titleEn: 'Sample document: annual report', url: '' }],
  },
  {
    entryId: 3, listType: 'black', schoolId: 4, schoolName: '鹏城国际学校（示例）', schoolNameEn: 'Pengcheng International Academy (Sample)', reason: '示例：费用说明不清晰', reasonEn: 'Sample: unclear fees',
    reasonDate: '2026-04-21', addedDate: '2026-05-15', cityCode: '440300', sort: 3, isSample: true,
    sources: [{ title: '示例文件：家长来信摘要', titleEn: 'Sample document: parents’ letters', url: '' }],
  },
];

export interface MockContact {
  name: string;
  mobile: string;
  message: string;
  sourcePage: string;
  lang: ContentLang;
}
/** Enquiries the addContact handler accepted (cleared by resetBbsMocks). */
export const mockContacts: MockContact[] = [];
export function resetBbsMocks(): void {
  mockContacts.length = 0;
}

// ---------------------------------------------------------------------------------------------
// helpers

const ok = <T extends object>(extra: T, msg = '操作成功') => HttpResponse.json({ code: 200, msg, ...extra });
const table = <T>(rows: T[], total: number) => HttpResponse.json({ code: 200, msg: '查询成功', rows, total });
const fail = (code: number, msg: string) => HttpResponse.json({ code, msg });

export async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!text.trim()) return {};
  const v = JSON.parse(text) as unknown;
  return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
}

export function pageOf(request: Request) {
  const url = new URL(request.url);
  return bbsPageQuerySchema.parse({
    pageNum: url.searchParams.get('pageNum') ?? undefined,
    pageSize: url.searchParams.get('pageSize') ?? undefined,
  });
}

export function paged<T>(rows: T[], page: { pageNum: number; pageSize: number }) {
  const start = (page.pageNum - 1) * page.pageSize;
  return table(rows.slice(start, start + page.pageSize), rows.length);
}

/** The city's own items first, then every-city items; others dropped. Stable within each group. */
function byCity<T extends { cityCode: string | null }>(rows: T[], cityCode: string | undefined): T[] {
  if (!cityCode) return rows;
  return [...rows.filter((r) => r.cityCode === cityCode), ...rows.filter((r) => r.cityCode === null)];
}

const newest = <T extends { createTime: string }>(rows: T[]) => [...rows].sort((a, b) => b.createTime.localeCompare(a.createTime));
/** as the server: pinned posts first (a stable sort keeps the order within each group) */
const pinnedFirst = <T extends { pinned: boolean }>(rows: T[]) => [...rows].sort((a, b) => Number(b.pinned) - Number(a.pinned));
const contains = (text: string | undefined, ...fields: string[]) =>
  !text || fields.some((f) => f.toLowerCase().includes(text.toLowerCase()));

/** A handler whose zod failures answer like the server: {code:500, msg:'<field>: <message>'} */
export function handle(fn: (request: Request, params: Record<string, string | readonly string[] | undefined>) => Promise<Response> | Response) {
  return async ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
    try {
      return await fn(request, params);
    } catch (err) {
      if (err instanceof ZodError) {
        const issue = err.issues[0];
        const field = issue?.path.map(String).join('.');
        return fail(500, field ? `${field}: ${issue.message}` : (issue?.message ?? '参数校验失败'));
      }
      throw err;
    }
  };
}

export const schoolRowFor = (s: SchoolDetail, lang: ContentLang) => {
  const { address: _a, intro: _i, labels: _l, posts: _p, videos: _v, redBlack: _r, createTime: _c, ...row } = s;
  return { ...row, schoolName: lang === 'en' ? s.schoolNameEn : s.schoolNameZh };
};
const postRowFor = (p: PostDetail) => {
  const { content: _c, replies: _r, ...row } = p;
  return row;
};
const infoRowFor = (n: InfoDetail) => {
  const { content: _c, ...row } = n;
  return row;
};
const videoRowFor = (v: VideoDetail) => {
  const { schoolName: _s, ...row } = v;
  return row;
};
const redBlackFor = (e: (typeof mockRedBlack)[number], lang: ContentLang): RedBlackRow => {
  const { reasonEn, schoolNameEn, sources: stored, ...row } = e;
  const sources = stored.map((x) => ({ title: (lang === 'en' && x.titleEn) || x.title, url: x.url }));
  return lang === 'en' ? { ...row, reason: reasonEn, schoolName: schoolNameEn, sources } : { ...row, sources };
};

const STATION = ['1', '3'];

// ---------------------------------------------------------------------------------------------
// handlers

export const bbsHandlers: HttpHandler[] = [
  http.post(api('/listHomeBanner'), handle(async (request) => {
    const { lang } = langBodySchema.parse(await jsonBody(request));
    return ok({ data: mockBanners.filter((b) => b.lang === lang).sort((a, b) => a.sort - b.sort) });
  })),

  http.post(api('/listCity'), handle(async (request) => {
    const { lang } = langBodySchema.parse(await jsonBody(request));
    return ok({ data: mockCities.map((c) => ({ ...c, label: lang === 'en' ? c.labelEn : c.labelZh })) });
  })),

  http.post(api('/listHomeBlog'), handle(async (request) => {
    const f = homeBlogBodySchema.parse(await jsonBody(request));
    const rows = mockPosts.filter((p) => STATION.includes(p.postType) && p.lang === f.lang && (!f.blogType || p.blogType === f.blogType));
    return ok({ data: pinnedFirst(byCity(newest(rows), f.cityCode)).slice(0, BBS_HOME_LIMITS.blog).map(postRowFor) });
  })),

  http.post(api('/listBlogBlog'), handle(async (request) => {
    const page = pageOf(request);
    const f = blogListBodySchema.parse(await jsonBody(request));
    const types = f.postType ? [f.postType] : STATION;
    const rows = mockPosts.filter((p) =>
      types.includes(p.postType) && p.lang === f.lang && (!f.blogType || p.blogType === f.blogType) && (!f.tag || p.tags.includes(f.tag)) &&
      (!f.schoolId || p.schoolId === f.schoolId));
    return paged(pinnedFirst(byCity(newest(rows), f.cityCode)).map(postRowFor), page);
  })),

  http.post(api('/listBlogBlogStu'), handle(async (request) => {
    const page = pageOf(request);
    const f = storyListBodySchema.parse(await jsonBody(request));
    const rows = mockPosts.filter((p) => p.postType === '2' && p.lang === f.lang && (!f.category || p.category === f.category) && (!f.schoolId || p.schoolId === f.schoolId));
    return paged(byCity(newest(rows), f.cityCode).map(postRowFor), page);
  })),

  http.post(api('/listSchoolSchool'), handle(async (request) => {
    const page = pageOf(request);
    const f = schoolListBodySchema.parse(await jsonBody(request));
    const rows = mockSchools.filter((s) =>
      (!f.schoolType || s.schoolType === f.schoolType) && (!f.abroad || s.abroad === f.abroad) && (!f.cityCode || s.cityCode === f.cityCode) &&
      contains(f.schoolName, s.schoolNameZh, s.schoolNameEn) && contains(f.country, s.country));
    return paged(rows.map((s) => schoolRowFor(s, f.lang)), page);
  })),

  http.post(api('/listRedBlack'), handle(async (request) => {
    const { cityCode, lang } = cityBodySchema.parse(await jsonBody(request));
    const list = (type: 'red' | 'black') => byCity(mockRedBlack.filter((e) => e.listType === type), cityCode).map((e) => redBlackFor(e, lang));
    return ok({ redlist: list('red'), balcklist: list('black') });
  })),

  http.post(api('/listHomeInfomation'), handle(async (request) => {
    const f = homeInfoBodySchema.parse(await jsonBody(request));
    const rows = mockNews.filter((n) => n.lang === f.lang && (!f.infoType || n.infoType === f.infoType));
    return ok({ data: byCity(newest(rows), f.cityCode).slice(0, BBS_HOME_LIMITS.info).map(infoRowFor) });
  })),

  http.post(api('/listInfomationInfomation'), handle(async (request) => {
    const page = pageOf(request);
    const f = infoListBodySchema.parse(await jsonBody(request));
    const rows = mockNews.filter((n) => n.lang === f.lang && (!f.infoType || n.infoType === f.infoType));
    return paged(byCity(newest(rows), f.cityCode).map(infoRowFor), page);
  })),

  http.post(api('/listHomeVideo'), handle(async (request) => {
    const f = cityBodySchema.parse(await jsonBody(request));
    return ok({ data: byCity(newest(mockVideos.filter((v) => v.lang === f.lang)), f.cityCode).slice(0, BBS_HOME_LIMITS.video).map(videoRowFor) });
  })),

  http.post(api('/listVideoVideo'), handle(async (request) => {
    const page = pageOf(request);
    const f = videoListBodySchema.parse(await jsonBody(request));
    const rows = mockVideos.filter((v) => v.lang === f.lang && contains(f.query, v.title, v.summary));
    return paged(byCity(newest(rows), f.cityCode).map(videoRowFor), page);
  })),

  http.post(api('/listSearch'), handle(async (request) => {
    const page = pageOf(request);
    const f = searchBodySchema.parse(await jsonBody(request));
    const q = f.searchValue;
    let rows: SearchRow[];
    const asRow = (id: number, title: string, summary: string, cover: string, cityCode: string | null, createTime: string): SearchRow =>
      ({ objType: f.objType, id, title, summary, cover, cityCode, createTime });
    if (f.objType === 1) {
      rows = mockSchools.filter((s) => contains(q, s.schoolNameZh, s.schoolNameEn, s.country, s.city, s.curriculum))
        .map((s) => asRow(s.schoolId, f.lang === 'en' ? s.schoolNameEn : s.schoolNameZh, '', s.cover, s.cityCode, s.createTime));
    } else if (f.objType === 2 || f.objType === 3) {
      const types = f.objType === 3 ? ['2'] : STATION;
      rows = newest(mockPosts.filter((p) => types.includes(p.postType) && p.lang === f.lang && contains(q, p.title, p.summary)))
        .map((p) => asRow(p.postId, p.title, p.summary, p.cover, p.cityCode, p.createTime));
    } else if (f.objType === 4) {
      rows = newest(mockNews.filter((n) => n.lang === f.lang && contains(q, n.title, n.summary)))
        .map((n) => asRow(n.infoId, n.title, n.summary, n.cover, n.cityCode, n.createTime));
    } else {
      rows = newest(mockVideos.filter((v) => v.lang === f.lang && contains(q, v.title, v.summary)))
        .map((v) => asRow(v.videoId, v.title, v.summary, v.cover, v.cityCode, v.createTime));
    }
    return paged(byCity(rows, f.cityCode), page);
  })),

  http.post(api('/getSchoolSchool/:id'), handle(async (request, params) => {
    const { id } = idParamSchema.parse(params);
    const { lang } = langBodySchema.parse(await jsonBody(request));
    const s = mockSchools.find((x) => x.schoolId === id);
    if (!s) return fail(404, '学校不存在或已下线');
    const redBlack = mockRedBlack.filter((e) => e.schoolId === id).map((e) => redBlackFor(e, lang));
    return ok({ data: { ...s, schoolName: lang === 'en' ? s.schoolNameEn : s.schoolNameZh, posts: mockPosts.filter((p) => p.schoolId === id).map(postRowFor), redBlack } });
  })),

  http.post(api('/getBlogBlog/:id'), handle((_request, params) => {
    const { id } = idParamSchema.parse(params);
    const p = mockPosts.find((x) => x.postId === id && STATION.includes(x.postType));
    return p ? ok({ data: p }) : fail(404, '文章不存在或已下线');
  })),

  http.post(api('/getBlogBlogStu/:id'), handle((_request, params) => {
    const { id } = idParamSchema.parse(params);
    const p = mockPosts.find((x) => x.postId === id && x.postType === '2');
    return p ? ok({ data: p }) : fail(404, '故事不存在或已下线');
  })),

  http.post(api('/getInfomationInfomation/:id'), handle((_request, params) => {
    const { id } = idParamSchema.parse(params);
    const n = mockNews.find((x) => x.infoId === id);
    return n ? ok({ data: n }) : fail(404, '资讯不存在或已下线');
  })),

  http.post(api('/getVideoVideo/:id'), handle((_request, params) => {
    const { id } = idParamSchema.parse(params);
    const v = mockVideos.find((x) => x.videoId === id);
    return v ? ok({ data: v }) : fail(404, '视频不存在或已下线');
  })),

  http.post(api('/addContact'), async ({ request }) => {
    const parsed = contactBodySchema.safeParse(await jsonBody(request));
    // like the server: the visitor sees the message alone (it names the field), no field prefix
    if (!parsed.success) return fail(500, parsed.error.issues[0]?.message ?? '参数校验失败');
    const c = parsed.data;
    mockContacts.push({ name: c.name, mobile: c.mobile, message: c.message, sourcePage: c.sourcePage, lang: c.lang });
    return ok({ data: { createTime: '2026-01-10 10:00:00' } }, CONTACT_OK_MSG[c.lang]);
  }),
];
