/**
 * The logged-in member's unread notices in the header: a bell linking to /notify with the count
 * (countUnreadNotice). Part of the account menu's chunk, so visitors never load it. The count refreshes on
 * navigation, when notices are read (/notify invalidates the same query), and at most once a minute otherwise. It
 * asks only once the session is confirmed (the header's getInfo answered).
 */
import { useEffect, useRef } from 'react';
import { Badge } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useAuthStore } from '@shared/auth/store';
import { QueryScope } from '../query/QueryScope';
import { useSiteLang } from '../lib/useSiteLang';
import { memberPaths } from '../pages/member/paths';
import { useUnreadCount } from '../pages/member/unread';

function Bell() {
  const { t } = useTranslation('site-auth');
  const { to } = useSiteLang();
  const { pathname } = useLocation();
  // only once the session is confirmed (getInfo answered): an expired token must not open the login popup
  const confirmed = useAuthStore((s) => s.name !== '');
  const q = useUnreadCount(confirmed);
  const { refetch } = q;
  const count = q.data?.total ?? 0;
  // a new page: ask again (the first render's fetch is the query's own)
  const last = useRef(pathname);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    void refetch();
  }, [pathname, refetch]);
  return (
    <Link to={to(memberPaths.notify)} className="site-hbtn site-hbtn--icon site-bell" aria-label={t('user.notices', { count })}>
      <Badge count={count} size="small" overflowCount={99}>
        <BellOutlined aria-hidden className="site-bell__icon" />
      </Badge>
    </Link>
  );
}

export function NoticeBell() {
  return (
    <QueryScope>
      <Bell />
    </QueryScope>
  );
}
