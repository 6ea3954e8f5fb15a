import { z } from 'zod';
import { CN_MOBILE_RE } from './constants';
import { MEMBER_LIMITS, SCHOOL_AUTH_ROLES, SMS_CODE_RE, type MemberNoticeType } from './memberConstants';
import { msg } from './kit/messages';
import { postTagsField } from './postTags';
import { langSchema, postRowSchema, replyRowSchema } from './bbs';

/**
 * The member calls (spec section 7 "Member centre", issue 11): everything a logged-in member does on the public
 * site. All POST, JSON, answered in the RuoYi envelope (HTTP 200, `code` decides).
 *
 * Under /prod-api/bbs/submitweb/ (a session is required: no token → `{code: 401}`):
 *
 * | call | query | body | answer |
 * |---|---|---|---|
 * | addBlog | | AddBlogBody | data: {postId, auditStatus} (msg says whether it waits for review) |
 * | deleteBlog/{id} | | | msg (own post only; its replies go with it) |
 * | addBlogComment | | AddCommentBody | data: ReplyRow (auditStatus '0') or {replyId, auditStatus: '1'} |
 * | deleteBlogComment/{id} | | | msg (own reply only; its answers stay, shown as "deleted") |
 * | myBlogList | pageNum, pageSize | MyListBody | rows: MyPostRow[], total (every state of my posts) |
 * | myBlogReplyList | pageNum, pageSize | MyListBody | rows: MyReplyRow[], total (replies I wrote) |
 * | myBlogRecevieList | pageNum, pageSize | MyListBody | rows: ReceivedReplyRow[], total (others' replies to my posts or to my replies) |
 * | getMyInfo | | | data: MyInfo |
 * | updateMyInfo | | UpdateMyInfoBody | msg, data: MyInfo |
 * | sendBindPhoneCode | | {phone} | msg (an SMS code to the new phone, purpose 'bind') |
 * | bindPhone | | BindPhoneBody | msg, data: MyInfo |
 * | updateMyPassword | | UpdateMyPasswordBody | msg (other sessions of the member end) |
 * | listNotice/{type} | pageNum, pageSize | | rows: MemberNoticeRow[], total (type '0' = all types) |
 * | countUnreadNotice | | | data: UnreadNoticeCount |
 * | updateNoticeReadStatus/{id} | | | msg (own notice only; a second call changes nothing) |
 * | readAllNotice/{type} | | | msg (every unread notice of that type, '0' = all) |
 * | uploadSchoolAuthFile | | multipart `file` (5 MB) | fileName: the proof's private path for AddSchoolAuthBody.proofFiles |
 * | addSchoolAuthInfo | | AddSchoolAuthBody | data: SchoolAuthRow (status '1' pending) |
 * | listSchoolAuthInfo | pageNum, pageSize | | rows: SchoolAuthRow[], total (my applications) |
 * | getSchoolAuthInfo/{id} | | | data: SchoolAuthRow (own only) |
 * | deleteSchoolAuthInfo/{id} | | | msg (withdraw: own, pending or rejected only) |
 * | listMySchool | | | data: MySchool[] (the schools I am approved for, with their editable fields) |
 * | updateMySchool | | UpdateMySchoolBody | msg (only a school I am approved for) |
 * | myschoolBlogList | pageNum, pageSize | MySchoolListBody | rows: PostRow[], total (posts linked to my approved schools) |
 * | myschoolBlogReplyList | pageNum, pageSize | MySchoolListBody | rows: ReceivedReplyRow[], total (replies on those posts) |
 *
 * Under /prod-api/bbs/web/ (anonymous):
 *
 * | call | query | body | answer |
 * |---|---|---|---|
 * | listBlogReply/{postId} | pageNum, pageSize | | rows: ReplyThread[], total (top-level replies oldest first, each with its answers) |
 * | sendResetCode | | SendResetCodeBody | msg: the same text whether or not the phone is bound (RESET_CODE_SENT_MSG) |
 * | resetPassword | | ResetPasswordBody | msg (the member's sessions end) |
 *
 * Admin (permission-guarded, issue 12 builds the pages): GET /bbs/sms/outbox/list (`bbs:sms:list`), the SMS outbox the
 * default provider writes; PUT /bbs/schoolAuth/audit (`bbs:schoolAuth:edit`) {authId, status '2'|'3', rejectReason}.
 * GET /bbs/schoolAuth/{id}/file/{n} (a session: the application's owner or `bbs:schoolAuth:query`; others 403): the n-th
 * (1-based) proof document, the `url` of SchoolAuthRow.proofFiles; images/PDF inline, the rest as a download, nosniff.
 *
 * Rules:
 * - A call acts only on the caller's own rows (or the schools the caller is approved for): another member's id answers
 *   `{code: 403}` and changes nothing; an id that does not exist answers `{code: 404}`.
 * - Rich text (a post's content) is sanitized on write with the allow-list the admin editor uses; plain text (titles,
 *   nick names, remarks) is stored as typed and rendered as text. Replies are typed as plain text and answered as
 *   HTML like every reply row (the typed text escaped, line breaks as `<br />`): render reply `content` as (sanitized)
 *   HTML.
 * - Posting and replying are limited per member (config `bbs.limit.post`, `bbs.limit.reply`, "count/minutes"); a member
 *   with `bbs_banned = '1'` or a disabled account cannot post or reply. With config `bbs.post.moderation` = 'true' new
 *   posts and replies wait for review (auditStatus '1') and show only to their author until approved.
 * - Messages are localized by the request's Accept-Language (the Chinese text is the wire default; `msg` keeps the
 *   English twin).
 * - SMS codes: 6 digits, valid 5 minutes, single use, at most 5 wrong tries; per phone and per address send limits
 *   (config `sys.limit.smsPhone`, `sys.limit.smsIp`); the image captcha is required when captchas are on.
 */

