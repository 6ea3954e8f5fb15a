/**
 * The reader's language choice lives in sessionStorage (spec section 2; `@shared/i18n` getLanguage): it outlives a
 * reload of `/` or a Chinese link followed in the same tab, where the URL alone would say Chinese. On a page load
 * (main.tsx, before the URL's language is stored):
 * - the home (`/`, `/dssIndex`) with English chosen goes to the English home;
 * - any other Chinese page with English chosen stays Chinese (the link asked for it) and offers the English twin
 *   (layout/LanguageOffer), so the choice is never silently dropped.
 */
import { getLanguage, type Lang } from '@shared/i18n';
import { langOfPath, localizePath } from './langPath';

const HOME_PATHS = ['/', '/dssIndex'];

let offer: Lang | null = null;

/** The English home for a Chinese home path when English was chosen; null to stay. */
export function landingRedirect(pathname: string, stored: Lang): string | null {
  if (stored !== 'en' || langOfPath(pathname) === 'en') return null;
  const p = pathname.replace(/\/+$/, '') || '/';
  return HOME_PATHS.includes(p) ? localizePath('en', p) : null;
}

/**
 * Reads the stored choice for the page being loaded: returns where to go instead (with the query and hash), or
 * null to stay, and remembers whether to offer the chosen language.
 */
export function applyLandingLanguage(location: { pathname: string; search: string; hash: string }): string | null {
  // an English page neither moves nor offers: it need not read the storage (its first read is a call to the browser)
  if (langOfPath(location.pathname) === 'en') {
    offer = null;
    return null;
  }
  const stored = getLanguage();
  const to = landingRedirect(location.pathname, stored);
  offer = !to && stored === 'en' ? 'en' : null;
  return to ? to + location.search + location.hash : null;
}

/** The language to offer on this page load (the reader's earlier choice), or null. */
export function languageOffer(): Lang | null {
  return offer;
}

export function dismissLanguageOffer(): void {
  offer = null;
}
