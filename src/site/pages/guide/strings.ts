import type { Lang } from '@site/content/types';

/** The guide pages' own UI strings (kept here rather than in the shared locale files). */
export interface GuideStrings {
  /** appended to every guide page's document title */
  brand: string;
  home: string;
  breadcrumb: string;
  toc: string;
  related: string;
  /** the plain link to the total-cost calculator on the fee and expense pages */
  calculator: string;
  /** label before the date the page's facts were last reviewed */
  updated: string;
  /** heading of the sources list at the end of a page */
  sources: string;
  /** the line under that heading */
  sourcesNote: string;
  /** label before the sources under one answer of a Q&A block */
  answerSources: string;
  /** when a source was last checked, from its ISO date or month */
  checked: (date: string) => string;
  loading: string;
  loadError: string;
  retry: string;
  /** accessible name of a table's horizontal scroll region */
  tableRegion: (caption: string) => string;
  /** badge of a dated rule change, from an ISO month or date ('2024-09') */
  effectiveFrom: (year: number, month: number) => string;
  formatDate: (iso: string) => string;
}

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'June', 'July', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const MONTHS_EN_LONG = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];

/** 'YYYY-MM-DD' → [y, m, d] without going through Date (no time-zone shift); null when not a date. */
export function parseIsoDate(iso: string): [number, number, number | null] | null {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(iso.trim());
  if (!m) return null;
  const month = Number(m[2]);
  if (month < 1 || month > 12) return null;
  return [Number(m[1]), month, m[3] ? Number(m[3]) : null];
}

export const GUIDE_STRINGS: Record<Lang, GuideStrings> = {
  zh: {
    brand: '深度择校',
    home: '首页',
    breadcrumb: '面包屑导航',
    toc: '目录',
    related: '相关指南',
    calculator: '用总费用计算器估算学费、住宿、生活费与签证费',
    updated: '最近核实',
    sources: '资料来源',
    sourcesNote: '本页数字均来自以下官方页面，并注明核实日期。政策和收费可能随时调整，做决定前请以官方页面为准。',
    answerSources: '来源：',
    checked: (date) => `核实于 ${GUIDE_STRINGS.zh.formatDate(date)}`,
    loading: '正在加载…',
    loadError: '页面内容加载失败，请检查网络后重试。',
    retry: '重试',
    tableRegion: (caption) => `表格：${caption}（可左右滑动）`,
    effectiveFrom: (y, m) => `${y}年${m}月起`,
    formatDate: (iso) => {
      const d = parseIsoDate(iso);
      if (!d) return iso;
      return d[2] === null ? `${d[0]}年${d[1]}月` : `${d[0]}年${d[1]}月${d[2]}日`;
    },
  },
  en: {
    brand: 'DSS School Guide',
    home: 'Home',
    breadcrumb: 'Breadcrumb',
    toc: 'On this page',
    related: 'Related guides',
    calculator: 'Estimate tuition, housing, living costs and visa fees with the total-cost calculator',
    updated: 'Last reviewed',
    sources: 'Sources',
    sourcesNote: 'The figures on this page come from the official pages below, each with the date we checked it. Rules and fees can change at any time: confirm on the official page before you decide.',
    answerSources: 'Sources: ',
    checked: (date) => `checked ${GUIDE_STRINGS.en.formatDate(date)}`,
    loading: 'Loading…',
    loadError: 'The page could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    tableRegion: (caption) => `Table: ${caption} (scrolls sideways)`,
    effectiveFrom: (y, m) => `From ${MONTHS_EN[m - 1]} ${y}`,
    formatDate: (iso) => {
      const d = parseIsoDate(iso);
      if (!d) return iso;
      return d[2] === null ? `${MONTHS_EN_LONG[d[1] - 1]} ${d[0]}` : `${MONTHS_EN_LONG[d[1] - 1]} ${d[2]}, ${d[0]}`;
    },
  },
};

/** The badge text of a callout's `dated` field: an ISO month/date is formatted, anything else shown as written. */
export function datedLabel(lang: Lang, dated: string): string {
  const d = parseIsoDate(dated);
  return d ? GUIDE_STRINGS[lang].effectiveFrom(d[0], d[1]) : dated;
}
