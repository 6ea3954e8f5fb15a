import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { prepareToasts } from '@shared/api/toastSetup';
import { adoptSessionCookieAsync } from '@shared/auth/store';
import { preloadTransport } from '@shared/api/loadTransport';
import { initI18n, switchLanguage } from '@shared/i18n';
import { langOfPath } from './lib/langPath';
import { applyLandingLanguage } from './lib/sessionLang';
import { restoreCityChoice } from './city/store';
import { preloadGuideAt } from './pages/guide/prime';
import { loadSanitizer } from './lib/sanitizer';
import { SiteApp } from './SiteApp';
import { beginHydration } from './lib/useHydrated';
import { adoptRouteSeed, preloadRoutesAt } from './routes';
import { browserHistory } from './router/SiteRouter';
import { FRESH_ATTRIBUTE, PAGE_CODE_ELEMENT_ID, QUERIES_ELEMENT_ID, ROUTE_SEED_ELEMENT_ID } from './ssr/queriesElement';
import './styles/site.css';

/**
 * Ends the current task, so the browser can handle a tap or paint between the start-up steps instead of running
 * them as one long task (`scheduler.yield` where the browser has it: the rest then runs before other queued work).
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

const container = document.getElementById('root') as HTMLElement;
// a page the server rendered (server/src/ssr) arrives with its markup: React adopts it instead of drawing anew
// (unless the reader is sent to another page below: that one is drawn anew)
// (or the server marked its markup as for crawlers only: a page that shows a failure)
const serverMarkup = container.firstElementChild !== null && !container.hasAttribute(FRESH_ATTRIBUTE);

/**
 * Loads the request layer's transport and the rich texts' sanitizer on the reader's first pointer, key or focus: never
 * for the first paint (a server-rendered rich text needs no sanitizer in the browser: kit/RichText).
 */
function preloadTransportOnInteraction(): void {
  const events = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
  const start = () => {
    for (const e of events) window.removeEventListener(e, start, true);
    void preloadTransport().catch(() => undefined);
    void loadSanitizer().catch(() => undefined);
  };
  for (const e of events) window.addEventListener(e, start, { capture: true, passive: true });
}

/** The server's answers to the page's reads, adopted before hydrating (their code loads only when there are some). */
function adoptServerQueries(): Promise<void> {
  const element = document.getElementById(QUERIES_ELEMENT_ID);
  if (!element?.textContent) return Promise.resolve();
  return import('./ssr/adoptQueries').then((m) => m.adoptQueries(element.textContent ?? '')).catch(() => undefined);
}

/**
 * Preloads the page's own chunks, which the server lists in an inert template (ssr/head.ts), one link per task: Vite's
 * preload helper then finds them in the document and adds none itself (it would add them all in one long task).
 */
async function preloadPageCode(): Promise<void> {
  const template = document.getElementById(PAGE_CODE_ELEMENT_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  for (const link of Array.from(template.content.children)) {
    await yieldToBrowser();
    document.head.append(link);
  }
}
const pageCode = serverMarkup ? preloadPageCode() : Promise.resolve();

/**
 * The start-up after the code's evaluation. The first reads of sessionStorage and localStorage are each a synchronous
 * call to the browser (1–30 ms apiece in traces on this kind of machine): each gets a task of its own (the cookie is
 * read asynchronously where the browser can).
 */
async function start(): Promise<void> {
  await yieldToBrowser();
  // The reader who chose English this session and opens / lands on /en (lib/sessionLang); on other Chinese pages
  // the English twin is offered.
  const landing = applyLandingLanguage(window.location);
  if (landing) {
    window.history.replaceState(window.history.state, '', landing);
    container.replaceChildren();
  }
  const serverRendered = serverMarkup && !landing;
  // The URL decides the language: a visitor opening /en/... directly gets the English UI at once.
  const lang = langOfPath(window.location.pathname);

  await yieldToBrowser();
  // The texts of every page's frame (`site`) are bundled in the default language, Chinese. Everything else loads on
  // demand (src/shared/i18n): English before a switch to it; `common` (the request layer's messages) with the HTTP
  // transport; the namespaces of single areas (`site-home`, `site-directory`, `site-auth`) with their pages.
  initI18n(import.meta.glob('/src/shared/i18n/locales/zh/site.json', { eager: true, import: 'default' }), {
    lng: lang,
    lazy: import.meta.glob(['/src/shared/i18n/locales/*/{common,site,site-*}.json', '!/src/shared/i18n/locales/zh/site.json'], {
      import: 'default',
    }),
  });
  // antd's static toasts (the request layer's messages) get the site's theme and language: its antd frame loads
  // before the first toast
  prepareToasts(() => import('./components/AntdScope'));
  // read without blocking where the browser can (the cookie store); awaited before the first render
  const session = adoptSessionCookieAsync();

  await yieldToBrowser();
  // react-router's browser history marks the current entry (history.replaceState: 5–10 ms in traces)
  const history = browserHistory();
  await yieldToBrowser();
  restoreCityChoice();
  await session;

  // an English page waits for its texts (at once in Chinese), so no raw key shows; should they fail to load (a
  // dropped connection), the page still renders rather than stay blank
  await switchLanguage(lang).catch(() => undefined);
  const app = (
    <StrictMode>
      <SiteApp history={history} />
    </StrictMode>
  );
  if (serverRendered) {
    // the first render must equal the server's HTML: the route's code, the guide's content and the data are there
    // first (each step in a task of its own after the entry's evaluation)
    const { pathname } = window.location;
    const routeSeed = document.getElementById(ROUTE_SEED_ELEMENT_ID)?.textContent;
    if (routeSeed) adoptRouteSeed(routeSeed);
    await yieldToBrowser();
    await pageCode;
    // each started in a task of its own (together they were one 50–90 ms task in Lighthouse's traces)
    const routeCode = preloadRoutesAt(pathname, yieldToBrowser).catch(() => undefined);
    await yieldToBrowser();
    const guide = preloadGuideAt(pathname).catch(() => null);
    await yieldToBrowser();
    const queries = adoptServerQueries();
    await Promise.all([routeCode, guide, queries]);
    await yieldToBrowser();
    // as a transition, hydration yields to the browser every few milliseconds (a plain hydrateRoot runs at a
    // blocking priority: one long task per pass that holds a tap on a phone); the server's markup shows meanwhile
    beginHydration();
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
  // pages that read data (home, lists, details) load the HTTP transport with their first request; the others
  // (the guides: their content is bundled) fetch it only once the reader starts to interact, so a later request
  // (login, a search) does not wait for it
  preloadTransportOnInteraction();
}
void start();
