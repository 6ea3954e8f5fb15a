/**
 * The member calls' codes and limits (member.ts) without zod, in a module of their own so that the site's first load
 * (which reads ./constants) does not carry them: the member pages import them from here.
 */

export const MEMBER_LIMITS = {
  title: 100,
  /** characters of the sanitized HTML of a post */
  content: 50000,
  reply: 1000,
  nickName: 30,
  email: 50,
  schoolRole: 30,
  realName: 30,
  proofFiles: 5,
  remark: 500,
  rejectReason: 200,
  schoolText: 2000,
  schoolIntro: 20000,
} as const;

/** bbs_post.audit_status / bbs_post_reply.audit_status */
export const AUDIT_STATUS = { APPROVED: '0', PENDING: '1', REJECTED: '2' } as const;
export type AuditStatus = (typeof AUDIT_STATUS)[keyof typeof AUDIT_STATUS];

/** Member notice types (the /notify tabs); '0' in listNotice/{type} means every type. */
export const MEMBER_NOTICE_TYPE = { REPLY: '1', AUDIT: '2', SYSTEM: '3' } as const;
export type MemberNoticeType = (typeof MEMBER_NOTICE_TYPE)[keyof typeof MEMBER_NOTICE_TYPE];
export const MEMBER_NOTICE_TYPES: readonly { value: MemberNoticeType; zh: string; en: string }[] = [
  { value: '1', zh: '回复我的', en: 'Replies' },
  { value: '2', zh: '审核通知', en: 'Reviews' },
  { value: '3', zh: '系统通知', en: 'System' },
];

/** bbs_school_auth.status, also sys_user.auth_status ('0' none) */
export const SCHOOL_AUTH_STATUS = { PENDING: '1', APPROVED: '2', REJECTED: '3' } as const;
export type SchoolAuthStatus = (typeof SCHOOL_AUTH_STATUS)[keyof typeof SCHOOL_AUTH_STATUS];

/** The roles a member may claim at a school. */
export const SCHOOL_AUTH_ROLES: readonly { value: string; zh: string; en: string }[] = [
  { value: '1', zh: '校长/校领导', en: 'Principal / school leader' },
  { value: '2', zh: '招生负责人', en: 'Admissions officer' },
  { value: '3', zh: '市场/宣传负责人', en: 'Marketing / communications' },
  { value: '4', zh: '教师', en: 'Teacher' },
  { value: '5', zh: '其他工作人员', en: 'Other staff' },
];

/** SMS code rules */
export const SMS_CODE = { length: 6, ttlMinutes: 5, maxTries: 5 } as const;
export const SMS_CODE_RE = /^\d{6}$/;
export const SMS_PURPOSE = { RESET: 'reset', BIND: 'bind' } as const;
export type SmsPurpose = (typeof SMS_PURPOSE)[keyof typeof SMS_PURPOSE];
