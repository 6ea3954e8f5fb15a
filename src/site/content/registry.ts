/**
 * The guide catalogue: which guide pages exist in each language, their menu labels, their twins in the other
 * language, and a lazy loader per page. Importing this module loads no page content: each page is its own chunk,
 * fetched by `loadGuide` (or `entry.load`) when the page is opened.
 *
 * Keys and paths:
 *  - a page's key is `section/id` ('ossd/literacy-test', 'aboard/learning'), or the bare section for single pages
 *    ('cSchool', 'FQA'); `GuidePage.related` lists keys of the same language;
 *  - a page's path is '/' + key for Chinese (root routes) and '/en/' + key for English.
 */
import type { GuidePage, GuideSection, Lang } from './types';

type Loader = () => Promise<{ default: GuidePage }>;

export interface GuideEntry {
  lang: Lang;
  section: GuideSection;
  /** route id; '' for single pages (cSchool, FQA) */
  id: string;
  /** 'section/id' or 'section' for single pages */
  key: string;
  /** full route path in this language ('/aboard/learning', '/en/aboard/learning-style') */
  path: string;
  /** short label used in menus, breadcrumbs and link lists */
  title: string;
  /** key of the same page in the other language, or null (the Chinese FQA has no English twin) */
  twin: string | null;
  /** small menu illustration (public path) */
  icon: string;
  /** lazy loader: the page's own chunk */
  load: Loader;
}

interface RawEntry {
  key: string;
  title: string;
  twin: string | null;
  icon: string;
  load: Loader;
}

const ICON = (name: string) => `/images/guides/menu/${name}.svg`;

const zhRaw: RawEntry[] = [
  { key: 'ossd/introduction', title: 'OSSD 简介', twin: 'ossd/introduction', icon: ICON('introduction'), load: () => import('./zh/ossd-introduction') },
  { key: 'ossd/requirements', title: '毕业要求', twin: 'ossd/requirements', icon: ICON('requirements'), load: () => import('./zh/ossd-requirements') },
  { key: 'ossd/credit-conversion', title: '学分转换', twin: 'ossd/credit-conversion', icon: ICON('credit-conversion'), load: () => import('./zh/ossd-credit-conversion') },
  { key: 'ossd/literacy-test', title: '读写测试', twin: 'ossd/literacy-test', icon: ICON('literacy-test'), load: () => import('./zh/ossd-literacy-test') },
  { key: 'ossd/volunteer-hours', title: '义工时数', twin: 'ossd/volunteer-hours', icon: ICON('volunteer-hours'), load: () => import('./zh/ossd-volunteer-hours') },
  { key: 'aboard/learning', title: '学习方式', twin: 'aboard/learning-style', icon: ICON('learning'), load: () => import('./zh/aboard-learning') },
  { key: 'aboard/type', title: '学校类型', twin: 'aboard/campus-type', icon: ICON('type'), load: () => import('./zh/aboard-type') },
  { key: 'aboard/expenses', title: '学费与录取结果', twin: 'aboard/tuition-expenses', icon: ICON('expenses'), load: () => import('./zh/aboard-expenses') },
  { key: 'aboard/destination', title: '毕业去向', twin: 'aboard/Graduates-destination', icon: ICON('destination'), load: () => import('./zh/aboard-destination') },
  { key: 'aboard/university', title: '如何申请大学', twin: 'aboard/How-to-apply-for-university', icon: ICON('university'), load: () => import('./zh/aboard-university') },
  { key: 'cSchool', title: '为什么选择国际学校', twin: 'cSchool', icon: ICON('type'), load: () => import('./zh/cSchool') },
  { key: 'fee/tuition-subsidy', title: '学费资助', twin: 'fee/tuition-subsidy', icon: ICON('tuition-subsidy'), load: () => import('./zh/fee-tuition-subsidy') },
  { key: 'fee/academic-excellence-award', title: '学业优秀奖', twin: 'fee/academic-excellence-award', icon: ICON('academic-excellence-award'), load: () => import('./zh/fee-academic-excellence-award') },
  { key: 'life/level', title: '消费水平', twin: 'life/consumption-level', icon: ICON('level'), load: () => import('./zh/life-level') },
  { key: 'life/visa', title: '签证办理', twin: 'life/visa-processing', icon: ICON('visa'), load: () => import('./zh/life-visa') },
  { key: 'life/suggestions', title: '当地生活建议', twin: 'life/local-suggestions', icon: ICON('suggestions'), load: () => import('./zh/life-suggestions') },
  { key: 'FQA', title: '常见问题', twin: null, icon: ICON('requirements'), load: () => import('./zh/FQA') },
];

