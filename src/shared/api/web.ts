/**
 * The public site's calls (POST /bbs/web/*, anonymous), one function per call; shapes in @shared/contract (bbs.ts).
 * Paged calls take pageNum/pageSize with the filters in one object (the site's query states) and send the paging in
 * the query string, the filters in the body. Read-only calls opt out of the repeat-submit guard. Every call takes
 * `CallOptions` last (`silent` where the page shows the failure itself).
 */
import type {
  BannerRow,
  BbsDataList,
  BbsDetail,
  BbsPageParams,
  BlogListBody,
  CityBody,
  CityRow,
  ContactBody,
  ContactResponse,
  HomeBlogBody,
  HomeInfoBody,
  InfoDetail,
  InfoListBody,
  InfoRow,
  LangBody,
  PostDetail,
  PostRow,
  RedBlackResponse,
  SchoolDetail,
  SchoolListBody,
  SchoolRow,
  SearchBody,
  SearchRow,
  StoryListBody,
  TableDataInfo,
  VideoDetail,
  VideoListBody,
  VideoRow,
} from '@shared/contract';
import type { PublicTag, PublicType, TypeScope } from '@shared/contract/entities';
import { loadNamespaces } from '@shared/i18n';
import { fetchJson } from './fetchJson';
import { RequestError } from './errors';
import type { RequestOptions } from './request';

/**
 * The request layer (envelope verdicts and their toasts, the HTTP transport): a public read needs it only when the
 * fetch or the envelope fails, so a first visit whose reads succeed never downloads it.
 */
const requestLayer = () => import('./request');

/** RuoYi: a missing or zero code is success (as settleEnvelope) */
const isSuccess = (body: unknown): boolean => (Number((body as { code?: unknown } | null)?.code) || 200) === 200;

/**
 * Options of one call: `silent` when the caller shows the failure itself (e.g. a detail page's "not found" view),
 * so the request layer's toast does not say it a second time; `signal` to cancel.
 */
export type CallOptions = Pick<RequestOptions, 'silent' | 'signal'>;

const BASE = '/bbs/web';
/** read-only POSTs: two identical reads within a second must both go through */
const READ = { repeatSubmit: false } as const;

/**
 * A public read: first with the browser's fetch (./fetchJson: a first visit needs no HTTP transport for its lists);
 * a failed envelope is judged by the request layer, a failed fetch goes through `request`, which tries again and
 * reports.
 */
export async function readVia<T>(url: string, method: 'get' | 'post', data: object | undefined, params: Record<string, unknown> | undefined, opts: CallOptions): Promise<T> {
  let body: unknown;
  try {
    body = await fetchJson(url, { method, data, params, signal: opts.signal as AbortSignal | undefined });
  } catch (err) {
    throw new RequestError('canceled', { kind: 'canceled', cause: err });
  }
  if (body === null) return (await requestLayer()).request<T>({ ...opts, url, method, params, data, headers: READ });
  if (isSuccess(body)) return body as T;
  // the envelope's message in the reader's language: the request layer's texts load with the transport otherwise
  const [layer] = await Promise.all([requestLayer(), loadNamespaces('common').catch(() => undefined)]);
  return layer.settleEnvelope<T>(body, opts);
}

/** A public POST read under /bbs/web (other modules' calls use it too, e.g. api/cost.ts). */
export function read<T>(path: string, data: object = {}, opts: CallOptions = {}): Promise<T> {
  return readVia<T>(`${BASE}/${path}`, 'post', data, undefined, opts);
}

function readPage<T>(path: string, params: BbsPageParams & object, opts: CallOptions = {}): Promise<TableDataInfo<T>> {
  const { pageNum, pageSize, ...data } = params;
  return readVia<TableDataInfo<T>>(`${BASE}/${path}`, 'post', data, { pageNum, pageSize }, opts);
}

const idPath = (name: string, id: number | string) => `${name}/${encodeURIComponent(String(id))}`;

// ---------------------------------------------------------------------------------------------
// home

/** POST /bbs/web/listHomeBanner {lang} → data: BannerRow[] */
export function listHomeBanner(body: LangBody = {}, opts?: CallOptions): Promise<BbsDataList<BannerRow>> {
  return read('listHomeBanner', body, opts);
}

/** POST /bbs/web/listHomeBlog {blogType, cityCode, lang} → data: PostRow[] (newest station posts) */
export function listHomeBlog(body: HomeBlogBody = {}, opts?: CallOptions): Promise<BbsDataList<PostRow>> {
  return read('listHomeBlog', body, opts);
}

/** POST /bbs/web/listRedBlack {cityCode, lang} → redlist, balcklist */
export function listRedBlack(body: CityBody = {}, opts?: CallOptions): Promise<RedBlackResponse> {
  return read('listRedBlack', body, opts);
}

/** POST /bbs/web/listHomeInfomation {cityCode, infoType, lang} → data: InfoRow[] */
export function listHomeInfomation(body: HomeInfoBody = {}, opts?: CallOptions): Promise<BbsDataList<InfoRow>> {
  return read('listHomeInfomation', body, opts);
}

/** POST /bbs/web/listHomeVideo {cityCode, lang} → data: VideoRow[] */
export function listHomeVideo(body: CityBody = {}, opts?: CallOptions): Promise<BbsDataList<VideoRow>> {
  return read('listHomeVideo', body, opts);
}

