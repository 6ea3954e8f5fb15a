import { useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { useAntdLocale } from '@shared/i18n';
import { brandTheme } from '@shared/ui/theme';

type Router = ReturnType<typeof createBrowserRouter>;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
}

function ThemeAndLocale({ children }: { children: ReactNode }) {
  const locale = useAntdLocale();
  return (
    <ConfigProvider theme={brandTheme} locale={locale}>
      {children}
    </ConfigProvider>
  );
}

/**
 * antd's static message / notification / Modal.confirm (the request layer's toasts, the logout confirm)
 * render outside the app's tree: give them the brand theme and the current language too.
 */
export function configureStaticAntd(): void {
  ConfigProvider.config({ holderRender: (children) => <ThemeAndLocale>{children}</ThemeAndLocale> });
}

/** Providers of the public site around a router (the browser router in main.tsx, a memory router in tests). */
export function SiteApp({ router, queryClient }: { router: Router; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ThemeAndLocale>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeAndLocale>
  );
}
