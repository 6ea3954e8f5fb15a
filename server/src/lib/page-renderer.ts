/**
 * Server rendering of the public site's pages (issue 13): the site's server bundle (dist/.ssr/entry-server.js,
 * built by `npm run build`) renders a page into the built index.html, with its head tags and language. Rendered
 * on request and kept in memory for a few minutes (a guide changes only with a new build; the cache also empties
 * when the forum's public content changes), so a page costs one render per few minutes, not per visit.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface RenderedPage {
  status: number;
  html: string;
}

export interface PageRenderer {
  /** The page at `path` (no query), or null when the site does not render this path on the server. */
  render(path: string): Promise<RenderedPage | null>;
  /** forget every rendered page */
  clear(): void;
}

interface ServerBundle {
  render(url: string, template: string, origin: string): Promise<RenderedPage | null>;
}

/** How long a rendered page is served before it is rendered again. */
export const PAGE_TTL_MS = 5 * 60_000;
/** Most pages kept (guides in both languages are about 50). */
const MAX_PAGES = 500;

/** The renderer of a build, or null when the build has no server bundle (an older build, or tests without one). */
export async function loadPageRenderer(staticDir: string, origin: string, now: () => number = Date.now): Promise<PageRenderer | null> {
  const entry = join(staticDir, '.ssr', 'entry-server.js');
  const templatePath = join(staticDir, 'index.html');
  if (!staticDir || !existsSync(entry) || !existsSync(templatePath)) return null;
  const bundle = (await import(pathToFileURL(entry).href)) as ServerBundle;
  const template = readFileSync(templatePath, 'utf8');
  const cache = new Map<string, { at: number; page: RenderedPage | null }>();
  return {
    async render(path) {
      const hit = cache.get(path);
      if (hit && now() - hit.at < PAGE_TTL_MS) return hit.page;
      const page = await bundle.render(path, template, origin);
      if (cache.size >= MAX_PAGES) cache.delete(cache.keys().next().value as string);
      cache.set(path, { at: now(), page });
      return page;
    },
    clear() {
      cache.clear();
    },
  };
}
