/**
 * The public site rendered on the server (built by `vite build --ssr` into dist/.ssr/, loaded by the API server's
 * page renderer, server/src/lib/page-renderer.ts). Two kinds of page:
 * - guide pages: their content is bundled; one render.
 * - data pages (home, the lists' first pages, school/post/story/news/video details): their reads go to the API
 *   server in process (`api`); the page renders, the reads it started are answered, and it renders again with
 *   the answers (a few rounds at most). The answers travel with the HTML (`#dss-queries`), so the browser takes the
 *   markup over without asking again.
 * Other paths (and any URL with a query string, whose filters only the browser reads) answer null: the SPA shell.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { setServerFetch, type ServerFetch } from '@shared/api/fetchJson';
import { setServerSanitizer } from './kit/RichText';
import { i18n, initI18n, switchLanguage } from '@shared/i18n';
import { preloadGuideAt } from './pages/guide/prime';
import { InjectedQueryClient } from './query/injected';
import { preloadRoutesAt, redirectAt, routeSeedAt, SiteRoutes } from './routes';
import { langOfPath, switchLangPath } from './lib/langPath';
import { ADOPT_QUERIES_MODULE, DATA_PAGES, dataPageMaxAgeMs, dataPageOf, GUIDE_MODULE } from './ssr/dataPages';
import { fillTemplate, guideHead, scriptJson, type PageAssets, type PageHead } from './ssr/head';
import { QUERIES_ELEMENT_ID, ROUTE_SEED_ELEMENT_ID } from './ssr/queriesElement';
import { serverPage, type ServerPageMeta } from './ssr/serverPage';
import { breadcrumbLd } from './ssr/structured';

// every public namespace in both languages, bundled: rendering never waits for a text
initI18n(import.meta.glob('/src/shared/i18n/locales/*/{common,site,site-*}.json', { eager: true, import: 'default' }), { lng: 'zh' });

/** Rounds of "render, answer the new reads" before the page is sent as it is (a detail's related lists need 2). */
const MAX_ROUNDS = 4;

/**
 * What the server lends a render (server/src/lib/page-renderer): its API in process, its rich-text sanitizer and
 * the client build's stylesheets of a source module (its chunk's and those of the chunks it imports).
 */
export interface PageServices {
  /** answers the data pages' reads (the API's JSON body, whatever its status) */
  api: ServerFetch;
  /** sanitizes stored rich text (the browser uses DOMPurify, which needs a document) */
  sanitize: (html: string) => string;
  /** the client build's stylesheets of a source module (the server fills it in from the build's manifest) */
  assets?: (module: string) => PageAssets;
}

/** Two sets of a page's assets as one (each file once, in order). */
function joinAssets(a: PageAssets | undefined, b: PageAssets | undefined): PageAssets | undefined {
  if (!a || !b) return a ?? b;
  return { css: [...new Set([...a.css, ...b.css])], js: [...new Set([...(a.js ?? []), ...(b.js ?? [])])] };
}

/** One render at a time: the texts' language and the reads' transport are process-wide. */
let queue: Promise<unknown> = Promise.resolve();

export interface RenderedPage {
  status: number;
  html: string;
  /** a redirect's target (status 301/302/…): `html` is then empty */
  location?: string;
  /** how long the server may send it again without rendering (default: its own time to live, for build-time pages) */
  maxAgeMs?: number;
}

/** A route's redirect at `url` (`/school` → `/school/list`, permanently) as the server's answer, or null. */
function redirectAnswer(url: string): RenderedPage | null {
  const location = redirectAt(new URL(url, 'http://localhost'));
  return location ? { status: 301, html: '', location } : null;
}

/** The routes matched at `pathname`, for the browser to take over (routes.tsx RouteSeed). */
function routeSeedTag(pathname: string): string {
  const seed = routeSeedAt(pathname);
  return seed ? `<script type="application/json" id="${ROUTE_SEED_ELEMENT_ID}">${scriptJson(seed)}</script>` : '';
}

