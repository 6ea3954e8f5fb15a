/** Entry of the admin SPA (admin.html, served under /admin/). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@shared/i18n';
import './styles/global.css';
import AdminApp from './App';

// The shell's and the login page's texts (`common`, `admin`, `admin-auth`) are bundled; the pages' (`admin-views`,
// `admin-crud`, and `admin-bbs` for the forum pages) load with the shell and the pages' code (router/viewRegistry.ts), so the login page
// does not carry the texts of every page.
initI18n(import.meta.glob('/src/shared/i18n/locales/*/{common,admin,admin-auth}.json', { eager: true, import: 'default' }), {
  lazy: import.meta.glob('/src/shared/i18n/locales/*/{admin-views,admin-crud,admin-bbs,admin-monitor}.json', { import: 'default' }),
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in admin.html');

createRoot(container).render(
  <StrictMode>
    <AdminApp />
  </StrictMode>,
);
