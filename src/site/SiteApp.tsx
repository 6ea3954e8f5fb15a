import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { InjectedQueryClient } from './query/injected';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The public site around a router (the browser router in main.tsx, a memory router in tests). Nothing heavy here:
 * antd's theme and locale (components/AntdScope) and react-query (query/QueryScope) wrap only the parts that use
 * them and load with those parts. `queryClient` replaces the site's own query client (tests).
 */
export function SiteApp({ router, queryClient }: { router: Router; queryClient?: QueryClient }) {
  return (
    <InjectedQueryClient.Provider value={queryClient ?? null}>
      <RouterProvider router={router} />
    </InjectedQueryClient.Provider>
  );
}
