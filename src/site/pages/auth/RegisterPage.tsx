import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { MobileOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { Link } from 'react-router-dom';
import { register } from '@shared/api/session';
import { CN_MOBILE_RE } from '@shared/contract/constants';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { useSiteLang } from '../../lib/useSiteLang';
import { CaptchaFormItem, UsernameFormItem } from '../../login/formItems';
import { useCaptcha } from '@shared/auth/useCaptcha';
import { withAntd } from '../../components/AntdScope';
import { NewPasswordItems } from '../member/formKit';
import { AuthDone } from './AuthDone';

interface RegisterValues {
  username: string;
  password: string;
  confirmPassword: string;
  phonenumber: string;
  code?: string;
}

const BOTH = ['onBlur', 'onChange'];

/** /dssRegister: member sign-up (username, password twice, mobile phone, captcha when on). */
function RegisterPage() {
  const { t } = useTranslation('site-auth');
  const { to } = useSiteLang();
  const [form] = Form.useForm<RegisterValues>();
  const captcha = useCaptcha();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  useDocumentMeta(t('register.docTitle'));

  const onFinish = async (values: RegisterValues) => {
    const username = values.username.trim();
    setLoading(true);
    setError(null);
    // (settled by the captcha field's check)
    const on = await captcha.settled();
    try {
      await register({
        username,
        password: values.password,
        confirmPassword: values.confirmPassword,
        phonenumber: values.phonenumber.trim(),
        code: on ? values.code?.trim() : undefined,
        uuid: on ? captcha.uuid : undefined,
      });
      setDone(username);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('register.failed'));
      if (on) {
        form.setFieldValue('code', '');
        void captcha.refresh();
      }
    } finally {
      setLoading(false);
    }
  };

  if (done) {
    return (
      <AuthDone
        title={t('register.successTitle')}
        text={t('register.successText', { username: done })}
        login={t('register.successLogin')}
        home={t('register.successHome')}
        username={done}
      />
    );
  }

  return (
    <div className="site-container site-auth">
      <section className="site-auth__card" aria-labelledby="register-title">
        <h1 id="register-title">{t('register.title')}</h1>
        <p className="site-auth__lead">{t('register.lead')}</p>
        <Form<RegisterValues>
          form={form}
      name="site-register"
          layout="vertical"
          requiredMark={false}
          onFinish={onFinish}
          initialValues={{ username: '', password: '', confirmPassword: '', phonenumber: '', code: '' }}
        >
          {error && <Alert className="site-form-error" type="error" showIcon title={error} />}
          <UsernameFormItem
            label={t('register.username')}
            rules={[
              { required: true, whitespace: true, message: t('register.usernameRequired') },
              {
                validator: (_, v: string | undefined) => {
                  const n = (v ?? '').trim().length;
                  return n === 0 || (n >= 2 && n <= 20) ? Promise.resolve() : Promise.reject(new Error(t('register.usernameLength')));
                },
              },
            ]}
            placeholder={t('register.usernamePlaceholder')}
          />
          <NewPasswordItems
            name="password"
            confirmName="confirmPassword"
            texts={{
              label: t('register.password'),
              placeholder: t('register.passwordPlaceholder'),
              required: t('register.passwordRequired'),
              length: t('register.passwordLength'),
              confirmLabel: t('register.confirmPassword'),
              confirmPlaceholder: t('register.confirmPlaceholder'),
              confirmRequired: t('register.confirmRequired'),
              mismatch: t('register.confirmMismatch'),
            }}
          />
          <Form.Item
            name="phonenumber"
            label={t('register.phone')}
            validateTrigger={BOTH}
            rules={[
              { required: true, whitespace: true, message: t('register.phoneRequired') },
              {
                validator: (_, v: string | undefined) => {
                  const s = (v ?? '').trim();
                  return !s || CN_MOBILE_RE.test(s) ? Promise.resolve() : Promise.reject(new Error(t('register.phoneInvalid')));
                },
              },
            ]}
          >
            <Input
              prefix={<MobileOutlined aria-hidden />}
              placeholder={t('register.phonePlaceholder')}
              autoComplete="tel-national"
              inputMode="numeric"
              size="large"
              maxLength={11}
            />
          </Form.Item>
          <CaptchaFormItem captcha={captcha} label={t('register.code')} requiredMessage={t('register.codeRequired')} />
          <Button type="primary" htmlType="submit" block size="large" loading={loading}>
            {loading ? t('register.submitting') : t('register.submit')}
          </Button>
          <p className="site-auth__alt">
            {t('register.haveAccount')} <Link to={to('/dssLogin')}>{t('register.login')}</Link>
          </p>
        </Form>
      </section>
    </div>
  );
}

export default withAntd(RegisterPage);
