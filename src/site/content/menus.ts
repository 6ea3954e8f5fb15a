/**
 * The public site's two navigation menus (spec section 2), in the spec's menu-item shape (section 3):
 * id, name, path, children (cid, name, path, img) or null.
 *
 * The Chinese menu speaks of studying in Hong Kong, the English one of Canada: the brand difference is kept.
 * An OSSD group is added to both so the OSSD guide pages are reachable from the menu. The Chinese menu has no
 * financial-support group (as in the spec); the Chinese fee pages are reached from related-guide links.
 * Child labels, paths and images come from the guide registry, so menu and pages cannot drift apart.
 */
import type { Lang } from './types';
import { findGuideByKey } from './registry';

export interface MenuChild {
  /** the child's id key: the guide's route id */
  cid: string;
  name: string;
  path: string;
  /** menu illustration (public path) */
  img: string;
}

export interface MenuItem {
  id: string | number;
  name: string;
  path: string;
  children: MenuChild[] | null;
}

/** menu targets that are not guide pages (lists with their own routes) */
export const NON_GUIDE_MENU_PATHS = ['/school', '/station', '/story', '/ossd/checker'] as const;

function child(lang: Lang, key: string): MenuChild {
  const entry = findGuideByKey(lang, key);
  if (!entry) throw new Error(`menus: unknown guide ${lang}:${key}`);
  return { cid: entry.id || entry.key, name: entry.title, path: entry.path, img: entry.icon };
}

/** the OSSD graduation checker (a tool page, not a guide): a plain link, its code loads when opened */
function checker(lang: Lang): MenuChild {
  return {
    cid: 'checker',
    name: lang === 'en' ? 'Graduation checker' : '毕业自查',
    path: lang === 'en' ? '/en/ossd/checker' : '/ossd/checker',
    img: '/images/guides/menu/requirements.svg',
  };
}

const zh = (key: string) => child('zh', key);
const en = (key: string) => child('en', key);

export const ZH_MENU: MenuItem[] = [
  { id: 1, name: '为什么选择国际学校', path: '/cSchool', children: null },
  { id: 2, name: '学校库', path: '/school', children: null },
  {
    id: 3,
    name: 'OSSD 文凭',
    path: '/ossd/introduction',
    children: [
      zh('ossd/introduction'),
      zh('ossd/requirements'),
      zh('ossd/credit-conversion'),
      zh('ossd/literacy-test'),
      zh('ossd/volunteer-hours'),
      checker('zh'),
    ],
  },
  {
    id: 4,
    name: '香港留学',
    path: '/aboard/learning',
    children: [zh('aboard/learning'), zh('aboard/type'), zh('aboard/expenses'), zh('aboard/destination'), zh('aboard/university')],
  },
  {
    id: 5,
    name: '海外生活',
    path: '/life/level',
    children: [zh('life/level'), zh('life/visa'), zh('life/suggestions')],
  },
  { id: 6, name: '常见问题', path: '/FQA', children: null },
  { id: 7, name: '择校驿站', path: '/station', children: null },
  { id: 8, name: '学生故事', path: '/story', children: null },
];

export const EN_MENU: MenuItem[] = [
  { id: 1, name: 'Why international schools', path: '/en/cSchool', children: null },
  { id: 2, name: 'Schools', path: '/en/school', children: null },
  {
    id: 3,
    name: 'OSSD',
    path: '/en/ossd/introduction',
    children: [
      en('ossd/introduction'),
      en('ossd/requirements'),
      en('ossd/credit-conversion'),
      en('ossd/literacy-test'),
      en('ossd/volunteer-hours'),
      checker('en'),
    ],
  },
  {
    id: 4,
    name: 'Study in Canada',
    path: '/en/aboard/learning-style',
    children: [
      en('aboard/learning-style'),
      en('aboard/campus-type'),
      en('aboard/tuition-expenses'),
      en('aboard/Graduates-destination'),
      en('aboard/How-to-apply-for-university'),
    ],
  },
  {
    id: 5,
    name: 'Financial support',
    path: '/en/fee/tuition-subsidy',
    children: [en('fee/tuition-subsidy'), en('fee/academic-excellence-award')],
  },
  {
    id: 6,
    name: 'Life abroad',
    path: '/en/life/consumption-level',
    children: [en('life/consumption-level'), en('life/visa-processing'), en('life/local-suggestions')],
  },
  { id: 7, name: 'Articles', path: '/en/station', children: null },
  { id: 8, name: 'Student stories', path: '/en/story', children: null },
];

/** both menus by language */
export const MENUS: Record<Lang, MenuItem[]> = { zh: ZH_MENU, en: EN_MENU };

export function getMenu(lang: Lang): MenuItem[] {
  return MENUS[lang];
}
