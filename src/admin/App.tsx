import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAdminRouter, type AdminRouter } from './router';

/**
 * The admin app: the router. antd's theme, locale and <App> wrap each lazily loaded page frame (AppScope), so the
 * entry chunk carries no antd.
 */
export default function AdminApp({ router: given }: { router?: AdminRouter }) {
  const [router] = useState(() => given ?? createAdminRouter());
  return <RouterProvider router={router} />;
}
