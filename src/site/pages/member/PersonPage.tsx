/**
 * /layout/person (个人中心): my posts (with their review state and a confirmed delete), my replies, and the
 * replies others wrote to me, as tabs, each paged; every row links to its post.
 */
import { useState } from 'react';
import { Button, Tabs } from 'antd';
import { useTranslation } from '@shared/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { deleteBlog, myBlogList, myBlogRecevieList, myBlogReplyList } from '@shared/api/member';
import type { MyPostRow, MyReplyRow, ReceivedReplyRow } from '@shared/contract';
import { useAuthStore } from '@shared/auth/store';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { AuditTag, confirmDanger, PagedList, PostItem, ReplyRows, usePagedList } from './kit';

const KEY = ['member', 'person'] as const;

function MyPosts() {
  const { t } = useTranslation('site-member');
  const qc = useQueryClient();
  const list = usePagedList<MyPostRow>([...KEY, 'posts'], (p) => myBlogList(p));
  const confirmDelete = (row: MyPostRow) =>
    confirmDanger({
      title: t('person.deleteTitle'),
      content: t('person.deleteConfirm', { title: row.title }),
      okText: t('action.delete'),
      cancelText: t('action.cancel'),
      run: () => deleteBlog(row.postId),
      done: t('action.deleted'),
      refresh: () => qc.invalidateQueries({ queryKey: [...KEY, 'posts'] }),
    });
  return (
    <PagedList list={list} label={t('person.posts')} empty={t('person.noPosts')}>
      {(rows) =>
        rows.map((r) => (
          <PostItem
            key={r.postId}
            post={r}
            meta={
              <>
                <span>{t('person.replyCount', { count: r.replyCount })}</span>
                <AuditTag status={r.auditStatus} reason={r.rejectReason} />
              </>
            }
          >
            <Button danger size="small" onClick={() => confirmDelete(r)} aria-label={t('person.deleteLabel', { title: r.title })}>
              {t('action.delete')}
            </Button>
          </PostItem>
        ))
      }
    </PagedList>
  );
}

function MyReplies() {
  const { t } = useTranslation('site-member');
  const list = usePagedList<MyReplyRow>([...KEY, 'replies'], (p) => myBlogReplyList(p));
  return (
    <PagedList list={list} label={t('person.replies')} empty={t('person.noReplies')}>
      {(rows) => <ReplyRows rows={rows} />}
    </PagedList>
  );
}

function Received() {
  const { t } = useTranslation('site-member');
  const list = usePagedList<ReceivedReplyRow>([...KEY, 'received'], (p) => myBlogRecevieList(p));
  return (
    <PagedList list={list} label={t('person.received')} empty={t('person.noReceived')}>
      {(rows) => <ReplyRows rows={rows} received />}
    </PagedList>
  );
}

export default function PersonPage() {
  const { t } = useTranslation('site-member');
  const name = useAuthStore((s) => s.nickName || s.name);
  const [tab, setTab] = useState('posts');
  useDocumentMeta(t('menu.person'));
  return (
    <section className="mc-card" aria-labelledby="mc-person-title">
      <h1 id="mc-person-title">{t('menu.person')}</h1>
      {name && <p className="mc-lead">{t('person.hello', { name })}</p>}
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: 'posts', label: t('person.posts'), children: <MyPosts /> },
          { key: 'replies', label: t('person.replies'), children: <MyReplies /> },
          { key: 'received', label: t('person.received'), children: <Received /> },
        ]}
      />
    </section>
  );
}