async function renderApp(url: string, client?: QueryClient): Promise<string> {
  await preloadRoutesAt(new URL(url, 'http://localhost').pathname);
  const app = (
    <StaticRouter location={url}>
      <SiteRoutes />
    </StaticRouter>
  );
  // the whole page in one piece (no streamed boundaries): crawlers read it without running scripts
  const { prelude } = await prerenderToNodeStream(client ? <InjectedQueryClient.Provider value={client}>{app}</InjectedQueryClient.Provider> : app, {
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return typeof enabled === 'function' ? (enabled as (q: Query) => boolean)(query) !== false : enabled !== false;
}

/** The data page's head from what the page told the renderer (its title, description, status, structured data). */
function dataHead(pathname: string, meta: ServerPageMeta, status: number): PageHead {
  const lang = langOfPath(pathname);
  const other = lang === 'zh' ? 'en' : 'zh';
  // an item shown in the other language's frame has no alternates: its canonical is its own page
  const alternates: PageHead['alternates'] = meta.canonical ? {} : { [lang]: pathname };
  if (!meta.oneLanguage && !meta.canonical) alternates[other] = switchLangPath(other, pathname);
  return {
    lang,
    title: meta.title ?? i18n.t('site:brand.title'),
    description: meta.description ?? i18n.t('site:brand.description'),
    path: pathname,
    canonical: meta.canonical,
    alternates,
    ogType: meta.ogType ?? 'website',
    image: meta.image,
    jsonLd: [...(meta.jsonLd ?? []), ...(meta.breadcrumb ? [breadcrumbLd(meta.breadcrumb, pathname)] : [])],
    noindex: status !== 200,
  };
}

async function renderDataPage(pathname: string, module: string, template: string, origin: string, services: PageServices): Promise<RenderedPage | null> {
  await switchLanguage(langOfPath(pathname));
  const redirect = redirectAnswer(pathname);
  if (redirect) return redirect;
  // a failed read shows as failed (not as "loading again on mount", which is what the browser would do next)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity } } });
  const asked = new Set<string>();
  let html = '';
  let meta: ServerPageMeta = {};
  setServerFetch(services.api);
  setServerSanitizer(services.sanitize);
  try {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      meta = {};
      serverPage.current = meta;
      html = await renderApp(pathname, client);
      serverPage.current = null;
      const reads = client
        .getQueryCache()
        .getAll()
        .filter((q) => !asked.has(q.queryHash) && q.state.data === undefined && isEnabled(q));
      if (reads.length === 0) break;
      // each read once, without the browser's retry (a failed read renders as the browser would show it)
      await Promise.all(
        reads.map((q) => {
          asked.add(q.queryHash);
          return q.fetch({ ...q.options, retry: false }).catch(() => undefined);
        }),
      );
    }
  } finally {
    serverPage.current = null;
    setServerFetch(null);
    setServerSanitizer(null);
  }
  const status = meta.status ?? 200;
  const head = dataHead(pathname, meta, status);
  // a page showing a failure (a missing item, a read that failed) is drawn anew in the browser, which reads again
  // and tells why in its own way; the others are taken over with the answers they show
  const failed = status !== 200 || client.getQueryCache().getAll().some((q) => q.state.status === 'error');
  const assets = module ? services.assets?.(module) : undefined;
  if (failed) return { status, html: fillTemplate(template, head, origin, html, { hydrate: false, assets }) };
  const state = dehydrate(client);
  const data = state.queries.length ? `<script type="application/json" id="${QUERIES_ELEMENT_ID}">${scriptJson(state)}</script>` : '';
  // the answers' adoption code is listed with the page's: left to Vite's preload helper, its link is added in the
  // start-up task that adopts them
  const withAdoption = data ? joinAssets(assets, services.assets?.(ADOPT_QUERIES_MODULE)) : assets;
  return { status, html: fillTemplate(template, head, origin, html, { afterApp: data + routeSeedTag(pathname), assets: withAdoption }) };
}

async function renderGuide(url: string, template: string, origin: string, services: PageServices | undefined): Promise<RenderedPage | null> {
  const { pathname } = new URL(url, 'http://localhost');
  const page = await preloadGuideAt(pathname);
  if (!page) return null;
  await switchLanguage(page.lang);
  return {
    status: 200,
    html: fillTemplate(template, guideHead(page, pathname), origin, await renderApp(url), {
      afterApp: routeSeedTag(pathname),
      assets: services?.assets?.(GUIDE_MODULE),
    }),
  };
}

async function renderNow(url: string, template: string, origin: string, services: PageServices | undefined): Promise<RenderedPage | null> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const guide = await renderGuide(url, template, origin, services);
  if (guide) return guide;
  const page = dataPageOf(pathname);
  if (!services || search || page === null) return null;
  const module = DATA_PAGES[page];
  // a list root: its route redirects (no module of its own)
  const rendered = await renderDataPage(pathname, module ?? '', template, origin, services);
  return rendered && { ...rendered, maxAgeMs: rendered.location ? undefined : dataPageMaxAgeMs(page) };
}

/**
 * The page at `url` in the template (dist/index.html), or null when this path is not server-rendered. Without
 * `services` only guide pages render.
 */
export function render(url: string, template: string, origin: string, services?: PageServices): Promise<RenderedPage | null> {
  const next = queue.then(() => renderNow(url, template, origin, services));
  queue = next.catch(() => undefined);
  return next;
}
