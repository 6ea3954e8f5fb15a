import type { ReactNode } from 'react';
import { useTranslation } from '@shared/i18n';
import { Link } from 'react-router-dom';
import type { RedBlackRow } from '@shared/contract';
import { BBS_HOME_LIMITS, INFO_TYPES, SCHOOL_ABROAD_FILTERS } from '@shared/contract/constants';
import { CityNote } from '../../city/CityNote';
import { useCityCode } from '../../city/store';
import { useSiteLang } from '../../lib/useSiteLang';
import { abroadOf, useHomeStore, type SchoolFilterName } from './homeStore';
import { dateOf, FilterGroup, ListBody, Skeletons, type ListQuery } from './list';
import { useHomeNews, useHomePosts, useHomeSchools, useHomeVideos, useRedBlack } from './queries';
import { codeLabelOf } from '../../lib/codes';
import { typeLabelOf, typeName, usePostTypes } from '../../lib/postTypes';
import { HomeSection } from './Section';
import { VideoCard } from './VideoCard';
import { SampleTag } from '../../components/SampleTag';

/**
 * A home list: the section with its texts (`home.<texts>.title|lead|more|empty`) and a link to the full page,
 * and the list body (busy bar, skeletons, the empty note). Only an answer that is a list can be empty: the
 * red and black lists answer an object and show their empty notes per list.
 */
function HomeListSection<T>({
  id,
  texts,
  more,
  tools,
  query: { data, loading },
  skeleton,
  children,
}: {
  id: string;
  texts: 'station' | 'school' | 'redBlack' | 'news' | 'video';
  /** the full page, unlocalized */
  more?: string;
  tools?: ReactNode;
  query: ListQuery<T>;
  skeleton: ReactNode;
  /** renders the loaded answer */
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('site-home');
  const { to } = useSiteLang();
  const empty = Array.isArray(data) && data.length === 0;
  return (
    <HomeSection
      id={id}
      title={t(`home.${texts}.title`)}
      lead={t(`home.${texts}.lead`)}
      more={more ? { to: to(more), label: t(`home.${texts}.more`) } : undefined}
      tools={tools}
    >
      <ListBody loading={loading} hasData={!!data} empty={empty} emptyText={empty ? t(`home.${texts}.empty`) : ''} skeleton={skeleton}>
        {data && children(data)}
      </ListBody>
    </HomeSection>
  );
}

/** Newest station posts, by type (listHomeBlog: blogType, cityCode). */
export function StationSection() {
  const { t } = useTranslation('site-home');
  const { lang, to } = useSiteLang();
  const cityCode = useCityCode();
  const blogType = useHomeStore((s) => s.blogType);
  const setBlogType = useHomeStore((s) => s.setBlogType);
  const query = useHomePosts(lang, cityCode, blogType);
  // the enabled station types (分类管理)
  const types = usePostTypes('station');
  const options = [{ value: '', label: t('list.filterAll') }, ...(types ?? []).map((b) => ({ value: b.typeCode, label: typeName(b, lang) }))];

  return (
    <HomeListSection
      id="home-station"
      texts="station"
      more="/station/list"
      tools={
        <>
          <CityNote />
          <FilterGroup label={t('home.station.filter')} options={options} value={blogType} onChange={setBlogType} />
        </>
      }
      query={query}
      // as many placeholders as the server sends at most (a full list keeps the reserved height)
      skeleton={<Skeletons count={BBS_HOME_LIMITS.blog} className="hm-posts" media />}
    >
      {(posts) => (
        <ul className="hm-posts">
          {posts.map((p) => (
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
                  {p.pinned && <span className="site-tag site-tag--pinned">{t('list.pinned')}</span>}
                  {typeLabelOf(types, p.blogType, lang) && <span className="site-tag">{typeLabelOf(types, p.blogType, lang)}</span>}
                  <time dateTime={dateOf(p.createTime)}>{dateOf(p.createTime)}</time>
                  <span>{t('list.views', { count: p.views })}</span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </HomeListSection>
  );
}

/** 8 schools, all / abroad / domestic (listSchoolSchool?pageNum=1&pageSize=8 {abroad}). */
export function SchoolSection() {
  const { t } = useTranslation('site-home');
  const { lang, to } = useSiteLang();
  const school = useHomeStore((s) => s.school);
  const setSchool = useHomeStore((s) => s.setSchool);
  const query = useHomeSchools(lang, abroadOf(school));
  const options = SCHOOL_ABROAD_FILTERS.map((f) => ({ value: f.name as SchoolFilterName, label: t(`home.school.${f.name}`) }));

  return (
    <HomeListSection
      id="home-school"
      texts="school"
      more="/school/list"
      tools={<FilterGroup label={t('home.school.filter')} options={options} value={school} onChange={setSchool} />}
      query={query}
      skeleton={<Skeletons count={8} className="hm-schools" media />}
    >
      {(schools) => (
        <ul className="hm-schools">
          {schools.map((s) => (
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
      )}
    </HomeListSection>
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
              <SampleTag show={r.isSample} />
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
  const query = useRedBlack(lang, cityCode);
  return (
    <HomeListSection id="home-redblack" texts="redBlack" query={query} skeleton={<Skeletons count={2} className="hm-rbs" />}>
      {(lists) => (
        <div className="hm-rbs">
          <RedBlackList kind="red" rows={lists.redlist} title={t('home.redBlack.red')} emptyText={t('home.redBlack.redEmpty')} />
          <RedBlackList kind="black" rows={lists.balcklist} title={t('home.redBlack.black')} emptyText={t('home.redBlack.blackEmpty')} />
        </div>
      )}
    </HomeListSection>
  );
}

/** Newest news of the city (listHomeInfomation {cityCode}). */
export function NewsSection() {
  const { lang, to } = useSiteLang();
  const cityCode = useCityCode();
  const query = useHomeNews(lang, cityCode);
  return (
    <HomeListSection id="home-news" texts="news" more="/news" query={query} skeleton={<Skeletons count={BBS_HOME_LIMITS.info} className="hm-news" />}>
      {(news) => (
        <ul className="hm-news">
          {news.map((n) => (
            <li key={n.infoId} className="hm-newsitem">
              <span className="site-tag">{codeLabelOf(INFO_TYPES, n.infoType, lang)}</span>
              <Link to={to(`/news/detail/${n.infoId}`)} className="hm-newsitem__title">
                {n.title}
              </Link>
              <time className="hm-newsitem__date" dateTime={dateOf(n.createTime)}>
                {dateOf(n.createTime)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </HomeListSection>
  );
}

/** Newest videos of the city (listHomeVideo {cityCode}). */
export function VideoSection() {
  const { lang, to } = useSiteLang();
  const cityCode = useCityCode();
  const query = useHomeVideos(lang, cityCode);
  return (
    <HomeListSection
      id="home-video"
      texts="video"
      more="/video"
      query={query}
      skeleton={<Skeletons count={BBS_HOME_LIMITS.video} className="site-vgrid" media />}
    >
      {(videos) => (
        <ul className="site-vgrid">
          {videos.map((v) => (
            <VideoCard key={v.videoId} video={v} to={to(`/video/detail/${v.videoId}`)} />
          ))}
        </ul>
      )}
    </HomeListSection>
  );
}
