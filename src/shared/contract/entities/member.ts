import { z } from 'zod';
import { defineEntity, optionalText } from '../kit/index';
import { schoolAuthRowSchema, smsOutboxRowSchema } from '../member';

/** An application as the admin sees it: with the applicant's user name. */
export const schoolAuthAdminRowSchema = schoolAuthRowSchema.extend({ userName: z.string() });
export type SchoolAuthAdminRow = z.infer<typeof schoolAuthAdminRowSchema>;

/**
 * The member area's admin lists on the module kit (issue 11; the pages come with issue 12). Both are read-only
 * here: the SMS outbox is written by the default SMS provider, school applications by members, read one by one with
 * `GET /bbs/schoolAuth/{authId}` and reviewed with `PUT /bbs/schoolAuth/audit` (`bbs:schoolAuth:audit`, its own
 * route, body `schoolAuthAuditBodySchema`).
 */
export const smsOutboxEntity = defineEntity({
  name: 'smsOutbox',
  basePath: '/bbs/sms/outbox',
  idKey: 'smsId',
  idLabel: '短信ID',
  permPrefix: 'bbs:sms',
  title: '短信发件箱',
  noun: { zh: '短信', en: 'messages' },
  actions: ['list'],
  /** `bbs:sms:test`; the settings (GET/PUT /bbs/sms/setting) use `bbs:sms:query` / `bbs:sms:edit` */
  extraButtons: { test: ['短信测试', 'Test SMS'] },
  row: smsOutboxRowSchema,
  filter: z.object({ phone: optionalText(20), purpose: optionalText(16) }),
  filterOps: { phone: 'like' },
  dateRange: 'createTime',
  body: z.object({}),
  sortable: ['smsId', 'createTime'],
  defaultSort: { key: 'smsId', direction: 'desc' },
  sheetName: '短信数据',
  exportColumns: [],
});

export const schoolAuthEntity = defineEntity({
  name: 'schoolAuth',
  basePath: '/bbs/schoolAuth',
  idKey: 'authId',
  idLabel: '申请编号',
  permPrefix: 'bbs:schoolAuth',
  title: '学校认证',
  noun: { zh: '认证', en: 'verifications' },
  actions: ['list', 'query'],
  extraButtons: { audit: ['认证审核', 'Review verifications'] },
  row: schoolAuthAdminRowSchema,
  filter: z.object({ status: optionalText(1), realName: optionalText(30), phone: optionalText(20) }),
  filterOps: { realName: 'like', phone: 'like' },
  dateRange: 'createTime',
  body: z.object({}),
  sortable: ['authId', 'createTime', 'status'],
  defaultSort: { key: 'authId', direction: 'desc' },
  sheetName: '学校认证',
  exportColumns: [],
});
