/**
 * The member calls (POST /bbs/submitweb/*, a session required) and the anonymous forum calls that go with them
 * (reply threads, the forgotten-password SMS), one function per call; shapes and rules in @shared/contract
 * (member.ts). Reads opt out of the repeat-submit guard; writes keep it, so a double click does not post twice.
 */
import type {
  AddBlogBody,
  AddCommentBody,
  AddSchoolAuthBody,
  AjaxResult,
  AuditStatus,
  BbsPageParams,
  BindPhoneBody,
  MemberNoticeRow,
  MemberNoticeType,
  MyInfo,
  MyListBody,
  MyPostRow,
  MyReplyRow,
  MySchool,
  MySchoolListBody,
  PostRow,
  ReceivedReplyRow,
  ReplyThread,
  ResetPasswordBody,
  SchoolAuthRow,
  SendBindPhoneCodeBody,
  SendResetCodeBody,
  TableDataInfo,
  ThreadReply,
  UnreadNoticeCount,
  UpdateMyInfoBody,
  UpdateMyPasswordBody,
  UpdateMySchoolBody,
} from '@shared/contract';
import { request } from './request';
import type { CallOptions } from './web';

const MEMBER = '/bbs/submitweb';
const WEB = '/bbs/web';
const READ = { repeatSubmit: false } as const;

const idPath = (base: string, name: string, id: number | string) => `${base}/${name}/${encodeURIComponent(String(id))}`;

function read<T>(url: string, data: object = {}, opts: CallOptions = {}): Promise<T> {
  return request<T>({ ...opts, url, method: 'post', data, headers: READ });
}

function readPage<T>(url: string, params: BbsPageParams & object, opts: CallOptions = {}): Promise<TableDataInfo<T>> {
  const { pageNum, pageSize, ...data } = params;
  return request<TableDataInfo<T>>({ ...opts, url, method: 'post', params: { pageNum, pageSize }, data, headers: READ });
}

function write<T>(url: string, data: object = {}, opts: CallOptions = {}): Promise<T> {
  return request<T>({ ...opts, url, method: 'post', data });
}

// ---------------------------------------------------------------------------------------------
// posts and replies

/** addBlog → data {postId, auditStatus}; msg says whether the post waits for review */
export function addBlog(body: AddBlogBody, opts?: CallOptions): Promise<AjaxResult<{ postId: number; auditStatus: AuditStatus }>> {
  return write(`${MEMBER}/addBlog`, body, opts);
}

/** deleteBlog/{id}: own post only */
export function deleteBlog(id: number, opts?: CallOptions): Promise<AjaxResult> {
  return write(idPath(MEMBER, 'deleteBlog', id), {}, opts);
}

/** addBlogComment {postId, parentId?, content} → data: the new reply (or {replyId, auditStatus '1'} when it waits for review) */
export function addBlogComment(body: AddCommentBody, opts?: CallOptions): Promise<AjaxResult<ThreadReply & { auditStatus: AuditStatus }>> {
  return write(`${MEMBER}/addBlogComment`, body, opts);
}

/** deleteBlogComment/{id}: own reply only */
export function deleteBlogComment(id: number, opts?: CallOptions): Promise<AjaxResult> {
  return write(idPath(MEMBER, 'deleteBlogComment', id), {}, opts);
}

/** listBlogReply/{postId}?pageNum&pageSize (anonymous): top-level replies oldest first, each with its answers */
export function listBlogReply(postId: number, params: BbsPageParams = {}, opts?: CallOptions): Promise<TableDataInfo<ReplyThread>> {
  return readPage(idPath(WEB, 'listBlogReply', postId), params, opts);
}

// ---------------------------------------------------------------------------------------------
// the member centre's lists

export function myBlogList(params: BbsPageParams & MyListBody = {}, opts?: CallOptions): Promise<TableDataInfo<MyPostRow>> {
  return readPage(`${MEMBER}/myBlogList`, params, opts);
}

export function myBlogReplyList(params: BbsPageParams & MyListBody = {}, opts?: CallOptions): Promise<TableDataInfo<MyReplyRow>> {
  return readPage(`${MEMBER}/myBlogReplyList`, params, opts);
}

/** replies others wrote to my posts or to my replies (the spec's spelling) */
export function myBlogRecevieList(params: BbsPageParams & MyListBody = {}, opts?: CallOptions): Promise<TableDataInfo<ReceivedReplyRow>> {
  return readPage(`${MEMBER}/myBlogRecevieList`, params, opts);
}

// ---------------------------------------------------------------------------------------------
// profile

export function getMyInfo(opts?: CallOptions): Promise<AjaxResult<MyInfo>> {
  return read(`${MEMBER}/getMyInfo`, {}, opts);
}

