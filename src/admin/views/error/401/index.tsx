import { useTranslation } from '@shared/i18n';
import ErrorPage from '../ErrorPage';

export default function Error401() {
  const { t } = useTranslation('admin');
  return <ErrorPage status="403" title={t('error.e401Title')} text={t('error.e401Text')} />;
}
