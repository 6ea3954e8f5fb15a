/**
 * The interactive part of a post's detail page (spec section 4, issue 11), loaded on demand with its texts
 * (`site-forum`) and antd: the paged reply thread with a reply box, answers to replies (parentId), deleting one's own
 * replies, and deleting one's own post. Replies are typed as plain text; the server answers them as escaped HTML
 * (line breaks as <br>), rendered through the sanitizing RichText like every reply.
 */
import { useState, type ReactNode } from 'react';
import { Button, message, Modal } from 'antd';
import { DeleteOutlined, MessageOutlined, UserOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@shared/i18n';
import { useNavigate } from 'react-router-dom';
import { deleteBlog, deleteBlogComment, listBlogReply } from '@shared/api/member';
import { resolveAvatar } from '@shared/auth/store';
import { useSessionUserId } from '../../lib/useSession';
import type { PostDetail, ReplyThread, ThreadReply } from '@shared/contract';
import { withAntd } from '../../components/AntdScope';
import { Pager } from '../../components/Pager';
import { useSiteLang } from '../../lib/useSiteLang';
import { RichText } from '../../kit/RichText';
import { ReplyBox } from './ReplyBox';
import './forum.css';

/** Replies per page (top-level replies; their answers come with them). */
export const REPLY_PAGE_SIZE = 10;

/** The detail page's kind ('station' | 'story'), the first part of its react-query keys. */
type Kind = string;

const repliesKey = (postId: number) => ['bbs', 'replies', postId] as const;

function useConfirm() {
  const { t } = useTranslation('site-forum');
  return (title: string, content: string, okText: string, onOk: () => Promise<unknown>) =>
    Modal.confirm({
      title,
      content,
      okText,
      okButtonProps: { danger: true },
      cancelText: t('reply.cancel'),
      // a failure is shown by the request layer (a 401 opens the login popup); the dialog closes
      onOk: () => onOk().catch(() => undefined),
    });
}

interface ItemProps {
  r: ThreadReply;
  me: number | null;
  answering: number | null;
  setAnswering(id: number | null): void;
  onDelete(r: ThreadReply): void;
  onAnswered(pending: boolean): void;
  postId: number;
}

function ReplyItem({ r, me, answering, setAnswering, onDelete, onAnswered, postId, children }: ItemProps & { children?: ReactNode }) {
  const { t } = useTranslation('site-forum');
  const own = me !== null && r.userId === me && !r.deleted;
  return (
    <li className="dir-reply" id={`reply-${r.replyId}`} aria-label={r.deleted ? t('reply.deleted') : r.authorName}>
      <p className="forum-reply__head">
        {r.avatar ? <img src={resolveAvatar(r.avatar)} alt="" width={24} height={24} className="forum-avatar" /> : <UserOutlined aria-hidden />}
        <strong>{r.deleted ? '—' : r.authorName}</strong>
        {r.replyToName && <span>{t('reply.replyTo', { name: r.replyToName })}</span>}
        <time dateTime={r.createTime.replace(' ', 'T')}>{r.createTime.slice(0, 16)}</time>
      </p>
      {r.deleted ? (
        <p className="forum-reply__text forum-reply__text--deleted">{t('reply.deleted')}</p>
      ) : (
        <RichText html={r.content} className="forum-reply__text" />
      )}
      {!r.deleted && (
        <div className="forum-reply__tools">
          <Button
            type="link"
            size="small"
            icon={<MessageOutlined aria-hidden />}
            aria-expanded={answering === r.replyId}
            aria-label={t('reply.answerLabel', { name: r.authorName })}
            onClick={() => setAnswering(answering === r.replyId ? null : r.replyId)}
          >
            {t('reply.answer')}
          </Button>
          {own && (
            <Button type="link" size="small" danger icon={<DeleteOutlined aria-hidden />} onClick={() => onDelete(r)}>
              {t('reply.delete')}
            </Button>
          )}
        </div>
      )}
      {answering === r.replyId && (
        <ReplyBox
          postId={postId}
          parentId={r.replyId}
          label={t('reply.answerLabel', { name: r.authorName })}
          autoFocus
          onCancel={() => setAnswering(null)}
          onSent={onAnswered}
        />
      )}
      {children}
    </li>
  );
}

/** The replies of a post (under the page's "回复（n）" heading): the paged thread and the box for a new reply. */
function PostReplies({ post, kind }: { post: PostDetail; kind: Kind }) {
  const { t } = useTranslation('site-forum');
  const me = useSessionUserId();
  const qc = useQueryClient();
  const [page, setPage] = useState(1);
  const [answering, setAnswering] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const confirm = useConfirm();
  const q = useQuery({
    queryKey: [...repliesKey(post.postId), page],
    queryFn: () => listBlogReply(post.postId, { pageNum: page, pageSize: REPLY_PAGE_SIZE }, { silent: true }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const threads: ReplyThread[] = q.data?.rows ?? [];
  const total = q.data?.total ?? 0;

  /**
   * The thread again, and the post's reply count by `delta` in the cached detail (a refetch of the detail would
   * count a view).
   */
  const refresh = (delta: number) => {
    qc.setQueryData<PostDetail>(['bbs', kind, String(post.postId)], (p) => (p ? { ...p, replyCount: Math.max(0, p.replyCount + delta) } : p));
    return qc.invalidateQueries({ queryKey: repliesKey(post.postId) });
  };

  const sent = (pending: boolean, topLevel: boolean) => {
    setAnswering(null);
    setNote(pending ? t('reply.sentPending') : '');
    if (pending) return;
    void message.success(t('reply.sent'));
    // a new top-level reply is the newest, so on the last page
    if (topLevel) setPage(Math.max(1, Math.ceil((total + 1) / REPLY_PAGE_SIZE)));
    void refresh(1);
  };

  const remove = (r: ThreadReply) =>
    confirm(t('reply.deleteTitle'), t('reply.deleteConfirm'), t('reply.deleteOk'), async () => {
      await deleteBlogComment(r.replyId);
      void message.success(t('reply.deletedOk'));
      await refresh(-1);
    });

  const itemProps = { me, answering, setAnswering, onDelete: remove, onAnswered: (p: boolean) => sent(p, false), postId: post.postId };

  return (
    <>
      {q.isError && !q.data ? (
        <p className="dir-muted" role="alert">
          {t('reply.loadFailed')}
        </p>
      ) : threads.length ? (
        <ol className="dir-replies" aria-label={t('reply.listLabel')}>
          {threads.map((th) => (
            <ReplyItem key={th.replyId} r={th} {...itemProps}>
              {th.children.length > 0 && (
                <ol className="forum-reply__children">
                  {th.children.map((c) => (
                    <ReplyItem key={c.replyId} r={c} {...itemProps} />
                  ))}
                </ol>
              )}
            </ReplyItem>
          ))}
        </ol>
      ) : q.data ? (
        <p className="dir-muted">{t('reply.empty')}</p>
      ) : null}
      {total > REPLY_PAGE_SIZE && (
        <Pager pageNum={page} pageSize={REPLY_PAGE_SIZE} total={total} pageSizes={[]} onChange={(p) => setPage(p)} label={t('reply.pager')} />
      )}
      {note && (
        <p className="forum-done" role="status">
          {note}
        </p>
      )}
      <ReplyBox postId={post.postId} parentId={null} label={t('reply.boxLabel')} onSent={(p) => sent(p, true)} />
    </>
  );
}

/** 删除 on the viewer's own post (confirmed), then back to the list. */
function DeleteOwnPost({ post, kind, listPath }: { post: PostDetail; kind: Kind; listPath: string }) {
  const { t } = useTranslation('site-forum');
  const me = useSessionUserId();
  const { to } = useSiteLang();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const confirm = useConfirm();
  if (me === null || post.userId !== me) return null;
  const remove = () =>
    confirm(t('post.deleteTitle'), t('post.deleteConfirm'), t('post.deleteOk'), async () => {
      await deleteBlog(post.postId);
      void message.success(t('post.deleted'));
      void qc.invalidateQueries({ queryKey: ['bbs', kind] });
      void navigate(to(listPath));
    });
  return (
    <div className="forum-post-tools">
      <Button danger icon={<DeleteOutlined aria-hidden />} onClick={remove}>
        {t('post.delete')}
      </Button>
    </div>
  );
}

export const PostRepliesSection = withAntd(PostReplies);
export const DeleteOwnPostButton = withAntd(DeleteOwnPost);
