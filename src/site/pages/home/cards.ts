import type { Lang } from '@shared/i18n';
import { findGuideByKey, sectionHome } from '@site/content/registry';
import { localizePath } from '../../lib/langPath';

/** What the modest home page links to (texts in site.json `home.cards.<key>`). */
export type HomeCardKey = 'cSchool' | 'ossd' | 'aboard' | 'fee' | 'life' | 'faq' | 'school' | 'station' | 'story';

export interface HomeCard {
  key: HomeCardKey;
  /** guides (content pages) or community (data-driven lists) */
  kind: 'guide' | 'community';
  /** full path in the card's language */
  path: string;
}

/**
 * Entry pages per language. Guide entries come from the content registry (the first page of each section,
 * ids differ between the languages); a section without pages in a language gets no card (FAQ in English).
 */
export function homeCards(lang: Lang): HomeCard[] {
  const cards: HomeCard[] = [];
  const guide = (key: HomeCardKey, path: string | undefined) => {
    if (path) cards.push({ key, kind: 'guide', path });
  };
  guide('cSchool', findGuideByKey(lang, 'cSchool')?.path);
  guide('ossd', sectionHome(lang, 'ossd')?.path);
  guide('aboard', sectionHome(lang, 'aboard')?.path);
  guide('fee', sectionHome(lang, 'fee')?.path);
  guide('life', sectionHome(lang, 'life')?.path);
  guide('faq', findGuideByKey(lang, 'FQA')?.path);
  for (const key of ['school', 'station', 'story'] as const) {
    cards.push({ key, kind: 'community', path: localizePath(lang, `/${key}`) });
  }
  return cards;
}
