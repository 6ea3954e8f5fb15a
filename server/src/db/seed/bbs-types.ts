import { BLOG_TYPES, STORY_CATEGORIES } from '../../../../src/shared/contract/constants';

/**
 * The seeded bbs_type rows (issue 12): the station's article types (`BLOG_TYPES`, bbs_post.blog_type) and the story
 * categories (`STORY_CATEGORIES`, bbs_post.category), with the codes the public site's filters use. Inserted by the
 * seed into a fresh database and by migration 0013 into databases seeded before it.
 */
export const TYPE_SEED: { scope: 'station' | 'story'; type_code: string; name: string; name_en: string; sort: number }[] = [
  ...BLOG_TYPES.map((t, i) => ({ scope: 'station' as const, type_code: t.value, name: t.zh, name_en: t.en, sort: i + 1 })),
  ...STORY_CATEGORIES.map((t, i) => ({ scope: 'story' as const, type_code: t.value, name: t.zh, name_en: t.en, sort: i + 1 })),
];
