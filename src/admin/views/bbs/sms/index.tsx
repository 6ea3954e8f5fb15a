/**
 * 短信配置 (bbs/sms/index), three tabs: the settings (provider, access key, write-only secret — shown only as
 * 已设置 / 未设置, blank keeps it — sign name and a template per purpose containing {code}), a test send
 * (`bbs:sms:test`) and the outbox list (what the 'outbox' provider "sent").
 */
import { useCallback, useEffect, useState } from 'react';
import { Button, Form, Input, Select, Tabs, Tag } from 'antd';
import { useTranslation } from '@shared/i18n';
import { getSmsSetting, saveSmsSetting, sendTestSms } from '@shared/api/bbs/desk';
import { useAccess } from '@shared/auth/useAccess';
import { SMS_PURPOSES, SMS_TEMPLATE_MAX, type SmsSetting, type SmsSettingBody, smsOutboxEntity, smsSettingBodySchema, smsTestBodySchema, type SmsTestBody } from '@shared/contract/entities';
import { useFeedback } from '../../../components/FormDialog/useFeedback';
import { fieldRules } from '../../../components/ListPage/entityPage';
import { useLanguage } from '@shared/i18n';
import SmsOutbox from './SmsOutbox';

function SettingsForm({ onSaved }: { onSaved(): void }) {
  const { t } = useTranslation('admin-bbs');
  const [lang] = useLanguage();
  const { message } = useFeedback();
  const { hasPermi } = useAccess();
  const [form] = Form.useForm<SmsSettingBody>();
  const [setting, setSetting] = useState<SmsSetting | null>(null);
  const [saving, setSaving] = useState(false);
  const load = useCallback(() => {
    void getSmsSetting().then((res) => {
      const s = res.data;
      if (!s) return;
      setSetting(s);
      form.setFieldsValue({ provider: s.provider, accessKeyId: s.accessKeyId, accessSecret: '', signName: s.signName, templates: s.templates });
    }, () => undefined);
  }, [form]);
  useEffect(load, [load]);
  const rules = (name: 'provider' | 'accessKeyId' | 'accessSecret' | 'signName') => fieldRules(smsSettingBodySchema, name, lang);
  const templateRules = fieldRules(smsSettingBodySchema.shape.templates, SMS_PURPOSES[0]!, lang);
  const save = async (values: SmsSettingBody) => {
    setSaving(true);
    try {
      await saveSmsSetting(values);
      void message.success(t('sms.saved'));
      load();
      onSaved();
    } catch {
      // the request layer showed the server's message
    } finally {
      setSaving(false);
    }
  };
  const canEdit = hasPermi(smsOutboxEntity.perms.edit);
  return (
    <Form form={form} layout="vertical" onFinish={(v) => void save(v)} style={{ maxWidth: 640 }} disabled={!canEdit} aria-label={t('sms.settingsForm')}>
      <Form.Item label={t('sms.provider')} name="provider" rules={rules('provider')} extra={t('sms.providerHelp')}>
        <Select options={(setting?.providers ?? []).map((p) => ({ value: p, label: t(`sms.providerName.${p}`, { defaultValue: p }) }))} />
      </Form.Item>
      <Form.Item label={t('sms.accessKeyId')} name="accessKeyId" rules={rules('accessKeyId')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        label={t('sms.accessSecret')}
        name="accessSecret"
        rules={rules('accessSecret')}
        extra={<span>{setting?.secretSet ? <Tag color="success">{t('sms.secretSet')}</Tag> : <Tag>{t('sms.secretUnset')}</Tag>} {t('sms.secretHelp')}</span>}
      >
        <Input.Password autoComplete="new-password" placeholder={setting?.secretSet ? t('sms.secretKeepPh') : ''} />
      </Form.Item>
      <Form.Item label={t('sms.signName')} name="signName" rules={rules('signName')}>
        <Input maxLength={20} />
      </Form.Item>
      <h3>{t('sms.templates')}</h3>
      <p>{t('sms.templatesHelp', { max: SMS_TEMPLATE_MAX })}</p>
      {SMS_PURPOSES.map((p) => (
        <Form.Item key={p} label={t(`sms.purpose.${p}`)} name={['templates', p]} rules={templateRules}>
          <Input.TextArea rows={2} maxLength={SMS_TEMPLATE_MAX} showCount />
        </Form.Item>
      ))}
      {setting?.updateTime && <p>{t('sms.updated', { by: setting.updateBy, time: setting.updateTime })}</p>}
      {canEdit && <Button type="primary" htmlType="submit" loading={saving}>{t('sms.save')}</Button>}
    </Form>
  );
}

function TestSend({ onSent }: { onSent(): void }) {
  const { t } = useTranslation('admin-bbs');
  const [lang] = useLanguage();
  const { message } = useFeedback();
  const [form] = Form.useForm<SmsTestBody>();
  const [sending, setSending] = useState(false);
  const send = async (values: SmsTestBody) => {
    setSending(true);
    try {
      const res = await sendTestSms(values);
      void message.success(res.msg || t('sms.testSent'));
      onSent();
    } catch {
      // shown by the request layer
    } finally {
      setSending(false);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={(v) => void send(v)} initialValues={{ purpose: SMS_PURPOSES[0] }} style={{ maxWidth: 480 }} aria-label={t('sms.testForm')}>
      <Form.Item label={t('sms.testPhone')} name="phone" rules={fieldRules(smsTestBodySchema, 'phone', lang)}>
        <Input inputMode="tel" maxLength={11} />
      </Form.Item>
      <Form.Item label={t('sms.testPurpose')} name="purpose" rules={fieldRules(smsTestBodySchema, 'purpose', lang)}>
        <Select options={SMS_PURPOSES.map((p) => ({ value: p, label: t(`sms.purpose.${p}`) }))} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={sending}>{t('sms.testSend')}</Button>
    </Form>
  );
}

export default function SmsPage() {
  const { t } = useTranslation('admin-bbs');
  const { hasPermi } = useAccess();
  const [outboxKey, setOutboxKey] = useState(0);
  const bump = () => setOutboxKey((k) => k + 1);
  const items = [
    ...(hasPermi(smsOutboxEntity.perms.query) ? [{ key: 'settings', label: t('sms.tabSettings'), children: <SettingsForm onSaved={bump} /> }] : []),
    ...(hasPermi(smsOutboxEntity.perms.test) ? [{ key: 'test', label: t('sms.tabTest'), children: <TestSend onSent={bump} /> }] : []),
    { key: 'outbox', label: t('sms.tabOutbox'), children: <SmsOutbox key={outboxKey} /> },
  ];
  return (
    <div className="app-container">
      <Tabs items={items} />
    </div>
  );
}
