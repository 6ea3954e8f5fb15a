import { lazy, Suspense } from 'react';
import { loadNamespaces } from '@shared/i18n';
import { PageLoading } from '../../layout/PageLoading';

// its code and the home page's texts (its suggestions are the home page's quick links), fetched together
const NotFoundPage = lazy(() => Promise.all([import('./NotFoundPage'), loadNamespaces('site-home')]).then(([m]) => m));

/**
 * The site's 404 where it is not known in advance (unknown paths, unknown guide ids, route 404s): its code loads
 * when first needed, the page skeleton meanwhile, so it is not part of every page's first load.
 */
export function NotFound() {
  return (
    <Suspense fallback={<PageLoading />}>
      <NotFoundPage />
    </Suspense>
  );
}
