/**
 * MSW handlers of the navbar bell's calls, answering like our server: listTop (the five newest published notices
 * with read flags and `unreadCount`), markRead / markReadAll (query parameters) and the one-notice read. State lives
 * in memory per mock. The shared MSW server answers with an empty bell by default (`noticeHandlers`), so every
 * layout test has its listTop; a bell test installs its own with `noticeBellMock(notices)`.
 */
import { http, type HttpHandler } from 'msw';
import type { NoticeTopItem, SysNotice } from '@shared/contract';
import { api, ok, unauthorized } from './handlers';

export interface NoticeBellMock {
  handlers: HttpHandler[];
  /** the ids marked read so far, in call order */
  marked(): number[];
}

function bearer(request: Request): boolean {
  return (request.headers.get('Authorization') ?? '').startsWith('Bearer ');
}

export function noticeBellMock(notices: readonly SysNotice[], readIds: readonly number[] = []): NoticeBellMock {
  const read = new Set(readIds);
  const marked: number[] = [];
  const top = (): NoticeTopItem[] =>
    notices
      .filter((n) => n.status === '0')
      .sort((a, b) => b.noticeId - a.noticeId)
      .slice(0, 5)
      .map(({ noticeId, noticeTitle, noticeType, status, createBy, createTime }) => ({
        noticeId, noticeTitle, noticeType, status, createBy, createTime, isRead: read.has(noticeId),
      }));
  const mark = (ids: number[]) => {
    for (const id of ids) {
      if (!notices.some((n) => n.noticeId === id)) continue;
      read.add(id);
      marked.push(id);
    }
  };
  const handlers: HttpHandler[] = [
    http.get(api('/system/notice/listTop'), ({ request }) => {
      if (!bearer(request)) return unauthorized('/system/notice/listTop');
      const data = top();
      return ok({ data, unreadCount: data.filter((n) => !n.isRead).length });
    }),
    http.post(api('/system/notice/markRead'), ({ request }) => {
      if (!bearer(request)) return unauthorized('/system/notice/markRead');
      mark([Number(new URL(request.url).searchParams.get('noticeId'))]);
      return ok();
    }),
    http.post(api('/system/notice/markReadAll'), ({ request }) => {
      if (!bearer(request)) return unauthorized('/system/notice/markReadAll');
      mark((new URL(request.url).searchParams.get('ids') ?? '').split(',').filter(Boolean).map(Number));
      return ok();
    }),
    http.get(api('/system/notice/:id'), ({ request, params }) => {
      if (!/^\d+$/.test(String(params.id))) return undefined;
      if (!bearer(request)) return unauthorized(`/system/notice/${String(params.id)}`);
      const notice = notices.find((n) => n.noticeId === Number(params.id));
      return notice ? ok({ data: notice }) : ok();
    }),
  ];
  return { handlers, marked: () => marked };
}

export const noticeHandlers: HttpHandler[] = noticeBellMock([]).handlers;
