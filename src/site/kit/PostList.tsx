import { EyeOutlined, MessageOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useTranslation } from '@shared/i18n';
import type { PostRow } from '@shared/contract';
import { useSiteLang } from '../lib/useSiteLang';
import { scopeOfPost, tagLabel, typeLabelOf, usePostTypes, useTags } from '../lib/postTypes';
import { postPath } from './paths';
import { CardMedia } from './CardMedia';

/** Date part of 'YYYY-MM-DD HH:mm:ss'. */
export const dateOf = (t: string | null | undefined) => (t ?? '').slice(0, 10);

/** A post's tags as small labels (the saved tag's English name for English readers); nothing without tags. */
export function PostTags({ tags }: { tags: readonly string[] | undefined }) {
  const { t } = useTranslation('site-directory');
  const { lang } = useSiteLang();
  const saved = useTags();
  if (!tags?.length) return null;
  return (
    <ul className="dir-tags" aria-label={t('common.tags')}>
      {tags.map((name) => (
        <li key={name} className="dir-tag dir-tag--label">
          {tagLabel(saved, name, lang)}
        </li>
      ))}
    </ul>
  );
}

/** 置顶 / Pinned, when an editor pinned the post. */
export function PinnedMark({ post }: { post: Pick<PostRow, 'pinned'> }) {
  const { t } = useTranslation('site-directory');
  return post.pinned ? <span className="dir-tag dir-tag--pinned">{t('common.pinned')}</span> : null;
}

/** The label of a post's type (分类管理, in the reader's language); '' when the type is unknown or disabled. */
export function usePostTypeLabel(post: Pick<PostRow, 'postType' | 'blogType' | 'category'>): string {
  const { lang } = useSiteLang();
  const types = usePostTypes(scopeOfPost(post.postType));
  return typeLabelOf(types, post.postType === '2' ? post.category : post.blogType, lang);
}

export function PostMeta({ post }: { post: PostRow }) {
  const { t } = useTranslation('site-directory');
  const type = usePostTypeLabel(post);
  return (
    <p className="dir-meta">
      <PinnedMark post={post} />
      {type && <span className="dir-tag">{type}</span>}
      {post.postType === '3' && <span className="dir-tag dir-tag--muted">{t('station.discussion')}</span>}
      <span>{post.authorName}</span>
      <time dateTime={post.createTime.replace(' ', 'T')}>{dateOf(post.createTime)}</time>
      <span className="dir-meta__stat">
        <EyeOutlined aria-hidden /> <span className="sr-only">{t('common.views')}</span>
        {post.views}
      </span>
      <span className="dir-meta__stat">
        <MessageOutlined aria-hidden /> <span className="sr-only">{t('common.replies')}</span>
        {post.replyCount}
      </span>
    </p>
  );
}

/** Station articles, discussions or stories as a list of cards linking to their detail pages. */
export function PostList({ posts, headingLevel = 2 }: { posts: PostRow[]; headingLevel?: 2 | 3 }) {
  const { to } = useSiteLang();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="dir-cards">
      {posts.map((p, index) => (
        <li key={p.postId} className="dir-card">
          {p.cover ? <CardMedia src={p.cover} index={index} /> : null}
          <div className="dir-card__body">
            <H className="dir-card__title">
              <Link to={to(postPath(p))}>{p.title}</Link>
            </H>
            {p.summary && <p className="dir-card__text">{p.summary}</p>}
            <PostMeta post={p} />
            <PostTags tags={p.tags} />
          </div>
        </li>
      ))}
    </ul>
  );
}
