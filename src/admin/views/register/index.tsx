/**
 * 注册 (RuoYi register.vue): account, password, confirm password, captcha → POST /register (no phone number).
 * The server refuses unless config `sys.account.registerUser` is true ("当前系统没有开启注册功能！"); that
 * message is shown on the page.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { register } from '@shared/api/session';
import { CaptchaInput } from '@shared/ui/CaptchaInput';
import { LOGIN_PATH } from '../../router/staticRoutes';
import AuthPage from '../login/AuthPage';
import { useCaptcha } from '../login/useCaptcha';
import { errorMessage } from '../../utils/errors';

interface RegisterValues {
  username: string;
  password: string;
  confirmPassword: string;
  code?: string;
}

/** RuoYi's password rule: no < > " ' \ | */
const ILLEGAL_CHARS = /^[^<>"'|\\]+$/;

export default function RegisterPage() {
  const { t } = useTranslation('admin');
  return (
    <AuthPage title={t('register.title')}>
      <RegisterForm />
    </AuthPage>
  );
}

/** Inside AuthPage's antd <App>, so its success box follows the theme. */
function RegisterForm() {
  const { t } = useTranslation('admin');
  const { modal } = App.useApp();
  const [form] = Form.useForm<RegisterValues>();
  const navigate = useNavigate();
  const { captcha, refreshCaptcha } = useCaptcha();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const onFinish = async (values: RegisterValues) => {
    const username = values.username.trim();
    setError(null);
    setLoading(true);
    try {
      await register({
        username,
        password: values.password,
        confirmPassword: values.confirmPassword,
        ...(captcha.enabled ? { code: values.code?.trim() ?? '', uuid: captcha.uuid ?? '' } : {}),
      });
    } catch (err) {
      if (!mounted.current) return;
      setLoading(false);
      setError(errorMessage(err, t('register.failed')));
      if (captcha.enabled) {
        form.setFieldValue('code', '');
        void refreshCaptcha();
      }
      return;
    }
    setLoading(false);
    modal.success({
      title: t('session.systemTip'),
      content: t('register.success', { username }),
      okText: t('common.ok'),
      onOk: () => navigate(LOGIN_PATH),
    });
  };

  return (
    <Form<RegisterValues>
      form={form}
      name="register"
      size="large"
      initialValues={{ username: '', password: '', confirmPassword: '', code: '' }}
      onFinish={onFinish}
      onValuesChange={(changed: Partial<RegisterValues>) => {
        if (error) setError(null);
        // re-check the confirmation once the user has filled it (not while it is still untouched)
        if ('password' in changed && form.isFieldTouched('confirmPassword')) void form.validateFields(['confirmPassword']).catch(() => {});
      }}
      requiredMark={false}
    >
      <Form.Item
        name="username"
        validateTrigger="onBlur"
        rules={[
          { required: true, whitespace: true, message: t('login.usernameRequired') },
          { min: 2, max: 20, message: t('register.usernameLength') },
        ]}
      >
        <Input
          aria-label={t('login.username')}
          placeholder={t('login.username')}
          autoComplete="username"
          prefix={<UserOutlined aria-hidden className="admin-auth__icon" />}
          maxLength={20}
        />
      </Form.Item>
      <Form.Item
        name="password"
        validateTrigger="onBlur"
        rules={[
          { required: true, message: t('login.passwordRequired') },
          { min: 5, max: 20, message: t('register.passwordLength') },
          { pattern: ILLEGAL_CHARS, message: t('register.passwordChars') },
        ]}
      >
        <Input.Password
          aria-label={t('login.password')}
          placeholder={t('login.password')}
          autoComplete="new-password"
          prefix={<LockOutlined aria-hidden className="admin-auth__icon" />}
          maxLength={20}
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        validateTrigger="onBlur"
        rules={[
          { required: true, message: t('register.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value: string) =>
              !value || getFieldValue('password') === value ? Promise.resolve() : Promise.reject(new Error(t('register.mismatch'))),
          }),
        ]}
      >
        <Input.Password
          aria-label={t('register.confirmPassword')}
          placeholder={t('register.confirmPassword')}
          autoComplete="new-password"
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
      {error && <Alert className="admin-auth__alert" type="error" showIcon title={error} role="alert" />}
      <Form.Item style={{ marginBottom: 12 }}>
        <Button type="primary" htmlType="submit" block loading={loading}>
          {loading ? t('register.submitting') : t('register.submit')}
        </Button>
      </Form.Item>
      <div className="admin-auth__row admin-auth__row--end">
        <Link to={LOGIN_PATH}>{t('register.toLogin')}</Link>
      </div>
    </Form>
  );
}
