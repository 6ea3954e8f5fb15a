/**
 * 登录 (RuoYi login.vue): account, password, captcha (hidden when the server turns it off), remember me.
 * Enter submits; the account is trimmed; a failure shows the server's message and a new captcha; success goes to
 * the `redirect` query (other params kept) or the dashboard, where the route guard loads the menus.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@shared/auth/store';
import { clearRemembered, loadRemembered, saveRemembered } from '@shared/auth/remember';
import { CaptchaInput } from '@shared/ui/CaptchaInput';
import { REGISTER_PATH } from '../../router/staticRoutes';
import AuthPage from './AuthPage';
import { useCaptcha } from './useCaptcha';
import { loginTarget } from './redirect';
import { errorMessage } from '../../utils/errors';

interface LoginValues {
  username: string;
  password: string;
  code?: string;
  rememberMe: boolean;
}

/** RuoYi shows the 立即注册 link only when the build enables it. */
export const registerEnabled = (): boolean => import.meta.env.VITE_APP_REGISTER === 'true';

export default function LoginPage() {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<LoginValues>();
  const navigate = useNavigate();
  const { search } = useLocation();
  const login = useAuthStore((s) => s.login);
  const { captcha, refreshCaptcha } = useCaptcha();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    void loadRemembered().then((r) => {
      if (r && mounted.current) form.setFieldsValue({ username: r.username, password: r.password, rememberMe: r.rememberMe });
    });
    return () => {
      mounted.current = false;
    };
  }, [form]);

  const onFinish = async (values: LoginValues) => {
    const username = values.username.trim();
    setError(null);
    setLoading(true);
    if (values.rememberMe) await saveRemembered({ username, password: values.password });
    else clearRemembered();
    try {
      await login({
        username,
        password: values.password,
        ...(captcha.enabled ? { code: values.code?.trim() ?? '', uuid: captcha.uuid ?? '' } : {}),
      });
    } catch (err) {
      if (!mounted.current) return;
      setLoading(false);
      setError(errorMessage(err, t('login.failed')));
      if (captcha.enabled) {
        form.setFieldValue('code', '');
        void refreshCaptcha();
      }
      return;
    }
    await navigate(loginTarget(search), { replace: true });
    // still here: the guard could not load the session and sent us back (it showed why)
    if (mounted.current) {
      setLoading(false);
      if (captcha.enabled) {
        form.setFieldValue('code', '');
        void refreshCaptcha();
      }
    }
  };

  return (
    <AuthPage title={t('login.title')}>
      <Form<LoginValues>
        form={form}
        name="login"
        size="large"
        initialValues={{ username: '', password: '', code: '', rememberMe: false }}
        onFinish={onFinish}
        onValuesChange={() => error && setError(null)}
        requiredMark={false}
        autoComplete="on"
      >
        <Form.Item
          name="username"
          validateTrigger="onBlur"
          rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
        >
          <Input
            aria-label={t('login.username')}
            placeholder={t('login.username')}
            autoComplete="username"
            prefix={<UserOutlined aria-hidden className="admin-auth__icon" />}
            maxLength={30}
          />
        </Form.Item>
        <Form.Item name="password" validateTrigger="onBlur" rules={[{ required: true, message: t('login.passwordRequired') }]}>
          <Input.Password
            aria-label={t('login.password')}
            placeholder={t('login.password')}
            autoComplete="current-password"
            prefix={<LockOutlined aria-hidden className="admin-auth__icon" />}
            maxLength={20}
          />
        </Form.Item>
        {captcha.enabled && (
          <Form.Item name="code" validateTrigger="onChange" rules={[{ required: true, whitespace: true, message: t('login.codeRequired') }]}>
            <CaptchaInput
              placeholder={t('login.code')}
              image={captcha.img}
              loading={captcha.loading}
              onRefresh={() => void refreshCaptcha()}
            />
          </Form.Item>
        )}
        <div className="admin-auth__row">
          <Form.Item name="rememberMe" valuePropName="checked" noStyle>
            <Checkbox>{t('login.rememberMe')}</Checkbox>
          </Form.Item>
          {registerEnabled() && <Link to={REGISTER_PATH}>{t('login.registerLink')}</Link>}
        </div>
        {error && <Alert className="admin-auth__alert" type="error" showIcon title={error} role="alert" />}
        <Form.Item style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" block loading={loading}>
            {loading ? t('login.submitting') : t('login.submit')}
          </Button>
        </Form.Item>
      </Form>
    </AuthPage>
  );
}
