import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getBlogBlog } from '@shared/api/web';
import { BLOG_TYPES } from '@shared/contract/constants';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { useSiteLang } from '../../lib/useSiteLang';
import NotFoundPage from '../errors/NotFoundPage';
import { ListSkeleton } from '../search/kit/ListStates';
import { PageHead } from '../search/kit/PageHead';
import { codeLabel } from '../search/kit/labels';
import { dirPaths } from '../search/kit/paths';
import { SHOWN_BY_PAGE, useDirectoryDetail } from '../search/kit/useDirectoryList';
import { PostDetailView } from './PostDetailView';
import { withQueryScope } from '../../query/QueryScope';
import '../search/kit/directory.css';

/** A station article or discussion: sanitized content and replies. */
function StationDetailPage() {
  const { t } = useTranslation('site-directory');
  const { lang } = useSiteLang();
  const { id = '' } = useParams();
  const valid = /^\d{1,15}$/.test(id);
  const d = useDirectoryDetail(['bbs', 'station', id], () => getBlogBlog(id, SHOWN_BY_PAGE), valid);
  const p = d.data;
  useDocumentMeta(p?.title ?? t('station.title'), p?.summary || t('station.description'));
  if (!valid || d.notFound) return <NotFoundPage />;
  const type = BLOG_TYPES.find((b) => b.value === p?.blogType);
  return (
    <div className="site-container dir-page dir-page--narrow">
      <PageHead
        title={p?.title ?? t('station.title')}
        crumbs={[{ label: t('station.title'), path: dirPaths.stationList }, { label: p?.title ?? t('common.loadingShort') }]}
      />
      {p ? (
        <PostDetailView post={p} tag={p.postType === '3' ? t('station.discussion') : type ? codeLabel(type, lang) : undefined} />
      ) : d.error ? (
        <p className="dir-muted" role="alert">
          {t('common.loadFailed')}
        </p>
      ) : (
        <ListSkeleton rows={2} variant="line" />
      )}
    </div>
  );
}

export default withQueryScope(StationDetailPage);
