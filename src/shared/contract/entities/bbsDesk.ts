import { z } from 'zod';
import { defineEntity, msg, nullableText, optionalText, requiredText } from '../kit/index';
import { phoneField } from '../member';
import { SMS_PURPOSE, type SmsPurpose } from '../memberConstants';

/**
 * The forum's front desk (issue 12): contact enquiries (bbs_contact) followed up by staff, and the SMS settings
 * (sys_sms_setting, one row) with a template per SMS purpose.
 */

/** bbs_contact.status: new, contacted, closed */
export const CONTACT_STATE = { NEW: '0', CONTACTED: '1', CLOSED: '2' } as const;
export const CONTACT_LIMITS = { notes: 1000, assignee: 30 } as const;

export const contactRowSchema = z.object({
  contactId: z.number(),
  name: z.string(),
  mobile: z.string(),
  message: z.string(),
  sourcePage: z.string(),
  lang: z.string(),
  status: z.string(),
  assignee: z.string(),
  notes: z.string(),
  handledTime: z.string().nullable(),
  createTime: z.string(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type ContactRow = z.infer<typeof contactRowSchema>;

export const contactEntity = defineEntity({
  name: 'contact',
  basePath: '/bbs/contact',
  idKey: 'contactId',
  idLabel: '表单ID',
  permPrefix: 'bbs:contact',
  title: '联系表单',
  noun: { zh: '表单', en: 'forms' },
  actions: ['list', 'query', 'edit', 'remove', 'export'],
  row: contactRowSchema,
  filter: z.object({ name: optionalText(30), mobile: optionalText(20), status: optionalText(1) }),
  filterOps: { name: 'like', mobile: 'like' },
  dateRange: 'createTime',
  /** the follow-up: the state, who handles it (a staff user name, '' nobody) and notes */
  body: z.object({
    status: z.enum(['0', '1', '2'], { error: msg('跟进状态只能是新咨询、已联系或已关闭', 'The state is new, contacted or closed') }),
    assignee: z.preprocess(
      (v) => (v === undefined || v === null ? '' : v),
      z.string().trim().max(CONTACT_LIMITS.assignee, msg('跟进人不能超过30个字符', 'The assignee can be at most 30 characters')),
    ),
    notes: nullableText(CONTACT_LIMITS.notes, msg('跟进备注不能超过1000个字符', 'The notes can be at most 1000 characters')),
  }),
  sortable: ['contactId', 'createTime', 'status'],
  defaultSort: { key: 'contactId', direction: 'desc' },
  sheetName: '联系表单',
  exportColumns: [
    { key: 'contactId', header: '表单ID', width: 10 },
    { key: 'name', header: '姓名' },
    { key: 'mobile', header: '手机号' },
    { key: 'message', header: '留言', width: 40 },
    { key: 'sourcePage', header: '来源页面', width: 30 },
    { key: 'status', header: '状态', convert: '0=新咨询,1=已联系,2=已关闭' },
    { key: 'assignee', header: '跟进人' },
    { key: 'notes', header: '跟进备注', width: 40 },
    { key: 'handledTime', header: '处理时间', width: 20 },
    { key: 'createTime', header: '提交时间', width: 20 },
  ],
});

/** A staff user the assignee select offers. */
export interface ContactAssignee {
  userName: string;
  nickName: string;
}

// ---------------------------------------------------------------------------------------------
// SMS settings

export const SMS_TEMPLATE_MAX = 70;
export const SMS_PURPOSES = Object.values(SMS_PURPOSE) as SmsPurpose[];

const templateField = z
  .string({ error: msg('请填写短信模板', 'Enter the template') })
  .trim()
  .min(1, msg('请填写短信模板', 'Enter the template'))
  .max(SMS_TEMPLATE_MAX, msg(`短信模板不能超过${SMS_TEMPLATE_MAX}个字符`, `A template can be at most ${SMS_TEMPLATE_MAX} characters`))
  .refine((s) => s.includes('{code}'), msg('短信模板必须包含{code}', 'A template must contain {code}'));

const settingText = (max: number, label: { zh: string; en: string }) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string().trim().max(max, msg(`${label.zh}不能超过${max}个字符`, `${label.en} can be at most ${max} characters`)),
  );

/** PUT /bbs/sms/setting: an empty accessSecret keeps the stored one. */
export const smsSettingBodySchema = z.object({
  provider: z.string({ error: msg('请选择短信服务商', 'Choose the provider') }).trim().min(1, msg('请选择短信服务商', 'Choose the provider')).max(32),
  accessKeyId: settingText(100, { zh: 'AccessKey ID', en: 'The AccessKey ID' }),
  accessSecret: settingText(200, { zh: 'AccessKey Secret', en: 'The AccessKey secret' }),
  signName: settingText(20, { zh: '短信签名', en: 'The sign name' }),
  templates: z.object(Object.fromEntries(SMS_PURPOSES.map((p) => [p, templateField])) as Record<SmsPurpose, typeof templateField>),
});
export type SmsSettingBody = z.input<typeof smsSettingBodySchema>;

/** GET /bbs/sms/setting: the secret itself is never returned, only whether one is stored. */
export interface SmsSetting {
  provider: string;
  accessKeyId: string;
  secretSet: boolean;
  signName: string;
  templates: Record<SmsPurpose, string>;
  /** the registered providers */
  providers: string[];
  updateBy: string;
  updateTime: string;
}

/** POST /bbs/sms/test */
export const smsTestBodySchema = z.object({
  phone: phoneField,
  purpose: z.enum(SMS_PURPOSES as [SmsPurpose, ...SmsPurpose[]], { error: msg('短信用途不正确', 'Choose a purpose') }),
});
export type SmsTestBody = z.input<typeof smsTestBodySchema>;

// ---------------------------------------------------------------------------------------------
// forum notices (bbs_notice_log): a system notice to every member, the members of a role, or one member

export const NOTICE_TARGET = { ALL: 'all', ROLE: 'role', USER: 'user' } as const;

export const noticeLogRowSchema = z.object({
  logId: z.number(),
  title: z.string(),
  content: z.string(),
  targetType: z.string(),
  targetValue: z.string(),
  sentCount: z.number(),
  createBy: z.string(),
  createTime: z.string(),
});
export type NoticeLogRow = z.infer<typeof noticeLogRowSchema>;

export const noticeLogEntity = defineEntity({
  name: 'bbsNotice',
  basePath: '/bbs/notice',
  idKey: 'logId',
  idLabel: '公告ID',
  permPrefix: 'bbs:notice',
  title: '论坛公告',
  noun: { zh: '公告', en: 'notices' },
  actions: ['list', 'add'],
  row: noticeLogRowSchema,
  filter: z.object({ title: optionalText(100), targetType: optionalText(8) }),
  filterOps: { title: 'like' },
  dateRange: 'createTime',
  /** POST /bbs/notice sends: one bbs_member_notice (system type) per member reached, then the log row */
  body: z
    .object({
      title: requiredText(100, msg('请填写公告标题', 'Enter the title'), msg('公告标题不能超过100个字符', 'The title can be at most 100 characters')),
      content: z.preprocess(
        (v) => (v === undefined || v === null ? '' : v),
        z.string().trim().max(2000, msg('公告内容不能超过2000个字符', 'The text can be at most 2000 characters')),
      ),
      targetType: z.enum(['all', 'role', 'user'], { error: msg('请选择发送对象', 'Choose who gets it') }),
      targetValue: z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string().trim().max(64)),
    })
    .refine((b) => b.targetType === 'all' || b.targetValue !== '', { message: msg('请选择角色或填写会员账号', 'Choose the role or enter the member account'), path: ['targetValue'] }),
  sortable: ['logId', 'createTime'],
  defaultSort: { key: 'logId', direction: 'desc' },
  sheetName: '论坛公告',
  exportColumns: [],
});
