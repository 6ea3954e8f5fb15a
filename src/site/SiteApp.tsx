import type { QueryClient } from '@tanstack/react-query';
import { InjectedQueryClient } from './query/injected';
import { prepareRoutesAt, SiteRoutes } from './routes';
import { SiteRouter, type SiteHistory } from './router/SiteRouter';

/**
 * The public site over a history (the browser's in main.tsx, one in memory in tests). Nothing heavy here: antd's
 * theme and locale (components/AntdScope) and react-query (query/QueryScope) wrap only the parts that use them and
 * load with those parts. `queryClient` replaces the site's own query client (tests).
 */
export function SiteApp({ history, queryClient }: { history: SiteHistory; queryClient?: QueryClient }) {
  return (
    <InjectedQueryClient.Provider value={queryClient ?? null}>
      <SiteRouter history={history} prepare={prepareRoutesAt}>
        <SiteRoutes />
      </SiteRouter>
    </InjectedQueryClient.Provider>
  );
}
