import { useCallback, useEffect, useRef, useState } from 'react';
import { getCodeImg } from '@shared/api/session';

export interface CaptchaState {
  /** whether the server wants a captcha (true until it says otherwise) */
  on: boolean;
  img?: string;
  uuid?: string;
  loading: boolean;
  refresh: () => Promise<void>;
  /**
   * Whether a captcha is wanted, once the load in flight (if any) has answered: a press that comes before the
   * server's first answer would otherwise be checked against the "on" guess and ask for a captcha that then goes.
   */
  settled: () => Promise<boolean>;
}

/** The captcha of a login or register form: fetched on mount, refreshed on demand (click, failed submit). */
export function useCaptcha(): CaptchaState {
  const [state, setState] = useState<Omit<CaptchaState, 'refresh' | 'settled'>>({ on: true, loading: true });
  const alive = useRef(true);
  const seq = useRef(0);
  // the latest known "on" and the load in flight, for settled() (state would be a render late)
  const onRef = useRef(true);
  const inFlight = useRef<Promise<void> | null>(null);

  const refresh = useCallback(() => {
    const mine = ++seq.current;
    setState((s) => ({ ...s, loading: true }));
    const load = (async () => {
      try {
        const res = await getCodeImg();
        if (!alive.current || mine !== seq.current) return;
        // captchaEnabled (new servers) or captchaOnOff (old ones); absent means on
        const on = res.captchaEnabled ?? res.captchaOnOff ?? true;
        onRef.current = on;
        setState({ on, img: on ? res.img : undefined, uuid: on ? res.uuid : undefined, loading: false });
      } catch {
        if (!alive.current || mine !== seq.current) return;
        setState((s) => ({ ...s, img: undefined, uuid: undefined, loading: false }));
      } finally {
        if (mine === seq.current) inFlight.current = null;
      }
    })();
    inFlight.current = load;
    return load;
  }, []);

  const settled = useCallback(async () => {
    while (inFlight.current) await inFlight.current;
    return onRef.current;
  }, []);

  useEffect(() => {
    alive.current = true;
    void refresh();
    return () => {
      alive.current = false;
    };
  }, [refresh]);

  return { ...state, refresh, settled };
}
