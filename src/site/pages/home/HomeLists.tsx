import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RedBlackRow } from '@shared/contract';
import { BLOG_TYPES, INFO_TYPES, SCHOOL_ABROAD_FILTERS } from '@shared/contract/constants';
import { CityNote } from '../../city/CityNote';
import { useCityCode } from '../../city/store';
import { useSiteLang } from '../../lib/useSiteLang';
import { abroadOf, useHomeStore, type SchoolFilterName } from './homeStore';
import { dateOf, FilterGroup, ListBody, Skeletons } from './list';
import { useHomeNews, useHomePosts, useHomeSchools, useHomeVideos, useRedBlack } from './queries';
import { codeLabel, HomeSection } from './Section';
import { VideoCard } from './VideoCard';

/** Newest station posts, by type (listHomeBlog: blogType, cityCode). */
export function StationSection() {
  const { t } = useTranslation('site-home');
  const { lang, to } = useSiteLang();
  const cityCode = useCityCode();
  const blogType = useHomeStore((s) => s.blogType);
  const setBlogType = useHomeStore((s) => s.setBlogType);
  const { data, loading } = useHomePosts(lang, cityCode, blogType);
  const options = [{ value: '', label: t('list.filterAll') }, ...BLOG_TYPES.map((b) => ({ value: b.value, label: b[lang] }))];

  return (
    <HomeSection
      id="home-station"
      title={t('home.station.title')}
      lead={t('home.station.lead')}
      more={{ to: to('/station/list'), label: t('home.station.more') }}
      tools={
        <>
          <CityNote />
          <FilterGroup label={t('home.station.filter')} options={options} value={blogType} onChange={setBlogType} />
        </>
      }
    >
      <ListBody
        loading={loading}
        hasData={!!data}
        empty={data?.length === 0}
        emptyText={t('home.station.empty')}
        skeleton={<Skeletons count={4} className="hm-posts" media />}
      >
        <ul className="hm-posts">
          {data?.map((p) => (
            <li key={p.postId} className="hm-post">
              {p.cover && <img className="hm-post__cover" src={p.cover} alt="" width={160} height={90} loading="lazy" decoding="async" />}
              <div className="hm-post__body">
                <h3 className="hm-post__title">
                  <Link to={to(`/station/detail/${p.postId}`)} className="site-stretch">
                    {p.title}
                  </Link>
                </h3>
                <p className="hm-post__summary">{p.summary}</p>
                <p className="hm-post__meta">
                  {p.blogType && <span className="site-tag">{codeLabel(BLOG_TYPES, p.blogType, lang)}</span>}
                  <time dateTime={dateOf(p.createTime)}>{dateOf(p.createTime)}</time>
                  <span>{t('list.views', { count: p.views })}</span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </ListBody>
    </HomeSection>
  );
}

/** 8 schools, all / abroad / domestic (listSchoolSchool?pageNum=1&pageSize=8 {abroad}). */
export function SchoolSection() {
  const { t } = useTranslation('site-home');
  const { lang, to } = useSiteLang();
  const school = useHomeStore((s) => s.school);
  const setSchool = useHomeStore((s) => s.setSchool);
  const { data, loading } = useHomeSchools(lang, abroadOf(school));
  const options = SCHOOL_ABROAD_FILTERS.map((f) => ({ value: f.name as SchoolFilterName, label: t(`home.school.${f.name}`) }));

  return (
    <HomeSection
      id="home-school"
      title={t('home.school.title')}
      lead={t('home.school.lead')}
      more={{ to: to('/school/list'), label: t('home.school.more') }}
      tools={<FilterGroup label={t('home.school.filter')} options={options} value={school} onChange={setSchool} />}
    >
      <ListBody
        loading={loading}
        hasData={!!data}
        empty={data?.length === 0}
        emptyText={t('home.school.empty')}
        skeleton={<Skeletons count={8} className="hm-schools" media />}
      >
        <ul className="hm-schools">
          {data?.map((s) => (
            <li key={s.schoolId} className="hm-school">
              {s.cover ? (
                <img className="hm-school__cover" src={s.cover} alt="" width={800} height={450} loading="lazy" decoding="async" />
              ) : (
                <span className="hm-school__cover" />
              )}
              <div className="hm-school__body">
                <h3 className="hm-school__name">
                  <Link to={to(`/school/detail/${s.schoolId}`)} className="site-stretch">
                    {s.schoolName}
                  </Link>
                </h3>
                <p className="hm-school__place">{[s.country, s.city].filter(Boolean).join(' · ')}</p>
                {s.tuition && <p className="hm-school__fee">{s.tuition}</p>}
                <p className="hm-school__tags">
                  <span className="site-tag">{s.boarding === '1' ? t('home.school.boarding') : t('home.school.day')}</span>
                  {s.curriculum && <span className="site-tag">{s.curriculum}</span>}
                  {s.grades.length > 0 && (
                    <span className="site-tag">
                      {t('home.school.grades', {
                        grades: s.grades.length > 1 ? `${s.grades[0]}–${s.grades[s.grades.length - 1]}` : s.grades[0],
                      })}
                    </span>
                  )}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </ListBody>
    </HomeSection>
  );
}

function RedBlackList({ kind, rows, title, emptyText }: { kind: 'red' | 'black'; rows: RedBlackRow[]; title: string; emptyText: string }) {
  const { to } = useSiteLang();
  return (
    <div className={`hm-rb hm-rb--${kind}`}>
      <h3 className="hm-rb__title">{title}</h3>
      {rows.length === 0 ? (
        <p className="site-list__empty">{emptyText}</p>
      ) : (
        <ol className="hm-rb__list">
          {rows.map((r) => (
            <li key={r.entryId} className="hm-rb__item">
              {r.schoolId ? (
                <Link to={to(`/school/detail/${r.schoolId}`)} className="hm-rb__name">
                  {r.schoolName}
                </Link>
              ) : (
                <span className="hm-rb__name">{r.schoolName}</span>
              )}
              <span className="hm-rb__reason">{r.reason}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** Red and black lists of the city (listRedBlack {cityCode} → redlist, balcklist). */
export function RedBlackSection() {
  const { t } = useTranslation('site-home');
  const { lang } = useSiteLang();
  const cityCode = useCityCode();
  const { data, loading } = useRedBlack(lang, cityCode);
  return (
    <HomeSection id="home-redblack" title={t('home.redBlack.title')} lead={t('home.redBlack.lead')}>
      <ListBody
        loading={loading}
        hasData={!!data}
        empty={false}
        emptyText=""
        skeleton={<Skeletons count={2} className="hm-rbs" />}
      >
        {data && (
          <div className="hm-rbs">
            <RedBlackList kind="red" rows={data.redlist} title={t('home.redBlack.red')} emptyText={t('home.redBlack.redEmpty')} />
            <RedBlackList kind="black" rows={data.balcklist} title={t('home.redBlack.black')} emptyText={t('home.redBlack.blackEmpty')} />
          </div>
        )}
      </ListBody>
    </HomeSection>
  );
}

/** Newest news of the city (listHomeInfomation {cityCode}). */
export function NewsSection() {
  const { t } = useTranslation('site-home');
  const { lang, to } = useSiteLang();
  const cityCode = useCityCode();
  const { data, loading } = useHomeNews(lang, cityCode);
  return (
    <HomeSection
      id="home-news"
      title={t('home.news.title')}
      lead={t('home.news.lead')}
      more={{ to: to('/news'), label: t('home.news.more') }}
    >
      <ListBody
        loading={loading}
        hasData={!!data}
        empty={data?.length === 0}
        emptyText={t('home.news.empty')}
        skeleton={<Skeletons count={4} className="hm-news" />}
      >
        <ul className="hm-news">
          {data?.map((n) => (
            <li key={n.infoId} className="hm-newsitem">
              <span className="site-tag">{codeLabel(INFO_TYPES, n.infoType, lang)}</span>
              <Link to={to(`/news/detail/${n.infoId}`)} className="hm-newsitem__title">
                {n.title}
              </Link>
              <time className="hm-newsitem__date" dateTime={dateOf(n.createTime)}>
                {dateOf(n.createTime)}
              </time>
            </li>
          ))}
        </ul>
      </ListBody>
    </HomeSection>
  );
}

/** Newest videos of the city (listHomeVideo {cityCode}). */
export function VideoSection() {
  const { t } = useTranslation('site-home');
  const { lang, to } = useSiteLang();
  const cityCode = useCityCode();
  const { data, loading } = useHomeVideos(lang, cityCode);
  return (
    <HomeSection
      id="home-video"
      title={t('home.video.title')}
      lead={t('home.video.lead')}
      more={{ to: to('/video'), label: t('home.video.more') }}
    >
      <ListBody
        loading={loading}
        hasData={!!data}
        empty={data?.length === 0}
        emptyText={t('home.video.empty')}
        skeleton={<Skeletons count={3} className="site-vgrid" media />}
      >
        <ul className="site-vgrid">
          {data?.map((v) => <VideoCard key={v.videoId} video={v} to={to(`/video/detail/${v.videoId}`)} />)}
        </ul>
      </ListBody>
    </HomeSection>
  );
}
