import { useRef, useState } from 'react';
import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TableDataInfo, VideoRow } from '@shared/contract';
import type { Lang } from '@shared/i18n';
import { listVideoVideo } from '@shared/api/web';
import { Pager } from '../../components/Pager';
import { CityNote } from '../../city/CityNote';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { useSiteLang } from '../../lib/useSiteLang';
import { ListBody, Skeletons, useListQuery } from '../home/list';
import { useListParams } from '../home/paging';
import { VideoCard } from '../home/VideoCard';
import { withQueryScope } from '../../query/QueryScope';
import '../home/list.css';
import './video.css';

export const videoKeys = {
  list: (p: { lang: Lang; cityCode: string; query: string; pageNum: number; pageSize: number }) => ['bbs', 'video', 'list', p] as const,
  detail: (id: string) => ['bbs', 'video', 'detail', id] as const,
};

/** The search box: typing does nothing until the visitor searches (Enter or the button). */
function SearchBox({ query, onSearch }: { query: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('site-home');
  const [draft, setDraft] = useState(query);
  const [shown, setShown] = useState(query);
  // the URL changed (back/forward, a cleared search): show its query
  if (shown !== query) {
    setShown(query);
    setDraft(query);
  }
  return (
    <form
      role="search"
      className="vd-search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <label htmlFor="video-search" className="sr-only">
        {t('video.search')}
      </label>
      <input
        id="video-search"
        type="search"
        className="vd-search__input"
        value={draft}
        maxLength={100}
        placeholder={t('video.searchPlaceholder')}
        onChange={(e) => setDraft(e.target.value)}
      />
      <button type="submit" className="vd-search__btn">
        <SearchOutlined aria-hidden />
        <span>{t('video.searchButton')}</span>
      </button>
      {query && (
        <button type="button" className="vd-search__clear" onClick={() => onSearch('')}>
          <CloseOutlined aria-hidden />
          <span>{t('video.clear')}</span>
        </button>
      )}
    </form>
  );
}

/** /video: videos for the visitor's city, searchable (listVideoVideo {query, cityCode}), 10 a page. */
function VideoListPage() {
  const { t } = useTranslation('site-home');
  const { lang, to } = useSiteLang();
  useDocumentMeta(t('video.docTitle'), t('video.docDescription'));
  const { pageNum, pageSize, cityCode, filters, update } = useListParams(['q'] as const);
  const query = filters.q.trim().slice(0, 100);
  const top = useRef<HTMLHeadingElement>(null);

  const { data, loading } = useListQuery<TableDataInfo<VideoRow>>(
    videoKeys.list({ lang, cityCode, query, pageNum, pageSize }),
    () => listVideoVideo({ pageNum, pageSize, lang, cityCode: cityCode || undefined, query: query || undefined }),
  );
  const rows = data?.rows ?? [];

  return (
    <div className="site-container site-listpage">
      <header className="site-listpage__head">
        <h1 ref={top} tabIndex={-1}>
          {t('video.title')}
        </h1>
        <p className="site-listpage__lead">{t('video.lead')}</p>
        <CityNote />
      </header>
      <SearchBox query={query} onSearch={(q) => update({ q })} />
      {query && data && (
        <p className="vd-results" aria-live="polite">
          {t('video.resultsFor', { query })} · {t('list.results', { count: data.total })}
        </p>
      )}
      <ListBody
        loading={loading}
        hasData={!!data}
        empty={rows.length === 0}
        emptyText={query ? t('video.emptyQuery', { query }) : t('video.empty')}
        skeleton={<Skeletons count={6} className="site-vgrid" media />}
      >
        <ul className="site-vgrid">
          {rows.map((v) => (
            <VideoCard key={v.videoId} video={v} to={to(`/video/detail/${v.videoId}`)} headingLevel={2} />
          ))}
        </ul>
      </ListBody>
      <Pager
        pageNum={pageNum}
        pageSize={pageSize}
        total={data?.total ?? 0}
        onChange={(page, size) => {
          update({ page, size });
          top.current?.focus({ preventScroll: true });
          top.current?.scrollIntoView?.({ block: 'start' });
        }}
      />
    </div>
  );
}

export default withQueryScope(VideoListPage);
