/**
 * 首页 (/dss/index): a welcome page — greeting with the nickname, the user's roles, and quick links to the menus
 * they have. The statistics dashboard is a later issue.
 */
import { Avatar, Empty, Tag } from 'antd';
import { ExportOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@shared/auth/store';
import { usePermissionStore } from '../../stores/permission';
import { useAdminUserStore } from '../../stores/user';
import { menuHref, menuLeaves } from '../../router/buildRoutes';
import { HOME_PATH } from '../../router/staticRoutes';
import { useTitleOf } from '../../hooks/useRouteMeta';
import { MenuIcon } from '../../layout/icons';
import './dashboard.css';

/** 早上好 / 中午好 / 下午好 / 晚上好 by the hour. */
export function greetingKey(hour: number): string {
  if (hour >= 5 && hour < 11) return 'dashboard.morning';
  if (hour >= 11 && hour < 13) return 'dashboard.noon';
  if (hour >= 13 && hour < 18) return 'dashboard.afternoon';
  return 'dashboard.evening';
}

export default function Dashboard() {
  const { t } = useTranslation('admin');
  const titleOf = useTitleOf();
  const nickName = useAuthStore((s) => s.nickName || s.name);
  const avatar = useAuthStore((s) => s.avatar);
  const roleKeys = useAuthStore((s) => s.roles);
  const user = useAdminUserStore((s) => s.user);
  const menus = usePermissionStore((s) => s.menus);

  const roleNames = user?.roles?.length ? user.roles.map((r) => r.roleName) : roleKeys;
  const links = menuLeaves(menus).filter((m) => m.key !== HOME_PATH);

  return (
    <div className="admin-page admin-dashboard">
      <section className="admin-dashboard__welcome" aria-labelledby="dashboard-greeting">
        <Avatar size={64} src={avatar} alt="" icon={<UserOutlined aria-hidden />} />
        <div className="admin-dashboard__intro">
          <h1 id="dashboard-greeting" className="admin-dashboard__greeting">
            {t('dashboard.greeting', { greeting: t(greetingKey(new Date().getHours())), name: nickName })}
          </h1>
          <p className="admin-dashboard__lead">{t('dashboard.welcome')}</p>
          <div className="admin-dashboard__meta">
            <span className="admin-dashboard__label">{t('dashboard.roles')}</span>
            {roleNames.map((r) => (
              <Tag key={r} color="blue">
                {r}
              </Tag>
            ))}
            {user?.dept?.deptName && (
              <>
                <span className="admin-dashboard__label">{t('dashboard.dept')}</span>
                <span>{user.dept.deptName}</span>
              </>
            )}
          </div>
          {user?.loginDate && (
            <p className="admin-dashboard__last-login">{t('dashboard.lastLogin', { time: user.loginDate, ip: user.loginIp || '-' })}</p>
          )}
        </div>
      </section>

      <section className="admin-dashboard__links" aria-labelledby="dashboard-links">
        <h2 id="dashboard-links" className="admin-dashboard__heading">
          {t('dashboard.quickLinks')}
        </h2>
        {links.length ? (
          <ul className="admin-dashboard__grid">
            {links.map((m) => {
              const title = titleOf({ title: m.title, titleKey: m.titleKey });
              const content = (
                <>
                  <span className="admin-dashboard__icon" aria-hidden="true">
                    <MenuIcon name={m.icon} />
                  </span>
                  <span className="admin-dashboard__text">{title}</span>
                  {m.external && <ExportOutlined aria-label={t('layout.opensInNewTab')} className="admin-dashboard__external" />}
                </>
              );
              return (
                <li key={m.key}>
                  {m.external ? (
                    <a className="admin-dashboard__link" href={m.key} target="_blank" rel="noopener noreferrer">
                      {content}
                    </a>
                  ) : (
                    <Link className="admin-dashboard__link" to={menuHref(m)}>
                      {content}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        ) : (
          <Empty description={t('dashboard.noMenus')} />
        )}
      </section>
    </div>
  );
}