/** POST /bbs/web/listCity {lang} → data: CityRow[] ({label, value, lng, lat, labelZh, labelEn}) */
export function listCity(body: LangBody = {}, opts?: CallOptions): Promise<BbsDataList<CityRow>> {
  return read('listCity', body, opts);
}

/** GET /bbs/web/types?scope= → data: PublicType[]: the enabled types (分类管理) of a scope (both when none), in order */
export function listTypes(scope?: TypeScope, opts?: CallOptions): Promise<BbsDataList<PublicType>> {
  return readVia(`${BASE}/types`, 'get', undefined, scope ? { scope } : {}, opts ?? {});
}

/** GET /bbs/web/tags → data: PublicTag[]: the enabled tags (标签管理) in order, both names */
export function listTags(opts?: CallOptions): Promise<BbsDataList<PublicTag>> {
  return readVia(`${BASE}/tags`, 'get', undefined, undefined, opts ?? {});
}

// ---------------------------------------------------------------------------------------------
// paged lists

/** POST /bbs/web/listSchoolSchool?pageNum&pageSize {schoolType, abroad, schoolName, country, cityCode, lang} */
export function listSchoolSchool(params: BbsPageParams & SchoolListBody = {}, opts?: CallOptions): Promise<TableDataInfo<SchoolRow>> {
  return readPage('listSchoolSchool', params, opts);
}

/** POST /bbs/web/listBlogBlog?pageNum&pageSize {blogType, tag, postType, cityCode, schoolId, lang}: the station */
export function listBlogBlog(params: BbsPageParams & BlogListBody = {}, opts?: CallOptions): Promise<TableDataInfo<PostRow>> {
  return readPage('listBlogBlog', params, opts);
}

/** POST /bbs/web/listBlogBlogStu?pageNum&pageSize {category, cityCode, schoolId, lang}: stories */
export function listBlogBlogStu(params: BbsPageParams & StoryListBody = {}, opts?: CallOptions): Promise<TableDataInfo<PostRow>> {
  return readPage('listBlogBlogStu', params, opts);
}

/** POST /bbs/web/listInfomationInfomation?pageNum&pageSize {infoType, cityCode, lang}: news */
export function listInfomationInfomation(params: BbsPageParams & InfoListBody = {}, opts?: CallOptions): Promise<TableDataInfo<InfoRow>> {
  return readPage('listInfomationInfomation', params, opts);
}

/** POST /bbs/web/listVideoVideo?pageNum&pageSize {query, cityCode, lang}: videos */
export function listVideoVideo(params: BbsPageParams & VideoListBody = {}, opts?: CallOptions): Promise<TableDataInfo<VideoRow>> {
  return readPage('listVideoVideo', params, opts);
}

/**
 * POST /bbs/web/listSearch?pageNum&pageSize {objType, searchValue, cityCode, lang}.
 * objType (SEARCH_OBJ_TYPE): 1 schools, 2 articles (default), 3 stories, 4 news, 5 videos; `id` of a row is that object's id.
 */
export function listSearch(params: BbsPageParams & SearchBody = {}, opts?: CallOptions): Promise<TableDataInfo<SearchRow>> {
  return readPage('listSearch', params, opts);
}

// ---------------------------------------------------------------------------------------------
// details (code 404 when missing or hidden)

/** POST /bbs/web/getSchoolSchool/{id} {lang} → data: SchoolDetail (facts, dict labels, posts, videos, red/black) */
export function getSchoolSchool(id: number | string, body: LangBody = {}, opts?: CallOptions): Promise<BbsDetail<SchoolDetail>> {
  return read(idPath('getSchoolSchool', id), body, opts);
}

/** POST /bbs/web/getBlogBlog/{id} → data: PostDetail (station article or discussion, with replies) */
export function getBlogBlog(id: number | string, opts?: CallOptions): Promise<BbsDetail<PostDetail>> {
  return read(idPath('getBlogBlog', id), {}, opts);
}

/** POST /bbs/web/getBlogBlogStu/{id} → data: PostDetail (story, with replies) */
export function getBlogBlogStu(id: number | string, opts?: CallOptions): Promise<BbsDetail<PostDetail>> {
  return read(idPath('getBlogBlogStu', id), {}, opts);
}

/** POST /bbs/web/getInfomationInfomation/{id} → data: InfoDetail */
export function getInfomationInfomation(id: number | string, opts?: CallOptions): Promise<BbsDetail<InfoDetail>> {
  return read(idPath('getInfomationInfomation', id), {}, opts);
}

/** POST /bbs/web/getVideoVideo/{id} → data: VideoDetail */
export function getVideoVideo(id: number | string, opts?: CallOptions): Promise<BbsDetail<VideoDetail>> {
  return read(idPath('getVideoVideo', id), {}, opts);
}

// ---------------------------------------------------------------------------------------------
// contact form

/**
 * POST /bbs/web/addContact {name, mobile, message?, sourcePage?, lang?} → msg (confirmation), data: {createTime}.
 * A write: the repeat-submit guard stays on, so a double click does not send the enquiry twice.
 * Validation failures answer code 500 with a Chinese message naming the field (shown as a toast unless `silent`).
 */
export async function addContact(body: ContactBody, opts: CallOptions = {}): Promise<ContactResponse> {
  return (await requestLayer()).request<ContactResponse>({ ...opts, url: `${BASE}/addContact`, method: 'post', data: body, headers: { isToken: false } });
}
