/**
 * 注册 (RuoYi register.vue): account, password, confirm password, captcha → POST /register (no phone number).
 * The server refuses unless config `sys.account.registerUser` is true ("当前系统没有开启注册功能！"); that
 * message is shown on the page, once (the call is silent). Success says so in a dialog whose button leads to the
 * login page. The same antd-free pieces as the login page (components/authForm).
 */
import { useState } from 'react';
import { AuthLink, useAuthNav } from '../../components/authForm/nav';
import { useTranslation } from '@shared/i18n';
import { register } from '@shared/api/session';
import { LOGIN_PATH } from '../../lib/routes/staticRoutes';
import AuthPage from '../../components/authForm/AuthPage';
import { CaptchaField, FormAlert, PasswordField, SubmitButton, TextField } from '../../components/authForm/fields';
import { UserIcon } from '../../components/authForm/icons';
import SuccessDialog from '../../components/authForm/SuccessDialog';
import { length, pattern, required, useAuthForm, type FormRules } from '../../components/authForm/useAuthForm';
import { useAuthSubmit } from '../../components/authForm/useAuthSubmit';
import { captchaParams, captchaRules, useCaptcha, useSubmitOnceCaptchaKnown } from '../../components/authForm/useCaptcha';

type RegisterValues = {
  username: string;
  password: string;
  confirmPassword: string;
  code: string;
};

/** RuoYi's password rule: no < > " ' \ | */
const ILLEGAL_CHARS = /^[^<>"'|\\]+$/;

export default function RegisterPage() {
  const { t } = useTranslation('admin');
  const { go } = useAuthNav();
  const { captcha, refreshCaptcha, renewCaptcha } = useCaptcha();
  const { loading, setLoading, error, setError, mounted, start, send } = useAuthSubmit();
  /** the account just registered (the success dialog is open) */
  const [registered, setRegistered] = useState<string | null>(null);

  const rules: FormRules<RegisterValues> = {
    username: {
      rules: [required(t('login.usernameRequired'), { whitespace: true }), length(2, 20, t('register.usernameLength'))],
    },
    password: {
      rules: [required(t('login.passwordRequired')), length(8, 20, t('register.passwordLength')), pattern(ILLEGAL_CHARS, t('register.passwordChars'))],
    },
    confirmPassword: {
      rules: [
        required(t('register.confirmRequired')),
        { message: t('register.mismatch'), test: (value, values) => !value || value === values.password },
      ],
    },
    ...captchaRules<RegisterValues>(captcha, t('login.codeRequired')),
  };
  const form = useAuthForm<RegisterValues>({ username: '', password: '', confirmPassword: '', code: '' }, rules, {
    onUserChange: (name) => {
      setError(null);
      // re-check the confirmation once the user has filled it (not while it is still untouched)
      if (name === 'password' && form.isTouched('confirmPassword')) form.validate(['confirmPassword']);
    },
  });

  const onValid = async (values: RegisterValues) => {
    if (loading) return;
    const username = values.username.trim();
    start();
    const sent = await send(
      () =>
        register(
          { username, password: values.password, confirmPassword: values.confirmPassword, ...captchaParams(captcha, values.code) },
          { silent: true },
        ),
      t('register.failed'),
      () => renewCaptcha(form),
    );
    if (!sent || !mounted.current) return;
    setLoading(false);
    setRegistered(username);
  };

  const onSubmit = useSubmitOnceCaptchaKnown(captcha, form.handleSubmit(onValid));

  return (
    <AuthPage title={t('register.title')}>
      <form name="register" className="auth-form" noValidate onSubmit={onSubmit}>
        <TextField binding={form.field('username')} label={t('login.username')} icon={<UserIcon />} autoComplete="username" maxLength={20} />
        <PasswordField binding={form.field('password')} label={t('login.password')} autoComplete="new-password" />
        <PasswordField binding={form.field('confirmPassword')} label={t('register.confirmPassword')} autoComplete="new-password" />
        <CaptchaField binding={form.field('code')} label={t('login.code')} captcha={captcha} onRefresh={refreshCaptcha} />
        <FormAlert message={error} />
        <div className="admin-auth__submit">
          <SubmitButton loading={loading}>{loading ? t('register.submitting') : t('register.submit')}</SubmitButton>
        </div>
        <div className="admin-auth__row admin-auth__row--end">
          <AuthLink to={LOGIN_PATH}>{t('register.toLogin')}</AuthLink>
        </div>
      </form>
      {registered !== null && (
        <SuccessDialog
          title={t('session.systemTip')}
          content={t('register.success', { username: registered })}
          okText={t('common.ok')}
          onOk={() => void go(LOGIN_PATH)}
        />
      )}
    </AuthPage>
  );
}
