/**
 * The navbar's notice bell (RuoYi-Vue3 3.9 HeaderNotice): the unread count as a badge; hovering or clicking opens the
 * newest published notices (`GET /system/notice/listTop`) with the caller's read flags. Opening one marks it read and
 * shows it (the detail dialog, with the rich-text renderer, loads on demand); 全部已读 marks every listed notice
 * read. Light on purpose: no zod, no entity definitions, no editor in the shell, and only antd parts the shell already
 * loads (Dropdown, Button, Tag); the badge is a plain span, as RuoYi's is.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Button, Dropdown } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { listNoticeTop, markNoticeRead, markNoticeReadAll } from '@shared/api/system/noticeBell';
import type { NoticeTopItem } from '@shared/contract';
import { NoticeTypeTag } from '../components/NoticeDetail/NoticeTypeTag';
import './countBadge.css';
import './noticeBell.css';

const NoticeDetail = lazy(() => import('../components/NoticeDetail/NoticeDetail'));

export default function NoticeBell() {
  const { t } = useTranslation('admin-views');
  const [items, setItems] = useState<NoticeTopItem[]>([]);
  const [unread, setUnread] = useState(0);
  const [loading, setLoading] = useState(true);
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<number | null>(null);

  const load = useCallback(() => {
    listNoticeTop().then(
      (res) => {
        const list = res.data ?? [];
        setItems(list);
        setUnread(typeof res.unreadCount === 'number' ? res.unreadCount : list.filter((n) => !n.isRead).length);
        setLoading(false);
      },
      () => setLoading(false),
    );
  }, []);

  useEffect(load, [load]);

  const openNotice = (item: NoticeTopItem) => {
    if (!item.isRead) {
      void markNoticeRead(item.noticeId).catch(() => undefined);
      setItems((list) => list.map((n) => (n.noticeId === item.noticeId ? { ...n, isRead: true } : n)));
      setUnread((n) => Math.max(0, n - 1));
    }
    setOpen(false);
    setShown(item.noticeId);
  };

  const markAll = () => {
    if (items.length === 0) return;
    void markNoticeReadAll(items.map((n) => n.noticeId)).catch(() => undefined);
    setItems((list) => list.map((n) => ({ ...n, isRead: true })));
    setUnread(0);
  };

  const content = (
    <div className="admin-notice-bell__panel" role="region" aria-label={t('notice.bell.title')}>
      <div className="admin-notice-bell__header">
        <span>{t('notice.bell.title')}</span>
        <Button type="link" size="small" onClick={markAll} disabled={unread === 0}>
          {t('notice.bell.markAll')}
        </Button>
      </div>
      {loading ? (
        <div className="admin-notice-bell__state" role="status">
          {t('notice.bell.loading')}
        </div>
      ) : items.length === 0 ? (
        <div className="admin-notice-bell__state">{t('notice.bell.empty')}</div>
      ) : (
        <ul className="admin-notice-bell__list">
          {items.map((n) => (
            <li key={n.noticeId}>
              <button
                type="button"
                className={`admin-notice-bell__item${n.isRead ? ' is-read' : ''}`}
                onClick={() => openNotice(n)}
              >
                <NoticeTypeTag type={n.noticeType} />
                <span className="admin-notice-bell__title">{n.noticeTitle}</span>
                {!n.isRead && <span className="visually-hidden">{t('notice.bell.unread')}</span>}
                <span className="admin-notice-bell__date">{(n.createTime ?? '').slice(0, 10)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );

  const label = unread > 0 ? t('notice.bell.labelUnread', { count: unread }) : t('notice.bell.label');
  return (
    <>
      <Dropdown
        popupRender={() => content}
        trigger={['hover', 'click']}
        placement="bottomRight"
        mouseLeaveDelay={0.15}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) load();
        }}
      >
        <button type="button" className="admin-navbar__tool admin-notice-bell" aria-label={label} title={label} aria-expanded={open}>
          <BellOutlined aria-hidden />
          {unread > 0 && (
            <span className="admin-count-badge admin-notice-bell__badge" aria-hidden>
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </button>
      </Dropdown>
      {shown !== null && (
        <Suspense fallback={null}>
          <NoticeDetail noticeId={shown} onClose={() => setShown(null)} />
        </Suspense>
      )}
    </>
  );
}
