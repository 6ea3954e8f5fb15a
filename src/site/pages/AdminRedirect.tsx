import { useEffect } from 'react';
import { Spin } from 'antd';
import { useTranslation } from '@shared/i18n';
import { browser } from '../lib/browser';
import { withAntd } from '../components/AntdScope';

export const ADMIN_LOGIN_URL = '/admin/login';

/** /admin and /en/admin: the admin back-office is another document; go there with a full page load. */
function AdminRedirect() {
  const { t } = useTranslation('site-auth');
  useEffect(() => {
    browser.assign(ADMIN_LOGIN_URL);
  }, []);
  return (
    <div className="site-container site-notfound" role="status">
      <Spin />
      <p>{t('admin.redirecting')}</p>
      <a href={ADMIN_LOGIN_URL}>{t('admin.link')}</a>
    </div>
  );
}

export default withAntd(AdminRedirect);
