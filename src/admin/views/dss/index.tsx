/**
 * 首页 (/dss/index, the affixed tab): the greeting, today's figures from GET /monitor/stats/overview (members,
 * staff, posts, schools, enquiries, online sessions), logins over the last 14 days (echarts, loaded on demand),
 * and quick links to the user's menus. Skeletons while loading; a failure is shown inline with a retry.
 */
import { useMemo } from 'react';
import { Alert, Avatar, Button, Empty, Tag } from 'antd';
import {
  BankOutlined,
  CommentOutlined,
  ExportOutlined,
  FileTextOutlined,
  IdcardOutlined,
  MessageOutlined,
  ReloadOutlined,
  TeamOutlined,
  UserOutlined,
  WifiOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useTranslation } from '@shared/i18n';
import { useAuthStore } from '@shared/auth/store';
import { usePermissionStore } from '../../stores/permission';
import { useAdminUserStore } from '../../stores/user';
import { menuHref, menuLeaves } from '../../lib/routes/buildRoutes';
import { HOME_PATH } from '../../lib/routes/staticRoutes';
import { useTitleOf } from '../../hooks/useRouteMeta';
import { MenuIcon } from '../../layout/icons';
import { Chart } from '../../components/Chart';
import { StatCard, loginsLineOption, useStatsOverview } from '../../components/stats';
import '../../components/stats/stats.css';
import './dashboard.css';

/** 早上好 / 中午好 / 下午好 / 晚上好 by the hour. */
export function greetingKey(hour: number): string {
  if (hour >= 5 && hour < 11) return 'dashboard.morning';
  if (hour >= 11 && hour < 13) return 'dashboard.noon';
  if (hour >= 13 && hour < 18) return 'dashboard.afternoon';
  return 'dashboard.evening';
}

export default function Dashboard() {
  const { t } = useTranslation('admin-views');
  const titleOf = useTitleOf();
  const nickName = useAuthStore((s) => s.nickName || s.name);
  const avatar = useAuthStore((s) => s.avatar);
  const roleKeys = useAuthStore((s) => s.roles);
  const user = useAdminUserStore((s) => s.user);
  const menus = usePermissionStore((s) => s.menus);
  const stats = useStatsOverview();

  const roleNames = user?.roles?.length ? user.roles.map((r) => r.roleName) : roleKeys;
  const links = menuLeaves(menus).filter((m) => m.key !== HOME_PATH);
  const data = stats.data;
  const names = useMemo(() => ({ success: t('stats.loginSuccess'), fail: t('stats.loginFail') }), [t]);
  const option = useMemo(() => (data ? loginsLineOption(data.logins, names) : null), [data, names]);
  const loading = stats.loading && !data;

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

      <section aria-labelledby="dashboard-figures" aria-busy={stats.loading}>
        <div className="admin-panel__head">
          <h2 id="dashboard-figures" className="admin-dashboard__heading admin-dashboard__heading--inline">
            {t('dashboard.figures')}
          </h2>
          <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => void stats.reload()} loading={stats.loading && !!data}>
            {t('action.refresh')}
          </Button>
        </div>
        {stats.error && !data ? (
          <Alert
            type="error"
            showIcon
            title={t('stats.loadFailed')}
            description={stats.error}
            action={
              <Button size="small" onClick={() => void stats.reload()}>
                {t('action.retry')}
              </Button>
            }
          />
        ) : (
          <div className="admin-stat-grid">
            <StatCard label={t('stats.members')} value={data?.members} loading={loading} icon={<TeamOutlined />} />
            <StatCard label={t('stats.staff')} value={data?.staff} loading={loading} icon={<IdcardOutlined />} />
            <StatCard label={t('stats.posts')} value={data?.posts} loading={loading} icon={<FileTextOutlined />} />
            <StatCard label={t('stats.schools')} value={data?.schools} loading={loading} icon={<BankOutlined />} />
            <StatCard label={t('stats.enquiries')} value={data?.enquiries} loading={loading} icon={<MessageOutlined />} />
            <StatCard label={t('stats.online')} value={data?.online} loading={loading} icon={<WifiOutlined />} />
          </div>
        )}
      </section>

      <section className="admin-panel" aria-labelledby="dashboard-logins">
        <div className="admin-panel__head">
          <h2 id="dashboard-logins" className="admin-panel__title">
            <CommentOutlined aria-hidden className="admin-dashboard__title-icon" />
            {t('dashboard.loginsTitle', { days: data?.days ?? 14 })}
          </h2>
          {data && <span className="admin-panel__meta">{t('stats.generatedAt', { time: data.generatedAt })}</span>}
        </div>
        {option ? (
          <Chart option={option} height={300} label={t('dashboard.loginsChart', { days: data?.days ?? 14 })} />
        ) : stats.error ? (
          <Empty description={t('stats.loadFailed')} />
        ) : (
          <div className="admin-chart-placeholder" style={{ height: 300 }} />
        )}
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
                  {m.external && <ExportOutlined aria-label={t('dashboard.opensInNewTab')} className="admin-dashboard__external" />}
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
