/** A notice's type as a tag: 通知 (warning) / 公告 (success), as RuoYi's bell and detail view show it. No dict call. */
import { Tag } from 'antd';
import { useTranslation } from '@shared/i18n';

export function NoticeTypeTag({ type }: { type: string }) {
  const { t } = useTranslation('admin-views');
  if (type === '1') return <Tag color="warning">{t('notice.typeNotice')}</Tag>;
  if (type === '2') return <Tag color="success">{t('notice.typeAnnouncement')}</Tag>;
  return <Tag>{t('notice.typeOther')}</Tag>;
}
