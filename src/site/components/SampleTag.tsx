import { useTranslation } from '@shared/i18n';
import './SampleTag.css';

/**
 * The "sample" badge shown beside an item while it is sample data (`isSample`): news, videos, red/black entries.
 * Its text lives in the `site` namespace, which every page has loaded.
 */
export function SampleTag({ show = true }: { show?: boolean }) {
  const { t } = useTranslation('site');
  return show ? <span className="site-tag site-tag--sample">{t('tags.sample')}</span> : null;
}
