import { lazy, Suspense } from 'react';
import { useTranslation } from '@shared/i18n';
import { loadNamespaces } from '@shared/i18n';
import { UserIcon } from '../components/icons';
import { prefetchLoginModal } from '../login/LoginModalHost';
import { useLoginModal } from '../stores/loginModal';
import { useHydrated } from '../lib/useHydrated';
import { useSessionToken } from '../lib/useSession';

// the account menu's code and its texts (site-auth), fetched together
const UserDropdown = lazy(() => Promise.all([import('./UserDropdown'), loadNamespaces('site-auth')]).then(([m]) => m));

/** Login button when logged out; the member's avatar and nickname with a logout item when logged in. */
export function UserMenu() {
  const { t } = useTranslation('site');
  // a server-rendered page hydrates logged out (the server knows no session), then shows the member
  const token = useSessionToken();
  const show = useLoginModal((s) => s.show);
  // the login button waits for the page's code (a press before it would be lost)
  const hydrated = useHydrated();

  if (!token) {
    return (
      <button
        type="button"
        className="site-hbtn site-hbtn--primary site-login-btn"
        disabled={!hydrated}
        onPointerEnter={prefetchLoginModal}
        onFocus={prefetchLoginModal}
        onClick={() => show()}
      >
        <UserIcon />
        <span>{t('user.login')}</span>
      </button>
    );
  }
  // the dropdown's code loads with the first logged-in page; meanwhile the avatar stands in
  return (
    <Suspense
      fallback={
        <span className="site-user site-user--placeholder" aria-hidden>
          <UserIcon />
        </span>
      }
    >
      <UserDropdown />
    </Suspense>
  );
}
