/**
 * The public site's route patterns, one table for the site's routes (src/site/routes.tsx and the route files it
 * spreads) and the server (server/src/plugins/static.ts answers a path that matches none with HTTP 404 and the
 * site's 404 page). Pure data and string matching: no React, so the server can import it.
 *
 * Patterns are relative to the language root ('/' for Chinese, '/en' for English), in react-router's syntax:
 * ':id' is one segment, a trailing '*' the rest of the path. Guide pages are matched against the guide catalogue
 * (src/site/content/registry.ts), so '/ossd/nope' and '/en/FQA' are 404s.
 */
import type { Lang } from '@shared/i18n';
import { findGuide } from '../content/registry';
import { langOfPath, stripLang } from './langPath';

/** Every non-guide route of both languages. */
export const SITE_PATHS = {
  dssIndex: 'dssIndex',
  login: 'dssLogin',
  register: 'dssRegister',
  admin: 'admin',
  school: 'school',
  schoolList: 'school/list',
  schoolDetail: 'school/detail/:id',
  station: 'station',
  stationList: 'station/list',
  stationDetail: 'station/detail/:id',
  sendDiscuss: 'station/senddiscuss',
  message: 'message',
  story: 'story',
  storyList: 'story/list',
  storyDetail: 'story/detail/:id',
  search: 'search',
  contact: 'contact',
  news: 'news',
  newsDetail: 'news/detail/:id',
  video: 'video',
  videoDetail: 'video/detail/:id',
  memberCentre: 'layout/*',
  notify: 'notify',
  forgetPassword: 'dssForgetPsd',
  /** the OSSD graduation checker: a static route beside the guides' 'ossd/:id' (react-router ranks it first) */
  ossdChecker: 'ossd/checker',
  /** the total-cost calculator (issue 15): a static route ranked before the guide's 'fee/:id' */
  costCalculator: 'fee/calculator',
  compare: 'compare',
  sharedShortlist: 'shortlist/:token',
} as const;

/** Guide routes per section ('ossd/:id'); the pages that exist come from the guide catalogue. */
export const GUIDE_PATHS = {
  ossd: 'ossd/:id',
  aboard: 'aboard/:id',
  cSchool: 'cSchool',
  fee: 'fee/:id',
  life: 'life/:id',
  /** Chinese only */
  FQA: 'FQA',
} as const;

/** True when `pattern` (react-router syntax, relative) matches the relative path's segments. */
export function matchPattern(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern.split('/');
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    if (p === '*') return true;
    const s = segments[i];
    if (s === undefined || s === '') return false;
    if (!p!.startsWith(':') && p !== s) return false;
  }
  return segments.length === parts.length;
}

function segmentsOf(rootPath: string): string[] {
  return rootPath.split('/').filter(Boolean);
}

/** The guide page a relative path names exists in `lang` ('ossd/literacy-test', 'cSchool'). */
function isGuidePage(lang: Lang, segments: readonly string[]): boolean {
  if (segments.length === 0 || segments.length > 2) return false;
  const [section = '', id = ''] = segments;
  return findGuide(lang, section, id) !== null;
}

/**
 * True when a pathname ('/en/school/detail/3', '/ossd/literacy-test') is a page of the public site; false for
 * paths the site answers with its 404 page. Detail pages match by pattern only (an unknown id is decided by the
 * page once it asks the API).
 */
export function isPublicPath(pathname: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const lang = langOfPath(path);
  const segments = segmentsOf(stripLang(path));
  if (segments.length === 0) return true;
  if (Object.values(SITE_PATHS).some((p) => matchPattern(p, segments))) return true;
  return isGuidePage(lang, segments);
}
