import type { ReactNode } from 'react';
import {
  BankOutlined,
  CoffeeOutlined,
  FileTextOutlined,
  GlobalOutlined,
  InfoCircleOutlined,
  MessageOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  RightOutlined,
  SearchOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../components/ButtonLink';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { useSiteLang } from '../../lib/useSiteLang';
import { homeCards, type HomeCard, type HomeCardKey } from './cards';

const ICONS: Record<HomeCardKey, ReactNode> = {
  cSchool: <BankOutlined />,
  ossd: <ReadOutlined />,
  aboard: <GlobalOutlined />,
  fee: <TrophyOutlined />,
  life: <CoffeeOutlined />,
  faq: <QuestionCircleOutlined />,
  school: <SearchOutlined />,
  station: <FileTextOutlined />,
  story: <MessageOutlined />,
};

function CardGrid({ cards }: { cards: HomeCard[] }) {
  const { t } = useTranslation('site');
  return (
    <ul className="site-cards">
      {cards.map((c) => (
        <li key={c.key}>
          <Link to={c.path} className="site-card">
            <span className={`site-card__icon site-card__icon--${c.key}`} aria-hidden>
              {ICONS[c.key]}
            </span>
            <span className="site-card__body">
              <span className="site-card__title">{t(`home.cards.${c.key}.title`)}</span>
              <span className="site-card__text">{t(`home.cards.${c.key}.text`)}</span>
            </span>
            <RightOutlined className="site-card__arrow" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The home page for now: what the site offers, and cards to the guides, schools, articles and stories.
 * The data-driven home (banners, lists by city) replaces this component later; the route does not change.
 */
export default function HomePage() {
  const { t } = useTranslation('site');
  const { lang } = useSiteLang();
  useDocumentMeta();
  const cards = homeCards(lang);
  const guides = cards.filter((c) => c.kind === 'guide');
  const community = cards.filter((c) => c.kind === 'community');
  const ossd = cards.find((c) => c.key === 'ossd');
  const school = cards.find((c) => c.key === 'school');

  return (
    <div className="site-home">
      <section className="site-hero" aria-labelledby="home-title">
        <div className="site-container site-hero__inner">
          <div className="site-hero__copy">
            <p className="site-hero__eyebrow">{t('home.eyebrow')}</p>
            <h1 id="home-title">{t('home.title')}</h1>
            <p className="site-hero__lead">{t('home.lead')}</p>
            <div className="site-hero__cta">
              {ossd && (
                <ButtonLink to={ossd.path} size="large" variant="primary" icon={<ReadOutlined aria-hidden />}>
                  {t('home.ctaGuides')}
                </ButtonLink>
              )}
              {school && (
                <ButtonLink to={school.path} size="large" variant="ghost" icon={<SearchOutlined aria-hidden />}>
                  {t('home.ctaSchools')}
                </ButtonLink>
              )}
            </div>
          </div>
          <img
            className="site-hero__art"
            src="/images/site/hero.svg"
            alt=""
            width={480}
            height={360}
            fetchPriority="high"
          />
        </div>
      </section>

      <section className="site-container site-section" aria-labelledby="home-offer">
        <h2 id="home-offer">{t('home.offerTitle')}</h2>
        <p className="site-section__lead">{t('home.offerLead')}</p>
        <CardGrid cards={guides} />
      </section>

      <section className="site-container site-section" aria-labelledby="home-community">
        <h2 id="home-community">{t('home.communityTitle')}</h2>
        <p className="site-section__lead">{t('home.communityLead')}</p>
        <CardGrid cards={community} />
      </section>

      <section className="site-container site-section">
        <aside className="site-note" aria-labelledby="home-note">
          <InfoCircleOutlined className="site-note__icon" aria-hidden />
          <div>
            <h2 id="home-note" className="site-note__title">
              {t('home.noteTitle')}
            </h2>
            <p>{t('home.note')}</p>
          </div>
        </aside>
      </section>
    </div>
  );
}
