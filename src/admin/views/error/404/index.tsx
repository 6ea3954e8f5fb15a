import { useTranslation } from '@shared/i18n';
import ErrorPage from '../ErrorPage';

export default function Error404() {
  const { t } = useTranslation('admin');
  return <ErrorPage status="404" title={t('error.notFoundTitle')} text={t('error.notFoundText')} />;
}
