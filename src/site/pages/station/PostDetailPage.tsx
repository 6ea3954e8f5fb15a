import { useParams } from 'react-router-dom';
import { useTranslation } from '@shared/i18n';
import type { TFunction } from '@shared/i18n';
import type { PostDetail } from '@shared/contract';
import { getBlogBlog, getBlogBlogStu } from '@shared/api/web';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { useSiteLang } from '../../lib/useSiteLang';
import { articleLd, whenServer } from '../../ssr/structured';
import NotFoundPage from '../errors/NotFoundPage';
import { OtherLanguageItem, useOtherLanguageMeta } from '../../components/OtherLanguageItem';
import { ListSkeleton } from '../../kit/ListStates';
import { PageHead } from '../../kit/PageHead';
import { usePostTypeLabel } from '../../kit/PostList';
import { dirPaths } from '../../kit/paths';
import { SHOWN_BY_PAGE, useDirectoryDetail } from '../../kit/useDirectoryList';
import { PostDetailView } from './PostDetailView';
import { withQueryScope } from '../../query/QueryScope';
import '../../kit/directory.css';

interface PostKindConfig {
  load: typeof getBlogBlog;
  listPath: string;
  /** the label shown by the post's meta, from the label of its type (分类管理) */
  tag: (p: PostDetail, t: TFunction, typeLabel: string) => string | undefined;
}

/** What differs between a station post and a story; the `site-directory` texts are under the kind's key. */
const KINDS = {
  station: {
    load: getBlogBlog,
    listPath: dirPaths.stationList,
    tag: (p, t, typeLabel) => (p.postType === '3' ? t('station.discussion') : typeLabel),
  },
  story: {
    load: getBlogBlogStu,
    listPath: dirPaths.storyList,
    tag: (_p, _t, typeLabel) => typeLabel,
  },
} satisfies Record<string, PostKindConfig>;

export type PostKind = keyof typeof KINDS;

/** A station article or discussion, or a student story: sanitized content and replies. */
function PostDetailPage({ kind }: { kind: PostKind }) {
  const { t } = useTranslation('site-directory');
  const { lang } = useSiteLang();
  const { id = '' } = useParams();
  const valid = /^\d{1,15}$/.test(id);
  const cfg: PostKindConfig = KINDS[kind];
  const d = useDirectoryDetail(['bbs', kind, id], () => cfg.load(id, SHOWN_BY_PAGE), valid);
  const p = d.data;
  const typeLabel = usePostTypeLabel({ postType: p?.postType ?? (kind === 'story' ? '2' : '1'), blogType: p?.blogType ?? null, category: p?.category ?? null });
  const listTitle = t(`${kind}.title`);
  const other = useOtherLanguageMeta(p?.lang);
  useDocumentMeta(
    other?.title ?? p?.title ?? listTitle,
    other?.description ?? (p?.summary || t(`${kind}.description`)),
    p && !other ? { oneLanguage: true, ogType: 'article', image: p.cover || undefined, jsonLd: import.meta.env.SSR ? whenServer(() => [articleLd(p.postType === '3' ? 'DiscussionForumPosting' : 'Article', p, lang)]) : undefined } : undefined,
  );
  if (!valid || d.notFound) return <NotFoundPage />;
  if (other && p) return <OtherLanguageItem itemLang={p.lang} listPath={cfg.listPath} listLabel={listTitle} />;
  return (
    <div className="site-container dir-page dir-page--narrow">
      <PageHead
        title={p?.title ?? listTitle}
        crumbs={[{ label: listTitle, path: cfg.listPath }, { label: p?.title ?? t('common.loadingShort') }]}
      />
      {p ? (
        <PostDetailView post={p} tag={cfg.tag(p, t, typeLabel)} kind={kind} listPath={cfg.listPath} />
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

export default withQueryScope(PostDetailPage);
