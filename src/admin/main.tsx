/** Entry of the admin SPA (admin.html, served under /admin/). */
import { createRoot } from 'react-dom/client';
import { getToken } from '@shared/auth/token';
import { initI18n, loadNamespaces } from '@shared/i18n';
import { BASENAME, REGISTER_PATH, WHITE_LIST } from './lib/routes/staticRoutes';
import './styles/global.css';

/**
 * Every text loads on demand, in the reader's language only: the shell's and the login page's namespaces before the
 * first render, the pages' (`admin-views`, `admin-crud`, `admin-bbs` for the forum pages, `admin-monitor` for the monitor pages) with the shell and the
 * pages' code (router/viewRegistry.ts). So the login page carries neither the other language nor the pages' texts.
 */
export const SHELL_NAMESPACES = ['common', 'admin', 'admin-auth'] as const;

initI18n({}, { lazy: import.meta.glob('/src/shared/i18n/locales/*/{common,admin,admin-auth,admin-views,admin-crud,admin-bbs,admin-monitor,admin-tool}.json', { import: 'default' }) });

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in admin.html');
const root = createRoot(container);

const path = window.location.pathname.startsWith(`${BASENAME}/`) ? window.location.pathname.slice(BASENAME.length) : '/';
// (a text file that failed to load leaves its keys: the translator resolves anyway, and the page still works)
const texts = loadNamespaces(SHELL_NAMESPACES);
if (!getToken() && WHITE_LIST.includes(path)) {
  // the login (or register) page alone: no router, guard or route tables on the first visit (./authEntry.tsx)
  const page = path === REGISTER_PATH ? import('./views/register') : import('./views/login');
  void Promise.all([import('./authEntry'), page, texts]).then(([entry, { default: Page }]) => entry.renderAuthEntry(root, path, Page));
} else {
  void Promise.all([import('./startApp'), texts]).then(([app]) => app.startApp(root));
}
