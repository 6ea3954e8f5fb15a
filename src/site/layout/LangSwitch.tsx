import { useTranslation } from '@shared/i18n';
import { useLocation, useNavigate } from 'react-router-dom';
import { preloadLanguage, type Lang } from '@shared/i18n';
import { GlobeIcon } from '../components/icons';
import { isGuidePath, langOfPath, stripLang, switchLangPath } from '../lib/langPath';
import { useHydrated } from '../lib/useHydrated';

/**
 * Goes to the twin of the current page in `target`, without a reload. The query string is kept except on guide
 * pages (their twins are different documents). The language's texts load first, so the page switches at once and
 * shows no raw key; if they cannot load, the page stays as it is. Returns the switch and a preload.
 *
 * The switch only navigates: the texts follow the URL once the twin is rendered (SiteLayout). Switching them
 * first would reach parts of a server-rendered page that React has not taken over yet (it hydrates the page under
 * the layout's Suspense boundary and lazy parts such as a post's replies after the header, whose switch already
 * works): they would be hydrated in the new language against the server's markup in the old one, a hydration
 * mismatch (React #418). Navigating lets React hydrate them as they are first.
 */
export function useLanguageSwitch(): { switchTo: (target: Lang, onSwitched?: () => void) => void; preload: (target: Lang) => void } {
  const location = useLocation();
  const navigate = useNavigate();
  return {
    preload: (target) => void preloadLanguage(target),
    switchTo: (target, onSwitched) => {
      const path = switchLangPath(target, location.pathname);
      const keepSearch = !isGuidePath(stripLang(location.pathname));
      const to = path + (keepSearch ? location.search : '');
      void preloadLanguage(target).then((loaded) => {
        if (!loaded) return;
        void navigate(to);
        onSwitched?.();
      });
    },
  };
}

/** 中文 / EN: the twin of the current page in the other language (useLanguageSwitch); texts fetched on hover/focus. */
export function LangSwitch({ onSwitched }: { onSwitched?: () => void }) {
  const { t } = useTranslation('site');
  const location = useLocation();
  const lang = langOfPath(location.pathname);
  const target = lang === 'zh' ? 'en' : 'zh';
  const { switchTo, preload: preloadTarget } = useLanguageSwitch();
  // on a server-rendered page a press before the code runs would be lost: the button waits for it
  const hydrated = useHydrated();

  const preload = () => preloadTarget(target);
  const onClick = () => switchTo(target, onSwitched);

  return (
    <button
      type="button"
      className="site-hbtn site-lang"
      disabled={!hydrated}
      onClick={onClick}
      onPointerEnter={preload}
      onFocus={preload}
      aria-label={t('lang.switch')}
      title={t('lang.switch')}
    >
      <GlobeIcon />
      <span className={lang === 'zh' ? 'is-current' : undefined} lang="zh-CN">
        中文
      </span>
      <span aria-hidden className="site-lang__sep">
        /
      </span>
      <span className={lang === 'en' ? 'is-current' : undefined} lang="en">
        EN
      </span>
    </button>
  );
}
