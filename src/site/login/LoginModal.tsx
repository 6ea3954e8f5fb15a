import { Modal } from 'antd';
import { useTranslation } from '@shared/i18n';
import { withAntd } from '../components/AntdScope';
import { useLoginModal } from '../stores/loginModal';
import { LoginForm } from './LoginForm';

/** The login popup: opened from the header, from /dssLogin (jump) and by a 401 response. */
function LoginModal() {
  const { t } = useTranslation('site-auth');
  const { open, jump, reason, username, hide } = useLoginModal();
  const heading = reason === 'unauthorized' ? t('login.titleUnauthorized') : t('login.title');
  return (
    <Modal
      open={open}
      onCancel={hide}
      footer={null}
      destroyOnHidden
      centered
      width={420}
      className="site-login-modal"
      title={<h2 className="site-login-modal__title">{heading}</h2>}
      closable={{ 'aria-label': t('login.close') }}
    >
      <p className="site-login-modal__lead">{t('login.subtitle')}</p>
      <LoginForm jump={jump} initialUsername={username || undefined} onDone={hide} />
    </Modal>
  );
}

export default withAntd(LoginModal);
