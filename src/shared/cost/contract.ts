/**
 * The calculator's two public calls (POST /bbs/web/costRates, POST /bbs/web/costSchools), anonymous and cached like
 * the other public lists (server/src/modules/cost/routes.ts).
 */
import { z } from 'zod';
import { langSchema } from '../contract/bbs';

/** Schools side by side at most. */
export const MAX_COST_SCHOOLS = 4;

/** {ids: the school ids (1–4 distinct positive integers), lang} → data: SchoolRow[] of the shown ones, in `ids` order */
export const costSchoolsBodySchema = z.object({
  ids: z
    .array(z.coerce.number({ error: '学校编号必须是数字' }).int('学校编号必须是正整数').positive('学校编号必须是正整数'), { error: '请选择学校' })
    .min(1, '请选择学校')
    .max(MAX_COST_SCHOOLS, `最多比较${MAX_COST_SCHOOLS}所学校`)
    .transform((ids) => [...new Set(ids)]),
  lang: langSchema,
});
export type CostSchoolsBody = z.input<typeof costSchoolsBodySchema>;
