import type { Lang } from '@site/content/types';
import { GUIDE_STRINGS } from './strings';

/** The document title of a guide page: "<page title> - <brand>" (the format of the site's other pages). */
export function guideDocumentTitle(lang: Lang, title: string): string {
  return `${title} - ${GUIDE_STRINGS[lang].brand}`;
}
