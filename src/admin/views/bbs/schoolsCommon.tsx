/** What the 学校管理, 红黑榜 and 城市管理 pages share: the city options and the published / unpublished status. */
import { useEffect, useState } from 'react';
import { Tag } from 'antd';
import { useTranslation } from '@shared/i18n';
import { listCity } from '@shared/api/web';
import { useLanguage } from '@shared/i18n';

/** The published cities as select options (label in the admin's language, with the code). */
export function useCityOptions(): { label: string; value: string }[] {
  const [lang] = useLanguage();
  const [options, setOptions] = useState<{ label: string; value: string }[]>([]);
  useEffect(() => {
    let live = true;
    listCity({ lang: lang === 'en' ? 'en' : 'zh' }, { silent: true })
      .then((res) => live && setOptions((res.data ?? []).map((c) => ({ label: `${c.label} (${c.value})`, value: c.value }))))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [lang]);
  return options;
}

/** '0' published / '1' unpublished, as select or radio options. */
export function usePublishOptions(): { label: string; value: string }[] {
  const { t } = useTranslation('admin-bbs');
  return [
    { label: t('school.common.published'), value: '0' },
    { label: t('school.common.unpublished'), value: '1' },
  ];
}

/** The status as a tag: green 已发布 / grey 已下线. */
export function PublishTag({ value }: { value: string }) {
  const { t } = useTranslation('admin-bbs');
  return value === '0' ? <Tag color="success">{t('school.common.published')}</Tag> : <Tag>{t('school.common.unpublished')}</Tag>;
}

/** '1' / '0' as 是 / 否 options. */
export function useYesNoOptions(): { label: string; value: string }[] {
  const { t } = useTranslation('admin-bbs');
  return [
    { label: t('school.common.yes'), value: '1' },
    { label: t('school.common.no'), value: '0' },
  ];
}
