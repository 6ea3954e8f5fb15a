import { useTranslation } from '@shared/i18n';
import { Link, useLocation } from 'react-router-dom';
import type { Lang } from '@shared/i18n';
import { switchLangPath } from '../lib/langPath';
import { useSiteLang } from '../lib/useSiteLang';
import { tellServer } from '../ssr/serverPage';
import { ButtonLink } from './ButtonLink';

/**
 * True when a detail item (a post, story, news item or video: one row per language, no twin) belongs to the other
 * language than the page's, e.g. after the language switch on its page. Schools are one row in both languages.
 */
export function isOtherLanguage(pageLang: Lang, itemLang: string | undefined): itemLang is Lang {
  return (itemLang === 'zh' || itemLang === 'en') && itemLang !== pageLang;
}

/**
 * The page title and description when the item is of the other language (null otherwise): the detail page passes
 * them to useDocumentMeta instead of the item's.
 */
export function useOtherLanguageMeta(itemLang: string | undefined): { title: string; description: string } | null {
  const { t } = useTranslation('site');
  const { lang } = useSiteLang();
  if (!isOtherLanguage(lang, itemLang)) return null;
  return { title: t(`otherLang.title.${itemLang}`), description: t(`otherLang.text.${itemLang}`) };
}

/**
 * Shown instead of a detail item of the other language: says, in the reader's language, that the item exists only
 * in the other language, and offers the list of this language (and the item on its own language's site). The
 * item's text never shows inside this language's frame.
 */
export function OtherLanguageItem({ itemLang, listPath, listLabel }: { itemLang: Lang; listPath: string; listLabel: string }) {
  const { t } = useTranslation('site');
  const { to } = useSiteLang();
  const { pathname } = useLocation();
  // search engines: the item's own page is the one to index
  tellServer({ oneLanguage: true, canonical: switchLangPath(itemLang, pathname) });
  return (
    <div className="site-container site-other-lang" role="status">
      <h1>{t(`otherLang.title.${itemLang}`)}</h1>
      <p>{t(`otherLang.text.${itemLang}`)}</p>
      <p className="site-other-lang__actions">
        <ButtonLink to={to(listPath)}>{t('otherLang.toList', { list: listLabel })}</ButtonLink>
        <Link to={switchLangPath(itemLang, pathname)}>
          {t(`otherLang.read.${itemLang}`)}
        </Link>
      </p>
    </div>
  );
}
