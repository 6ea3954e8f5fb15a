import { lazy, Suspense, useEffect, useState } from 'react';
import { onUnauthorized } from '@shared/api/unauthorized';
import { loadNamespaces } from '@shared/i18n';
import { restoreSession } from '../lib/session';
import { useLoginModal } from '../stores/loginModal';

// the popup's code and its texts (site-auth), fetched together
const loadLoginModal = () => Promise.all([import('./LoginModal'), loadNamespaces('site-auth')]).then(([m]) => m);
const LoginModal = lazy(loadLoginModal);

/** Start fetching the popup's code when the visitor shows intent (pointer over / focus on a login button). */
export function prefetchLoginModal(): void {
  void loadLoginModal();
}

/**
 * Registers the 401 prompt and mounts the login popup (its code loads the first time it opens,
 * and it stays mounted afterwards so it can animate out).
 */
export function LoginModalHost() {
  const open = useLoginModal((s) => s.open);
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);

  useEffect(() => {
    let active = true;
    void restoreSession().finally(() => {
      if (active) onUnauthorized(() => useLoginModal.getState().show({ reason: 'unauthorized' }));
    });
    return () => {
      active = false;
      onUnauthorized(null);
    };
  }, []);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  );
}
