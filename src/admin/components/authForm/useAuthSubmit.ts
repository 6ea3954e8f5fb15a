import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../utils/errors';

/**
 * The submit state of the login and register pages: `loading`, the server's message (`error`, shown once, inline)
 * and `mounted` (the page is still there). `start()` clears the message and starts loading; `send(call, fallback,
 * onFail)` waits for the (silent) call and, when it fails while the page is still there, stops loading, shows the
 * failure's message (or `fallback`) and calls `onFail`. It resolves whether the call succeeded (still loading then).
 */
export function useAuthSubmit() {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = useCallback(() => {
    setError(null);
    setLoading(true);
  }, []);

  const send = useCallback(async (call: () => Promise<unknown>, fallback: string, onFail: () => void): Promise<boolean> => {
    try {
      await call();
      return true;
    } catch (err) {
      if (mounted.current) {
        setLoading(false);
        setError(errorMessage(err, fallback));
        onFail();
      }
      return false;
    }
  }, []);

  return { loading, setLoading, error, setError, mounted, start, send };
}
