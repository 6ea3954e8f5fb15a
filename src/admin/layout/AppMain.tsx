/**
 * The content area. The later issue adds the tags-view cache here (React 19 <Activity>, keyed by route, honouring
 * meta.noCache); for now it renders the current page.
 */
import { Outlet } from 'react-router-dom';

export const MAIN_ID = 'admin-main';

export default function AppMain() {
  return (
    <main id={MAIN_ID} className="admin-app-main" tabIndex={-1}>
      <Outlet />
    </main>
  );
}