export function updateMyInfo(body: UpdateMyInfoBody, opts?: CallOptions): Promise<AjaxResult<MyInfo>> {
  return write(`${MEMBER}/updateMyInfo`, body, opts);
}

/** an SMS code to the phone to bind */
export function sendBindPhoneCode(body: SendBindPhoneCodeBody, opts?: CallOptions): Promise<AjaxResult> {
  return write(`${MEMBER}/sendBindPhoneCode`, body, opts);
}

export function bindPhone(body: BindPhoneBody, opts?: CallOptions): Promise<AjaxResult<MyInfo>> {
  return write(`${MEMBER}/bindPhone`, body, opts);
}

/** {oldpassword, newpassword}: the member's other sessions end */
export function updateMyPassword(body: UpdateMyPasswordBody, opts?: CallOptions): Promise<AjaxResult> {
  return write(`${MEMBER}/updateMyPassword`, body, opts);
}

// ---------------------------------------------------------------------------------------------
// notices

/** listNotice/{type}?pageNum&pageSize; type '0' = every type */
export function listNotice(type: MemberNoticeType | '0', params: BbsPageParams = {}, opts?: CallOptions): Promise<TableDataInfo<MemberNoticeRow>> {
  return readPage(idPath(MEMBER, 'listNotice', type), params, opts);
}

export function countUnreadNotice(opts?: CallOptions): Promise<AjaxResult<UnreadNoticeCount>> {
  return read(`${MEMBER}/countUnreadNotice`, {}, opts);
}

export function updateNoticeReadStatus(id: number, opts?: CallOptions): Promise<AjaxResult> {
  return request<AjaxResult>({ ...opts, url: idPath(MEMBER, 'updateNoticeReadStatus', id), method: 'post', data: {}, headers: READ });
}

export function readAllNotice(type: MemberNoticeType | '0', opts?: CallOptions): Promise<AjaxResult> {
  return write(idPath(MEMBER, 'readAllNotice', type), {}, opts);
}

// ---------------------------------------------------------------------------------------------
// school accounts

/** The upload action of proof documents (FileUpload `action`): stored privately, answered as 'proof/…' paths. */
export const PROOF_UPLOAD_URL = `${MEMBER}/uploadSchoolAuthFile`;

export function addSchoolAuthInfo(body: AddSchoolAuthBody, opts?: CallOptions): Promise<AjaxResult<SchoolAuthRow>> {
  return write(`${MEMBER}/addSchoolAuthInfo`, body, opts);
}

export function listSchoolAuthInfo(params: BbsPageParams = {}, opts?: CallOptions): Promise<TableDataInfo<SchoolAuthRow>> {
  return readPage(`${MEMBER}/listSchoolAuthInfo`, params, opts);
}

export function getSchoolAuthInfo(id: number, opts?: CallOptions): Promise<AjaxResult<SchoolAuthRow>> {
  return read(idPath(MEMBER, 'getSchoolAuthInfo', id), {}, opts);
}

/** withdraw an application (pending or rejected) */
export function deleteSchoolAuthInfo(id: number, opts?: CallOptions): Promise<AjaxResult> {
  return write(idPath(MEMBER, 'deleteSchoolAuthInfo', id), {}, opts);
}

export function listMySchool(opts?: CallOptions): Promise<AjaxResult<MySchool[]>> {
  return read(`${MEMBER}/listMySchool`, {}, opts);
}

export function updateMySchool(body: UpdateMySchoolBody, opts?: CallOptions): Promise<AjaxResult> {
  return write(`${MEMBER}/updateMySchool`, body, opts);
}

export function myschoolBlogList(params: BbsPageParams & MySchoolListBody = {}, opts?: CallOptions): Promise<TableDataInfo<PostRow>> {
  return readPage(`${MEMBER}/myschoolBlogList`, params, opts);
}

export function myschoolBlogReplyList(params: BbsPageParams & MySchoolListBody = {}, opts?: CallOptions): Promise<TableDataInfo<ReceivedReplyRow>> {
  return readPage(`${MEMBER}/myschoolBlogReplyList`, params, opts);
}

// ---------------------------------------------------------------------------------------------
// forgotten password (anonymous)

/** the same answer whether or not the phone is bound */
export function sendResetCode(body: SendResetCodeBody, opts?: CallOptions): Promise<AjaxResult> {
  return request<AjaxResult>({ ...opts, url: `${WEB}/sendResetCode`, method: 'post', data: body, headers: { isToken: false } });
}

export function resetPassword(body: ResetPasswordBody, opts?: CallOptions): Promise<AjaxResult> {
  return request<AjaxResult>({ ...opts, url: `${WEB}/resetPassword`, method: 'post', data: body, headers: { isToken: false } });
}
