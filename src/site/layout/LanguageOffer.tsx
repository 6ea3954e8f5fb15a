import { useState } from 'react';
import { useTranslation } from '@shared/i18n';
import { useLocation } from 'react-router-dom';
import { langOfPath } from '../lib/langPath';
import { dismissLanguageOffer, languageOffer } from '../lib/sessionLang';
import { useHydrated } from '../lib/useHydrated';
import { useLanguageSwitch } from './LangSwitch';

/**
 * A reader who chose English this session and opened a Chinese page (a Chinese link; lib/sessionLang) is offered
 * the English twin, in English, once per page load; it goes away when taken, dismissed or the page turns English.
 */
export function LanguageOffer() {
  const { t } = useTranslation('site');
  const { pathname } = useLocation();
  const { switchTo, preload } = useLanguageSwitch();
  const [offer, setOffer] = useState(languageOffer);
  // shown once hydrated: the server does not know the reader's choice, and its HTML must match the first render
  const hydrated = useHydrated();
  if (!hydrated || !offer || langOfPath(pathname) === offer) return null;
  const close = () => {
    dismissLanguageOffer();
    setOffer(null);
  };
  return (
    <div className="site-lang-offer" role="region" aria-label={t('langOffer.label')} lang="en">
      <div className="site-container site-lang-offer__inner">
        <span>{t('langOffer.text')}</span>
        <button type="button" className="site-btn site-btn--primary" onPointerEnter={() => preload(offer)} onClick={() => switchTo(offer, close)}>
          {t('langOffer.switch')}
        </button>
        <button type="button" className="site-btn site-btn--default" onClick={close}>
          {t('langOffer.stay')}
        </button>
      </div>
    </div>
  );
}
