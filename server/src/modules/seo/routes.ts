/**
 * What crawlers ask the site's root for: `/sitemap.xml` (built from the published rows, cached until the bbs
 * tables change: invalidateBbsCache), `/robots.txt` (the build's, or public/'s, with its `Sitemap:` line added from
 * PUBLIC_ORIGIN) and `/favicon.ico` (the build's, or public/'s). Registered by app.ts beside the static files,
 * outside the API prefix and its session check.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { seoCacheOf } from '../bbs/cache';
import { sitemapUrls, sitemapXml } from './sitemap';

const PUBLIC_DIR = fileURLToPath(new URL('../../../../public/', import.meta.url));
const CACHE = 'public, max-age=3600';

/** A file of the build (staticDir), else of public/ (dev and test runs without a build). */
function publicFile(staticDir: string, name: string): Buffer | null {
  for (const dir of [staticDir, PUBLIC_DIR]) {
    if (!dir) continue;
    const file = join(dir, name);
    if (existsSync(file)) return readFileSync(file);
  }
  return null;
}

/** robots.txt with exactly one `Sitemap:` line naming the public origin's sitemap. */
export function robotsWithSitemap(robots: string, origin: string): string {
  const lines = robots.split(/\r?\n/).filter((l) => !/^sitemap:/i.test(l.trim()));
  while (lines.length && lines[lines.length - 1]!.trim() === '') lines.pop();
  return [...lines, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

export async function registerSeoRoutes(app: FastifyInstance, staticDir: string): Promise<void> {
  const origin = app.config.publicOrigin;

  app.get('/sitemap.xml', async (_request, reply) => {
    const xml = await seoCacheOf(app.db).get(
      'sitemap',
      async () => sitemapXml(origin, await sitemapUrls(app.db)),
      (text) => Buffer.from(text as string, 'utf8'),
    );
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(xml);
  });

  const robots = robotsWithSitemap(publicFile(staticDir, 'robots.txt')?.toString('utf8') ?? 'User-agent: *\nAllow: /\n', origin);
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(robots));

  const favicon = publicFile(staticDir, 'favicon.ico');
  if (favicon) {
    app.get('/favicon.ico', async (_request, reply) => reply.type('image/x-icon').header('cache-control', CACHE).send(favicon));
  }
}
