import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getBlogBlogStu } from '@shared/api/web';
import { STORY_CATEGORIES } from '@shared/contract/constants';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { useSiteLang } from '../../lib/useSiteLang';
import NotFoundPage from '../errors/NotFoundPage';
import { ListSkeleton } from '../search/kit/ListStates';
import { PageHead } from '../search/kit/PageHead';
import { codeLabel } from '../search/kit/labels';
import { dirPaths } from '../search/kit/paths';
import { SHOWN_BY_PAGE, useDirectoryDetail } from '../search/kit/useDirectoryList';
import { PostDetailView } from '../station/PostDetailView';
import { withQueryScope } from '../../query/QueryScope';
import '../search/kit/directory.css';

/** A student story: sanitized content and replies. */
function StoryDetailPage() {
  const { t } = useTranslation('site-directory');
  const { lang } = useSiteLang();
  const { id = '' } = useParams();
  const valid = /^\d{1,15}$/.test(id);
  const d = useDirectoryDetail(['bbs', 'story', id], () => getBlogBlogStu(id, SHOWN_BY_PAGE), valid);
  const p = d.data;
  useDocumentMeta(p?.title ?? t('story.title'), p?.summary || t('story.description'));
  if (!valid || d.notFound) return <NotFoundPage />;
  const category = STORY_CATEGORIES.find((c) => c.value === p?.category);
  return (
    <div className="site-container dir-page dir-page--narrow">
      <PageHead
        title={p?.title ?? t('story.title')}
        crumbs={[{ label: t('story.title'), path: dirPaths.storyList }, { label: p?.title ?? t('common.loadingShort') }]}
      />
      {p ? (
        <PostDetailView post={p} tag={category ? codeLabel(category, lang) : undefined} />
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

export default withQueryScope(StoryDetailPage);
