/** Notice calls of the 通知公告 page (RuoYi api/system/notice.js); the navbar bell's calls are in ./noticeBell. */
import type { NoticeReadUser, TableDataInfo } from '@shared/contract';
import { noticeEntity } from '@shared/contract/entities';
import { crudApi } from '../crud';
import { request } from '../request';

/** list / get (any logged-in user) / add / update / remove; no export. The server sanitizes the content it stores. */
export const noticeApi = crudApi(noticeEntity);

export interface NoticeReadUsersQuery {
  noticeId: number;
  /** part of the login or nick name */
  searchValue?: string;
  pageNum?: number;
  pageSize?: number;
}

/** GET /system/notice/readUsers/list (`system:notice:list`): who has read the notice, newest read first. */
export function listNoticeReadUsers(query: NoticeReadUsersQuery): Promise<TableDataInfo<NoticeReadUser>> {
  return request<TableDataInfo<NoticeReadUser>>({ url: '/system/notice/readUsers/list', method: 'get', params: query });
}