// codes and limits (in ./memberConstants, without zod, so that clients can import them without the schemas)
export {
  AUDIT_STATUS,
  MEMBER_LIMITS,
  MEMBER_NOTICE_TYPE,
  MEMBER_NOTICE_TYPES,
  SCHOOL_AUTH_ROLES,
  SCHOOL_AUTH_STATUS,
  SMS_CODE,
  SMS_CODE_RE,
  SMS_PURPOSE,
  type AuditStatus,
  type MemberNoticeType,
  type SchoolAuthStatus,
  type SmsPurpose,
} from './memberConstants';

const auditStatus = z.enum(['0', '1', '2']);

/** The answer to sendResetCode, the same whether or not the phone is bound to an account. */
export const RESET_CODE_SENT_MSG = msg(
  '如果该手机号已绑定账号，验证码已发送，5分钟内有效',
  'If this number is bound to an account, a code has been sent. It is valid for 5 minutes.',
);

// ---------------------------------------------------------------------------------------------
// field pieces

export const positiveId = (label: { zh: string; en: string }) =>
  z.coerce
    .number({ error: msg(`${label.zh}必须是数字`, `${label.en} must be a number`) })
    .int(msg(`${label.zh}必须是整数`, `${label.en} must be a whole number`))
    .positive(msg(`${label.zh}必须是正整数`, `${label.en} must be a positive number`))
    .max(Number.MAX_SAFE_INTEGER);

const optionalId = (label: { zh: string; en: string }) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), positiveId(label).optional());

const text = (max: number, required: string, tooLong: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.string({ error: required }).trim().min(1, required).max(max, tooLong),
  );

const optionalText = (max: number, tooLong: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v),
    z.string({ error: tooLong }).trim().max(max, tooLong),
  );

const optionalCode = (max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? undefined : typeof v === 'number' ? String(v) : v),
    z.string().trim().max(max).optional(),
  );

