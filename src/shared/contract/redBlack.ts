import { z } from 'zod';

/**
 * A red/black list entry and the evidence behind it (issue 10): a dated reason, one or more sources (a link or a
 * document's title) and the date it was added. An entry without a source cannot be published (status '0'):
 * the server writes entries only through this schema (`modules/bbs/redBlack.ts`), so it refuses one.
 * Dates are ISO days ('2026-03-14').
 */

export const RED_BLACK_LIMITS = { reason: 500, schoolName: 100, schoolNameEn: 200, sourceTitle: 200, sourceUrl: 500, sources: 10 } as const;

export const RED_BLACK_MSG = {
  noSource: '红黑榜条目至少要附一个来源（链接或文件名称）才能发布',
  sourceTitle: '来源需要填写标题或文件名称',
  sourceUrl: '来源链接须以 http:// 或 https:// 开头',
  reason: '请填写上榜理由',
  reasonDate: '理由日期须为有效日期（YYYY-MM-DD）',
  addedDate: '加入日期须为有效日期（YYYY-MM-DD）',
  reasonAfterAdded: '理由日期不能晚于加入榜单的日期',
  school: '请选择学校或填写学校名称',
  listType: '榜单类型只能是红榜（red）或黑榜（black）',
} as const;

/** A real calendar day written 'YYYY-MM-DD'. */
export function isIsoDay(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

const isoDay = (message: string) => z.string().trim().refine(isIsoDay, message);
const text = (max: number, field: string) => z.string().trim().max(max, `${field}长度不能超过${max}个字符`);

/** One piece of evidence: a document's title (required) and, when it is online, its link. */
export const redBlackSourceSchema = z.object({
  title: z.string().trim().min(1, RED_BLACK_MSG.sourceTitle).max(RED_BLACK_LIMITS.sourceTitle, `来源标题长度不能超过${RED_BLACK_LIMITS.sourceTitle}个字符`),
  /** the title in English; the English site falls back to `title` */
  titleEn: text(RED_BLACK_LIMITS.sourceTitle, '来源英文标题').default(''),
  url: text(RED_BLACK_LIMITS.sourceUrl, '来源链接').refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), RED_BLACK_MSG.sourceUrl).default(''),
});
export type RedBlackSource = z.infer<typeof redBlackSourceSchema>;

/** What a writer sends to create an entry (the seed, an admin page). */
export const redBlackEntryInputSchema = z
  .object({
    listType: z.enum(['red', 'black'], { message: RED_BLACK_MSG.listType }),
    schoolId: z.number().int().positive().nullable().default(null),
    schoolName: text(RED_BLACK_LIMITS.schoolName, '学校名称').default(''),
    schoolNameEn: text(RED_BLACK_LIMITS.schoolNameEn, '学校英文名称').default(''),
    reason: z.string().trim().min(1, RED_BLACK_MSG.reason).max(RED_BLACK_LIMITS.reason, `上榜理由长度不能超过${RED_BLACK_LIMITS.reason}个字符`),
    reasonEn: text(RED_BLACK_LIMITS.reason, '英文上榜理由').default(''),
    /** when what the reason describes happened or was reported */
    reasonDate: isoDay(RED_BLACK_MSG.reasonDate),
    sources: z.array(redBlackSourceSchema).max(RED_BLACK_LIMITS.sources, `来源最多${RED_BLACK_LIMITS.sources}条`).default([]),
    /** the day the entry joined the list; the server uses today when absent */
    addedDate: isoDay(RED_BLACK_MSG.addedDate).optional(),
    cityCode: text(32, '城市编码').nullable().default(null),
    sort: z.number().int().default(0),
    /** '0' published, '1' hidden (a draft) */
    status: z.enum(['0', '1']).default('0'),
    isSample: z.boolean().default(false),
  })
  .superRefine((e, ctx) => {
    if (e.status === '0' && e.sources.length === 0) ctx.addIssue({ code: 'custom', path: ['sources'], message: RED_BLACK_MSG.noSource });
    if (e.schoolId === null && e.schoolName === '') ctx.addIssue({ code: 'custom', path: ['schoolName'], message: RED_BLACK_MSG.school });
    if (e.addedDate && e.reasonDate > e.addedDate) ctx.addIssue({ code: 'custom', path: ['reasonDate'], message: RED_BLACK_MSG.reasonAfterAdded });
  });
export type RedBlackEntryInput = z.input<typeof redBlackEntryInputSchema>;
export type RedBlackEntry = z.output<typeof redBlackEntryInputSchema>;

/** A source as the public site shows it, in the asked language. */
export const redBlackSourceRowSchema = z.object({ title: z.string(), url: z.string() });
export type RedBlackSourceRow = z.infer<typeof redBlackSourceRowSchema>;
