/**
 * /layout/editinfo (编辑资料): nick name, avatar (cropped to a square and uploaded), sex and email
 * (getMyInfo / updateMyInfo), and the bound phone (sendBindPhoneCode, then bindPhone with the SMS code; the code
 * button counts down 60 s). After a save the header's avatar and nick name follow (the auth store re-reads getInfo).
 */
import { lazy, Suspense, useState } from 'react';
import { Alert, Avatar, Button, Form, Input, message, Radio, Skeleton } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { bindPhone, getMyInfo, sendBindPhoneCode, updateMyInfo } from '@shared/api/member';
import type { MyInfo } from '@shared/contract';
import { MEMBER_LIMITS } from '@shared/contract/memberConstants';
import { resolveAvatar, useAuthStore } from '@shared/auth/store';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { errorText, fieldsValid, SmsCodeButton } from './formKit';
import { memberKeys } from './paths';
import { phoneRules, smsCodeRules } from './phoneRules';

const AvatarCropDialog = lazy(() => import('./AvatarCropDialog'));

interface InfoValues {
  nickName: string;
  avatar: string;
  sex: '0' | '1' | '2';
  email: string;
}

const BOTH = ['onBlur', 'onChange'];

/** After a save: the header shows the new avatar and nick name (the answer is the saved profile). */
function refreshHeader(info: MyInfo | undefined) {
  if (info) useAuthStore.setState({ nickName: info.nickName, avatar: resolveAvatar(info.avatar), phone: info.phonenumber });
}

function ProfileForm({ info }: { info: MyInfo }) {
  const { t } = useTranslation('site-member');
  const qc = useQueryClient();
  const [form] = Form.useForm<InfoValues>();
  const [cropOpen, setCropOpen] = useState(false);
  const [preview, setPreview] = useState(resolveAvatar(info.avatar));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const onFinish = async (v: InfoValues) => {
    setSaving(true);
    setError(null);
    setSaved(false);
    try {
      const res = await updateMyInfo({ nickName: v.nickName.trim(), avatar: v.avatar, sex: v.sex, email: v.email.trim() }, { silent: true });
      qc.setQueryData(memberKeys.info, res.data);
      refreshHeader(res.data);
      setSaved(true);
      void message.success(res.msg || t('action.saved'));
    } catch (e) {
      setError(errorText(e, t('action.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<InfoValues>
      form={form}
      name="mc-info"
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      initialValues={{ nickName: info.nickName, avatar: info.avatar, sex: info.sex, email: info.email }}
    >
      {error && <Alert className="site-form-error" type="error" showIcon title={error} />}
      {saved && <Alert className="site-form-error" type="success" showIcon title={t('info.saved')} />}
      <div className="mc-avatar">
        <Avatar size={72} src={preview} alt={t('info.avatarAlt')} icon={<UserOutlined />} />
        <Form.Item name="avatar" hidden>
          <Input />
        </Form.Item>
        <Button onClick={() => setCropOpen(true)}>{t('info.changeAvatar')}</Button>
      </div>
      {cropOpen && (
        <Suspense fallback={null}>
          <AvatarCropDialog
            open={cropOpen}
            onClose={() => setCropOpen(false)}
            onUploaded={(fileName, url) => {
              form.setFieldValue('avatar', fileName);
              setPreview(resolveAvatar(url));
            }}
          />
        </Suspense>
      )}
      <Form.Item
        name="nickName"
        label={t('info.nickName')}
        validateTrigger={BOTH}
        rules={[
          { required: true, whitespace: true, message: t('info.nickNameRequired') },
          { max: MEMBER_LIMITS.nickName, message: t('info.nickNameLength', { max: MEMBER_LIMITS.nickName }) },
        ]}
      >
        <Input maxLength={MEMBER_LIMITS.nickName} autoComplete="nickname" />
      </Form.Item>
      <Form.Item name="sex" label={t('info.sex')}>
        <Radio.Group
          options={[
            { value: '0', label: t('info.male') },
            { value: '1', label: t('info.female') },
            { value: '2', label: t('info.unknown') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('info.email')}
        validateTrigger={BOTH}
        rules={[
          { type: 'email', message: t('info.emailInvalid') },
          { max: MEMBER_LIMITS.email, message: t('info.emailLength', { max: MEMBER_LIMITS.email }) },
        ]}
      >
        <Input type="email" autoComplete="email" maxLength={MEMBER_LIMITS.email} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('action.save')}
      </Button>
    </Form>
  );
}

interface PhoneValues {
  phone: string;
  code: string;
}

function BindPhoneForm({ current }: { current: string }) {
  const { t } = useTranslation('site-member');
  const qc = useQueryClient();
  const [form] = Form.useForm<PhoneValues>();
  const [saving, setSaving] = useState(false);

  const send = async (): Promise<boolean> => {
    try {
      const res = await sendBindPhoneCode({ phone: form.getFieldValue('phone').trim() });
      void message.success(res.msg || t('sms.sent'));
      return true;
    } catch {
      return false;
    }
  };

  const onFinish = async (v: PhoneValues) => {
    setSaving(true);
    try {
      const res = await bindPhone({ phone: v.phone.trim(), code: v.code.trim() });
      qc.setQueryData(memberKeys.info, res.data);
      refreshHeader(res.data);
      form.resetFields();
      void message.success(res.msg || t('phone.bound'));
    } catch {
      // the request layer showed why; the typed values stay
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<PhoneValues> form={form} name="mc-phone" layout="vertical" requiredMark={false} onFinish={onFinish} initialValues={{ phone: '', code: '' }}>
      <p className="mc-lead">{current ? t('phone.current', { phone: current }) : t('phone.none')}</p>
      <Form.Item name="phone" label={t('phone.label')} validateTrigger={BOTH} rules={phoneRules(t)}>
        <Input inputMode="numeric" autoComplete="tel-national" maxLength={11} placeholder={t('phone.placeholder')} />
      </Form.Item>
      <Form.Item label={t('sms.label')} required={false}>
        <div className="mc-sms">
          <Form.Item name="code" noStyle validateTrigger={BOTH} rules={smsCodeRules(t)}>
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} aria-label={t('sms.label')} />
          </Form.Item>
          <SmsCodeButton check={fieldsValid(form, ['phone'])} onSend={send} />
        </div>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('phone.bind')}
      </Button>
    </Form>
  );
}

export default function EditInfoPage() {
  const { t } = useTranslation('site-member');
  useDocumentMeta(t('menu.editInfo'));
  const q = useQuery({ queryKey: memberKeys.info, queryFn: async () => (await getMyInfo()).data, staleTime: 0 });
  return (
    <>
      <section className="mc-card" aria-labelledby="mc-info-title">
        <h1 id="mc-info-title">{t('menu.editInfo')}</h1>
        {q.data ? (
          <ProfileForm info={q.data} />
        ) : q.isError ? (
          <Alert type="error" showIcon title={t('action.loadFailed')} />
        ) : (
          <div role="status" aria-live="polite">
            <span className="sr-only">{t('action.loading')}</span>
            <Skeleton active />
          </div>
        )}
      </section>
      {q.data && (
        <section className="mc-card" aria-labelledby="mc-phone-title">
          <h2 id="mc-phone-title">{t('phone.title')}</h2>
          <BindPhoneForm current={q.data.phonenumber} />
        </section>
      )}
    </>
  );
}
