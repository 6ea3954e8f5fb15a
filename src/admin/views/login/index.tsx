/**
 * 登录 (RuoYi login.vue): account, password, captcha (hidden when the server turns it off), remember me.
 * Enter submits; the account is trimmed; a failure shows the server's message once, inline (the call is silent, no
 * toast), and a new captcha; success goes to the `redirect` query (other params kept) or the dashboard, where the
 * route guard loads the menus. Built without antd (components/authForm): this is the admin's first load.
 */
import { useEffect } from 'react';
import { useTranslation } from '@shared/i18n';
import { useAuthStore } from '@shared/auth/store';
import { clearRemembered, loadRemembered, saveRemembered } from '@shared/auth/remember';
import { REGISTER_PATH } from '../../lib/routes/staticRoutes';
import AuthPage from '../../components/authForm/AuthPage';
import { AuthLink, useAuthNav } from '../../components/authForm/nav';
import { CaptchaField, CheckboxField, FormAlert, PasswordField, SubmitButton, TextField } from '../../components/authForm/fields';
import { UserIcon } from '../../components/authForm/icons';
import { required, useAuthForm, type FormRules } from '../../components/authForm/useAuthForm';
import { useAuthSubmit } from '../../components/authForm/useAuthSubmit';
import { captchaParams, captchaRules, useCaptcha, useSubmitOnceCaptchaKnown } from '../../components/authForm/useCaptcha';
import { loginTarget } from './redirect';

type LoginValues = {
  username: string;
  password: string;
  code: string;
  rememberMe: boolean;
};

/** RuoYi shows the 立即注册 link only when the build enables it. */
export const registerEnabled = (): boolean => import.meta.env.VITE_APP_REGISTER === 'true';

export default function LoginPage() {
  const { t } = useTranslation('admin');
  const { search, go } = useAuthNav();
  const login = useAuthStore((s) => s.login);
  const { captcha, refreshCaptcha, renewCaptcha } = useCaptcha();
  const { loading, setLoading, error, setError, mounted, start, send } = useAuthSubmit();

  const rules: FormRules<LoginValues> = {
    username: { rules: [required(t('login.usernameRequired'), { whitespace: true })] },
    password: { rules: [required(t('login.passwordRequired'))] },
    ...captchaRules<LoginValues>(captcha, t('login.codeRequired')),
  };
  const form = useAuthForm<LoginValues>({ username: '', password: '', code: '', rememberMe: false }, rules, {
    // the server's message goes once the user changes anything
    onUserChange: () => setError(null),
  });
  const { setValues } = form;

  useEffect(() => {
    void loadRemembered().then((r) => {
      if (r && mounted.current) setValues({ username: r.username, password: r.password, rememberMe: r.rememberMe });
    });
  }, [mounted, setValues]);

  const onValid = async (values: LoginValues) => {
    if (loading) return;
    const username = values.username.trim();
    start();
    if (values.rememberMe) await saveRemembered({ username, password: values.password });
    else clearRemembered();
    // on a failure: the server's message and a new captcha, its field emptied
    const sent = await send(
      // scope 'admin': the server lets only staff in here and tells members to use the member centre
      () => login({ username, password: values.password, ...captchaParams(captcha, values.code), scope: 'admin' }, { silent: true }),
      t('login.failed'),
      () => renewCaptcha(form),
    );
    if (!sent) return;
    await go(loginTarget(search), { replace: true });
    // still here: the guard could not load the session and sent us back (it showed why)
    if (mounted.current) {
      setLoading(false);
      renewCaptcha(form);
    }
  };

  const onSubmit = useSubmitOnceCaptchaKnown(captcha, form.handleSubmit(onValid));

  return (
    <AuthPage title={t('login.title')}>
      <form name="login" className="auth-form" noValidate autoComplete="on" onSubmit={onSubmit}>
        <TextField binding={form.field('username')} label={t('login.username')} icon={<UserIcon />} autoComplete="username" maxLength={30} />
        <PasswordField binding={form.field('password')} label={t('login.password')} autoComplete="current-password" />
        <CaptchaField binding={form.field('code')} label={t('login.code')} captcha={captcha} onRefresh={refreshCaptcha} />
        <div className="admin-auth__row">
          <CheckboxField binding={form.checkbox('rememberMe')} label={t('login.rememberMe')} />
          {registerEnabled() && <AuthLink to={REGISTER_PATH}>{t('login.registerLink')}</AuthLink>}
        </div>
        <FormAlert message={error} />
        <SubmitButton loading={loading}>{loading ? t('login.submitting') : t('login.submit')}</SubmitButton>
      </form>
    </AuthPage>
  );
}
