/**
 * Server rendering of the public site's pages (issue 13): the site's server bundle (dist/.ssr/entry-server.js,
 * built by `npm run build`) renders a page into the built index.html, with its head tags and language. Rendered
 * on request and kept in memory for as long as the page says (`maxAgeMs`): a guide a few minutes (it changes only
 * with a new build), a list a few seconds, an item's page not at all (its read counts the view). A kept page past
 * its time is sent once more for up to a minute while it renders again behind it (PAGE_STALE_MS). The cache empties
 * when the forum's public content changes in this process (modules/bbs/cache.ts); other processes render again
 * within the time to live plus PAGE_STALE_MS. Data pages read the API in process (`services.api`: app.inject), as an
 * anonymous visitor.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ServerFetch } from '../../../src/shared/api/fetchJson';
// the contract with the site's server bundle is the bundle's own (types only: the bundle is loaded from the build)
import type { PageServices, render as renderPage, RenderedPage } from '../../../src/site/entry-server';
import type { PageAssets } from '../../../src/site/ssr/head';
import { compressedHtml, HTML_ENCODINGS, worthCompressing } from './html-encoding';
import { sanitizeRichText } from './sanitize';

export type { PageAssets, PageServices, RenderedPage };

export interface PageRenderer {
  /**
   * The page at `url`, or null when the site does not render it on the server. A query string is read only as
   * "there is one" (a list with filters is the browser's to render; a guide ignores it).
   */
  render(url: string): Promise<RenderedPage | null>;
  /** forget every rendered page */
  clear(): void;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * The stylesheets and code of a source module's chunk and of the chunks it imports statically, from the client
 * build's manifest (dist/.vite/manifest.json), less what the HTML entry (index.html) already loads. Unknown modules
 * have none.
 */
export function moduleAssets(manifest: Record<string, ManifestChunk>, module: string): PageAssets {
  const closure = (key: string, seen: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  };
  const entry = new Set<string>();
  closure('index.html', entry);
  const page = new Set<string>();
  closure(module, page);
  const css = new Set<string>();
  const js: string[] = [];
  const entryCss = new Set([...entry].flatMap((k) => manifest[k]!.css ?? []));
  for (const key of page) {
    if (entry.has(key)) continue;
    js.push(manifest[key]!.file);
    for (const file of manifest[key]!.css ?? []) if (!entryCss.has(file)) css.add(file);
  }
  return { css: [...css], js };
}

function readManifest(staticDir: string): Record<string, ManifestChunk> {
  try {
    return JSON.parse(readFileSync(join(staticDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    return {};
  }
}

interface ServerBundle {
  render: typeof renderPage;
}

export interface PageRendererOptions {
  /** without them only guide pages render */
  services?: PageServices;
  now?: () => number;
}

/** How long a rendered page is served before it is rendered again. */
export const PAGE_TTL_MS = 5 * 60_000;
/**
 * How long past its time to live a kept page is still sent, while it is rendered again behind it (the next visitor
 * gets the new one): a visitor does not wait for a render (the home page's is 100–150 ms), and no page sent is more
 * than a minute older than its time to live.
 */
export const PAGE_STALE_MS = 60_000;
/** Most pages kept (guides in both languages are about 50). */
const MAX_PAGES = 500;

/** The renderer of a build, or null when the build has no server bundle (an older build, or tests without one). */
export async function loadPageRenderer(staticDir: string, origin: string, { services, now = Date.now }: PageRendererOptions = {}): Promise<PageRenderer | null> {
  const entry = join(staticDir, '.ssr', 'entry-server.js');
  const templatePath = join(staticDir, 'index.html');
  if (!staticDir || !existsSync(entry) || !existsSync(templatePath)) return null;
  const bundle = (await import(pathToFileURL(entry).href)) as ServerBundle;
  const template = readFileSync(templatePath, 'utf8');
  const manifest = readManifest(staticDir);
  const assetsCache = new Map<string, PageAssets>();
  const withAssets: PageServices | undefined = services && {
    ...services,
    assets: (module) => {
      let assets = assetsCache.get(module);
      if (!assets) assetsCache.set(module, (assets = moduleAssets(manifest, module)));
      return assets;
    },
  };
  const cache = new Map<string, { at: number; maxAgeMs: number; page: RenderedPage | null }>();
  // bumped by clear(): a render that began before a write must not store the page it read before that write
  let generation = 0;
  // the keys whose page is being rendered again behind a stale one (one such render per page at a time)
  const refreshing = new Set<string>();
  const renderAndKeep = async (key: string, url: string, behindStale = false) => {
    const started = generation;
    const at = now();
    const page = await bundle.render(url, template, origin, withAssets);
    // a page rendered behind a stale one is kept compressed: a reply that waited on the thread pool would wait for
    // the next render behind a stale page too (it holds the process)
    if (behindStale && page?.html && worthCompressing(page.html)) {
      await Promise.all(HTML_ENCODINGS.map((encoding) => compressedHtml(page, encoding)));
    }
    const maxAgeMs = page?.maxAgeMs ?? PAGE_TTL_MS;
    if (maxAgeMs > 0 && started === generation) {
      cache.delete(key);
      if (cache.size >= MAX_PAGES) cache.delete(cache.keys().next().value as string);
      cache.set(key, { at, maxAgeMs, page });
    }
    return page;
  };
  return {
    async render(url) {
      const [path = '/', query] = url.split('?');
      const key = query ? `${path}?` : path;
      const full = query ? `${path}?${query}` : path;
      const hit = cache.get(key);
      const age = hit ? now() - hit.at : Infinity;
      if (hit && age < hit.maxAgeMs) return hit.page;
      if (hit && age < hit.maxAgeMs + PAGE_STALE_MS) {
        if (!refreshing.has(key)) {
          refreshing.add(key);
          // after this visitor's page has gone out (a render holds the process for tens of milliseconds); a failed
          // render keeps the stale page until its minute is up, and the render after that reports the failure
          setImmediate(() => {
            renderAndKeep(key, full, true)
              .catch(() => undefined)
              .finally(() => refreshing.delete(key));
          });
        }
        return hit.page;
      }
      return renderAndKeep(key, full);
    },
    clear() {
      cache.clear();
      generation++;
    },
  };
}

/**
 * The page renderer's reads, answered by the app itself (`inject`: no socket, no network) as an anonymous visitor.
 * A body that is no JSON becomes a failure envelope, so the page shows the failure as the browser would.
 */
function inProcessApi(app: FastifyInstance): ServerFetch {
  return async ({ method, url, headers, body }) => {
    const res = await app.inject({ method, url, headers, payload: body });
    try {
      return JSON.parse(res.body) as unknown;
    } catch {
      return { code: res.statusCode, msg: res.statusMessage };
    }
  };
}

/** The services of a running app: its own API in process and the rich-text sanitizer it writes with. */
export function pageServices(app: FastifyInstance): PageServices {
  return { api: inProcessApi(app), sanitize: sanitizeRichText };
}
