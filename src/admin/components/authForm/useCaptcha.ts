import { useEffect, useRef, type FormEvent } from 'react';
import { useCaptcha as useCaptchaImage, type CaptchaState } from '@shared/auth/useCaptcha';
import { required, type FormRules, type FormValues } from './useAuthForm';

export type { CaptchaState };

/**
 * The captcha of the admin's login and register forms (the shared hook), with `renewCaptcha` for a failed submit.
 * Hidden (`enabled` false) when the server turns it off; when it fails to load the field stays and its image offers a
 * retry.
 */
export function useCaptcha() {
  const captcha = useCaptchaImage();

  /** After a failed submit, while the captcha is on: empty the form's `code` and load a new captcha. */
  const renewCaptcha = (form: { setValues(values: { code: string }): void }) => {
    if (!captcha.enabled) return;
    form.setValues({ code: '' });
    void captcha.refresh();
  };

  return { captcha, refreshCaptcha: captcha.refresh, renewCaptcha };
}

/**
 * The form's submit handler, held back while the captcha is unknown: a submit that comes before the server's first
 * answer (Enter on a remembered account) would be checked against the "on" guess and ask for a code whose field then
 * goes. It is sent again once the answer is rendered, so it runs with the rules of that answer.
 */
export function useSubmitOnceCaptchaKnown(
  captcha: CaptchaState,
  onSubmit: (e: FormEvent<HTMLFormElement>) => void,
): (e: FormEvent<HTMLFormElement>) => void {
  const held = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    const form = held.current;
    if (!captcha.known || !form) return;
    held.current = null;
    if (form.isConnected) form.requestSubmit();
  }, [captcha.known]);
  return (e) => {
    if (captcha.known) return onSubmit(e);
    e.preventDefault();
    held.current = e.currentTarget;
  };
}

/** The rule of the form's `code` while the captcha is on: required (not only blanks), checked as the user types. */
export function captchaRules<V extends FormValues & { code: string }>(captcha: CaptchaState, message: string): FormRules<V> {
  return captcha.enabled ? ({ code: { trigger: 'change', rules: [required<V>(message, { whitespace: true })] } } as FormRules<V>) : {};
}

/** What the login and register calls send of the captcha: the trimmed code and its uuid, nothing while it is off. */
export function captchaParams(captcha: CaptchaState, code: string): { code?: string; uuid?: string } {
  return captcha.enabled ? { code: code.trim(), uuid: captcha.uuid ?? '' } : {};
}