const enRaw: RawEntry[] = [
  { key: 'ossd/introduction', title: 'OSSD introduction', twin: 'ossd/introduction', icon: ICON('introduction'), load: () => import('./en/ossd-introduction') },
  { key: 'ossd/requirements', title: 'Graduation requirements', twin: 'ossd/requirements', icon: ICON('requirements'), load: () => import('./en/ossd-requirements') },
  { key: 'ossd/credit-conversion', title: 'Credit conversion', twin: 'ossd/credit-conversion', icon: ICON('credit-conversion'), load: () => import('./en/ossd-credit-conversion') },
  { key: 'ossd/literacy-test', title: 'Literacy test', twin: 'ossd/literacy-test', icon: ICON('literacy-test'), load: () => import('./en/ossd-literacy-test') },
  { key: 'ossd/volunteer-hours', title: 'Volunteer hours', twin: 'ossd/volunteer-hours', icon: ICON('volunteer-hours'), load: () => import('./en/ossd-volunteer-hours') },
  { key: 'aboard/learning-style', title: 'Learning style', twin: 'aboard/learning', icon: ICON('learning'), load: () => import('./en/aboard-learning-style') },
  { key: 'aboard/campus-type', title: 'School types', twin: 'aboard/type', icon: ICON('type'), load: () => import('./en/aboard-campus-type') },
  { key: 'aboard/tuition-expenses', title: 'Tuition and expenses', twin: 'aboard/expenses', icon: ICON('expenses'), load: () => import('./en/aboard-tuition-expenses') },
  { key: 'aboard/Graduates-destination', title: 'Graduate destinations', twin: 'aboard/destination', icon: ICON('destination'), load: () => import('./en/aboard-Graduates-destination') },
  { key: 'aboard/How-to-apply-for-university', title: 'How to apply to university', twin: 'aboard/university', icon: ICON('university'), load: () => import('./en/aboard-How-to-apply-for-university') },
  { key: 'cSchool', title: 'Why international schools', twin: 'cSchool', icon: ICON('type'), load: () => import('./en/cSchool') },
  { key: 'fee/tuition-subsidy', title: 'Tuition grant', twin: 'fee/tuition-subsidy', icon: ICON('tuition-subsidy'), load: () => import('./en/fee-tuition-subsidy') },
  { key: 'fee/academic-excellence-award', title: 'Academic excellence award', twin: 'fee/academic-excellence-award', icon: ICON('academic-excellence-award'), load: () => import('./en/fee-academic-excellence-award') },
  { key: 'life/consumption-level', title: 'Cost of living', twin: 'life/level', icon: ICON('level'), load: () => import('./en/life-consumption-level') },
  { key: 'life/visa-processing', title: 'Visa processing', twin: 'life/visa', icon: ICON('visa'), load: () => import('./en/life-visa-processing') },
  { key: 'life/local-suggestions', title: 'Local suggestions', twin: 'life/suggestions', icon: ICON('suggestions'), load: () => import('./en/life-local-suggestions') },
];

/** Section labels (menu groups, breadcrumbs). The brand difference is deliberate: 'aboard' reads as Hong Kong in Chinese and Canada in English. */
export const SECTION_LABELS: Record<Lang, Record<GuideSection, string>> = {
  zh: {
    ossd: 'OSSD',
    aboard: '香港留学',
    cSchool: '为什么选择国际学校',
    fee: '奖学金资助',
    life: '海外生活',
    FQA: '常见问题',
  },
  en: {
    ossd: 'OSSD',
    aboard: 'Study in Canada',
    cSchool: 'Why international schools',
    fee: 'Financial support',
    life: 'Life abroad',
    FQA: 'FAQ',
  },
};

/** the label of a route section in a language ('香港留学', 'Study in Canada') */
export function sectionLabel(lang: Lang, section: GuideSection): string {
  return SECTION_LABELS[lang][section];
}

export const HOME_LABEL: Record<Lang, string> = { zh: '首页', en: 'Home' };

const GUIDE_SECTIONS: readonly GuideSection[] = ['ossd', 'aboard', 'cSchool', 'fee', 'life', 'FQA'];

export function isGuideSection(s: string): s is GuideSection {
  return (GUIDE_SECTIONS as readonly string[]).includes(s);
}

/** 'ossd' + 'literacy-test' → 'ossd/literacy-test'; 'cSchool' + '' → 'cSchool' */
export function guideKey(section: GuideSection, id: string): string {
  return id ? `${section}/${id}` : section;
}

/** the language prefix of public routes: '' for Chinese, '/en' for English */
export function langPrefix(lang: Lang): string {
  return lang === 'en' ? '/en' : '';
}

/** route path of a key in a language: ('en', 'cSchool') → '/en/cSchool' */
export function guidePath(lang: Lang, key: string): string {
  return `${langPrefix(lang)}/${key}`;
}

function build(lang: Lang, raw: RawEntry[]): GuideEntry[] {
  return raw.map((r) => {
    const slash = r.key.indexOf('/');
    const section = (slash < 0 ? r.key : r.key.slice(0, slash)) as GuideSection;
    const id = slash < 0 ? '' : r.key.slice(slash + 1);
    return { lang, section, id, key: r.key, path: guidePath(lang, r.key), title: r.title, twin: r.twin, icon: r.icon, load: r.load };
  });
}

