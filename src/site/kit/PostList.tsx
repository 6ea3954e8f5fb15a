import { EyeOutlined, MessageOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PostRow } from '@shared/contract';
import { BLOG_TYPES, STORY_CATEGORIES } from '@shared/contract/constants';
import { useSiteLang } from '../lib/useSiteLang';
import { codeLabelOf } from '../lib/codes';
import { postPath } from './paths';

/** Date part of 'YYYY-MM-DD HH:mm:ss'. */
export const dateOf = (t: string | null | undefined) => (t ?? '').slice(0, 10);

export function PostMeta({ post }: { post: PostRow }) {
  const { t } = useTranslation('site-directory');
  const { lang } = useSiteLang();
  const type =
    post.postType === '2' ? codeLabelOf(STORY_CATEGORIES, post.category, lang) : codeLabelOf(BLOG_TYPES, post.blogType, lang);
  return (
    <p className="dir-meta">
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
      {posts.map((p) => (
        <li key={p.postId} className="dir-card">
          {p.cover ? (
            <img className="dir-card__media" src={p.cover} alt="" width={160} height={100} loading="lazy" decoding="async" />
          ) : null}
          <div className="dir-card__body">
            <H className="dir-card__title">
              <Link to={to(postPath(p))}>{p.title}</Link>
            </H>
            {p.summary && <p className="dir-card__text">{p.summary}</p>}
            <PostMeta post={p} />
          </div>
        </li>
      ))}
    </ul>
  );
}