export const phoneField = z
  .string({ error: msg('请输入绑定的手机号码', 'Enter the bound phone number') })
  .trim()
  .min(1, msg('请输入绑定的手机号码', 'Enter the bound phone number'))
  .regex(CN_MOBILE_RE, msg('请输入正确的手机号码', 'Enter a valid mobile number'));

export const smsCodeField = z
  .string({ error: msg('请输入短信验证码', 'Enter the SMS code') })
  .trim()
  .min(1, msg('请输入短信验证码', 'Enter the SMS code'))
  .regex(SMS_CODE_RE, msg('短信验证码为6位数字', 'The SMS code is 6 digits'));

/** A stored upload path (`/profile/...`), as /common/upload answers it in `fileName`. */
export const uploadPathField = z
  .string({ error: msg('文件路径不正确', 'The file path is not valid') })
  .trim()
  .max(255, msg('文件路径不正确', 'The file path is not valid'))
  .regex(/^\/profile\/[\w./-]+$/, msg('文件路径不正确', 'The file path is not valid'))
  .refine((p) => !p.includes('..'), msg('文件路径不正确', 'The file path is not valid'));

/**
 * A proof document's private path, as POST /bbs/submitweb/uploadSchoolAuthFile answers it
 * ('proof/<user id>/YYYY/MM/DD/<hex>.<ext>'); proofs never have a public /profile address.
 */
export const proofPathField = z
  .string({ error: msg('文件路径不正确', 'The file path is not valid') })
  .trim()
  .max(255, msg('文件路径不正确', 'The file path is not valid'))
  .regex(/^proof\/\d+\/[\w./-]+$/, msg('文件路径不正确', 'The file path is not valid'))
  .refine((p) => !p.includes('..'), msg('文件路径不正确', 'The file path is not valid'));

// ---------------------------------------------------------------------------------------------
// request bodies

/** addBlog: a member's discussion in the station (postType '3', with blogType) or a story (postType '2', with category). */
export const addBlogBodySchema = z
  .object({
    postType: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.enum(['2', '3'], { error: msg('请选择发布到讨论区或学生故事', 'Choose the station or stories') })),
    /** a station type's code (分类管理, scope 'station'); the server takes only the enabled ones */
    blogType: optionalCode(16),
    /** a story type's code (scope 'story') */
    category: optionalCode(16),
    cityCode: optionalCode(32),
    schoolId: optionalId({ zh: '学校编号', en: 'The school id' }),
    title: text(MEMBER_LIMITS.title, msg('请输入标题', 'Enter a title'), msg(`标题长度不能超过${MEMBER_LIMITS.title}个字符`, `The title can be at most ${MEMBER_LIMITS.title} characters`)),
    /** HTML from the editor; sanitized on the server; must hold some text, an image or a video */
    content: z
      .string({ error: msg('请输入内容', 'Write something in the post') })
      .min(1, msg('请输入内容', 'Write something in the post'))
      .max(MEMBER_LIMITS.content, msg('内容过长，请删减后再发布', 'The post is too long; shorten it before posting')),
    lang: langSchema,
    /** names of saved tags (标签管理; the server takes only the enabled ones), a list or a comma list, at most 5 */
    tags: postTagsField.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.postType === '3' && !b.blogType) ctx.addIssue({ code: 'custom', path: ['blogType'], message: msg('请选择分类', 'Choose a category') });
    if (b.postType === '2' && !b.category)
      ctx.addIssue({ code: 'custom', path: ['category'], message: msg('请选择分类', 'Choose a category') });
  });
export type AddBlogBody = z.input<typeof addBlogBodySchema>;

/** addBlogComment: a reply to a post, or (parentId) an answer to a reply of that post. Plain text. */
export const addCommentBodySchema = z.object({
  postId: positiveId({ zh: '帖子编号', en: 'The post id' }),
  parentId: optionalId({ zh: '回复编号', en: 'The reply id' }),
  content: text(MEMBER_LIMITS.reply, msg('请输入回复内容', 'Write a reply'), msg(`回复不能超过${MEMBER_LIMITS.reply}个字符`, `A reply can be at most ${MEMBER_LIMITS.reply} characters`)),
});
export type AddCommentBody = z.input<typeof addCommentBodySchema>;

