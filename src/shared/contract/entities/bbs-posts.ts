import { z } from 'zod';
import { POST_TAG_MAX, POST_TAGS_MAX, postTagsField, TYPE_CODE_RE } from '../postTags';
import { idListSchema, defineEntity, msg, nullableText, optionalText, requiredText, statusField } from '../kit/index';

/**
 * 帖子管理 and 评论管理 (issue 12): the forum's posts (bbs_post: station articles '1', stories '2', member
 * discussions '3') and their replies (bbs_post_reply) on the module kit. Deleting is soft (del_flag '2'), as a
 * member's own delete. Moderation is its own call beside the kit's: `PUT /bbs/blog/audit` and `PUT /bbs/comment/audit`
 * with `moderationBodySchema` (behind `bbs:blog:audit` / `bbs:comment:audit`).
 */

/** Longest stored post body (sanitized HTML; images and videos are links). */
export const POST_CONTENT_MAX = 200_000;
export { POST_TAG_MAX, POST_TAGS_MAX, postTagsField, TYPE_CODE_RE };
export const REJECT_REASON_MAX = 200;

/** A type's code (分类管理: bbs_type.type_code) or null; the server checks that the scope has it. */
const typeCodeOf = (message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? null : typeof v === 'number' ? String(v) : v),
    z.string({ error: message }).max(16, message).regex(TYPE_CODE_RE, message).nullable(),
  );

const zeroOne = (message: string) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? '0' : v), z.enum(['0', '1'], { error: message }));

export const blogEntity = defineEntity({
  name: 'blog',
  basePath: '/bbs/blog',
  idKey: 'postId',
  idLabel: '帖子ID',
  permPrefix: 'bbs:blog',
  title: '帖子管理',
  noun: { zh: '帖子', en: 'posts' },
  extraButtons: { audit: ['帖子审核', 'Review posts'] },
  row: z.object({
    postId: z.number(),
    /** POST_TYPE: '1' station article, '2' story, '3' member discussion */
    postType: z.string(),
    blogType: z.string().nullable(),
    category: z.string().nullable(),
    title: z.string(),
    summary: z.string(),
    /** sanitized HTML; '' in list rows (the list leaves bodies out) */
    content: z.string().nullable(),
    cover: z.string(),
    userId: z.number().nullable(),
    authorName: z.string(),
    cityCode: z.string().nullable(),
    schoolId: z.number().nullable(),
    lang: z.string(),
    views: z.number(),
    /** '0' published, '1' unpublished */
    status: z.string(),
    /** AUDIT_STATUS: '0' approved, '1' pending, '2' rejected */
    auditStatus: z.string(),
    rejectReason: z.string().nullable(),
    /** '1' pinned to the top of the public lists */
    pinned: z.string(),
    /** comma list of tag names */
    tags: z.string(),
    createBy: z.string(),
    createTime: z.string().nullable(),
    updateBy: z.string(),
    updateTime: z.string().nullable(),
  }),
  filter: z.object({
    title: optionalText(200),
    postType: optionalText(1),
    blogType: optionalText(8),
    category: optionalText(8),
    cityCode: optionalText(32),
    auditStatus: optionalText(1),
    status: optionalText(1),
    pinned: optionalText(1),
    authorName: optionalText(64),
  }),
  filterOps: { title: 'like', authorName: 'like' },
  dateRange: 'createTime',
  body: z.object({
    postType: z.preprocess(
      (v) => (v === '' || v === null ? undefined : typeof v === 'number' ? String(v) : v),
      z.enum(['1', '2', '3'], { error: msg('帖子类型不能为空', 'Choose the post type') }),
    ),
    title: requiredText(200, msg('标题不能为空', 'Enter the title'), msg('标题不能超过200个字符', 'The title can be at most 200 characters')),
    content: nullableText(POST_CONTENT_MAX, msg(`内容不能超过${POST_CONTENT_MAX}个字符`, `The content can be at most ${POST_CONTENT_MAX} characters`)),
    summary: nullableText(500, msg('摘要不能超过500个字符', 'The summary can be at most 500 characters')),
    cover: nullableText(255, msg('封面地址不能超过255个字符', 'The cover address can be at most 255 characters')),
    blogType: typeCodeOf(msg('文章分类不正确', 'Choose a valid article type')),
    category: typeCodeOf(msg('故事分类不正确', 'Choose a valid story category')),
    cityCode: nullableText(32, msg('城市编码不能超过32个字符', 'The city code can be at most 32 characters')),
    schoolId: z.preprocess(
      (v) => (v === undefined || v === null || v === '' ? null : v),
      z.coerce.number({ error: msg('学校ID格式不正确', 'The school id is not valid') }).int(msg('学校ID格式不正确', 'The school id is not valid')).positive(msg('学校ID格式不正确', 'The school id is not valid')).nullable(),
    ),
    authorName: nullableText(64, msg('作者不能超过64个字符', 'The author can be at most 64 characters')),
    lang: z.preprocess((v) => (v === undefined || v === null || v === '' ? 'zh' : v), z.enum(['zh', 'en'], { error: msg('语言只能是zh或en', 'The language is zh or en') })),
    status: z.preprocess(
      (v) => (v === undefined || v === null || v === '' ? '0' : v),
      z.enum(['0', '1'], { error: msg('发布状态只能是0（发布）或1（下线）', 'The status is 0 (published) or 1 (unpublished)') }),
    ),
    pinned: zeroOne(msg('置顶只能是0（否）或1（是）', 'Pinned is 0 (no) or 1 (yes)')),
    tags: postTagsField,
  }),
  sortable: ['postId', 'createTime', 'views', 'pinned', 'auditStatus'],
  defaultSort: { key: 'postId', direction: 'desc' },
  sheetName: '帖子数据',
  exportColumns: [
    { key: 'postId', header: '帖子ID', width: 10 },
    { key: 'postType', header: '类型', width: 10, convert: '1=站内文章,2=故事,3=讨论' },
    { key: 'title', header: '标题', width: 40 },
    { key: 'authorName', header: '作者' },
    { key: 'cityCode', header: '城市' },
    { key: 'lang', header: '语言', width: 8 },
    { key: 'status', header: '发布状态', width: 10, convert: '0=已发布,1=已下线' },
    { key: 'auditStatus', header: '审核状态', width: 10, convert: '0=已通过,1=待审核,2=已驳回' },
    { key: 'pinned', header: '置顶', width: 8, convert: '0=否,1=是' },
    { key: 'tags', header: '标签', width: 24 },
    { key: 'views', header: '浏览量', width: 10 },
    { key: 'createTime', header: '创建时间', width: 20 },
  ],
});