const CATALOGUE: Record<Lang, GuideEntry[]> = { zh: build('zh', zhRaw), en: build('en', enRaw) };
const BY_KEY: Record<Lang, Map<string, GuideEntry>> = {
  zh: new Map(CATALOGUE.zh.map((e) => [e.key, e])),
  en: new Map(CATALOGUE.en.map((e) => [e.key, e])),
};

/** every guide page of a language, in menu order; optionally only one section */
export function listGuides(lang: Lang, section?: GuideSection): GuideEntry[] {
  const all = CATALOGUE[lang];
  return section ? all.filter((e) => e.section === section) : all.slice();
}

/** the entry of a page (id '' for cSchool and FQA), or null when the page does not exist in that language */
export function findGuide(lang: Lang, section: string, id = ''): GuideEntry | null {
  if (!isGuideSection(section)) return null;
  return BY_KEY[lang].get(guideKey(section, id)) ?? null;
}

/** the entry for a key ('aboard/learning', 'FQA') */
export function findGuideByKey(lang: Lang, key: string): GuideEntry | null {
  return BY_KEY[lang].get(key) ?? null;
}

/** loads a page's content (its own chunk); null when the page does not exist in that language */
export async function loadGuide(lang: Lang, section: string, id = ''): Promise<GuidePage | null> {
  const entry = findGuide(lang, section, id);
  if (!entry) return null;
  const mod = await entry.load();
  return mod.default;
}

/** the first page of a section, used as the section's landing link (breadcrumbs, menu group headers) */
export function sectionHome(lang: Lang, section: GuideSection): GuideEntry | null {
  return CATALOGUE[lang].find((e) => e.section === section) ?? null;
}

export interface Crumb {
  label: string;
  /** absent on the current page */
  path?: string;
}

/** breadcrumb trail of a page: Home › section › page (single pages: Home › page) */
export function guideBreadcrumb(lang: Lang, section: GuideSection, id = ''): Crumb[] {
  const home: Crumb = { label: HOME_LABEL[lang], path: lang === 'en' ? '/en' : '/' };
  const entry = findGuide(lang, section, id);
  if (!entry) return [home];
  if (!entry.id) return [home, { label: entry.title }];
  const first = sectionHome(lang, section);
  return [home, { label: SECTION_LABELS[lang][section], path: first?.path }, { label: entry.title }];
}

/** Tool pages under a guide section ('/ossd/checker'): not guides, the same path in both languages. */
const TOOL_KEYS = new Set(['ossd/checker', 'fee/calculator']);

function splitSuffix(path: string): [string, string] {
  const i = path.search(/[?#]/);
  return i < 0 ? [path, ''] : [path.slice(0, i), path.slice(i)];
}

/**
 * The same page in the other language. The direction is read from the path itself: a path under '/en' is English
 * and maps to Chinese, any other path is Chinese and maps to English. `lang` may name either side (the current or
 * the target language); it only matters for a prefix-less English-only key such as '/aboard/learning-style'
 * given with 'en', which is read as English.
 *   twinPath('zh', '/aboard/learning')          → '/en/aboard/learning-style'
 *   twinPath('en', '/en/aboard/learning-style') → '/aboard/learning'
 *   twinPath('zh', '/FQA')                      → null (no English FAQ); twinPath('zh', '/en/FQA') → null
 * Guide paths map through their twins; an unknown guide id gives null; tool pages ('/ossd/checker') keep their path. Other public paths keep their shape and only
 * gain or lose the '/en' prefix ('/school/list' ↔ '/en/school/list', '/' ↔ '/en'). Query and hash are kept.
 */
export function twinPath(lang: Lang, path: string): string | null {
  const [rawPath, suffix] = splitSuffix(path);
  let bare = rawPath.replace(/\/+$/, '') || '/';
  let source: Lang = 'zh';
  if (bare === '/en' || bare.startsWith('/en/')) {
    source = 'en';
    bare = bare.slice(3) || '/';
  }
  const parts = bare.slice(1).split('/');
  const section = parts[0];
  const key = parts.length > 1 ? `${section}/${parts.slice(1).join('/')}` : section;
  if (source === 'zh' && lang === 'en' && !BY_KEY.zh.has(key) && BY_KEY.en.has(key)) source = 'en';
  const target: Lang = source === 'en' ? 'zh' : 'en';

  if (bare === '/' || bare === '/dssIndex') return (target === 'en' ? '/en' : '/') + suffix;

  if (isGuideSection(section) && !TOOL_KEYS.has(key)) {
    const entry = BY_KEY[source].get(key);
    if (!entry || !entry.twin) return null;
    const twin = BY_KEY[target].get(entry.twin);
    return twin ? twin.path + suffix : null;
  }
  return `${langPrefix(target)}${bare}${suffix}`;
}
