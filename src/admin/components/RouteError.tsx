/** Errors of a page inside the shell: a bad param (404), a chunk that failed to load, a render error. */
import { Button, Result } from 'antd';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import { useTranslation } from '@shared/i18n';
import { HOME_PATH } from '../lib/routes/staticRoutes';
import '../layout/page.css';

export default function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <section className="admin-page" aria-labelledby="route-error-title">
      <Result
        status={notFound ? '404' : 'error'}
        title={
          <h1 id="route-error-title" className="admin-result-title">
            {notFound ? t('error.notFoundTitle') : t('error.pageFailed')}
          </h1>
        }
        subTitle={notFound ? t('error.notFoundText') : t('error.pageFailedText')}
        extra={[
          !notFound ? (
            <Button key="reload" type="primary" onClick={() => window.location.reload()}>
              {t('error.reload')}
            </Button>
          ) : null,
          <Button key="home" onClick={() => navigate(HOME_PATH)}>
            {t('common.backHome')}
          </Button>,
        ]}
      />
    </section>
  );
}
