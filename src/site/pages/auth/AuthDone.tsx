import { Button, Result } from 'antd';
import { ButtonLink } from '../../components/ButtonLink';
import { useSiteLang } from '../../lib/useSiteLang';
import { useLoginModal } from '../../stores/loginModal';

/** The end of sign-up or a password reset: a success card with 立即登录 (the login popup, then home) and 返回首页. */
export function AuthDone({ title, text, login, home, username }: { title: string; text: string; login: string; home: string; username?: string }) {
  const { to } = useSiteLang();
  const showLogin = useLoginModal((s) => s.show);
  return (
    <div className="site-container site-auth">
      <section className="site-auth__card" aria-live="polite">
        <Result
          status="success"
          title={<h1 className="site-result-title">{title}</h1>}
          subTitle={text}
          extra={[
            <Button key="login" type="primary" size="large" onClick={() => showLogin({ jump: true, username })}>
              {login}
            </Button>,
            <ButtonLink key="home" to={to('/')} variant="default" size="large">
              {home}
            </ButtonLink>,
          ]}
        />
      </section>
    </div>
  );
}
