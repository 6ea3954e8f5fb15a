/** Last-resort error view (outside the shell). Plain markup: it must render even when antd's chunks failed to load. */
import { useRouteError } from 'react-router-dom';
import { useTranslation } from '@shared/i18n';
import './boot.css';

export default function RootError() {
  const error = useRouteError();
  const { t } = useTranslation('admin');
  console.error(error);
  return (
    <main className="admin-boot">
      <h1 className="admin-boot__title">{t('error.pageFailed')}</h1>
      <p>{t('error.pageFailedText')}</p>
      <button type="button" className="admin-boot__button" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </button>
    </main>
  );
}