/** The body of the my* lists: optional narrowing. */
export const myListBodySchema = z.object({
  /** '2' stories, '3' discussions; absent = both */
  postType: optionalCode(1),
  title: optionalCode(100),
});
export type MyListBody = z.input<typeof myListBodySchema>;

export const updateMyInfoBodySchema = z.object({
  nickName: text(MEMBER_LIMITS.nickName, msg('请输入昵称', 'Enter a nick name'), msg(`昵称长度不能超过${MEMBER_LIMITS.nickName}个字符`, `The nick name can be at most ${MEMBER_LIMITS.nickName} characters`)),
  /** '' keeps the default avatar */
  avatar: z.union([z.literal(''), uploadPathField]).optional(),
  sex: z.preprocess((v) => (v === undefined || v === null || v === '' ? '2' : String(v)), z.enum(['0', '1', '2'], { error: msg('性别不正确', 'Choose a valid option') })),
  email: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string()
      .trim()
      .max(MEMBER_LIMITS.email, msg(`邮箱长度不能超过${MEMBER_LIMITS.email}个字符`, `The email can be at most ${MEMBER_LIMITS.email} characters`))
      .refine((s) => s === '' || z.email().safeParse(s).success, msg('请输入正确的邮箱地址', 'Enter a valid email address')),
  ),
});
export type UpdateMyInfoBody = z.input<typeof updateMyInfoBodySchema>;

export const sendBindPhoneCodeBodySchema = z.object({ phone: phoneField });
export type SendBindPhoneCodeBody = z.input<typeof sendBindPhoneCodeBodySchema>;
export const bindPhoneBodySchema = z.object({ phone: phoneField, code: smsCodeField });
export type BindPhoneBody = z.input<typeof bindPhoneBodySchema>;

/** updateMyPassword (spec names: oldpassword, newpassword); the password rules of sign-up apply to the new one. */
export const updateMyPasswordBodySchema = z.object({
  oldpassword: z.string({ error: msg('请输入旧密码', 'Enter your current password') }).min(1, msg('请输入旧密码', 'Enter your current password')),
  newpassword: z.string({ error: msg('请输入新密码', 'Enter a new password') }).min(1, msg('请输入新密码', 'Enter a new password')),
});
export type UpdateMyPasswordBody = z.input<typeof updateMyPasswordBodySchema>;

export const addSchoolAuthBodySchema = z.object({
  schoolId: positiveId({ zh: '学校编号', en: 'The school id' }),
  role: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.enum(SCHOOL_AUTH_ROLES.map((r) => r.value) as [string, ...string[]], { error: msg('请选择您在学校的职务', 'Choose your role at the school') }),
  ),
  realName: text(MEMBER_LIMITS.realName, msg('请输入真实姓名', 'Enter your real name'), msg(`姓名长度不能超过${MEMBER_LIMITS.realName}个字符`, `The name can be at most ${MEMBER_LIMITS.realName} characters`)),
  phone: phoneField,
  /** upload paths (/common/upload `fileName`) of the caller's own uploads */
  proofFiles: z
    .array(proofPathField, { error: msg('请上传证明材料', 'Upload your proof documents') })
    .min(1, msg('请上传证明材料', 'Upload your proof documents'))
    .max(MEMBER_LIMITS.proofFiles, msg(`上传文件数量不能超过 ${MEMBER_LIMITS.proofFiles} 个!`, `You can upload at most ${MEMBER_LIMITS.proofFiles} files`)),
  remark: optionalText(MEMBER_LIMITS.remark, msg(`备注长度不能超过${MEMBER_LIMITS.remark}个字符`, `The remark can be at most ${MEMBER_LIMITS.remark} characters`)),
});
export type AddSchoolAuthBody = z.input<typeof addSchoolAuthBodySchema>;

