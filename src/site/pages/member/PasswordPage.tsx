/** /layout/password (修改密码): the current password, a new one by sign-up's rules, twice (updateMyPassword). */
import { useState } from 'react';
import { Alert, Button, Form } from 'antd';
import { useTranslation } from '@shared/i18n';
import { updateMyPassword } from '@shared/api/member';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { PasswordFormItem } from '../../login/formItems';
import { errorText, NewPasswordItems, useNewPasswordTexts } from './formKit';

interface Values {
  oldpassword: string;
  newpassword: string;
  confirm: string;
}

export default function PasswordPage() {
  const { t } = useTranslation('site-member');
  const [form] = Form.useForm<Values>();
  const passwordTexts = useNewPasswordTexts();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  useDocumentMeta(t('menu.password'));

  const onFinish = async (v: Values) => {
    setSaving(true);
    setError(null);
    setDone(null);
    try {
      const res = await updateMyPassword({ oldpassword: v.oldpassword, newpassword: v.newpassword }, { silent: true });
      form.resetFields();
      setDone(res.msg || t('password.changed'));
    } catch (e) {
      setError(errorText(e, t('action.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="mc-card mc-card--narrow" aria-labelledby="mc-pwd-title">
      <h1 id="mc-pwd-title">{t('menu.password')}</h1>
      <Form<Values> form={form} name="mc-password" layout="vertical" requiredMark={false} onFinish={onFinish}>
        {error && <Alert className="site-form-error" type="error" showIcon title={error} />}
        {done && <Alert className="site-form-error" type="success" showIcon title={done} role="status" />}
        <PasswordFormItem
          name="oldpassword"
          label={t('password.old')}
          rules={[{ required: true, message: t('password.oldRequired') }]}
          autoComplete="current-password"
        />
        <NewPasswordItems name="newpassword" confirmName="confirm" texts={passwordTexts} />
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('password.submit')}
        </Button>
      </Form>
    </section>
  );
}
