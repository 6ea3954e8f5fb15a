import { useMemo, useRef } from 'react';
import { Breadcrumb as AntBreadcrumb } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '@shared/i18n';
import { usePermissionStore } from '../stores/permission';
import { useTitleOf, useTrail } from '../hooks/useRouteMeta';
import { buildBreadcrumb, type Crumb } from './breadcrumb';
import { isRedirectPath } from './visited';

/** The navbar's breadcrumb (rules in breadcrumb.ts); it does not change while on `/redirect/*` (a tab refresh). */
export default function Breadcrumb() {
  const { t } = useTranslation('admin');
  const menus = usePermissionStore((s) => s.menus);
  const { pathname } = useLocation();
  const trail = useTrail();
  const titleOf = useTitleOf();
  const trailKey = trail.map((h) => `${h.fullPath ?? ''}|${h.meta?.title ?? ''}`).join('>');
  const last = useRef<Crumb[]>([]);
  const crumbs = useMemo(() => {
    if (isRedirectPath(pathname)) return last.current;
    return buildBreadcrumb(menus, pathname, trail);
    // trail is a new array each render: trailKey stands for it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [menus, pathname, trailKey]);
  last.current = crumbs;

  if (!crumbs.length) return <div className="admin-breadcrumb" />;
  return (
    <AntBreadcrumb
      className="admin-breadcrumb"
      aria-label={t('layout.breadcrumb')}
      items={crumbs.map((c, i) => {
        const text = titleOf(c);
        const isLast = i === crumbs.length - 1;
        return {
          key: `${i}:${c.title}`,
          title:
            c.path && !isLast ? (
              <Link to={c.path}>{text}</Link>
            ) : (
              <span className={isLast ? 'admin-breadcrumb__current' : 'admin-breadcrumb__text'} aria-current={isLast ? 'page' : undefined}>
                {text}
              </span>
            ),
        };
      })}
    />
  );
}
