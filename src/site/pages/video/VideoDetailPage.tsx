import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@shared/i18n';
import { Link, useParams } from 'react-router-dom';
import type { TableDataInfo, VideoRow } from '@shared/contract';
import { getVideoVideo, listVideoVideo } from '@shared/api/web';
import { isRequestError } from '@shared/api/request';
import { PageLoading } from '../../layout/PageLoading';
import { Breadcrumbs } from '../../kit/PageHead';
import { OtherLanguageItem, useOtherLanguageMeta } from '../../components/OtherLanguageItem';
import { useCityCode } from '../../city/store';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { tellServer } from '../../ssr/serverPage';
import { isNotFound } from '../../kit/useDirectoryList';
import { useSiteLang } from '../../lib/useSiteLang';
import { dateOf, formatDuration, ListBody, Skeletons, useListQuery } from '../home/list';
import { VideoCard } from '../home/VideoCard';
import { videoKeys } from './VideoListPage';
import { withQueryScope } from '../../query/QueryScope';
import { videoLd, whenServer } from '../../ssr/structured';
import '../home/list.css';
import '../../kit/directory.css';
import './video.css';
import { SampleTag } from '../../components/SampleTag';

const MORE_COUNT = 6;

/** Other videos of the visitor's city under the player. */
function MoreVideos({ currentId }: { currentId: number }) {
  const { t } = useTranslation('site-home');
  const { lang, to } = useSiteLang();
  const cityCode = useCityCode();
  const { data, loading } = useListQuery<TableDataInfo<VideoRow>>(
    videoKeys.list({ lang, cityCode, query: '', pageNum: 1, pageSize: MORE_COUNT + 1 }),
    () => listVideoVideo({ pageNum: 1, pageSize: MORE_COUNT + 1, lang, cityCode: cityCode || undefined }),
  );
  const rows = (data?.rows ?? []).filter((v) => v.videoId !== currentId).slice(0, MORE_COUNT);
  return (
    <section className="vd-more" aria-labelledby="video-more">
      <h2 id="video-more">{t('video.more')}</h2>
      <ListBody
        loading={loading}
        hasData={!!data}
        empty={rows.length === 0}
        emptyText={t('video.empty')}
        skeleton={<Skeletons count={3} className="site-vgrid" media />}
      >
        <ul className="site-vgrid">
          {rows.map((v) => (
            <VideoCard key={v.videoId} video={v} to={to(`/video/detail/${v.videoId}`)} />
          ))}
        </ul>
      </ListBody>
    </section>
  );
}

/** /video/detail/:id: the HTML5 player (poster, native controls) for one video, and more videos. */
function VideoDetailPage() {
  const { t } = useTranslation('site-home');
  const { lang, to } = useSiteLang();
  const { id = '' } = useParams();
  const valid = /^[1-9]\d{0,15}$/.test(id);
  const q = useQuery({
    queryKey: videoKeys.detail(id),
    queryFn: async () => (await getVideoVideo(id, { silent: true })).data,
    enabled: valid,
    retry: (n, e) => !(isRequestError(e) && e.kind === 'business') && n < 1,
  });
  const video = q.data;
  const other = useOtherLanguageMeta(video?.lang);
  useDocumentMeta(
    other?.title ?? video?.title ?? t('video.docTitle'),
    other?.description ?? (video?.summary || t('video.docDescription')),
    video && !other ? { oneLanguage: true, image: video.cover || undefined, jsonLd: import.meta.env.SSR ? whenServer(() => [videoLd(video, lang)]) : undefined } : undefined,
  );

  const back = (
    <Link className="site-back" to={to('/video')}>
      <ArrowLeftOutlined aria-hidden /> {t('video.back')}
    </Link>
  );

  if (!valid || (q.isError && !video)) {
    // a missing item is a 404 for crawlers too; a failed load is not
    tellServer({ status: !valid || isNotFound(q.error) ? 404 : 503 });
    return (
      <div className="site-container site-detail">
        {back}
        <h1>{t('video.notFound')}</h1>
      </div>
    );
  }
  if (!video) return <PageLoading />;
  if (other) return <OtherLanguageItem itemLang={video.lang} listPath="/video" listLabel={t('video.title')} />;

  return (
    <div className="site-container site-detail vd-detail">
      <Breadcrumbs crumbs={[{ label: t('video.title'), path: '/video' }, { label: video.title }]} />
      {back}
      <article aria-labelledby="video-title">
        <div className="vd-player">
          <video
            key={video.videoId}
            className="vd-player__video"
            controls
            preload="metadata"
            playsInline
            poster={video.cover || undefined}
            width={480}
            height={270}
            aria-labelledby="video-title"
          >
            <source src={video.url} type="video/mp4" />
            <p>
              {t('video.unsupported')} <a href={video.url} download>{t('video.download')}</a>
            </p>
          </video>
        </div>
        <h1 id="video-title">{video.title}</h1>
        <p className="site-detail__meta">
          <time dateTime={dateOf(video.createTime)}>{dateOf(video.createTime)}</time>
          <span>{t('video.duration', { duration: formatDuration(video.duration) })}</span>
          <span>{t('list.views', { count: video.views })}</span>
          <SampleTag show={video.isSample} />
        </p>
        {video.summary && <p className="site-detail__lead">{video.summary}</p>}
        {video.schoolId && video.schoolName && (
          <p className="vd-school">
            {t('video.school')}
            <Link to={to(`/school/detail/${video.schoolId}`)}>{video.schoolName}</Link>
          </p>
        )}
      </article>
      <MoreVideos currentId={video.videoId} />
    </div>
  );
}

export default withQueryScope(VideoDetailPage);
