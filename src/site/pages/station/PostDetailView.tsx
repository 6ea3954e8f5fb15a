import { EyeOutlined, MessageOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PostDetail, ReplyRow } from '@shared/contract';
import { useSiteLang } from '../../lib/useSiteLang';
import { dateOf } from '../../kit/PostList';
import { RichText } from '../../kit/RichText';
import { dirPaths } from '../../kit/paths';

function Reply({ r, byId }: { r: ReplyRow; byId: Map<number, ReplyRow> }) {
  const { t } = useTranslation('site-directory');
  const parent = r.parentId !== null ? byId.get(r.parentId) : undefined;
  return (
    <li className="dir-reply" id={`reply-${r.replyId}`}>
      <p className="dir-meta">
        <UserOutlined aria-hidden /> <strong>{r.authorName}</strong>
        {parent && <span>{t('post.replyTo', { name: parent.authorName })}</span>}
        <time dateTime={r.createTime.replace(' ', 'T')}>{r.createTime.slice(0, 16)}</time>
      </p>
      <RichText html={r.content} className="dir-reply__body" />
    </li>
  );
}

/** An article, discussion or story with its sanitized content and replies. */
export function PostDetailView({ post, tag }: { post: PostDetail; tag?: string }) {
  const { t } = useTranslation('site-directory');
  const { to } = useSiteLang();
  const byId = new Map(post.replies.map((r) => [r.replyId, r]));
  return (
    <article className="dir-article">
      <p className="dir-meta">
        {tag && <span className="dir-tag">{tag}</span>}
        <span>
          <UserOutlined aria-hidden /> {post.authorName}
        </span>
        <time dateTime={post.createTime.replace(' ', 'T')}>{dateOf(post.createTime)}</time>
        <span className="dir-meta__stat">
          <EyeOutlined aria-hidden /> {t('post.views', { count: post.views })}
        </span>
        <span className="dir-meta__stat">
          <MessageOutlined aria-hidden /> {t('post.replies', { count: post.replies.length })}
        </span>
      </p>
      {post.schoolId && post.schoolName && (
        <p className="dir-article__school">
          {t('post.school')} <Link to={to(dirPaths.school(post.schoolId))}>{post.schoolName}</Link>
        </p>
      )}
      {post.cover ? <img className="dir-article__cover" src={post.cover} alt="" width={800} height={450} decoding="async" /> : null}
      <RichText html={post.content} className="dir-article__body" />
      <section className="dir-section" aria-labelledby="post-replies">
        <h2 id="post-replies">{t('post.repliesTitle', { count: post.replies.length })}</h2>
        {post.replies.length ? (
          <ol className="dir-replies">
            {post.replies.map((r) => (
              <Reply key={r.replyId} r={r} byId={byId} />
            ))}
          </ol>
        ) : (
          <p className="dir-muted">{t('post.noReplies')}</p>
        )}
      </section>
    </article>
  );
}
