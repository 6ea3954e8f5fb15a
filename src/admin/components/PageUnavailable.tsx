/**
 * "本页面尚未开放 / This page is not available yet": what a route shows when its component string has no view
 * (a menu added on the server before its page exists, a page of a later issue). Never a blank page, and not a 404:
 * the page exists in the menu, it is just not built yet.
 */
import { Button, Result } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@shared/i18n';
import { useCurrentHandle, useTitleOf } from '../hooks/useRouteMeta';
import { HOME_PATH } from '../lib/routes/staticRoutes';
import '../layout/page.css';

export default function PageUnavailable() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const handle = useCurrentHandle();
  const title = useTitleOf()(handle.meta);
  return (
    <section className="admin-page" aria-labelledby="page-unavailable-title">
      <Result
        status="info"
        icon={<ClockCircleOutlined aria-hidden />}
        title={<h1 id="page-unavailable-title" className="admin-result-title">{t('unavailable.title')}</h1>}
        subTitle={
          <>
            {title ? <strong className="admin-unavailable-name">{title}</strong> : null}
            <span>{t('unavailable.description')}</span>
          </>
        }
        extra={
          <Button type="primary" onClick={() => navigate(HOME_PATH)}>
            {t('common.backHome')}
          </Button>
        }
      />
    </section>
  );
}
