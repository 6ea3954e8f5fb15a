import type { ReactNode } from 'react';
import { Button, Result, type ResultProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@shared/i18n';
import { HOME_PATH } from '../../lib/routes/staticRoutes';
import AppScope from '../../components/AppScope';
import '../../layout/page.css';

/** The 401 / 404 pages (outside the shell): a heading, an explanation, back home / back. */
export default function ErrorPage({ status, title, text }: { status: ResultProps['status']; title: string; text: ReactNode }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  return (
    <AppScope>
      <main className="admin-page admin-page--center">
        <Result
          status={status}
          title={<h1 className="admin-result-title">{title}</h1>}
          subTitle={text}
          extra={[
            <Button key="home" type="primary" onClick={() => navigate(HOME_PATH)}>
              {t('common.backHome')}
            </Button>,
            <Button key="back" onClick={() => navigate(-1)}>
              {t('common.back')}
            </Button>,
          ]}
        />
      </main>
    </AppScope>
  );
}
