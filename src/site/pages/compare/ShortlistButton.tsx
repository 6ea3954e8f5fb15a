/**
 * 加入择校清单 on the school detail page: logged out it opens the login popup; logged in it opens the note form,
 * which loads on demand (the detail page carries only this button).
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@shared/i18n';
import { loadNamespaces } from '@shared/i18n';
import { useLoginModal } from '../../stores/loginModal';
import { useSessionToken } from '../../lib/useSession';

const SaveForm = lazy(() => Promise.all([import('./ShortlistSaveForm'), loadNamespaces('site-compare')]).then(([m]) => m));

export function ShortlistButton({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation('site-compare');
  const token = useSessionToken();
  const showLogin = useLoginModal((s) => s.show);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="site-btn site-btn--default"
        aria-expanded={token ? open : undefined}
        onClick={() => (token ? setOpen(!open) : showLogin({ reason: 'manual' }))}
      >
        {t('shortlist.save')}
      </button>
      {token && open && (
        <Suspense fallback={null}>
          <SaveForm schoolId={schoolId} />
        </Suspense>
      )}
    </>
  );
}
