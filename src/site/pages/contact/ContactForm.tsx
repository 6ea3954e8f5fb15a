import { useState } from 'react';
import { Alert, Button, Form, Input, Select, Space } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { addContact } from '@shared/api/web';
import { CONTACT_LIMITS, DEFAULT_PHONE_AREA, PHONE_AREAS, phoneIssue, type PhoneAreaCode } from '@shared/contract/constants';
import { localizeMessage } from '@shared/contract/kit/messages';
import { useSiteLang } from '../../lib/useSiteLang';
import '../../kit/directory.css';

interface ContactValues {
  name: string;
  areaCode: PhoneAreaCode;
  mobile: string;
  message?: string;
}

/** The server's (Chinese) validation messages, shown in English on the English site. */
const SERVER_MESSAGE_KEYS: Record<string, string> = {
  请输入您的姓名: 'contact.nameRequired',
  请输入您的手机号码: 'contact.mobileRequired',
  请输入正确的手机号码: 'contact.mobileInvalid',
};

export interface ContactFormProps {
  /** the page the enquiry is about (e.g. '/school/detail/12'); default the current page */
  sourcePage?: string;
  /** what the enquiry is about, shown above the form (e.g. the school's name) */
  sourceLabel?: string;
  /** prefilled message */
  initialMessage?: string;
  /** after the confirmation is shown */
  onSent?: () => void;
  /** "close" button on the confirmation (the dialog) */
  onDone?: () => void;
  /** focus the name field (the dialog) */
  autoFocus?: boolean;
}

/**
 * The contact enquiry form (spec sections 3 and 5): name, mobile number with its calling code (Mainland +86,
 * Hong Kong +852, Canada +1: PHONE_AREAS, checked by phoneIssue here and again by the server, which answers in the
 * form's language), optional message. On success the form
 * gives way to a confirmation; on failure the typed values stay and the reason is shown.
 */
export function ContactForm({ sourcePage, sourceLabel, initialMessage, onSent, onDone, autoFocus }: ContactFormProps) {
  const { t } = useTranslation('site-directory');
  const { lang } = useSiteLang();
  const [form] = Form.useForm<ContactValues>();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const serverMessage = (e: unknown) => {
    const msg = e instanceof Error && e.message ? e.message : t('contact.failed');
    const key = SERVER_MESSAGE_KEYS[msg];
    return key ? t(key) : msg;
  };

  const onFinish = async (v: ContactValues) => {
    setSending(true);
    setError(null);
    try {
      const res = await addContact(
        {
          name: v.name.trim(),
          areaCode: v.areaCode,
          mobile: v.mobile.trim(),
          message: v.message?.trim() ?? '',
          sourcePage: sourcePage ?? (typeof window !== 'undefined' ? window.location.pathname : ''),
          lang,
        },
        { silent: true },
      );
      setDone(res.msg || t('contact.success'));
      form.resetFields();
      onSent?.();
    } catch (e) {
      setError(serverMessage(e));
    } finally {
      setSending(false);
    }
  };

  if (done) {
    return (
      <div className="dir-contact-done" role="status" aria-live="polite">
        <CheckCircleFilled className="dir-contact-done__icon" aria-hidden />
        <p className="dir-contact-done__title">{t('contact.successTitle')}</p>
        <p>{done}</p>
        <div className="dir-form__actions">
          {onDone && (
            <Button type="primary" onClick={onDone}>
              {t('common.close')}
            </Button>
          )}
          <Button onClick={() => setDone(null)}>{t('contact.again')}</Button>
        </div>
      </div>
    );
  }

  return (
    <Form<ContactValues>
      form={form}
      layout="vertical"
      size="large"
      className="dir-contact-form"
      requiredMark
      initialValues={{ name: '', areaCode: DEFAULT_PHONE_AREA, mobile: '', message: initialMessage ?? '' }}
      onFinish={(v) => void onFinish(v)}
      onValuesChange={() => error && setError(null)}
      aria-label={t('contact.formLabel')}
    >
      {sourceLabel && (
        <p className="dir-contact-form__about">
          {t('contact.about')} <strong>{sourceLabel}</strong>
        </p>
      )}
      <Form.Item
        name="name"
        label={t('contact.name')}
        rules={[
          { required: true, whitespace: true, message: t('contact.nameRequired') },
          { max: CONTACT_LIMITS.name, message: t('contact.nameTooLong', { max: CONTACT_LIMITS.name }) },
        ]}
      >
        <Input placeholder={t('contact.namePlaceholder')} autoComplete="name" maxLength={CONTACT_LIMITS.name} autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item label={t('contact.mobile')} required htmlFor="contact-mobile">
        <Space.Compact block>
          <Form.Item name="areaCode" noStyle>
            <Select
              aria-label={t('contact.areaCode')}
              className="dir-contact-form__area"
              popupMatchSelectWidth={false}
              options={PHONE_AREAS.map((a) => ({ value: a.code, label: `+${a.code}`, title: a[lang] }))}
              optionRender={(o) => o.data.title}
              onChange={() => void form.validateFields(['mobile']).catch(() => undefined)}
            />
          </Form.Item>
          <Form.Item
            name="mobile"
            noStyle
            normalize={(v: string) => (v ?? '').replace(/[\s-]/g, '')}
            validateTrigger="onBlur"
            rules={[
              { required: true, message: t('contact.mobileRequired') },
              {
                validator: async (_rule, value: string) => {
                  const issue = value ? phoneIssue(form.getFieldValue('areaCode') as string, value) : null;
                  if (issue) throw new Error(localizeMessage(issue, lang));
                },
              },
            ]}
          >
            <Input
              id="contact-mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder={t('contact.mobilePlaceholder')}
              maxLength={20}
            />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item
        name="message"
        label={t('contact.message')}
        rules={[{ max: CONTACT_LIMITS.message, message: t('contact.messageTooLong', { max: CONTACT_LIMITS.message }) }]}
      >
        <Input.TextArea rows={4} maxLength={CONTACT_LIMITS.message} showCount placeholder={t('contact.messagePlaceholder')} />
      </Form.Item>
      {error && <Alert type="error" showIcon role="alert" className="dir-contact-form__error" title={error} />}
      <p className="dir-muted dir-contact-form__privacy">{t('contact.privacy')}</p>
      <Button type="primary" htmlType="submit" size="large" block loading={sending}>
        {t('contact.submit')}
      </Button>
    </Form>
  );
}

export default ContactForm;
