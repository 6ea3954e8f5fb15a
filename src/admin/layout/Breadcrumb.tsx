import { useMemo } from 'react';
import { Breadcrumb as AntBreadcrumb } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePermissionStore } from '../stores/permission';
import { useCurrentHandle, useTitleOf } from '../hooks/useRouteMeta';
import { buildBreadcrumb } from './breadcrumb';

export default function Breadcrumb() {
  const { t } = useTranslation('admin');
  const menus = usePermissionStore((s) => s.menus);
  const { pathname } = useLocation();
  const handle = useCurrentHandle();
  const titleOf = useTitleOf();
  const crumbs = useMemo(() => buildBreadcrumb(menus, pathname, handle), [menus, pathname, handle]);
  if (!crumbs.length || pathname.startsWith('/redirect/')) return <div className="admin-breadcrumb" />;
  return (
    <AntBreadcrumb
      className="admin-breadcrumb"
      aria-label={t('layout.breadcrumb')}
      items={crumbs.map((c, i) => {
        const text = titleOf(c);
        const last = i === crumbs.length - 1;
        return {
          key: `${i}:${c.title}`,
          title:
            c.path && !last ? (
              <Link to={c.path}>{text}</Link>
            ) : (
              <span className="admin-breadcrumb__current" aria-current={last ? 'page' : undefined}>
                {text}
              </span>
            ),
        };
      })}
    />
  );
}
