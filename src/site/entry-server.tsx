/**
 * The public site rendered on the server (built by `vite build --ssr` into dist/.ssr/, loaded by the API server's
 * page renderer, server/src/ssr/). For now the guide pages: the server sends their whole content, head tags and
 * `lang`, and the browser hydrates the same markup (main.tsx). Other paths answer null and get the SPA shell.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { initI18n, switchLanguage } from '@shared/i18n';
import { preloadGuideAt } from './pages/guide/prime';
import { routes } from './routes';
import { fillTemplate, guideHead } from './ssr/head';

// every public namespace in both languages, bundled: rendering never waits for a text
initI18n(import.meta.glob('/src/shared/i18n/locales/*/{common,site,site-*}.json', { eager: true, import: 'default' }), { lng: 'zh' });

const handler = createStaticHandler(routes);

/** One render at a time: the texts' language is process-wide. */
let queue: Promise<unknown> = Promise.resolve();

export interface RenderedPage {
  status: number;
  html: string;
}

async function renderNow(url: string, template: string, origin: string): Promise<RenderedPage | null> {
  const { pathname } = new URL(url, 'http://localhost');
  const page = await preloadGuideAt(pathname);
  if (!page) return null;
  await switchLanguage(page.lang);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // the whole page in one piece (no streamed boundaries): crawlers read it without running scripts
  const { prelude } = await prerenderToNodeStream(<StaticRouterProvider router={router} context={context} hydrate={false} />, {
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  let app = '';
  for await (const chunk of prelude) app += String(chunk);
  return { status: context.statusCode, html: fillTemplate(template, guideHead(page, pathname), origin, app) };
}

/** The page at `url` in the template (dist/index.html), or null when this path is not server-rendered. */
export function render(url: string, template: string, origin: string): Promise<RenderedPage | null> {
  const next = queue.then(() => renderNow(url, template, origin));
  queue = next.catch(() => undefined);
  return next;
}