export const commentEntity = defineEntity({
  name: 'comment',
  basePath: '/bbs/comment',
  idKey: 'replyId',
  idLabel: '评论ID',
  permPrefix: 'bbs:comment',
  title: '评论管理',
  noun: { zh: '评论', en: 'comments' },
  actions: ['list', 'query', 'edit', 'remove', 'export'],
  extraButtons: { audit: ['评论审核', 'Review comments'] },
  row: z.object({
    replyId: z.number(),
    postId: z.number(),
    /** the post's title (joined) */
    postTitle: z.string(),
    postType: z.string(),
    parentId: z.number().nullable(),
    userId: z.number().nullable(),
    authorName: z.string(),
    /** stored HTML (members' text escaped) */
    content: z.string().nullable(),
    /** '0' shown, '1' hidden */
    status: z.string(),
    auditStatus: z.string(),
    rejectReason: z.string().nullable(),
    createBy: z.string(),
    createTime: z.string().nullable(),
    updateBy: z.string(),
    updateTime: z.string().nullable(),
  }),
  filter: z.object({
    postId: optionalText(18),
    postTitle: optionalText(200),
    content: optionalText(200),
    authorName: optionalText(64),
    auditStatus: optionalText(1),
    status: optionalText(1),
  }),
  filterOps: { postTitle: 'custom', content: 'like', authorName: 'like' },
  dateRange: 'createTime',
  /** an edit only hides or shows a comment; its text stays the member's */
  body: z.object({ status: statusField }),
  sortable: ['replyId', 'createTime', 'auditStatus'],
  defaultSort: { key: 'replyId', direction: 'desc' },
  sheetName: '评论数据',
  exportColumns: [
    { key: 'replyId', header: '评论ID', width: 10 },
    { key: 'postId', header: '帖子ID', width: 10 },
    { key: 'postTitle', header: '帖子标题', width: 40 },
    { key: 'authorName', header: '作者' },
    { key: 'content', header: '内容', width: 60 },
    { key: 'status', header: '状态', width: 10, convert: '0=显示,1=隐藏' },
    { key: 'auditStatus', header: '审核状态', width: 10, convert: '0=已通过,1=待审核,2=已驳回' },
    { key: 'createTime', header: '创建时间', width: 20 },
  ],
});

/** `PUT /bbs/blog/audit` and `PUT /bbs/comment/audit`: approve ('0') or reject ('2', with a reason) the rows. */
export const moderationBodySchema = z
  .object({
    ids: z.preprocess(
      (v) => (Array.isArray(v) ? v.join(',') : typeof v === 'number' ? String(v) : v),
      idListSchema.refine((a) => a.length > 0, msg('请选择要审核的数据', 'Choose what to review')),
    ),
    auditStatus: z.enum(['0', '2'], { error: msg('审核结果只能是0（通过）或2（驳回）', 'The result is 0 (approve) or 2 (reject)') }),
    rejectReason: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v === null ? undefined : v),
      z.string().max(REJECT_REASON_MAX, msg(`驳回原因不能超过${REJECT_REASON_MAX}个字符`, `The reason can be at most ${REJECT_REASON_MAX} characters`)).optional(),
    ),
  })
  .refine((b) => b.auditStatus !== '2' || !!b.rejectReason, { message: msg('请填写驳回原因', 'Enter the reason for rejecting'), path: ['rejectReason'] });
export type ModerationBody = z.input<typeof moderationBodySchema>;
