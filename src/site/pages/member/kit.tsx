/**
 * The member pages' paged lists (react-query through the directory's list hook, the site's Pager) and time format.
 */
import { useState, type ReactNode } from 'react';
import { message, Modal } from 'antd';
import { useTranslation } from '@shared/i18n';
import { Link } from 'react-router-dom';
import type { QueryKey } from '@tanstack/react-query';
import type { AjaxResult, MyReplyRow, PostRow, ReceivedReplyRow } from '@shared/contract';
import { AUDIT_STATUS } from '@shared/contract/memberConstants';
import type { TableDataInfo } from '@shared/contract';
import { useSiteLang } from '../../lib/useSiteLang';
import { postPath } from '../../kit/paths';
import { RichText } from '../../kit/RichText';
import { Pager } from '../../components/Pager';
import { ListArea, ListSkeleton } from '../../kit/ListStates';
import { useDirectoryList } from '../../kit/useDirectoryList';

export const MEMBER_PAGE_SIZE = 10;

/** A list page of one member call: the rows, the pager, and the page state. */
export function usePagedList<T>(key: QueryKey, load: (p: { pageNum: number; pageSize: number }) => Promise<TableDataInfo<T>>) {
  const [page, setPage] = useState({ pageNum: 1, pageSize: MEMBER_PAGE_SIZE });
  const list = useDirectoryList<T>([...key, page.pageNum, page.pageSize], () => load(page));
  return { ...list, page, setPage };
}

/** The list area of a paged list: skeleton, rows or "nothing yet", then the pager. */
export function PagedList<T>({
  list,
  label,
  empty,
  children,
}: {
  list: ReturnType<typeof usePagedList<T>>;
  label: string;
  empty: string;
  children: (rows: T[]) => ReactNode;
}) {
  const rows = list.data?.rows ?? [];
  return (
    <>
      <ListArea
        loading={list.loading}
        initialLoading={list.initialLoading}
        empty={rows.length === 0}
        label={label}
        skeleton={<ListSkeleton rows={3} variant="line" />}
        emptyState={
          <p className="mc-empty" role="status">
            {empty}
          </p>
        }
      >
        <ul className="mc-rows">{children(rows)}</ul>
      </ListArea>
      <Pager
        pageNum={list.page.pageNum}
        pageSize={list.page.pageSize}
        total={list.data?.total ?? 0}
        onChange={(pageNum, pageSize) => list.setPage({ pageNum, pageSize })}
        label={label}
      />
    </>
  );
}

/** '2026-01-10 09:00:00' → '2026-01-10 09:00' */
export function shortTime(s: string | null | undefined): string {
  return (s ?? '').slice(0, 16);
}

/** A state label in the site's AA colours (antd's preset tag colours are below 4.5:1 on their tints). */
export function StateTag({ tone, children }: { tone: 'pending' | 'rejected' | 'approved'; children: ReactNode }) {
  return <span className={`mc-state mc-state--${tone}`}>{children}</span>;
}

/** A post's or reply's review state: 审核中, or 未通过 with the reason (nothing once approved). */
export function AuditTag({ status, reason }: { status: string; reason?: string | null }) {
  const { t } = useTranslation('site-member');
  if (status === AUDIT_STATUS.PENDING) return <StateTag tone="pending">{t('audit.pending')}</StateTag>;
  if (status === AUDIT_STATUS.REJECTED)
    return (
      <>
        <StateTag tone="rejected">{t('audit.rejected')}</StateTag>
        {reason && <span className="mc-row__reason">{t('audit.reason', { reason })}</span>}
      </>
    );
  return null;
}

/** A post in a list: its title linking to its page, the time and `meta`, and `children` (actions) on the right. */
export function PostItem({ post, meta, children }: { post: Pick<PostRow, 'postId' | 'postType' | 'title' | 'createTime'>; meta?: ReactNode; children?: ReactNode }) {
  const { to } = useSiteLang();
  return (
    <li className="mc-row">
      <div className="mc-row__main">
        <Link to={to(postPath(post))} className="mc-row__title">
          {post.title}
        </Link>
        <p className="mc-row__meta">
          <span>{shortTime(post.createTime)}</span>
          {meta}
        </p>
      </div>
      {children}
    </li>
  );
}

/** Replies in a list (with their writer when `received`), each linking to its post. */
export function ReplyRows({ rows, received }: { rows: (MyReplyRow | ReceivedReplyRow)[]; received?: boolean }) {
  const { t } = useTranslation('site-member');
  const { to } = useSiteLang();
  return (
    <>
      {rows.map((r) => (
        <li key={r.replyId} className="mc-row">
          <div className="mc-row__main">
            <div className="mc-row__text">
              {received && 'authorName' in r ? <strong>{t('person.someoneSaid', { name: r.authorName })}</strong> : null}
              {/* replies are answered as escaped text with <br /> line breaks (the contract): render them as HTML */}
              <RichText html={r.content} />
            </div>
            <p className="mc-row__meta">
              <span>{shortTime(r.createTime)}</span>
              <Link to={to(postPath({ postId: r.postId, postType: r.postType }))}>{t('person.onPost', { title: r.postTitle })}</Link>
              <AuditTag status={r.auditStatus} />
            </p>
          </div>
        </li>
      ))}
    </>
  );
}

/** A confirmed destructive action: the confirm dialog, then the call, its message and a refresh. */
export function confirmDanger(o: { title: string; content: string; okText: string; cancelText: string; run: () => Promise<AjaxResult>; done: string; refresh: () => Promise<unknown> }) {
  return Modal.confirm({
    title: o.title,
    content: o.content,
    okText: o.okText,
    okButtonProps: { danger: true },
    cancelText: o.cancelText,
    onOk: async () => {
      const res = await o.run();
      void message.success(res.msg || o.done);
      await o.refresh();
    },
  });
}
