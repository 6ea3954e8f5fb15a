/**
 * The member centre (spec section 2: /layout with /person, /editinfo, /schoolinfo, here also /password; and /notify):
 * a menu (a side column on wide screens, a scrolling row of links on phones) beside the page the path names. Logged out, the login popup
 * opens and the page says so; a 401 from any of the pages' calls opens the popup too (the request layer).
 */
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Button } from 'antd';
import { useTranslation } from '@shared/i18n';
import { Navigate, NavLink, useLocation } from 'react-router-dom';
import { useAuthStore } from '@shared/auth/store';
import { loadNamespaces } from '@shared/i18n';
import { withAntd } from '../../components/AntdScope';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { stripLang } from '../../lib/langPath';
import { useSiteLang } from '../../lib/useSiteLang';
import { NotFound } from '../errors/NotFound';
import { withQueryScope } from '../../query/QueryScope';
import { useLoginModal } from '../../stores/loginModal';
import { MEMBER_MENU, memberPaths } from './paths';
import EditInfoPage from './EditInfoPage';
import NotifyPage from './NotifyPage';
import PasswordPage from './PasswordPage';
import PersonPage from './PersonPage';
import SchoolInfoPage from './SchoolInfoPage';
import './member.css';

/** 我的择校清单 (issue 15): its own chunk and texts */
const MyShortlistPage = lazy(() => Promise.all([import('../compare/MyShortlistPage'), loadNamespaces('site-compare')]).then(([m]) => m));

/** The centre's pages by their language-less path (one chunk: the route table stays small for visitors). */
const PAGES: Record<string, ComponentType> = {
  [memberPaths.person]: PersonPage,
  [memberPaths.editInfo]: EditInfoPage,
  [memberPaths.schoolInfo]: SchoolInfoPage,
  [memberPaths.password]: PasswordPage,
  [memberPaths.notify]: NotifyPage,
  [memberPaths.shortlist]: MyShortlistPage,
};

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
  const path = stripLang(useLocation().pathname).replace(/\/+$/, '');
  if (path === memberPaths.centre) return <Navigate to={to(memberPaths.person)} replace />;
  const Page = PAGES[path];
  if (!Page) return <NotFound />;
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
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </div>
    </div>
  );
}

export default withQueryScope(withAntd(MemberShell));
