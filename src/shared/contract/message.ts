/**
 * 留言板 (the CMS's message board, issue 12): members leave plain-text messages on a public page, the site's editors
 * answer under them from the admin (论坛管理 › 留言板).
 *
 * | call | auth | body / query | answer |
 * |---|---|---|---|
 * | GET /bbs/web/messages | optional | pageNum, pageSize | rows: BoardMessage[], total (shown, approved, newest first; a logged-in member also gets their own pending ones, `pending: true`) |
 * | POST /bbs/submitweb/message | member | {content} | data: {messageId, auditStatus}; msg published / pending |
 * | POST /bbs/submitweb/deleteMessage/{id} | member, own | | success |
 * | GET /bbs/message/list | bbs:message:list | filters, paging | rows: MessageAdminRow[], total |
 * | GET /bbs/message/{id} | bbs:message:query | | data: MessageAdminRow |
 * | PUT /bbs/message | bbs:message:edit | {messageId, status, auditStatus} | hide/show, approve/reject |
 * | PUT /bbs/message/reply | bbs:message:reply | {messageId, replyContent} | the answer shows under the message; the member gets a notice ('' removes the answer) |
 * | DELETE /bbs/message/{ids} | bbs:message:remove | | soft delete |
 * | POST /bbs/message/export | bbs:message:export | filters | xlsx |
 *
 * Rules: content 1–500 characters, answers ≤ 1000, stored as typed (plain text, shown as text). Messages count
 * against the member reply limit (`bbs.limit.reply`) and wait for review when `bbs.post.moderation` is on; a banned
 * or disabled account cannot write.
 */
import { z } from 'zod';
import { defineEntity, msg, optionalText } from './kit/index';
import { MESSAGE_LIMITS } from './messageConstants';

export * from './messageConstants';

export const MESSAGE_MSG = {
  required: msg('请输入留言内容', 'Write your message'),
  tooLong: msg(`留言不能超过${MESSAGE_LIMITS.content}个字符`, `A message can be at most ${MESSAGE_LIMITS.content} characters`),
  replyTooLong: msg(`留言回复不能超过${MESSAGE_LIMITS.reply}个字符`, `An answer can be at most ${MESSAGE_LIMITS.reply} characters`),
  published: msg('留言成功', 'Message posted'),
  pending: msg('留言成功，审核通过后将公开显示', 'Message posted. It will be public once a moderator approves it.'),
  missing: msg('留言不存在或已删除', 'The message does not exist or was deleted'),
} as const;

const content = z
  .string({ error: MESSAGE_MSG.required })
  .trim()
  .min(1, MESSAGE_MSG.required)
  .max(MESSAGE_LIMITS.content, MESSAGE_MSG.tooLong);

export const addMessageBodySchema = z.object({ content });
export type AddMessageBody = z.input<typeof addMessageBodySchema>;

export const messageReplyBodySchema = z.object({
  messageId: z.coerce.number().int().positive(),
  replyContent: z.string().trim().max(MESSAGE_LIMITS.reply, MESSAGE_MSG.replyTooLong).default(''),
});
export type MessageReplyBody = z.input<typeof messageReplyBodySchema>;

export const messageAdminRowSchema = z.object({
  messageId: z.number(),
  userId: z.number().nullable(),
  userName: z.string(),
  authorName: z.string(),
  content: z.string(),
  /** '0' shown, '1' hidden */
  status: z.string(),
  /** AUDIT_STATUS */
  auditStatus: z.string(),
  replyContent: z.string().nullable(),
  replyBy: z.string(),
  replyTime: z.string().nullable(),
  createBy: z.string(),
  createTime: z.string().nullable(),
  updateBy: z.string(),
  updateTime: z.string().nullable(),
});
export type MessageAdminRow = z.output<typeof messageAdminRowSchema>;

/** The admin page (论坛管理 › 留言板) on the module kit; answers go through `PUT /bbs/message/reply`. */
export const bbsMessageEntity = defineEntity({
  name: 'message',
  basePath: '/bbs/message',
  idKey: 'messageId',
  idLabel: '留言编号',
  permPrefix: 'bbs:message',
  title: '留言板',
  noun: { zh: '留言', en: 'messages' },
  actions: ['list', 'query', 'edit', 'remove', 'export'],
  row: messageAdminRowSchema,
  filter: z.object({
    content: optionalText(100),
    authorName: optionalText(30),
    status: optionalText(1),
    auditStatus: optionalText(1),
    /** 'Y' answered, 'N' not yet */
    replied: optionalText(1),
  }),
  filterOps: { content: 'like', authorName: 'like', replied: 'custom' },
  dateRange: 'createTime',
  body: z.object({
    status: z.preprocess((v) => (v === undefined || v === null || v === '' ? '0' : v), z.enum(['0', '1'], { error: msg('状态只能是0（显示）或1（隐藏）', 'The status is 0 (shown) or 1 (hidden)') })),
    auditStatus: z.preprocess(
      (v) => (v === undefined || v === null || v === '' ? '0' : v),
      z.enum(['0', '1', '2'], { error: msg('审核状态只能是0（通过）、1（待审核）或2（驳回）', 'The review state is 0 (approved), 1 (pending) or 2 (rejected)') }),
    ),
  }),
  sortable: ['messageId', 'createTime', 'replyTime'],
  defaultSort: { key: 'messageId', direction: 'desc' },
  sheetName: '留言数据',
  exportColumns: [
    { key: 'messageId', header: '留言编号' },
    { key: 'authorName', header: '留言人', width: 16 },
    { key: 'userName', header: '账号', width: 16 },
    { key: 'content', header: '留言内容', width: 60 },
    { key: 'status', header: '状态', convert: '0=显示,1=隐藏' },
    { key: 'auditStatus', header: '审核', convert: '0=通过,1=待审核,2=驳回' },
    { key: 'replyContent', header: '回复内容', width: 60 },
    { key: 'replyBy', header: '回复人' },
    { key: 'replyTime', header: '回复时间', width: 20 },
    { key: 'createTime', header: '留言时间', width: 20 },
  ],
  dictFields: { status: 'sys_show_hide' },
});
