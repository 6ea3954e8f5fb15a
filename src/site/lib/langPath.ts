/**
 * Language ↔ URL mapping of the public site: Chinese lives at the root, English under `/en`.
 *
 * - `langOfPath('/en/school/list')` → 'en'
 * - `localizePath('en', '/school/list')` → '/en/school/list' (build a link for the current language)
 * - `switchLangPath('en', '/school/list')` → '/en/school/list' (the twin of the current page)
 *
 * Guide pages have different ids per language (`/aboard/learning` ↔ `/en/aboard/learning-style`), so their
 * twins come from the content registry; `/FQA` exists only in Chinese and maps to the English home.
 */
import type { Lang } from '@shared/i18n';
import { twinPath } from '../content/registry';

export const EN_PREFIX = '/en';

/** Route sections whose pages come from the guide content (spec section 2). */
const GUIDE_SECTIONS = ['ossd', 'aboard', 'cSchool', 'fee', 'life', 'FQA'];

/** The language a pathname belongs to. */
export function langOfPath(pathname: string): Lang {
  return pathname === EN_PREFIX || pathname.startsWith(EN_PREFIX + '/') ? 'en' : 'zh';
}

/** The pathname without its language prefix ('/en/x' → '/x', '/en' → '/'). */
export function stripLang(pathname: string): string {
  if (langOfPath(pathname) === 'zh') return pathname || '/';
  const rest = pathname.slice(EN_PREFIX.length);
  return rest === '' ? '/' : rest;
}

/** A root-variant path ('/school/list') in the given language ('/en/school/list'; '/' ↔ '/en'). */
export function localizePath(lang: Lang, rootPath: string): string {
  const p = rootPath.startsWith('/') ? rootPath : `/${rootPath}`;
  if (lang === 'zh') return p;
  return p === '/' ? EN_PREFIX : EN_PREFIX + p;
}

/** The home page of a language. */
export function homePath(lang: Lang): string {
  return localizePath(lang, '/');
}

/** True when the (language-less) path is a guide page: ossd/…, aboard/…, cSchool, fee/…, life/…, FQA. */
export function isGuidePath(rootPath: string): boolean {
  const first = rootPath.split('/')[1] ?? '';
  return GUIDE_SECTIONS.includes(first);
}

/**
 * The twin of `pathname` in language `target` (same page, other language).
 * Returns `pathname` unchanged when it is already in `target`.
 */
export function switchLangPath(target: Lang, pathname: string): string {
  if (langOfPath(pathname) === target) return pathname;
  const base = stripLang(pathname).replace(/\/+$/, '') || '/';
  if (isGuidePath(base)) {
    if (target === 'en' && base.split('/')[1] === 'FQA') return homePath('en');
    // the registry maps guide ids between the languages (null: no twin page)
    return twinPath(langOfPath(pathname), pathname) ?? homePath(target);
  }
  return localizePath(target, base);
}
