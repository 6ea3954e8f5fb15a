import { useEffect, useState } from 'react';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from '@shared/i18n';
import { updateUserProfile } from '@shared/api/system/user';
import { CN_MOBILE_RE } from '@shared/contract/constants';
import type { ProfileForm, SysUser } from '@shared/contract';
import { useFeedback } from '../../../components/FormDialog';
import { FormActions } from './FormActions';

export interface UserInfoFormProps {
  user: SysUser;
  /** after a successful save: the values saved */
  onSaved(values: ProfileForm): void;
  onClose(): void;
}

/** 基本资料: nickName, phone, email, sex (RuoYi userInfo.vue rules). A failed save keeps what was typed. */
export function UserInfoForm({ user, onSaved, onClose }: UserInfoFormProps) {
  const { t } = useTranslation('admin-views');
  const { message } = useFeedback();
  const [form] = Form.useForm<ProfileForm>();
  const [saving, setSaving] = useState(false);

  // the profile as loaded (again after a reload of the profile)
  useEffect(() => {
    form.setFieldsValue({
      nickName: user.nickName,
      phonenumber: user.phonenumber ?? '',
      email: user.email ?? '',
      sex: user.sex || '0',
    });
  }, [form, user]);

  const submit = async (values: ProfileForm) => {
    setSaving(true);
    try {
      await updateUserProfile(values);
      message.success(t('msg.editSuccess'));
      onSaved(values);
    } catch {
      // shown by the request layer; the fields keep their values
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<ProfileForm> form={form} name="profile-info" labelCol={{ flex: '90px' }} labelWrap onFinish={(v) => void submit(v)} className="profile-form">
      <Form.Item label={t('profile.nickName')} name="nickName" rules={[{ required: true, whitespace: true, message: t('profile.nickNameRequired') }, { max: 30 }]}>
        <Input maxLength={30} autoComplete="nickname" />
      </Form.Item>
      <Form.Item
        label={t('profile.phonenumber')}
        name="phonenumber"
        rules={[
          { required: true, message: t('profile.phoneRequired') },
          { pattern: CN_MOBILE_RE, message: t('profile.phoneInvalid') },
        ]}
      >
        <Input maxLength={11} inputMode="numeric" autoComplete="tel" />
      </Form.Item>
      <Form.Item
        label={t('profile.email')}
        name="email"
        rules={[
          { required: true, message: t('profile.emailRequired') },
          { type: 'email', message: t('profile.emailInvalid') },
          { max: 50 },
        ]}
      >
        <Input maxLength={50} autoComplete="email" />
      </Form.Item>
      <Form.Item label={t('profile.sex')} name="sex">
        <Radio.Group
          options={[
            { value: '0', label: t('profile.male') },
            { value: '1', label: t('profile.female') },
          ]}
        />
      </Form.Item>
      <FormActions saving={saving} onClose={onClose} />
    </Form>
  );
}

export default UserInfoForm;
