import { useTranslation } from 'react-i18next';
import ErrorPage from '../ErrorPage';

export default function Error404() {
  const { t } = useTranslation('admin');
  return <ErrorPage status="404" title={t('error.notFoundTitle')} text={t('error.notFoundText')} />;
}
