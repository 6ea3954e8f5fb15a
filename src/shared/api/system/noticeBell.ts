/**
 * The navbar bell's calls (RuoYi 3.9 HeaderNotice), for every logged-in user. No zod and no entity definitions: the
 * admin shell loads this module.
 */
import type { AjaxResult, NoticeTopResponse, SysNotice } from '@shared/contract';
import { request } from '../request';

/** GET /system/notice/listTop: the newest published notices with the caller's read flags, and `unreadCount`. */
export function listNoticeTop(): Promise<NoticeTopResponse> {
  return request<NoticeTopResponse>({ url: '/system/notice/listTop', method: 'get', silent: true });
}

/** GET /system/notice/{id}: one notice with its content (published ones only for callers without notice rights). */
export function getNotice(noticeId: number): Promise<AjaxResult<SysNotice>> {
  return request<AjaxResult<SysNotice>>({ url: `/system/notice/${noticeId}`, method: 'get' });
}

/** POST /system/notice/markRead?noticeId= (a second mark changes nothing). */
export function markNoticeRead(noticeId: number): Promise<AjaxResult> {
  return request<AjaxResult>({ url: '/system/notice/markRead', method: 'post', params: { noticeId }, headers: { repeatSubmit: false }, silent: true });
}

/** POST /system/notice/markReadAll?ids=1,2,3 */
export function markNoticeReadAll(ids: readonly number[]): Promise<AjaxResult> {
  return request<AjaxResult>({
    url: '/system/notice/markReadAll',
    method: 'post',
    params: { ids: ids.join(',') },
    headers: { repeatSubmit: false },
    silent: true,
  });
}
