/** Entry of the admin SPA (admin.html, served under /admin/). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@shared/i18n';
import './styles/global.css';
import AdminApp from './App';

initI18n(import.meta.glob('/src/shared/i18n/locales/*/{common,admin,admin-*}.json', { eager: true, import: 'default' }));

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in admin.html');

createRoot(container).render(
  <StrictMode>
    <AdminApp />
  </StrictMode>,
);
