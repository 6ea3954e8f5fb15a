import { useTranslation } from '@shared/i18n';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../components/ButtonLink';
import { SearchIcon } from '../../components/pageIcons';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { websiteLd, whenServer } from '../../ssr/structured';
import { useSiteLang } from '../../lib/useSiteLang';
import { Banners } from './Banners';
import { homeCards } from './cards';
import { ReadIcon } from './icons';
import { NewsSection, RedBlackSection, SchoolSection, StationSection, VideoSection } from './HomeLists';
import { withQueryScope } from '../../query/QueryScope';
import './home.css';

/**
 * The home page (/, /dssIndex and their /en twins): banners, quick links to the guides, station posts by type,
 * 8 schools with the abroad filter, the red and black lists, news and videos of the visitor's city.
 *
 * Kept alive across navigation without keeping it mounted: every list is a react-query read cached per key
 * (language, city, filter), the filter choices live in a session store, and the router's scroll restoration
 * brings the visitor back to where they were, so a return shows the page at once.
 */
function HomePage() {
  const { t } = useTranslation('site-home');
  const { lang, to } = useSiteLang();
  useDocumentMeta(undefined, t('home.docDescription'), { jsonLd: import.meta.env.SSR ? whenServer(() => [websiteLd(t('site:brand.name'), to('/'), lang)]) : undefined });
  const cards = homeCards(lang);
  const ossd = cards.find((c) => c.key === 'ossd');
  const school = cards.find((c) => c.key === 'school');

  return (
    <div className="site-home hm">
      <section className="hm-hero" aria-labelledby="home-title">
        <div className="site-container hm-hero__inner">
          <div className="hm-hero__copy">
            <p className="site-hero__eyebrow">{t('home.eyebrow')}</p>
            <h1 id="home-title">{t('home.title')}</h1>
            <p className="hm-hero__lead">{t('home.lead')}</p>
            <div className="site-hero__cta">
              {ossd && (
                <ButtonLink to={ossd.path} size="large" variant="primary" icon={<ReadIcon />}>
                  {t('home.ctaGuides')}
                </ButtonLink>
              )}
              {school && (
                <ButtonLink to={school.path} size="large" variant="ghost" icon={<SearchIcon />}>
                  {t('home.ctaSchools')}
                </ButtonLink>
              )}
            </div>
          </div>
          <Banners lang={lang} />
        </div>
      </section>

      <nav className="site-container hm-quick" aria-label={t('home.quickLabel')}>
        <ul>
          {cards.map((c) => (
            <li key={c.key}>
              <Link to={c.path} className="hm-quick__link">
                {t(`home.cards.${c.key}.title`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <StationSection />
      <SchoolSection />
      <RedBlackSection />
      <NewsSection />
      <VideoSection />
    </div>
  );
}

export default withQueryScope(HomePage);
