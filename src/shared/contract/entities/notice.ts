import { z } from 'zod';
import { auditFields, defineEntity, msg, nullableText, optionalText, requiredText } from '../kit/index';

/** Longest stored notice body (HTML after the server's sanitizer); images and videos are links, not inline data. */
export const NOTICE_CONTENT_MAX = 200_000;

/**
 * 通知公告: sys_notice rows (RuoYi SysNotice). The content is rich text (HTML from the editor), sanitized by the
 * server when written and by the client when rendered. No export (RuoYi has none). `GET /system/notice/{id}` is
 * open to every logged-in user (the navbar bell opens notices with it), so the notice routes register that read
 * themselves instead of the kit's guarded one; the admin page loads a row for editing through it all the same.
 */
export const noticeEntity = defineEntity({
  name: 'notice',
  basePath: '/system/notice',
  idKey: 'noticeId',
  idLabel: '公告ID',
  permPrefix: 'system:notice',
  title: '通知公告',
  noun: { zh: '公告', en: 'notices' },
  actions: ['list', 'query', 'add', 'edit', 'remove'],
  row: z.object({
    noticeId: z.number(),
    noticeTitle: z.string(),
    /** '1' 通知 notice, '2' 公告 announcement (sys_notice_type) */
    noticeType: z.string(),
    /** sanitized HTML */
    noticeContent: z.string().nullable(),
    /** '0' normal (published), '1' closed (sys_notice_status) */
    status: z.string(),
    ...auditFields,
  }),
  filter: z.object({ noticeTitle: optionalText(50), noticeType: optionalText(1), createBy: optionalText(64) }),
  filterOps: { noticeTitle: 'like', createBy: 'like' },
  body: z.object({
    noticeTitle: requiredText(50, msg('公告标题不能为空', 'Enter the title'), msg('公告标题不能超过50个字符', 'The title can be at most 50 characters'))
      .pipe(z.string().refine((s) => !/<[^>]*>/.test(s), msg('公告标题不能包含脚本字符', 'The title cannot contain HTML tags'))),
    noticeType: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.enum(['1', '2'], { error: msg('公告类型不能为空', 'Choose the notice type') }),
    ),
    noticeContent: nullableText(NOTICE_CONTENT_MAX, msg(`公告内容不能超过${NOTICE_CONTENT_MAX}个字符`, `The content can be at most ${NOTICE_CONTENT_MAX} characters`)),
    status: z.preprocess(
      (v) => (v === undefined || v === null || v === '' ? '0' : v),
      z.enum(['0', '1'], { error: msg('公告状态只能是0（正常）或1（关闭）', 'The status is 0 (normal) or 1 (closed)') }),
    ),
    remark: nullableText(255, msg('备注长度不能超过255个字符', 'The remark can be at most 255 characters')),
  }),
  sortable: ['noticeId', 'noticeTitle', 'noticeType', 'status', 'createBy', 'createTime'],
  defaultSort: { key: 'noticeId', direction: 'desc' },
  sheetName: '公告数据',
  exportColumns: [],
  dictFields: { noticeType: 'sys_notice_type', status: 'sys_notice_status' },
});
