import { Link } from 'react-router-dom';
import { useTranslation } from '@shared/i18n';
import logo from '../assets/logo.svg';
import { HOME_PATH } from '../lib/routes/staticRoutes';

/** Sidebar logo: image + 深度择校, image only when collapsed; links to the dashboard. */
export default function Logo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('admin');
  const title = t('app.title');
  return (
    <div className="admin-logo">
      <Link to={HOME_PATH} className="admin-logo__link" aria-label={collapsed ? title : undefined}>
        <img src={logo} alt="" className="admin-logo__img" width={32} height={32} />
        {!collapsed && <span className="admin-logo__title">{title}</span>}
      </Link>
    </div>
  );
}
