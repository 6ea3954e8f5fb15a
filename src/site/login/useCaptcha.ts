import { useCallback, useEffect, useRef, useState } from 'react';
import { getCodeImg } from '@shared/api/session';

export interface CaptchaState {
  /** whether the server wants a captcha (true until it says otherwise) */
  on: boolean;
  img?: string;
  uuid?: string;
  loading: boolean;
  refresh: () => Promise<void>;
}

/** The captcha of a login or register form: fetched on mount, refreshed on demand (click, failed submit). */
export function useCaptcha(): CaptchaState {
  const [state, setState] = useState<Omit<CaptchaState, 'refresh'>>({ on: true, loading: true });
  const alive = useRef(true);
  const seq = useRef(0);

  const refresh = useCallback(async () => {
    const mine = ++seq.current;
    setState((s) => ({ ...s, loading: true }));
    try {
      const res = await getCodeImg();
      if (!alive.current || mine !== seq.current) return;
      // captchaEnabled (new servers) or captchaOnOff (old ones); absent means on
      const on = res.captchaEnabled ?? res.captchaOnOff ?? true;
      setState({ on, img: on ? res.img : undefined, uuid: on ? res.uuid : undefined, loading: false });
    } catch {
      if (!alive.current || mine !== seq.current) return;
      setState((s) => ({ ...s, img: undefined, uuid: undefined, loading: false }));
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    void refresh();
    return () => {
      alive.current = false;
    };
  }, [refresh]);

  return { ...state, refresh };
}
