import { lazy, Suspense } from 'react';
import { EyeOutlined, MessageOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useTranslation } from '@shared/i18n';
import type { PostDetail } from '@shared/contract';
import { loadNamespaces } from '@shared/i18n';
import { useSiteLang } from '../../lib/useSiteLang';
import { dateOf, PinnedMark, PostTags } from '../../kit/PostList';
import { ListSkeleton } from '../../kit/ListStates';
import { RichText } from '../../kit/RichText';
import { dirPaths } from '../../kit/paths';

// the replies, answers and the author's tools: their own chunk with antd and the `site-forum` texts
const loadForum = () => Promise.all([import('../forum/PostForum'), loadNamespaces('site-forum')]).then(([m]) => m);
const Replies = lazy(() => loadForum().then((m) => ({ default: m.PostRepliesSection })));
const DeletePost = lazy(() => loadForum().then((m) => ({ default: m.DeleteOwnPostButton })));

/** An article, discussion or story with its sanitized content and replies. */
export function PostDetailView({ post, tag, kind, listPath }: { post: PostDetail; tag?: string; kind: string; listPath: string }) {
  const { t } = useTranslation('site-directory');
  const { to } = useSiteLang();
  return (
    <article className="dir-article">
      <p className="dir-meta">
        <PinnedMark post={post} />
        {tag && <span className="dir-tag">{tag}</span>}
        <span>
          <UserOutlined aria-hidden /> {post.authorName}
        </span>
        <time dateTime={post.createTime.replace(' ', 'T')}>{dateOf(post.createTime)}</time>
        <span className="dir-meta__stat">
          <EyeOutlined aria-hidden /> {t('post.views', { count: post.views })}
        </span>
        <span className="dir-meta__stat">
          <MessageOutlined aria-hidden /> {t('post.replies', { count: post.replyCount })}
        </span>
      </p>
      <PostTags tags={post.tags} />
      {post.schoolId && post.schoolName && (
        <p className="dir-article__school">
          {t('post.school')} <Link to={to(dirPaths.school(post.schoolId))}>{post.schoolName}</Link>
        </p>
      )}
      {post.cover ? <img className="dir-article__cover" src={post.cover} alt="" width={800} height={450} decoding="async" /> : null}
      <RichText html={post.content} className="dir-article__body" />
      <Suspense fallback={null}>
        <DeletePost post={post} kind={kind} listPath={listPath} />
      </Suspense>
      <section className="dir-section" aria-labelledby="post-replies">
        <h2 id="post-replies">{t('post.repliesTitle', { count: post.replyCount })}</h2>
        <Suspense fallback={<ListSkeleton rows={2} variant="line" />}>
          <Replies post={post} kind={kind} />
        </Suspense>
      </section>
    </article>
  );
}
