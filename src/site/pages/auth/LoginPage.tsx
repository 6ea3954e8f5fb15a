import { useEffect } from 'react';
import { Button } from 'antd';
import { LoginOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { Link } from 'react-router-dom';
import { useAuthStore } from '@shared/auth/store';
import { ButtonLink } from '../../components/ButtonLink';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { useSiteLang } from '../../lib/useSiteLang';
import { useLoginModal } from '../../stores/loginModal';
import { withAntd } from '../../components/AntdScope';

/** /dssLogin: opens the login popup with `jump` set (after login: home page). */
function LoginPage() {
  const { t } = useTranslation('site-auth');
  const { to } = useSiteLang();
  const token = useAuthStore((s) => s.token);
  const display = useAuthStore((s) => s.nickName || s.name);
  const show = useLoginModal((s) => s.show);
  useDocumentMeta(t('login.pageTitle'));

  useEffect(() => {
    if (!useAuthStore.getState().token) show({ jump: true });
    return () => {
      // leaving the page (e.g. browser back) closes the popup it opened
      const s = useLoginModal.getState();
      if (s.open && s.jump) s.hide();
    };
  }, [show]);

  return (
    <div className="site-container site-auth">
      <section className="site-auth__card" aria-labelledby="login-page-title">
        {token ? (
          <>
            <h1 id="login-page-title">{t('login.already')}</h1>
            {display && <p>{t('login.alreadyText', { name: display })}</p>}
            <ButtonLink to={to('/')}>{t('login.goHome')}</ButtonLink>
          </>
        ) : (
          <>
            <h1 id="login-page-title">{t('login.pageTitle')}</h1>
            <p>{t('login.pageLead')}</p>
            <div className="site-auth__actions">
              <Button type="primary" size="large" icon={<LoginOutlined aria-hidden />} onClick={() => show({ jump: true })}>
                {t('login.pageOpen')}
              </Button>
              <Link to={to('/dssRegister')}>{t('register.title')}</Link>
            </div>
          </>
        )}
      </section>
    </div>
  );
}

export default withAntd(LoginPage);
