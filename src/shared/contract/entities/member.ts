import { z } from 'zod';
import { defineEntity, optionalText } from '../kit/index';
import { schoolAuthRowSchema, smsOutboxRowSchema } from '../member';

/**
 * The member area's admin lists on the module kit (issue 11; the pages come with issue 12). Both are read-only
 * here: the SMS outbox is written by the default SMS provider, school applications by members and reviewed with
 * `PUT /bbs/schoolAuth/audit` (its own route, body `schoolAuthAuditBodySchema`).
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
  actions: ['list'],
  row: schoolAuthRowSchema,
  filter: z.object({ status: optionalText(1), realName: optionalText(30), phone: optionalText(20) }),
  filterOps: { realName: 'like', phone: 'like' },
  dateRange: 'createTime',
  body: z.object({}),
  sortable: ['authId', 'createTime', 'status'],
  defaultSort: { key: 'authId', direction: 'desc' },
  sheetName: '学校认证',
  exportColumns: [],
});