const schoolText = (label: { zh: string; en: string }, max: number = MEMBER_LIMITS.schoolText) =>
  optionalText(max, msg(`${label.zh}长度不能超过${max}个字符`, `${label.en} can be at most ${max} characters`));

/** updateMySchool: what an approved school account may change (name, type and dictionary fields stay the editors'). */
export const updateMySchoolBodySchema = z.object({
  schoolId: positiveId({ zh: '学校编号', en: 'The school id' }),
  /** rich text, sanitized on write */
  intro: schoolText({ zh: '学校简介', en: 'The introduction' }, MEMBER_LIMITS.schoolIntro),
  introEn: schoolText({ zh: '英文简介', en: 'The English introduction' }, MEMBER_LIMITS.schoolIntro),
  address: schoolText({ zh: '地址', en: 'The address' }, 200),
  addressEn: schoolText({ zh: '英文地址', en: 'The English address' }, 200),
  website: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string()
      .trim()
      .max(200, msg('网址长度不能超过200个字符', 'The website can be at most 200 characters'))
      .refine((s) => s === '' || /^https?:\/\/[^\s<>"']+$/i.test(s), msg('请输入以 http:// 或 https:// 开头的网址', 'Enter a web address starting with http:// or https://')),
  ),
  tuition: schoolText({ zh: '学费说明', en: 'The tuition note' }, 200),
  tuitionEn: schoolText({ zh: '英文学费说明', en: 'The English tuition note' }, 200),
  curriculum: schoolText({ zh: '课程体系', en: 'The curriculum' }, 200),
  curriculumEn: schoolText({ zh: '英文课程体系', en: 'The English curriculum' }, 200),
  /** '' keeps no cover */
  cover: z.union([z.literal(''), uploadPathField]).optional(),
});
export type UpdateMySchoolBody = z.input<typeof updateMySchoolBodySchema>;

export const mySchoolListBodySchema = z.object({ schoolId: optionalId({ zh: '学校编号', en: 'The school id' }) });
export type MySchoolListBody = z.input<typeof mySchoolListBodySchema>;

export const sendResetCodeBodySchema = z.object({
  phone: phoneField,
  /** the image captcha, when captchas are on */
  code: z.string().trim().max(10).optional(),
  uuid: z.string().trim().max(64).optional(),
});
export type SendResetCodeBody = z.input<typeof sendResetCodeBodySchema>;

export const resetPasswordBodySchema = z.object({
  phone: phoneField,
  smsCode: smsCodeField,
  password: z.string({ error: msg('请输入新密码', 'Enter a new password') }).min(1, msg('请输入新密码', 'Enter a new password')),
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** PUT /bbs/schoolAuth/audit (admin) */
export const schoolAuthAuditBodySchema = z.object({
  authId: positiveId({ zh: '申请编号', en: 'The application id' }),
  status: z.enum(['2', '3'], { error: msg('审核结果只能是通过或驳回', 'The result is approve or reject') }),
  rejectReason: optionalText(MEMBER_LIMITS.rejectReason, msg(`驳回原因不能超过${MEMBER_LIMITS.rejectReason}个字符`, `The reason can be at most ${MEMBER_LIMITS.rejectReason} characters`)),
});
export type SchoolAuthAuditBody = z.input<typeof schoolAuthAuditBodySchema>;

// ---------------------------------------------------------------------------------------------
// response rows

const nullable = z.string().nullable();

/** A reply as the detail page shows it (public), with who wrote it and whom it answers. */
export const threadReplySchema = replyRowSchema.extend({
  userId: z.number().nullable(),
  /** the writer's avatar path, '' for the default */
  avatar: z.string(),
  /** the nick name of the reply this one answers (answers to answers), else null */
  replyToName: nullable,
  /** a deleted reply that still has answers shows as deleted (content '') */
  deleted: z.boolean(),
});
export type ThreadReply = z.infer<typeof threadReplySchema>;

/** A top-level reply with its answers (one level of nesting shown; answers to answers are listed under the same top). */
export const replyThreadSchema = threadReplySchema.extend({
  children: z.array(threadReplySchema),
});
export type ReplyThread = z.infer<typeof replyThreadSchema>;

export const myPostRowSchema = postRowSchema.extend({
  auditStatus,
  rejectReason: nullable,
});
export type MyPostRow = z.infer<typeof myPostRowSchema>;

export const myReplyRowSchema = z.object({
  replyId: z.number(),
  postId: z.number(),
  postType: z.enum(['1', '2', '3']),
  postTitle: z.string(),
  parentId: z.number().nullable(),
  replyToName: nullable,
  content: z.string(),
  auditStatus,
  createTime: z.string(),
});
export type MyReplyRow = z.infer<typeof myReplyRowSchema>;

export const receivedReplyRowSchema = myReplyRowSchema.extend({
  userId: z.number().nullable(),
  authorName: z.string(),
  avatar: z.string(),
});
export type ReceivedReplyRow = z.infer<typeof receivedReplyRowSchema>;

export const myInfoSchema = z.object({
  userId: z.number(),
  userName: z.string(),
  nickName: z.string(),
  avatar: z.string(),
  sex: z.enum(['0', '1', '2']),
  email: z.string(),
  /** the bound phone ('' when none) */
  phonenumber: z.string(),
  /** '01' member, '02' school account */
  userType: z.string(),
  /** '0' none, then SCHOOL_AUTH_STATUS of the newest application */
  authStatus: z.string(),
  createTime: z.string(),
  /** the schools the member is approved for */
  schools: z.array(z.object({ schoolId: z.number(), schoolName: z.string(), role: z.string() })),
});
export type MyInfo = z.infer<typeof myInfoSchema>;

export const memberNoticeRowSchema = z.object({
  noticeId: z.number(),
  noticeType: z.enum(['1', '2', '3']),
  title: z.string(),
  /** plain text */
  content: z.string(),
  /** a site path to open ('/station/detail/12'), '' for none */
  link: z.string(),
  read: z.boolean(),
  createTime: z.string(),
});
export type MemberNoticeRow = z.infer<typeof memberNoticeRowSchema>;

export interface UnreadNoticeCount {
  total: number;
  byType: Record<MemberNoticeType, number>;
}

export const schoolAuthRowSchema = z.object({
  authId: z.number(),
  userId: z.number(),
  schoolId: z.number(),
  schoolName: z.string(),
  role: z.string(),
  realName: z.string(),
  phone: z.string(),
  proofFiles: z.array(z.object({ name: z.string(), url: z.string() })),
  remark: z.string(),
  status: z.enum(['1', '2', '3']),
  rejectReason: nullable,
  createTime: z.string(),
  reviewTime: nullable,
});
export type SchoolAuthRow = z.infer<typeof schoolAuthRowSchema>;

export const mySchoolSchema = z.object({
  schoolId: z.number(),
  schoolName: z.string(),
  schoolNameEn: z.string(),
  intro: z.string(),
  introEn: z.string(),
  address: z.string(),
  addressEn: z.string(),
  website: z.string(),
  tuition: z.string(),
  tuitionEn: z.string(),
  curriculum: z.string(),
  curriculumEn: z.string(),
  cover: z.string(),
});
export type MySchool = z.infer<typeof mySchoolSchema>;

export const smsOutboxRowSchema = z.object({
  smsId: z.number(),
  phone: z.string(),
  purpose: z.string(),
  content: z.string(),
  provider: z.string(),
  /** '0' sent (to the outbox or the provider), '1' failed */
  status: z.string(),
  createTime: z.string(),
});
export type SmsOutboxRow = z.infer<typeof smsOutboxRowSchema>;
