import { lazy, Suspense, useState, type ReactNode } from 'react';
import { CustomerServiceOutlined, EnvironmentOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from '@shared/i18n';
import { getSchoolSchool } from '@shared/api/web';
import type { RedBlackRow, SchoolDetail } from '@shared/contract';
import { SampleTag } from '../../components/SampleTag';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { useSiteLang } from '../../lib/useSiteLang';
import NotFoundPage from '../errors/NotFoundPage';
import { ListSkeleton } from '../../kit/ListStates';
import { PageHead } from '../../kit/PageHead';
import { PostList } from '../../kit/PostList';
import { RichText } from '../../kit/RichText';
import { useDictLabel, type DirectoryDict } from '../../kit/labels';
import { dirPaths, searchResultPath } from '../../kit/paths';
import { SHOWN_BY_PAGE, useDirectoryDetail } from '../../kit/useDirectoryList';
import { schoolPlace } from './schoolText';
import { CompareButton, CompareTray } from '../compare/CompareButton';
import { ShortlistButton } from '../compare/ShortlistButton';
import { withQueryScope } from '../../query/QueryScope';
import { schoolLd, whenServer } from '../../ssr/structured';
import '../../kit/directory.css';
import { useHydrated } from '../../lib/useHydrated';

const ContactDialog = lazy(() => import('../contact/ContactDialog'));

function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div className="dir-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function useFacts(s: SchoolDetail) {
  const { t } = useTranslation('site-directory');
  const dictLabel = useDictLabel();
  const sep = t('common.listSep');
  const one = (type: DirectoryDict, value: string, label: { label: string } | null) => dictLabel(type, value, label?.label);
  const many = (type: DirectoryDict, values: string[], labels: { value: string; label: string }[]) =>
    values.map((v) => dictLabel(type, v, labels.find((l) => l.value === v)?.label)).join(sep);
  return {
    type: one('bbs_school_type', s.schoolType, s.labels.schoolType),
    joinMethod: one('joinschooldict', s.joinMethod, s.labels.joinMethod),
    studentNums: one('existstunumsdict', s.studentNums, s.labels.studentNums),
    difficulty: one('application_difficulty', s.applicationDifficulty, s.labels.applicationDifficulty),
    grades: many('recruitgradedict', s.grades, s.labels.grades),
    stages: many('educational_stage', s.educationalStage, s.labels.educationalStage),
  };
}

