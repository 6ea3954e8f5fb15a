import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { getCodeImg, isCaptchaEnabled } from '@shared/api/session';
import { required, type FormRules, type FormValues } from './useAuthForm';

export interface CaptchaState {
  /** false when the server says captcha is off (the field is hidden) */
  enabled: boolean;
  img?: string;
  uuid?: string;
  loading: boolean;
  /** the server's first answer (or its failure) has come: until then `enabled` is only a guess */
  known: boolean;
}

/**
 * The captcha of the admin's login and register forms: loads on mount, `refreshCaptcha()` for a new one. Hidden
 * (`enabled` false) when the server turns it off; when it fails to load the field stays and its image offers a retry.
 */
export function useCaptcha() {
  const [state, setState] = useState<CaptchaState>({ enabled: true, loading: true, known: false });
  const alive = useRef(true);

  const refresh = useCallback(async () => {
    setState((s) => ({ ...s, loading: true }));
    try {
      const res = await getCodeImg();
      const enabled = isCaptchaEnabled(res);
      if (alive.current) setState({ enabled, img: enabled ? res.img : undefined, uuid: enabled ? res.uuid : undefined, loading: false, known: true });
    } catch {
      // keep the field: the image area offers a retry
      if (alive.current) setState((s) => ({ ...s, img: undefined, uuid: undefined, loading: false, known: true }));
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    void refresh();
    return () => {
      alive.current = false;
    };
  }, [refresh]);

  /** After a failed submit, while the captcha is on: empty the form's `code` and load a new captcha. */
  const renewCaptcha = (form: { setValues(values: { code: string }): void }) => {
    if (!state.enabled) return;
    form.setValues({ code: '' });
    void refresh();
  };

  return { captcha: state, refreshCaptcha: refresh, renewCaptcha };
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
