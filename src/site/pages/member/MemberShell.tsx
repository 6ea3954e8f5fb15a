/**
 * The member centre's frame (spec section 2: /layout with /person, /editinfo, /schoolinfo; and /notify): a menu
 * (a side column on wide screens, a scrolling row of links on phones) beside the page. Logged out, the login popup
 * opens and the page says so; a 401 from any of the pages' calls opens the popup too (the request layer).
 */
import { useEffect } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { useAuthStore } from '@shared/auth/store';
import { withAntd } from '../../components/AntdScope';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { useSiteLang } from '../../lib/useSiteLang';
import { withQueryScope } from '../../query/QueryScope';
import { useLoginModal } from '../../stores/loginModal';
import { MEMBER_MENU } from './paths';
import './member.css';

function LoginNeeded() {
  const { t } = useTranslation('site-member');
  const show = useLoginModal((s) => s.show);
  useDocumentMeta(t('shell.title'));
  useEffect(() => {
    show({ reason: 'unauthorized' });
  }, [show]);
  return (
    <div className="site-container site-auth">
      <section className="site-auth__card" aria-labelledby="mc-login-title">
        <h1 id="mc-login-title">{t('shell.loginTitle')}</h1>
        <p>{t('shell.loginText')}</p>
        <Button type="primary" size="large" onClick={() => show({ reason: 'unauthorized' })}>
          {t('shell.loginButton')}
        </Button>
      </section>
    </div>
  );
}

function MemberShell() {
  const { t } = useTranslation('site-member');
  const { to } = useSiteLang();
  const token = useAuthStore((s) => s.token);
  if (!token) return <LoginNeeded />;
  return (
    <div className="site-container mc">
      <nav className="mc-menu" aria-label={t('shell.menu')}>
        <ul>
          {MEMBER_MENU.map((m) => (
            <li key={m.key}>
              <NavLink to={to(m.path)} className={({ isActive }) => `mc-menu__link${isActive ? ' is-active' : ''}`}>
                {t(`menu.${m.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mc-main">
        <Outlet />
      </div>
    </div>
  );
}

export default withQueryScope(withAntd(MemberShell));
