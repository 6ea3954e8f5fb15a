/**
 * Compare and shortlist calls (issue 15; shapes and rules in @shared/contract/shortlist): the public compare read
 * and shared shortlist, and the member's own shortlist (a session required).
 */
import type { AjaxResult, ContentLang } from '@shared/contract';
import type { CompareSchool, MyShortlist, SharedShortlist, ShortlistAddBody, ShortlistNoteBody } from '@shared/contract/shortlist';
import { request } from './request';
import { readVia, type CallOptions } from './web';

const MEMBER = '/bbs/submitweb';
const READ = { repeatSubmit: false } as const;

/** GET /bbs/web/school/compare?ids=1,2,3&lang → data: CompareSchool[] (shown schools only, in the asked order) */
export function compareSchools(ids: readonly number[], lang: ContentLang, opts: CallOptions = {}): Promise<AjaxResult<CompareSchool[]>> {
  return readVia('/bbs/web/school/compare', 'get', undefined, { ids: ids.join(','), lang }, opts);
}

/** POST /bbs/web/getSharedShortlist/{token} {lang} → data: SharedShortlist (code 404 for an unknown or revoked link) */
export function getSharedShortlist(token: string, lang: ContentLang, opts: CallOptions = {}): Promise<AjaxResult<SharedShortlist>> {
  return readVia(`/bbs/web/getSharedShortlist/${encodeURIComponent(token)}`, 'post', { lang }, undefined, opts);
}

/** POST /bbs/submitweb/myShortlist {lang} → data: MyShortlist */
export function myShortlist(lang: ContentLang, opts: CallOptions = {}): Promise<AjaxResult<MyShortlist>> {
  return request({ ...opts, url: `${MEMBER}/myShortlist`, method: 'post', data: { lang }, headers: READ });
}

/** POST /bbs/submitweb/addShortlist {schoolId, note} → data: {itemId} */
export function addShortlist(body: ShortlistAddBody, opts: CallOptions = {}): Promise<AjaxResult<{ itemId: number }>> {
  return request({ ...opts, url: `${MEMBER}/addShortlist`, method: 'post', data: body });
}

/** POST /bbs/submitweb/updateShortlistNote/{itemId} {note} */
export function updateShortlistNote(itemId: number, body: ShortlistNoteBody, opts: CallOptions = {}): Promise<AjaxResult> {
  return request({ ...opts, url: `${MEMBER}/updateShortlistNote/${itemId}`, method: 'post', data: body });
}

/** POST /bbs/submitweb/deleteShortlist/{itemId} */
export function deleteShortlist(itemId: number): Promise<AjaxResult> {
  return request({ url: `${MEMBER}/deleteShortlist/${itemId}`, method: 'post', data: {} });
}

/** POST /bbs/submitweb/shareShortlist → data: {shareToken} (a new link; the old one stops working) */
export function shareShortlist(): Promise<AjaxResult<{ shareToken: string }>> {
  return request({ url: `${MEMBER}/shareShortlist`, method: 'post', data: {} });
}

/** POST /bbs/submitweb/revokeShortlistShare */
export function revokeShortlistShare(): Promise<AjaxResult> {
  return request({ url: `${MEMBER}/revokeShortlistShare`, method: 'post', data: {} });
}