/** One red/black entry with the evidence behind it: the reason and its date, the date added, the sources. */
function RedBlackEvidence({ entry: e }: { entry: RedBlackRow }) {
  const { t } = useTranslation('site-directory');
  return (
    <li className={`dir-redblack__item dir-redblack__item--${e.listType}`}>
      <p className="dir-redblack__reason">
        <span className="dir-tag">{t(e.listType === 'red' ? 'school.red' : 'school.black')}</span> <SampleTag show={e.isSample} /> {e.reason}
      </p>
      {(e.reasonDate || e.addedDate) && (
        <p className="dir-redblack__dates">
          {e.reasonDate && (
            <span>
              {t('school.reasonDate')} <time dateTime={e.reasonDate}>{e.reasonDate}</time>
            </span>
          )}
          {e.addedDate && (
            <span>
              {t('school.addedDate')} <time dateTime={e.addedDate}>{e.addedDate}</time>
            </span>
          )}
        </p>
      )}
      {e.sources.length > 0 && (
        <div className="dir-redblack__sources">
          <span>{t('school.sources')}</span>
          <ul>
            {e.sources.map((src, i) => (
              <li key={i}>
                {src.url ? (
                  <a href={src.url} target="_blank" rel="noopener noreferrer nofollow">
                    {src.title}
                  </a>
                ) : (
                  src.title
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

function SchoolBody({ s }: { s: SchoolDetail }) {
  const { t } = useTranslation('site-directory');
  const { lang, to } = useSiteLang();
  const [contactOpen, setContactOpen] = useState(false);
  const [contactUsed, setContactUsed] = useState(false);
  // the server-rendered page's buttons work once it is the browser's
  const hydrated = useHydrated();
  const f = useFacts(s);
  const otherName = lang === 'en' ? s.schoolNameZh : s.schoolNameEn;
  const red = s.redBlack.filter((e) => e.listType === 'red');
  const black = s.redBlack.filter((e) => e.listType === 'black');
  const openContact = () => {
    setContactUsed(true);
    setContactOpen(true);
  };

  return (
    <>
      <section className="dir-school-hero" aria-label={t('school.overview')}>
        {s.cover ? <img className="dir-school-hero__img" src={s.cover} alt="" width={480} height={300} decoding="async" /> : null}
        <div className="dir-school-hero__body">
          {otherName && otherName !== s.schoolName && (
            <p className="dir-school-hero__alt" lang={lang === 'en' ? 'zh-CN' : 'en'}>
              {otherName}
            </p>
          )}
          <p className="dir-meta">
            <span>
              <EnvironmentOutlined aria-hidden /> {schoolPlace(s, t('common.listSep'))}
            </span>
            {f.type && <span className="dir-tag">{f.type}</span>}
            <span className="dir-tag dir-tag--muted">{t(s.abroad === '1' ? 'school.abroad' : 'school.domestic')}</span>
          </p>
          {s.tuition && (
            <p className="dir-school-hero__tuition">
              <span>{t('school.tuition')}</span> <strong>{s.tuition}</strong>
            </p>
          )}
          <div className="dir-cta">
            <p>{t('school.ctaText')}</p>
            <button
              type="button"
              className="site-btn site-btn--primary site-btn--large"
              onClick={openContact}
              aria-haspopup="dialog"
              disabled={!hydrated}
            >
              <CustomerServiceOutlined aria-hidden />
              <span>{t('school.cta')}</span>
            </button>
          </div>
          <div className="cmp-tools">
            <CompareButton id={s.schoolId} name={s.schoolName} />
            <ShortlistButton schoolId={s.schoolId} />
          </div>
        </div>
      </section>

      <section className="dir-section" aria-labelledby="school-facts">
        <h2 id="school-facts">{t('school.facts')}</h2>
        <dl className="dir-facts">
          <Fact label={t('school.country')}>{s.country}</Fact>
          <Fact label={t('school.province')}>{s.province}</Fact>
          <Fact label={t('school.city')}>{s.city}</Fact>
          <Fact label={t('school.address')}>{s.address}</Fact>
          <Fact label={t('school.type')}>{f.type}</Fact>
          <Fact label={t('school.scopeFact')}>{t(s.abroad === '1' ? 'school.abroad' : 'school.domestic')}</Fact>
          <Fact label={t('school.stages')}>{f.stages}</Fact>
          <Fact label={t('school.grades')}>{f.grades}</Fact>
          <Fact label={t('school.curriculum')}>{s.curriculum}</Fact>
          <Fact label={t('school.tuition')}>{s.tuition}</Fact>
          <Fact label={t('school.currency')}>{s.currency}</Fact>
          <Fact label={t('school.boarding')}>{t(s.boarding === '1' ? 'school.boardingYes' : 'school.boardingNo')}</Fact>
          <Fact label={t('school.joinMethod')}>{f.joinMethod}</Fact>
          <Fact label={t('school.studentNums')}>{f.studentNums}</Fact>
          <Fact label={t('school.difficulty')}>{f.difficulty}</Fact>
          <Fact label={t('school.website')}>
            {s.website ? (
              <a href={s.website} target="_blank" rel="noopener noreferrer">
                {s.website.replace(/^https?:\/\//, '')}
                <span className="sr-only">{t('common.newTab')}</span>
              </a>
            ) : null}
          </Fact>
        </dl>
      </section>

      {s.intro && (
        <section className="dir-section" aria-labelledby="school-intro">
          <h2 id="school-intro">{t('school.intro')}</h2>
          <RichText html={s.intro} />
        </section>
      )}

      {s.images && s.images.length > 0 && (
        <section className="dir-section" aria-labelledby="school-gallery">
          <h2 id="school-gallery">{t('school.gallery')}</h2>
          <ul className="dir-gallery">
            {s.images.map((src, i) => (
              <li key={src}>
                <img src={src} alt={t('school.galleryAlt', { name: s.schoolName, n: i + 1 })} loading="lazy" decoding="async" width={320} height={200} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {(red.length > 0 || black.length > 0) && (
        <section className="dir-section" aria-labelledby="school-redblack">
          <h2 id="school-redblack">{t('school.redBlack')}</h2>
          <ul className="dir-redblack">
            {[...red, ...black].map((e) => (
              <RedBlackEvidence key={e.entryId} entry={e} />
            ))}
          </ul>
        </section>
      )}

      <section className="dir-section" aria-labelledby="school-posts">
        <h2 id="school-posts">{t('school.posts')}</h2>
        {s.posts.length ? <PostList posts={s.posts} headingLevel={3} /> : <p className="dir-muted">{t('school.noPosts')}</p>}
      </section>

      {s.videos.length > 0 && (
        <section className="dir-section" aria-labelledby="school-videos">
          <h2 id="school-videos">{t('school.videos')}</h2>
          <ul className="dir-links">
            {s.videos.map((v) => (
              <li key={v.videoId}>
                <PlayCircleOutlined aria-hidden /> <Link to={to(searchResultPath(5, v.videoId))}>{v.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {contactUsed && (
        <Suspense fallback={null}>
          <ContactDialog
            open={contactOpen}
            onClose={() => setContactOpen(false)}
            sourcePage={dirPaths.school(s.schoolId)}
            sourceLabel={s.schoolName}
            initialMessage={t('school.ctaMessage', { name: s.schoolName })}
          />
        </Suspense>
      )}
    </>
  );
}

/** School detail: every fact, the dict-labelled fields, red/black entries, its posts and videos, a contact CTA. */
function SchoolDetailPage() {
  const { t } = useTranslation('site-directory');
  const { lang } = useSiteLang();
  const { id = '' } = useParams();
  const valid = /^\d{1,15}$/.test(id);
  const d = useDirectoryDetail(['bbs', 'school', id, lang], () => getSchoolSchool(id, { lang }, SHOWN_BY_PAGE), valid);
  const s = d.data;
  useDocumentMeta(
    s ? s.schoolName : t('school.title'),
    s ? t('school.detailDescription', { name: s.schoolName, place: schoolPlace(s, t('common.listSep')) }) : t('school.description'),
    s ? { image: s.cover || undefined, jsonLd: import.meta.env.SSR ? whenServer(() => [schoolLd(s)]) : undefined } : undefined,
  );
  if (!valid || d.notFound) return <NotFoundPage />;

  return (
    <div className="site-container dir-page">
      <PageHead title={s?.schoolName ?? t('school.title')} crumbs={[{ label: t('school.title'), path: dirPaths.schoolList }, { label: s?.schoolName ?? t('common.loadingShort') }]} />
      <CompareTray />
      {s ? (
        <SchoolBody s={s} />
      ) : d.error ? (
        <p className="dir-muted" role="alert">
          {t('common.loadFailed')}
        </p>
      ) : (
        <ListSkeleton rows={3} />
      )}
    </div>
  );
}

export default withQueryScope(SchoolDetailPage);
