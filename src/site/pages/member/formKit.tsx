/**
 * Form pieces of the member pages and the forgotten-password page: the 60-second countdown of an SMS code button,
 * the new-password rules of sign-up, and a failed call's text.
 */
import { useEffect, useState } from 'react';
import { Button, type FormInstance, type FormRule } from 'antd';
import { useTranslation } from '@shared/i18n';
import { PasswordFormItem } from '../../login/formItems';

/** Seconds left of a countdown started with `start()` (0 when none runs). */
export function useCountdown(seconds = 60): { left: number; start: () => void } {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return { left, start: () => setLeft(seconds) };
}

export const SMS_RESEND_SECONDS = 60;

/**
 * 获取验证码, then "60 秒后重新获取" while the countdown runs. `check` validates the fields the code needs (phone,
 * captcha); `onSend` sends it and resolves true when a code went out.
 */
export function SmsCodeButton({ check, onSend, size }: { check: () => Promise<boolean>; onSend: () => Promise<boolean>; size?: 'large' | 'middle' }) {
  const { t } = useTranslation('site-member');
  const { left, start } = useCountdown(SMS_RESEND_SECONDS);
  const [sending, setSending] = useState(false);
  return (
    <Button
      size={size}
      loading={sending}
      disabled={left > 0}
      onClick={async () => {
        if (!(await check())) return;
        setSending(true);
        try {
          if (await onSend()) start();
        } finally {
          setSending(false);
        }
      }}
    >
      {left > 0 ? t('sms.resendIn', { count: left }) : t('sms.send')}
    </Button>
  );
}

/** `check` of SmsCodeButton: the named fields of `form` are valid. */
export function fieldsValid(form: FormInstance, names: string[]): () => Promise<boolean> {
  return () => form.validateFields(names).then(
    () => true,
    () => false,
  );
}

/** The password rule of sign-up: 8–20 characters. */
export const PASSWORD_LENGTH = { min: 8, max: 20 } as const;

export interface NewPasswordTexts {
  label: string;
  placeholder?: string;
  required: string;
  length: string;
  confirmLabel: string;
  confirmPlaceholder?: string;
  confirmRequired: string;
  mismatch: string;
}

/** A new password (sign-up's rules) and its confirmation, as sign-up, the password change and the reset ask them. */
export function NewPasswordItems({ name, confirmName, texts }: { name: string; confirmName: string; texts: NewPasswordTexts }) {
  const confirmRules: FormRule[] = [
    { required: true, message: texts.confirmRequired },
    ({ getFieldValue }) => ({
      validator: (_, v: string | undefined) => (!v || v === getFieldValue(name) ? Promise.resolve() : Promise.reject(new Error(texts.mismatch))),
    }),
  ];
  return (
    <>
      <PasswordFormItem
        name={name}
        label={texts.label}
        rules={[{ required: true, message: texts.required }, { ...PASSWORD_LENGTH, message: texts.length }]}
        placeholder={texts.placeholder}
        autoComplete="new-password"
      />
      <PasswordFormItem
        name={confirmName}
        label={texts.confirmLabel}
        dependencies={[name]}
        rules={confirmRules}
        placeholder={texts.confirmPlaceholder}
        autoComplete="new-password"
      />
    </>
  );
}

/** The member pages' new-password texts (site-member). */
export function useNewPasswordTexts(): NewPasswordTexts {
  const { t } = useTranslation('site-member');
  return {
    label: t('password.new'),
    placeholder: t('password.placeholder'),
    required: t('password.newRequired'),
    length: t('password.length'),
    confirmLabel: t('password.confirm'),
    confirmRequired: t('password.confirmRequired'),
    mismatch: t('password.mismatch'),
  };
}

/** A request failed: its message was shown by the request layer (or `fallback`). */
export function errorText(e: unknown, fallback: string): string {
  return e instanceof Error && e.message ? e.message : fallback;
}
