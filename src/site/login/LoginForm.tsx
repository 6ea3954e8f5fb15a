import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Form } from 'antd';
import { useTranslation } from '@shared/i18n';
import { Link } from 'react-router-dom';
import { clearRemembered, loadRemembered, saveRemembered } from '@shared/auth/remember';
import { useAuthStore } from '@shared/auth/store';
import { browser } from '../lib/browser';
import { homePath } from '../lib/langPath';
import { useGo, useSiteLang } from '../lib/useSiteLang';
import { CaptchaFormItem, PasswordFormItem, UsernameFormItem } from './formItems';
import { useCaptcha } from '@shared/auth/useCaptcha';

interface LoginValues {
  username: string;
  password: string;
  code?: string;
  rememberMe: boolean;
}

export interface LoginFormProps {
  /** after a successful login go to the home page (and call onDone) instead of reloading the page */
  jump: boolean;
  /** username to prefill */
  initialUsername?: string;
  /** hide the popup (success with jump, or following the forgot-password / register links) */
  onDone: () => void;
}

function errorMessage(e: unknown, fallback: string): string {
  return e instanceof Error && e.message ? e.message : fallback;
}

/** The login form of the popup (spec sections 4, 5 and 8). */
export function LoginForm({ jump, initialUsername, onDone }: LoginFormProps) {
  const { t } = useTranslation('site-auth');
  const { lang, to } = useSiteLang();
  const go = useGo();
  const [form] = Form.useForm<LoginValues>();
  const captcha = useCaptcha();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // prefill from "remember me" (unless a username was handed over, e.g. right after registering)
  useEffect(() => {
    if (initialUsername) return;
    let active = true;
    void loadRemembered().then((r) => {
      if (active && r) form.setFieldsValue({ username: r.username, password: r.password, rememberMe: r.rememberMe });
    });
    return () => {
      active = false;
    };
  }, [form, initialUsername]);

  const onFinish = async (values: LoginValues) => {
    const username = values.username.trim();
    const password = values.password;
    setLoading(true);
    setError(null);
    // (settled by the captcha field's check)
    const on = await captcha.settled();
    const store = useAuthStore.getState();
    try {
      await store.login({
        username,
        password,
        code: on ? values.code?.trim() : undefined,
        uuid: on ? captcha.uuid : undefined,
      });
    } catch (e) {
      setLoading(false);
      setError(errorMessage(e, t('login.failed')));
      if (on) {
        form.setFieldValue('code', '');
        void captcha.refresh();
      }
      return;
    }
    if (values.rememberMe) await saveRemembered({ username, password }).catch(() => undefined);
    else clearRemembered();
    try {
      await useAuthStore.getState().getInfo();
    } catch {
      // logged in all the same; the header loads the member's info again on the next page
    }
    if (jump) {
      setLoading(false);
      go(homePath(lang));
      onDone();
    } else {
      browser.reload();
    }
  };

  return (
    <Form<LoginValues>
      form={form}
      name="site-login"
      layout="vertical"
      requiredMark={false}
      initialValues={{ username: initialUsername ?? '', password: '', code: '', rememberMe: false }}
      onFinish={onFinish}
      className="site-login-form"
    >
      {error && <Alert className="site-form-error" type="error" showIcon title={error} />}
      <UsernameFormItem
        label={t('login.username')}
        rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
      />
      <PasswordFormItem
        name="password"
        label={t('login.password')}
        rules={[{ required: true, message: t('login.passwordRequired') }]}
        autoComplete="current-password"
      />
      <CaptchaFormItem captcha={captcha} label={t('login.code')} requiredMessage={t('login.codeRequired')} />
      <div className="site-login-form__row">
        <Form.Item name="rememberMe" valuePropName="checked" noStyle>
          <Checkbox>{t('login.rememberMe')}</Checkbox>
        </Form.Item>
        <Link to={to('/dssForgetPsd')} onClick={onDone}>
          {t('login.forgot')}
        </Link>
      </div>
      <Button type="primary" htmlType="submit" block size="large" loading={loading}>
        {loading ? t('login.submitting') : t('login.submit')}
      </Button>
      <p className="site-login-form__alt">
        {t('login.noAccount')}{' '}
        <Link to={to('/dssRegister')} onClick={onDone}>
          {t('login.register')}
        </Link>
      </p>
    </Form>
  );
}
