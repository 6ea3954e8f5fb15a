import { lazy, Suspense } from 'react';
import { PageLoading } from '../../layout/PageLoading';

const NotFoundPage = lazy(() => import('./NotFoundPage'));

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
