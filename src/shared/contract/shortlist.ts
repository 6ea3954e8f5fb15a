import { z } from 'zod';
import { langSchema } from './bbs';
import { msg } from './kit/messages';
import { positiveId } from './member';
import type { RedBlackRow, SchoolDetail, SchoolRow } from './bbs';

/**
 * Compare and shortlist (issue 15).
 *
 * Public, anonymous:
 * | call | query | body | answer |
 * |---|---|---|---|
 * | GET /bbs/web/school/compare | ids=1,2,3 (1–4 ids), lang | | data: CompareSchool[] (shown schools only, in the asked order) |
 * | POST /bbs/web/getSharedShortlist/{token} | | {lang} | data: SharedShortlist; code 404 for an unknown or revoked link |
 *
 * Member (POST /bbs/submitweb/*, a session required: none → code 401; another member's item → 403, a missing one 404):
 * | call | body | answer |
 * |---|---|---|
 * | myShortlist | {lang} | data: MyShortlist |
 * | addShortlist | ShortlistAddBody | data: {itemId} (code 500 when full, already there or the school is not shown) |
 * | updateShortlistNote/{itemId} | ShortlistNoteBody | msg |
 * | deleteShortlist/{itemId} | | msg |
 * | shareShortlist | | data: {shareToken} (a new token; the old link stops working) |
 * | revokeShortlistShare | | msg |
 */
export const SHORTLIST_LIMITS = { schools: 50, note: 500, compare: 4 } as const;

export const SHORTLIST_MSG = {
  full: msg(`清单最多保存${SHORTLIST_LIMITS.schools}所学校`, `A shortlist holds at most ${SHORTLIST_LIMITS.schools} schools`),
  duplicate: msg('该学校已在清单中', 'This school is already on your shortlist'),
  schoolMissing: msg('学校不存在或已下线', 'The school does not exist or is not shown'),
  itemMissing: msg('清单中没有这一项', 'This item is not on the shortlist'),
  notOwner: msg('不能修改他人的清单', "You cannot change another member's shortlist"),
  shareMissing: msg('分享链接不存在或已撤销', 'This share link does not exist or has been revoked'),
  added: msg('已加入清单', 'Saved to your shortlist'),
  saved: msg('备注已保存', 'Note saved'),
  removed: msg('已从清单移除', 'Removed from your shortlist'),
  revoked: msg('分享链接已撤销', 'The share link has been revoked'),
} as const;

const noteField = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  z
    .string({ error: msg('备注必须是文字', 'The note must be text') })
    .trim()
    .max(SHORTLIST_LIMITS.note, msg(`备注不能超过${SHORTLIST_LIMITS.note}个字符`, `The note can be at most ${SHORTLIST_LIMITS.note} characters`)),
);

export const shortlistAddBodySchema = z.object({
  schoolId: positiveId({ zh: '学校编号', en: 'The school id' }),
  note: noteField,
});
export type ShortlistAddBody = z.input<typeof shortlistAddBodySchema>;

export const shortlistNoteBodySchema = z.object({ note: noteField });
export type ShortlistNoteBody = z.input<typeof shortlistNoteBodySchema>;

/** `ids=1,2,3`: 1–4 distinct positive ids (duplicates dropped, order kept). */
export const compareQuerySchema = z.object({
  ids: z
    .string({ error: msg('请选择要对比的学校', 'Choose the schools to compare') })
    .trim()
    .regex(/^\d{1,15}(,\d{1,15})*$/, msg('学校编号格式不正确', 'The school ids are not valid'))
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.every((n) => Number.isSafeInteger(n) && n > 0), msg('学校编号格式不正确', 'The school ids are not valid'))
    .refine(
      (ids) => ids.length <= SHORTLIST_LIMITS.compare,
      msg(`最多对比${SHORTLIST_LIMITS.compare}所学校`, `Compare at most ${SHORTLIST_LIMITS.compare} schools`),
    ),
  lang: langSchema,
});

/** A share link's token (random, URL-safe). */
export const shareTokenParamSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, msg('分享链接不存在或已撤销', 'This share link does not exist or has been revoked')),
});

/** A school as the compare page shows it: the list row, its dict labels, OSSD offered, its red/black entries. */
export interface CompareSchool extends SchoolRow {
  labels: SchoolDetail['labels'];
  /** the curriculum names the OSSD */
  ossd: boolean;
  redBlack: RedBlackRow[];
}

export interface ShortlistItem {
  itemId: number;
  schoolId: number;
  note: string;
  createTime: string;
  school: SchoolRow;
}

export interface MyShortlist {
  items: ShortlistItem[];
  /** the share link's token, null when not shared */
  shareToken: string | null;
  limit: number;
}

export interface SharedShortlist {
  items: ShortlistItem[];
}
