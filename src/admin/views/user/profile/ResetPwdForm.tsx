import { useState } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from '@shared/i18n';
import { updateUserPwd } from '@shared/api/system/user';
import { useFeedback } from '../../../components/FormDialog';
import { FormActions } from './FormActions';

interface PwdValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** RuoYi resetPwd.vue: no < > " ' \ | in a new password. */
export const PASSWORD_CHARS_RE = /^[^<>"'|\\]+$/;

/** 修改密码: old, new (8-20, the server's minimum), confirm; sent as query parameters (spec). */
export function ResetPwdForm({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('admin-views');
  const { message } = useFeedback();
  const [form] = Form.useForm<PwdValues>();
  const [saving, setSaving] = useState(false);

  const submit = async ({ oldPassword, newPassword }: PwdValues) => {
    setSaving(true);
    try {
      await updateUserPwd(oldPassword, newPassword);
      message.success(t('msg.editSuccess'));
      form.resetFields();
    } catch {
      // e.g. 修改密码失败，旧密码错误 — shown by the request layer; the fields keep their values
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<PwdValues> form={form} name="profile-pwd" labelCol={{ flex: '90px' }} labelWrap onFinish={(v) => void submit(v)} className="profile-form">
      <Form.Item label={t('profile.oldPassword')} name="oldPassword" rules={[{ required: true, message: t('profile.oldPasswordRequired') }]}>
        <Input.Password placeholder={t('profile.oldPasswordPh')} autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        label={t('profile.newPassword')}
        name="newPassword"
        rules={[
          { required: true, message: t('profile.newPasswordRequired') },
          { min: 8, max: 20, message: t('profile.newPasswordLength') },
          { pattern: PASSWORD_CHARS_RE, message: t('profile.passwordChars') },
        ]}
      >
        <Input.Password placeholder={t('profile.newPasswordPh')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={t('profile.confirmPassword')}
        name="confirmPassword"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('profile.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value: string) =>
              !value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t('profile.mismatch'))),
          }),
        ]}
      >
        <Input.Password placeholder={t('profile.confirmPh')} autoComplete="new-password" />
      </Form.Item>
      <FormActions saving={saving} onClose={onClose} />
    </Form>
  );
}

export default ResetPwdForm;
