/**
 * Guide pages already loaded in this visit, by `lang:section/id`: a page found here renders at once (coming back
 * to it, and the first render of a page the server rendered, which must match the server's HTML to hydrate).
 * `preloadGuideAt` fills it for a URL before the first render, on the server and in the browser alike.
 */
import { findGuide, isGuideSection } from '@site/content/registry';
import type { GuidePage, GuideSection, Lang } from '@site/content/types';
import { langOfPath, stripLang } from '@site/lib/langPath';

/** Sections that are a single page (no `:id` in their route). */
export const SINGLE_PAGE: ReadonlySet<GuideSection> = new Set<GuideSection>(['cSchool', 'FQA']);

export const loadedGuides = new Map<string, GuidePage | null>();

export function guideCacheKey(lang: Lang, section: GuideSection, id: string): string {
  return `${lang}:${section}/${id}`;
}

/** The guide page a pathname shows ('/en/ossd/requirements' → its entry), or null (not a guide page). */
export function guideAt(pathname: string): { lang: Lang; section: GuideSection; id: string } | null {
  const lang = langOfPath(pathname);
  const [, section = '', id = '', extra] = stripLang(pathname).replace(/\/+$/, '').split('/');
  if (!isGuideSection(section) || extra !== undefined) return null;
  if (SINGLE_PAGE.has(section) ? id !== '' : id === '') return null;
  return findGuide(lang, section, id) ? { lang, section, id } : null;
}

/** Loads the guide page at `pathname` into the visit's cache; resolves to it, or null when the path is no guide. */
export async function preloadGuideAt(pathname: string): Promise<GuidePage | null> {
  const at = guideAt(pathname);
  if (!at) return null;
  const key = guideCacheKey(at.lang, at.section, at.id);
  const known = loadedGuides.get(key);
  if (known !== undefined) return known;
  const entry = findGuide(at.lang, at.section, at.id);
  const page = entry ? (await entry.load()).default : null;
  loadedGuides.set(key, page);
  return page;
}
