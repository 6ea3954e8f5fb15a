import { findGuideByKey, guideBreadcrumb, sectionLabel, type Crumb } from '@site/content/registry';
import type { GuidePage, Lang } from '@site/content/types';

export interface RelatedGuide {
  /** the route key as written in the content ('ossd/literacy-test', 'FQA') */
  key: string;
  /** the page's short title (as in the menus) */
  title: string;
  /** the section's label, '' for single pages (cSchool, FQA) whose title says it all */
  sectionLabel: string;
  /** the page's path in its language ('/en/ossd/literacy-test') */
  path: string;
}

/**
 * The related guides of a page with their titles and paths in its language. Keys that name no page of that
 * language (a typo, or FQA in English) are left out rather than linked to a 404.
 */
export function relatedGuides(lang: Lang, keys: string[]): RelatedGuide[] {
  const out: RelatedGuide[] = [];
  for (const key of keys) {
    const entry = findGuideByKey(lang, key.replace(/^\/+|\/+$/g, ''));
    if (!entry) continue;
    out.push({ key, title: entry.title, sectionLabel: entry.id ? sectionLabel(lang, entry.section) : '', path: entry.path });
  }
  return out;
}

/** Home › section › page (single pages: Home › page); the last crumb has no link. */
export function breadcrumbOf(page: GuidePage): Crumb[] {
  const crumbs = guideBreadcrumb(page.lang, page.section, page.id);
  // a page the catalogue does not know (previews, tests) still gets its own crumb
  return crumbs.length > 1 ? crumbs : [...crumbs, { label: page.title }];
}
