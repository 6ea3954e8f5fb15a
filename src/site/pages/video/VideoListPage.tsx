import { useState } from 'react';
import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import type { Lang } from '@shared/i18n';
import { listVideoVideo } from '@shared/api/web';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { useSiteLang } from '../../lib/useSiteLang';
import { VideoCard } from '../home/VideoCard';
import { CityListPage } from '../../kit/CityListPage';
import { ListSkeleton } from '../../kit/ListStates';
import { useCityQueryState } from '../../kit/useQueryState';
import { useDirectoryList } from '../../kit/useDirectoryList';
import { withQueryScope } from '../../query/QueryScope';
import '../home/list.css';
import './video.css';
import { UntilHydrated } from '../../components/UntilHydrated';

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
      <UntilHydrated>
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
      </UntilHydrated>
    </form>
  );
}

/** /video: videos for the visitor's city, searchable (listVideoVideo {query, cityCode}), 10 a page. */
function VideoListPage() {
  const { t } = useTranslation('site-home');
  const { lang, to } = useSiteLang();
  useDocumentMeta(t('video.docTitle'), t('video.docDescription'));
  const state = useCityQueryState();
  const { params, page, size, cityCode, update } = state;
  const query = (params.get('q') ?? '').trim().slice(0, 100);

  const list = useDirectoryList(videoKeys.list({ lang, cityCode, query, pageNum: page, pageSize: size }), () =>
    listVideoVideo({ pageNum: page, pageSize: size, lang, cityCode: cityCode || undefined, query: query || undefined }),
  );

  return (
    <CityListPage
      title={t('video.title')}
      lead={t('video.lead')}
      label={t('video.listLabel')}
      list={list}
      state={state}
      empty={query ? t('video.emptyQuery', { query }) : t('video.empty')}
      skeleton={<ListSkeleton rows={6} variant="tile" />}
      tools={
        <>
          <SearchBox query={query} onSearch={(q) => update({ q })} />
          {query && list.data && (
            <p className="vd-results" aria-live="polite">
              {t('video.resultsFor', { query })} · {t('list.results', { count: list.data.total })}
            </p>
          )}
        </>
      }
    >
      {(rows) => (
        <ul className="site-vgrid">
          {rows.map((v, index) => (
            <VideoCard key={v.videoId} video={v} to={to(`/video/detail/${v.videoId}`)} headingLevel={2} index={index} />
          ))}
        </ul>
      )}
    </CityListPage>
  );
}

export default withQueryScope(VideoListPage);
