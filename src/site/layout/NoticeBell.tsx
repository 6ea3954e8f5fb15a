/**
 * The logged-in member's unread notices in the header: a bell linking to /notify with the count
 * (countUnreadNotice). Part of the account menu's chunk, so visitors never load it. The count refreshes on
 * navigation, when notices are read (/notify refreshes the same store), and once a minute otherwise. It asks only
 * once the session is confirmed (the header's getInfo answered), so an expired token never opens the login popup.
 */
import { useEffect } from 'react';
import { Badge } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { Link, useLocation } from 'react-router-dom';
import { useAuthStore } from '@shared/auth/store';
import { useSiteLang } from '../lib/useSiteLang';
import { memberPaths } from '../pages/member/paths';
import { UNREAD_REFRESH_MS, useUnread } from '../pages/member/unread';

export function NoticeBell() {
  const { t } = useTranslation('site-auth');
  const { to } = useSiteLang();
  const { pathname } = useLocation();
  const confirmed = useAuthStore((s) => s.name !== '');
  const count = useUnread((s) => s.count?.total ?? 0);
  const refresh = useUnread((s) => s.refresh);

  // on every page, and once a minute while the member stays on one
  useEffect(() => {
    if (!confirmed) return;
    void refresh();
    const timer = window.setInterval(() => void refresh(), UNREAD_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [confirmed, pathname, refresh]);

  return (
    <Link to={to(memberPaths.notify)} className="site-hbtn site-hbtn--icon site-bell" aria-label={t('user.notices', { count })}>
      <Badge count={count} size="small" overflowCount={99}>
        <BellOutlined aria-hidden className="site-bell__icon" />
      </Badge>
    </Link>
  );
}
