/**
 * The contract's code lists the home page shows (src/shared/contract/bbs.ts), copied here without zod:
 * importing any value from the contract pulls its zod schemas (~26 KB gzip) into the home page's first load.
 * tests/unit/site/home/codes.test.ts checks that these stay equal to the contract's.
 */
import type { CodeOption } from '@shared/contract';

/** Station post types (`blogType`). */
export const BLOG_TYPES: readonly CodeOption[] = [
  { value: '1', zh: '择校攻略', en: 'Choosing a school' },
  { value: '2', zh: '升学规划', en: 'University planning' },
  { value: '3', zh: '学校探访', en: 'School visits' },
  { value: '4', zh: '政策解读', en: 'Policy explained' },
  { value: '5', zh: '留学生活', en: 'Life abroad' },
];

/** News types (`infoType`). */
export const INFO_TYPES: readonly CodeOption[] = [
  { value: '1', zh: '招生资讯', en: 'Admissions' },
  { value: '2', zh: '政策动态', en: 'Policy' },
  { value: '3', zh: '考试日历', en: 'Exams' },
  { value: '4', zh: '活动讲座', en: 'Events' },
];

/** The school list's abroad filter (spec: id null all, 1 abroad, 0 domestic). Hong Kong counts as abroad. */
export const SCHOOL_ABROAD_FILTERS = [
  { name: 'all', id: null },
  { name: 'abroad', id: 1 },
  { name: 'domestic', id: 0 },
] as const;
