import { useCallback, useEffect, useRef, useState } from 'react';
import { getCodeImg, isCaptchaEnabled } from '@shared/api/session';

export interface CaptchaState {
  /** whether the server wants a captcha (true until it says otherwise) */
  enabled: boolean;
  img?: string;
  uuid?: string;
  loading: boolean;
  /** the server's first answer (or its failure) has come: until then `enabled` is only a guess */
  known: boolean;
}

export interface Captcha extends CaptchaState {
  /** Loads a new captcha. An answer overtaken by a later load (two quick clicks on the image) is dropped. */
  refresh: () => Promise<void>;
  /**
   * Whether a captcha is wanted, once the load in flight (if any) has answered: a press that comes before the
   * server's first answer would otherwise be checked against the "on" guess and ask for a captcha that then goes.
   */
  settled: () => Promise<boolean>;
}

/**
 * The captcha of a login, register or reset form, in the site and the admin alike: loaded on mount, again on
 * `refresh()` (a click on the image, a failed submit). Off (`enabled` false) when the server turns it off; when a load
 * fails the field stays, without an image, so the image area can offer a retry.
 */
export function useCaptcha(): Captcha {
  const [state, setState] = useState<CaptchaState>({ enabled: true, loading: true, known: false });
  const alive = useRef(true);
  const seq = useRef(0);
  // the latest known answer and the load in flight, for settled() (state would be a render late)
  const enabledRef = useRef(true);
  const inFlight = useRef<Promise<void> | null>(null);

  const refresh = useCallback(() => {
    const mine = ++seq.current;
    setState((s) => ({ ...s, loading: true }));
    const load = (async () => {
      try {
        const res = await getCodeImg();
        if (!alive.current || mine !== seq.current) return;
        const enabled = isCaptchaEnabled(res);
        enabledRef.current = enabled;
        setState({ enabled, img: enabled ? res.img : undefined, uuid: enabled ? res.uuid : undefined, loading: false, known: true });
      } catch {
        if (!alive.current || mine !== seq.current) return;
        setState((s) => ({ ...s, img: undefined, uuid: undefined, loading: false, known: true }));
      } finally {
        if (mine === seq.current) inFlight.current = null;
      }
    })();
    inFlight.current = load;
    return load;
  }, []);

  const settled = useCallback(async () => {
    while (inFlight.current) await inFlight.current;
    return enabledRef.current;
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
