import { useTranslation } from '@shared/i18n';
import { Link, useNavigate } from 'react-router-dom';
import { ButtonLink } from '../../components/ButtonLink';
import { ArrowLeftIcon, HomeIcon } from '../../components/pageIcons';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { useHydrated } from '../../lib/useHydrated';
import { tellServer } from '../../ssr/serverPage';
import { useSiteLang } from '../../lib/useSiteLang';
import { homeCards } from '../home/cards';

/** The site's own 404: every unknown path and every route not built yet; never a blank page. */
export default function NotFoundPage() {
  const { t } = useTranslation('site');
  // the suggestions are the home page's quick links
  const th = useTranslation('site-home').t;
  const { lang, to } = useSiteLang();
  const navigate = useNavigate();
  useDocumentMeta(t('notFound.docTitle'));
  tellServer({ status: 404 });
  const suggestions = homeCards(lang).filter((c) => c.kind === 'guide').slice(0, 4);
  // the history is the browser's: not known on the server, nor while its HTML is taken over
  const hydrated = useHydrated();
  const canGoBack = hydrated && window.history.length > 1;

  return (
    <div className="site-container site-notfound">
      <p className="site-notfound__code" aria-hidden>
        {t('notFound.code')}
      </p>
      <h1>{t('notFound.title')}</h1>
      <p className="site-notfound__text">{t('notFound.text')}</p>
      <div className="site-notfound__actions">
        <ButtonLink to={to('/')} size="large" icon={<HomeIcon />}>
          {t('notFound.home')}
        </ButtonLink>
        {canGoBack && (
          <button type="button" className="site-btn site-btn--default site-btn--large" onClick={() => void navigate(-1)}>
            <ArrowLeftIcon />
            <span>{t('notFound.back')}</span>
          </button>
        )}
      </div>
      {suggestions.length > 0 && (
        <nav className="site-notfound__suggest" aria-label={t('notFound.suggest')}>
          <h2>{t('notFound.suggest')}</h2>
          <ul>
            {suggestions.map((c) => (
              <li key={c.key}>
                <Link to={c.path}>{th(`home.cards.${c.key}.title`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
