import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '@shared/i18n';
import { Link } from 'react-router-dom';
import type { BannerRow } from '@shared/contract';
import type { Lang } from '@shared/i18n';
import { useBanners } from './queries';
import { LeftIcon, RightIcon } from '../../components/pageIcons';
import { prefersReducedMotion } from '@shared/lib/motion';
import { UntilHydrated } from '../../components/UntilHydrated';

function BannerImage({ banner, first }: { banner: BannerRow; first: boolean }) {
  return (
    <img
      className="hm-banner__img"
      src={banner.image}
      alt={banner.title}
      width={1600}
      height={500}
      loading={first ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={first ? 'high' : 'auto'}
    />
  );
}

function BannerSlide({ banner, first }: { banner: BannerRow; first: boolean }) {
  const img = <BannerImage banner={banner} first={first} />;
  if (!banner.link) return <div className="hm-banner__frame">{img}</div>;
  if (/^https?:\/\//i.test(banner.link)) {
    return (
      <a className="hm-banner__frame" href={banner.link} target="_blank" rel="noopener noreferrer">
        {img}
      </a>
    );
  }
  return (
    <Link className="hm-banner__frame" to={banner.link}>
      {img}
    </Link>
  );
}

/**
 * The banners of listHomeBanner as a swipeable strip (scroll snap) with previous/next and one button per
 * slide. No autoplay, so nothing moves unless the visitor asks. The box keeps the banners' 16:5 shape while
 * loading.
 */
export function Banners({ lang }: { lang: Lang }) {
  const { t } = useTranslation('site-home');
  const { data, loading } = useBanners(lang);
  const banners = data ?? [];
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const n = banners.length;

  const go = useCallback(
    (i: number) => {
      const el = track.current;
      if (!el || n === 0) return;
      const next = ((i % n) + n) % n;
      setIndex(next);
      el.scrollTo({ left: next * el.clientWidth, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    },
    [n],
  );

  if (!loading && n === 0) return null;
  return (
    <section className="hm-banners" aria-roledescription="carousel" aria-label={t('home.bannersLabel')}>
      {n === 0 ? (
        <div className="hm-banners__track site-bone" aria-hidden />
      ) : (
        <ul
          ref={track}
          className="hm-banners__track"
          onScroll={(e) => {
            const el = e.currentTarget;
            if (el.clientWidth > 0) setIndex(Math.round(el.scrollLeft / el.clientWidth));
          }}
        >
          {banners.map((b, i) => (
            <li key={b.bannerId} className="hm-banner" aria-label={`${i + 1} / ${n}`} aria-roledescription="slide">
              <BannerSlide banner={b} first={i === 0} />
            </li>
          ))}
        </ul>
      )}
      {n > 1 && (
        <div className="hm-banners__controls">
          <UntilHydrated>
            <button type="button" className="hm-banners__arrow" aria-label={t('home.bannerPrev')} onClick={() => go(index - 1)}>
              <LeftIcon />
            </button>
            {banners.map((b, i) => (
              <button
                key={b.bannerId}
                type="button"
                className="hm-banners__dot"
                aria-label={t('home.bannerGo', { index: i + 1, title: b.title })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
            <button type="button" className="hm-banners__arrow" aria-label={t('home.bannerNext')} onClick={() => go(index + 1)}>
              <RightIcon />
            </button>
          </UntilHydrated>
        </div>
      )}
    </section>
  );
}
