import { useCallback, useEffect, useRef, useState } from 'react';
import { getCodeImg } from '@shared/api/session';

export interface CaptchaState {
  /** false when the server says captcha is off (the field is hidden) */
  enabled: boolean;
  img?: string;
  uuid?: string;
  loading: boolean;
}

/** The captcha of the login / register forms: loads on mount, `refresh()` for a new one. */
export function useCaptcha() {
  const [state, setState] = useState<CaptchaState>({ enabled: true, loading: true });
  const alive = useRef(true);

  const refresh = useCallback(async () => {
    setState((s) => ({ ...s, loading: true }));
    try {
      const res = await getCodeImg();
      // captchaEnabled (current) / captchaOnOff (old servers); absent → on
      const enabled = res.captchaEnabled ?? res.captchaOnOff ?? true;
      if (alive.current) setState({ enabled, img: enabled ? res.img : undefined, uuid: enabled ? res.uuid : undefined, loading: false });
    } catch {
      // keep the field: the image area offers a retry
      if (alive.current) setState((s) => ({ ...s, img: undefined, uuid: undefined, loading: false }));
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    void refresh();
    return () => {
      alive.current = false;
    };
  }, [refresh]);

  return { captcha: state, refreshCaptcha: refresh };
}
