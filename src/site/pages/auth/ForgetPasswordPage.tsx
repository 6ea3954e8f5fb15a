/**
 * /dssForgetPsd (忘记密码): the bound phone and, when captchas are on, the image captcha → 获取验证码 (sendResetCode;
 * its answer is shown; the button counts down 60 s) → the 6-digit SMS code and a new password twice (sign-up's
 * rules) → resetPassword → done, with the way to the login popup.
 */
import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { MobileOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { resetPassword, sendResetCode } from '@shared/api/member';
import { withAntd } from '../../components/AntdScope';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { CaptchaFormItem } from '../../login/formItems';
import { useCaptcha } from '@shared/auth/useCaptcha';
import { useLoginModal } from '../../stores/loginModal';
import { AuthDone } from './AuthDone';
import { errorText, fieldsValid, NewPasswordItems, SmsCodeButton, useNewPasswordTexts } from '../member/formKit';
import { phoneRules, smsCodeRules } from '../member/phoneRules';
import '../member/member.css';

interface Values {
  phone: string;
  code?: string;
  smsCode: string;
  password: string;
  confirm: string;
}

const BOTH = ['onBlur', 'onChange'];

function ForgetPasswordPage() {
  const { t } = useTranslation('site-member');
  const [form] = Form.useForm<Values>();
  const passwordTexts = useNewPasswordTexts();
  const captcha = useCaptcha();
  const showLogin = useLoginModal((s) => s.show);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  useDocumentMeta(t('forget.title'));

  const send = async (): Promise<boolean> => {
    setError(null);
    // (this render's captcha.enabled may be the guess from before the server answered)
    const on = await captcha.settled();
    try {
      const res = await sendResetCode(
        {
          phone: form.getFieldValue('phone').trim(),
          code: on ? (form.getFieldValue('code') as string | undefined)?.trim() : undefined,
          uuid: on ? captcha.uuid : undefined,
        },
        { silent: true },
      );
      setSent(res.msg || t('sms.sent'));
      return true;
    } catch (e) {
      setSent(null);
      setError(errorText(e, t('sms.failed')));
      return false;
    } finally {
      // a captcha answers once
      if (on) {
        form.setFieldValue('code', '');
        void captcha.refresh();
      }
    }
  };

  const onFinish = async (v: Values) => {
    setSaving(true);
    setError(null);
    try {
      await resetPassword({ phone: v.phone.trim(), smsCode: v.smsCode.trim(), password: v.password }, { silent: true });
      setDone(true);
    } catch (e) {
      setError(errorText(e, t('forget.failed')));
    } finally {
      setSaving(false);
    }
  };

  if (done) {
    return <AuthDone title={t('forget.doneTitle')} text={t('forget.doneText')} login={t('forget.login')} home={t('forget.home')} />;
  }

  return (
    <div className="site-container site-auth">
      <section className="site-auth__card" aria-labelledby="forget-title">
        <h1 id="forget-title">{t('forget.title')}</h1>
        <p className="site-auth__lead">{t('forget.lead')}</p>
        <Form<Values>
          form={form}
          name="site-forget"
          layout="vertical"
          requiredMark={false}
          onFinish={onFinish}
          initialValues={{ phone: '', code: '', smsCode: '', password: '', confirm: '' }}
        >
          {error && <Alert className="site-form-error" type="error" showIcon title={error} />}
          {sent && <Alert className="site-form-error" type="info" showIcon title={sent} role="status" />}
          <Form.Item name="phone" label={t('phone.label')} validateTrigger={BOTH} rules={phoneRules(t)}>
            <Input
              prefix={<MobileOutlined aria-hidden />}
              placeholder={t('phone.placeholder')}
              autoComplete="tel-national"
              inputMode="numeric"
              size="large"
              maxLength={11}
            />
          </Form.Item>
          <CaptchaFormItem captcha={captcha} label={t('forget.captcha')} requiredMessage={t('forget.captchaRequired')} />
          <Form.Item label={t('sms.label')} htmlFor="site-forget_smsCode" required={false}>
            <div className="mc-sms">
              <Form.Item name="smsCode" noStyle validateTrigger={BOTH} rules={smsCodeRules(t)}>
                <Input size="large" inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder={t('sms.placeholder')} />
              </Form.Item>
              <SmsCodeButton check={fieldsValid(form, ['phone', 'code'])} onSend={send} size="large" />
            </div>
          </Form.Item>
          <NewPasswordItems name="password" confirmName="confirm" texts={passwordTexts} />
          <Button type="primary" htmlType="submit" block size="large" loading={saving}>
            {t('forget.submit')}
          </Button>
          <p className="site-auth__alt">
            <Button type="link" onClick={() => showLogin()}>
              {t('forget.back')}
            </Button>
          </p>
        </Form>
      </section>
    </div>
  );
}

export default withAntd(ForgetPasswordPage);
