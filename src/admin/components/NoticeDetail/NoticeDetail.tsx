/**
 * One notice read in a dialog (RuoYi HeaderNotice/DetailView): its type, title, author, date and status, and the
 * content rendered through DOMPurify (RichTextView). Loaded with `GET /system/notice/{id}`, which every logged-in
 * user may call. The navbar bell loads this file on demand; the notice page uses it for a title's click.
 */
import { useEffect, useState } from 'react';
import { Empty, Modal, Skeleton } from 'antd';
import { ClockCircleOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { getNotice } from '@shared/api/system/noticeBell';
import type { SysNotice } from '@shared/contract';
import { RichTextView, isEmptyHtml } from '@shared/ui/RichTextEditor';
import { NoticeTypeTag } from './NoticeTypeTag';
import './noticeDetail.css';

export interface NoticeDetailProps {
  /** the notice shown; null: closed */
  noticeId: number | null;
  onClose(): void;
}

export default function NoticeDetail({ noticeId, onClose }: NoticeDetailProps) {
  const { t } = useTranslation('admin-views');
  const [state, setState] = useState<{ id: number; notice: SysNotice | null } | null>(null);

  useEffect(() => {
    if (noticeId === null) return;
    let live = true;
    getNotice(noticeId).then(
      (res) => live && setState({ id: noticeId, notice: res.data ?? null }),
      () => live && setState({ id: noticeId, notice: null }),
    );
    return () => {
      live = false;
    };
  }, [noticeId]);

  const loading = noticeId !== null && state?.id !== noticeId;
  const notice = loading ? null : (state?.notice ?? null);

  return (
    <Modal open={noticeId !== null} title={t('notice.detailTitle')} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      {loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : !notice ? (
        <Empty description={t('notice.detailEmpty')} />
      ) : (
        <article className="admin-notice-detail">
          <NoticeTypeTag type={notice.noticeType} />
          <h2 className="admin-notice-detail__title">{notice.noticeTitle}</h2>
          <p className="admin-notice-detail__meta">
            <span>
              <UserOutlined aria-hidden /> {notice.createBy || '—'}
            </span>
            <span>
              <ClockCircleOutlined aria-hidden /> {notice.createTime || '—'}
            </span>
            <span>
              <span className={`admin-notice-detail__dot admin-notice-detail__dot--${notice.status === '0' ? 'ok' : 'off'}`} aria-hidden />
              {notice.status === '0' ? t('notice.statusNormal') : t('notice.statusClosed')}
            </span>
          </p>
          {isEmptyHtml(notice.noticeContent) ? (
            <p className="admin-notice-detail__empty">{t('notice.noContent')}</p>
          ) : (
            <RichTextView html={notice.noticeContent} className="admin-notice-detail__body" />
          )}
        </article>
      )}
    </Modal>
  );
}
