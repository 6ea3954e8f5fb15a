/**
 * MSW handlers of the forum front desk (issue 12): 学校认证, 联系表单, 短信配置. The defaults (registered in
 * mocks/server.ts) answer the navbar's new-enquiry count, the assignee list and the SMS settings; `deskMock(...)`
 * gives a test stateful lists (the kit's crudMock) plus the review, settings and test-send calls, recording what
 * was sent.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  type ContactAssignee, contactEntity, type ContactRow, noticeLogEntity, type NoticeLogRow, type SchoolAuthAdminRow, schoolAuthEntity, type SmsSetting, smsOutboxEntity,
} from '@shared/contract/entities';
import type { SmsOutboxRow } from '@shared/contract';
import { crudMock } from './crud';
import { api, fail } from './handlers';

export const DESK_ASSIGNEES: ContactAssignee[] = [
  { userName: 'admin', nickName: '管理员' },
  { userName: 'editor', nickName: '内容编辑' },
];

export const DESK_SMS_SETTING: SmsSetting = {
  provider: 'outbox', accessKeyId: 'AKID1', secretSet: true, signName: '深度择校',
  templates: { reset: '您的验证码是{code}，用于重置密码', bind: '您的验证码是{code}，用于绑定手机号' },
  providers: ['outbox'], updateBy: 'admin', updateTime: '2026-02-01 10:00:00',
};

const ok = (data?: unknown) => HttpResponse.json({ code: 200, msg: '操作成功', ...(data === undefined ? {} : { data }) });

/** Always-on answers (the navbar polls newCount on every admin layout). */
export const deskHandlers: HttpHandler[] = [
  http.get(api('/bbs/contact/newCount'), () => ok(0)),
  http.get(api('/bbs/contact/assignees'), () => ok(DESK_ASSIGNEES)),
  http.get(api('/bbs/sms/setting'), () => ok(DESK_SMS_SETTING)),
];

export interface DeskMockState {
  audits: unknown[];
  /** the proof documents fetched: path and the Authorization header sent */
  files: { path: string; authorization: string | null }[];
  settings: unknown[];
  tests: unknown[];
  /** the query strings of the list calls, as sent */
  lists: { schoolAuth: Record<string, string>[]; contact: Record<string, string>[]; notice: Record<string, string>[] };
}

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams.entries());

/** Stateful lists of the three pages and the calls beside them; `sent` records the review, settings and test bodies. */
export function deskMock(init: { auths?: SchoolAuthAdminRow[]; contacts?: ContactRow[]; outbox?: SmsOutboxRow[]; notices?: NoticeLogRow[] } = {}) {
  const sent: DeskMockState = { audits: [], files: [], settings: [], tests: [], lists: { schoolAuth: [], contact: [], notice: [] } };
  const auths = crudMock(schoolAuthEntity, init.auths ?? []);
  const contacts = crudMock(contactEntity, init.contacts ?? []);
  const outbox = crudMock(smsOutboxEntity, init.outbox ?? []);
  // a sent notice answers how many members it reached (the server's `data`): one for a member, else 42
  const notices = crudMock(noticeLogEntity, init.notices ?? [], {
    added: (row) => {
      row.sentCount = row.targetType === 'user' ? 1 : 42;
      return { data: row.sentCount, msg: `公告已发送给${row.sentCount}位会员` };
    },
  });
  const newCount = () => contacts.rows().filter((r) => r.status === '0').length;
  const handlers: HttpHandler[] = [
    http.get(api('/bbs/contact/newCount'), () => ok(newCount())),
    http.get(api('/bbs/schoolAuth/list'), ({ request }) => void sent.lists.schoolAuth.push(queryOf(request))),
    http.get(api('/bbs/contact/list'), ({ request }) => void sent.lists.contact.push(queryOf(request))),
    http.get(api('/bbs/notice/list'), ({ request }) => void sent.lists.notice.push(queryOf(request))),
    http.get(api('/bbs/notice/roles'), () => ok([{ roleKey: 'common', roleName: '普通角色' }, { roleKey: 'member', roleName: '会员' }])),
    // before the kit's GET <base>/:id
    http.get(api('/bbs/contact/assignees'), () => ok(DESK_ASSIGNEES)),
    http.get(api('/bbs/sms/setting'), () => ok(DESK_SMS_SETTING)),
    // a proof document: a PNG for odd n, a PDF for even n (what the server's content type says)
    http.get(api('/bbs/schoolAuth/:id/file/:n'), ({ request, params }) => {
      sent.files.push({ path: new URL(request.url).pathname, authorization: request.headers.get('authorization') });
      const pdf = Number(params.n) % 2 === 0;
      return new HttpResponse(pdf ? '%PDF-1.4' : 'PNG', { headers: { 'content-type': pdf ? 'application/pdf' : 'image/png' } });
    }),
    http.put(api('/bbs/schoolAuth/audit'), async ({ request }) => {
      const body = (await request.json()) as { status: string; rejectReason?: string };
      sent.audits.push(body);
      if (body.status === '3' && !body.rejectReason?.trim()) return fail(500, '请填写驳回原因');
      return ok();
    }),
    http.put(api('/bbs/sms/setting'), async ({ request }) => {
      sent.settings.push(await request.json());
      return ok();
    }),
    http.post(api('/bbs/sms/test'), async ({ request }) => {
      sent.tests.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '测试短信已发送' });
    }),
    ...auths.handlers,
    ...contacts.handlers,
    ...outbox.handlers,
    ...notices.handlers,
  ];
  return { handlers, sent, auths, contacts, outbox, notices, newCount };
}
