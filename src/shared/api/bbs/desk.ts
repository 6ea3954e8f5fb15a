/**
 * The forum front desk's admin calls (issue 12): 学校认证 (list, detail, review), 联系表单 (the kit's calls, assignees)
 * and 短信配置 (settings, test send, the outbox list). Zod inside (entity definitions): lazy admin views only.
 */
import type { AjaxResult, SchoolAuthAuditBody } from '@shared/contract';
import {
  type ContactAssignee, contactEntity, noticeLogEntity, schoolAuthEntity, type SmsSetting, type SmsSettingBody, smsOutboxEntity, type SmsTestBody,
} from '@shared/contract/entities';
import { crudApi } from '../crud';
import { request } from '../request';

/** GET /bbs/schoolAuth/list (`bbs:schoolAuth:list`), GET /bbs/schoolAuth/{id} (`:query`) */
export const schoolAuthApi = crudApi(schoolAuthEntity);

/** PUT /bbs/schoolAuth/audit (`bbs:schoolAuth:audit`): status '2' approves, '3' rejects (rejectReason required). */
export function auditSchoolAuth(body: SchoolAuthAuditBody): Promise<AjaxResult> {
  return request<AjaxResult>({ url: '/bbs/schoolAuth/audit', method: 'put', data: body });
}

/** list / get / update (the follow-up) / remove / exportList of bbs_contact (`bbs:contact:*`) */
export const contactApi = crudApi(contactEntity);

/** GET /bbs/contact/assignees (`bbs:contact:edit`): the staff users a follow-up may be assigned to. */
export function listContactAssignees(): Promise<AjaxResult<ContactAssignee[]>> {
  return request<AjaxResult<ContactAssignee[]>>({ url: '/bbs/contact/assignees', method: 'get' });
}

/** GET /bbs/sms/outbox/list (`bbs:sms:list`) */
export const smsOutboxApi = crudApi(smsOutboxEntity);

/** GET /bbs/sms/setting (`bbs:sms:query`): never the secret, only `secretSet`. */
export function getSmsSetting(): Promise<AjaxResult<SmsSetting>> {
  return request<AjaxResult<SmsSetting>>({ url: '/bbs/sms/setting', method: 'get' });
}

/** PUT /bbs/sms/setting (`bbs:sms:edit`): an empty accessSecret keeps the stored one. */
export function saveSmsSetting(body: SmsSettingBody): Promise<AjaxResult> {
  return request<AjaxResult>({ url: '/bbs/sms/setting', method: 'put', data: body });
}

/** POST /bbs/sms/test (`bbs:sms:test`): a sample code through the provider. */
export function sendTestSms(body: SmsTestBody): Promise<AjaxResult> {
  return request<AjaxResult>({ url: '/bbs/sms/test', method: 'post', data: body });
}

/** GET /bbs/notice/list (`bbs:notice:list`): the sent notices; add = POST /bbs/notice (`bbs:notice:add`) sends one. */
export const forumNoticeApi = crudApi(noticeLogEntity);

/** GET /bbs/notice/roles (`bbs:notice:add`): the roles a notice may target. */
export function listNoticeRoles(): Promise<AjaxResult<{ roleKey: string; roleName: string }[]>> {
  return request<AjaxResult<{ roleKey: string; roleName: string }[]>>({ url: '/bbs/notice/roles', method: 'get' });
}
