/**
 * The form pieces of the login and register pages, without antd (the login page is the admin's first load): a field
 * with its label and inline error, a text input with a prefix icon, a password input with show / hide, the captcha
 * (input + clickable image), a checkbox, the submit button with a loading state and the alert for the server's
 * message. They look like antd's large controls in the brand theme (see authForm.css).
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@shared/i18n';
import { captchaImageSrc } from '@shared/api/session';
import type { CheckboxBinding, FieldBinding } from './useAuthForm';
import type { CaptchaState } from './useCaptcha';
import { CloseCircleIcon, EyeIcon, EyeInvisibleIcon, LoadingIcon, LockIcon } from './icons';
import './authForm.css';

const errorIdOf = (id: string) => `${id}-error`;

/** The input's accessibility wiring: invalid state and the error text as its description. */
function describedBy({ id, errors }: FieldBinding) {
  return errors.length ? { 'aria-invalid': true as const, 'aria-describedby': errorIdOf(id) } : {};
}

/**
 * A form row: the label (read by assistive technology; the placeholder shows it on screen, as before), the control
 * and the messages of the failed rules below it (announced politely when they change).
 */
export function Field({ binding, label, children }: { binding: FieldBinding; label: string; children: ReactNode }) {
  const invalid = binding.errors.length > 0;
  return (
    <div className={invalid ? 'auth-field auth-field--error' : 'auth-field'}>
      <label className="auth-sr-only" htmlFor={binding.id}>
        {label}
      </label>
      {children}
      <div id={errorIdOf(binding.id)} className="auth-field__error" aria-live="polite">
        {binding.errors.map((msg) => (
          <div key={msg}>{msg}</div>
        ))}
      </div>
    </div>
  );
}

interface InputProps {
  binding: FieldBinding;
  label: string;
  autoComplete: string;
  maxLength: number;
}

/** A text input with a prefix icon, e.g. the account. */
export function TextField({ binding, label, icon, autoComplete, maxLength }: InputProps & { icon: ReactNode }) {
  return (
    <Field binding={binding} label={label}>
      <span className="auth-input">
        <span className="auth-input__prefix">{icon}</span>
        <input
          id={binding.id}
          name={binding.name}
          className="auth-input__el"
          type="text"
          placeholder={label}
          autoComplete={autoComplete}
          maxLength={maxLength}
          value={binding.value}
          onChange={(e) => binding.onChange(e.target.value)}
          onBlur={binding.onBlur}
          {...describedBy(binding)}
        />
      </span>
    </Field>
  );
}

/** A password input with the lock icon and a show / hide button (a real, labelled, keyboard-reachable button). */
export function PasswordField({ binding, label, autoComplete, maxLength = 20 }: Omit<InputProps, 'maxLength'> & { maxLength?: number }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Field binding={binding} label={label}>
      <span className="auth-input">
        <span className="auth-input__prefix">
          <LockIcon />
        </span>
        <input
          id={binding.id}
          name={binding.name}
          className="auth-input__el"
          type={visible ? 'text' : 'password'}
          placeholder={label}
          autoComplete={autoComplete}
          maxLength={maxLength}
          value={binding.value}
          onChange={(e) => binding.onChange(e.target.value)}
          onBlur={binding.onBlur}
          {...describedBy(binding)}
        />
        <button
          type="button"
          className="auth-input__toggle"
          aria-controls={binding.id}
          aria-pressed={visible}
          aria-label={t('admin-auth:password.show', { field: label.toLowerCase() })}
          title={visible ? t('admin-auth:password.hideTitle') : t('admin-auth:password.showTitle')}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeIcon /> : <EyeInvisibleIcon />}
        </button>
      </span>
    </Field>
  );
}

/**
 * The captcha: its input and the image, a button that asks for a new one (click, Enter or Space). While loading it
 * shows a spinner; when the image could not be loaded it says so and offers the retry. Nothing while the server has
 * the captcha off.
 */
export function CaptchaField({
  binding,
  label,
  captcha,
  onRefresh,
}: {
  binding: FieldBinding;
  label: string;
  /** from `useCaptcha` */
  captcha: CaptchaState;
  onRefresh: () => Promise<void>;
}) {
  const { t } = useTranslation();
  if (!captcha.enabled) return null;
  const { img, loading } = captcha;
  const src = captchaImageSrc(img);
  return (
    <Field binding={binding} label={label}>
      <div className="auth-captcha">
        <span className="auth-input auth-captcha__input">
          <input
            id={binding.id}
            name={binding.name}
            className="auth-input__el"
            type="text"
            inputMode="text"
            placeholder={label}
            autoComplete="off"
            maxLength={8}
            value={binding.value}
            onChange={(e) => binding.onChange(e.target.value)}
            onBlur={binding.onBlur}
            {...describedBy(binding)}
          />
        </span>
        <button
          type="button"
          className="auth-captcha__image"
          aria-label={t('common:captcha.refresh')}
          title={t('common:captcha.refresh')}
          aria-busy={loading || undefined}
          onClick={() => {
            if (!loading) void onRefresh();
          }}
        >
          {loading ? (
            <span role="img" aria-label={t('common:captcha.loading')} className="auth-captcha__spinner">
              <LoadingIcon className="auth-spin" />
            </span>
          ) : src ? (
            <img src={src} alt={t('common:captcha.alt')} />
          ) : (
            <span className="auth-captcha__unavailable">{t('common:captcha.unavailable')}</span>
          )}
        </button>
      </div>
    </Field>
  );
}

/** A checkbox with its label (remember me). */
export function CheckboxField({ binding, label }: { binding: CheckboxBinding; label: string }) {
  return (
    <label className="auth-checkbox" htmlFor={binding.id}>
      <input
        id={binding.id}
        name={binding.name}
        type="checkbox"
        checked={binding.checked}
        onChange={(e) => binding.onChange(e.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}

/** The full-width primary button; while `loading` it spins, says so and ignores further presses (the form checks). */
export function SubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={loading ? 'auth-button auth-button--loading' : 'auth-button'} aria-busy={loading || undefined}>
      {loading && <LoadingIcon className="auth-spin" />}
      <span>{children}</span>
    </button>
  );
}

/** The server's message above the button, once (no toast): an alert, announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="admin-auth__alert auth-alert" role="alert">
      <CloseCircleIcon className="auth-alert__icon" />
      <span>{message}</span>
    </div>
  );
}
