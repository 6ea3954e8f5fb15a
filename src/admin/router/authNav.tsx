/** The login and register pages inside the router: react-router's location and navigation (components/authForm/nav). */
import { useMemo, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AuthNavProvider, type AuthNav } from '../components/authForm/nav';

export function RoutedAuthNav({ page: Page }: { page: ComponentType }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const nav = useMemo<AuthNav>(() => ({ search, go: async (to, options) => navigate(to, { replace: options?.replace }) }), [navigate, search]);
  return (
    <AuthNavProvider value={nav}>
      <Page />
    </AuthNavProvider>
  );
}
