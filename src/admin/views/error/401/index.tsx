import { useTranslation } from 'react-i18next';
import ErrorPage from '../ErrorPage';

export default function Error401() {
  const { t } = useTranslation('admin');
  return <ErrorPage status="403" title={t('error.e401Title')} text={t('error.e401Text')} />;
}
