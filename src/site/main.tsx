import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { getLanguage, initI18n, setLanguage } from '@shared/i18n';
import { langOfPath } from './lib/langPath';
import { configureStaticAntd, SiteApp } from './SiteApp';
import { routes } from './routes';
import './styles/site.css';

initI18n(import.meta.glob('/src/shared/i18n/locales/*/{common,site,site-*}.json', { eager: true, import: 'default' }));
// The URL decides the language: a visitor opening /en/... directly gets the English UI at once.
const urlLang = langOfPath(window.location.pathname);
if (getLanguage() !== urlLang) setLanguage(urlLang);

configureStaticAntd();
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <SiteApp router={router} />
  </StrictMode>,
);
