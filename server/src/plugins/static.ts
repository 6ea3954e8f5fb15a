import { existsSync, mkdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from '../lib/result';
import { contentTypeOf, INLINE_EXTENSIONS } from '../lib/file-type';
import { type FileStore, isPrivateStorePath, isStorePath, parseRange } from '../lib/file-store';
import { API_PREFIX, isApiUrl } from './api-prefix';
import { apiNotFound } from './errors';
import type { PageRenderer } from '../lib/page-renderer';
import { compressedHtml, htmlEncodingFor, worthCompressing } from '../lib/html-encoding';
import { isPublicPath } from '../../../src/site/lib/routePatterns';

const ONE_YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
const HTML_CACHE = 'no-cache';
const OTHER_CACHE = 'public, max-age=3600';
const UPLOAD_CACHE = 'public, max-age=86400';
const UPLOAD_PREFIXES = ['/profile/', `${API_PREFIX}/profile/`];

export interface StaticOptions {
  /** the built SPAs (index.html, admin.html, assets/); skipped when missing */
  staticDir: string;
  /** files served under /profile/* from disk */
  uploadDir: string;
  /** the upload store; when it is the database, /profile/* paths missing on disk are looked up there */
  files?: FileStore;
  /** server rendering of the public pages it knows (lib/page-renderer); the others get index.html */
  pages?: PageRenderer | null;
}

/** Uploads: cached a day; documents download, only images, audio and video show inline (nosniff and the CSP stay on). */
function uploadHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('cache-control', UPLOAD_CACHE);
  // a precompressed sibling (`.svg.gz`) is sent as the file it stands for
  const ext = extname(filePath.replace(/\.(br|gz)$/, '')).slice(1).toLowerCase();
  if (!INLINE_EXTENSIONS.has(ext)) reply.header('content-disposition', 'attachment');
}

function safeDecode(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

/** Cache policy by file: hashed build output is immutable, HTML always revalidates. */
function cacheControlFor(root: string, filePath: string): string {
  const rel = relative(root, filePath).split(sep).join('/').replace(/\.(br|gz)$/, '');
  if (rel.startsWith('assets/')) return ONE_YEAR_IMMUTABLE;
  if (rel.endsWith('.html')) return HTML_CACHE;
  return OTHER_CACHE;
}

function isDirectory(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

/**
 * A path the SPA router owns (history mode) rather than a missing file: GET/HEAD, outside /assets/,
 * and either without a file extension or asked for as a page (browser navigation accepts text/html).
 */
function isSpaRoute(request: FastifyRequest, path: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (path.startsWith('/assets/') || UPLOAD_PREFIXES.some((p) => path.startsWith(p))) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.') || String(request.headers.accept ?? '').includes('text/html');
}

/**
 * `/profile/*` from the upload directory, and — when the SPAs are built — every other path from the
 * build, with history-mode fallbacks: `/admin` and `/admin/*` → admin.html, the rest → index.html (HTTP 404 when
 * the path is no page of the public site's route table). The crawler files (sitemap, robots, favicon) are
 * modules/seo's routes.
 * Precompressed `.br`/`.gz` siblings are sent when the client accepts them, and rendered pages are compressed
 * (lib/html-encoding). Unknown API paths answer `{code:404}`; other misses are real 404s.
 */
export async function registerStatic(app: FastifyInstance, opts: StaticOptions): Promise<void> {
  mkdirSync(join(opts.uploadDir, 'sample'), { recursive: true });
  // RuoYi's clients also ask for uploads under the API base (an avatar path gets VITE_APP_BASE_API prepended)
  for (const prefix of UPLOAD_PREFIXES) {
    for (const sample of [false, true]) {
      await app.register(fastifyStatic, {
        root: sample ? join(opts.uploadDir, 'sample') : opts.uploadDir,
        prefix: sample ? `${prefix}sample/` : prefix,
        decorateReply: false,
        // the sample media have a `.gz` beside each SVG, sent to a browser that accepts it; users' uploads have
        // none, so they are spared the two extra file lookups per request
        preCompressed: sample,
        index: false,
        dotfiles: 'deny',
        cacheControl: false,
        setHeaders: (reply, filePath) => uploadHeaders(reply, filePath),
      });
    }
  }

  const spa = opts.staticDir !== '' && isDirectory(opts.staticDir);
  const root = opts.staticDir;
  if (spa) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      preCompressed: true,
      // '/' is a page like the others (server-rendered home), not the file index.html
      index: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(root, filePath));
      },
    });
  }
  const fallbacks = {
    admin: spa && existsSync(join(root, 'admin.html')) ? 'admin.html' : null,
    index: spa && existsSync(join(root, 'index.html')) ? 'index.html' : null,
  };

  /**
   * Sends the SPA page for `path` (server-rendered where the site renders it); false when the build has none.
   * (A boolean, not the reply: a reply is thenable, and an async function would wait on it.)
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, path: string): Promise<boolean> => {
    const page = path === '/admin' || path.startsWith('/admin/') ? fallbacks.admin : fallbacks.index;
    if (!page) return false;
    // the not-found handler starts at 404; a page of the site's route table (src/site/lib/routePatterns.ts) is
    // a normal 200, any other path gets the site's own 404 page with a real 404 (the admin decides its own)
    const known = page === fallbacks.admin || isPublicPath(path);
    const rendered = known && page === fallbacks.index && opts.pages ? await opts.pages.render(request.url) : null;
    if (rendered?.location) void reply.redirect(rendered.location, rendered.status);
    else if (rendered) {
      reply.code(rendered.status).type('text/html; charset=utf-8').header('cache-control', HTML_CACHE).header('vary', 'accept-encoding');
      const encoding = worthCompressing(rendered.html) ? htmlEncodingFor(request.headers['accept-encoding']) : null;
      if (encoding) void reply.header('content-encoding', encoding).send(await compressedHtml(rendered, encoding));
      else void reply.send(rendered.html);
    }
    else void reply.code(known ? 200 : 404).sendFile(page, root);
    return true;
  };
  // the home page is a page like the others (server-rendered), not the directory's index file
  if (fallbacks.index) {
    app.get('/', async (request, reply) => {
      await sendPage(request, reply, '/');
      return reply;
    });
  }

  const store = opts.files?.kind === 'database' ? opts.files : undefined;
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    if (store && (request.method === 'GET' || request.method === 'HEAD')) {
      const prefix = UPLOAD_PREFIXES.find((p) => path.startsWith(p));
      const rel = prefix ? safeDecode(path.slice(prefix.length)) : null;
      // private files (school-authentication proofs) are never served here, whoever asks
      const file = rel && isStorePath(rel) && !isPrivateStorePath(rel) ? await store.open(rel) : null;
      if (file) {
        uploadHeaders(reply, rel!);
        reply.type(contentTypeOf(extname(rel!).slice(1))).header('accept-ranges', 'bytes');
        // byte ranges, as @fastify/static answers them for files on disk (video players seek with them)
        const range = parseRange(request.headers.range, file.size);
        if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${file.size}`).send();
        if (range) {
          reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`).header('content-length', range.end - range.start + 1);
          return request.method === 'HEAD' ? reply.send() : reply.send(file.stream(range));
        }
        reply.code(200).header('content-length', file.size);
        return request.method === 'HEAD' ? reply.send() : reply.send(file.stream());
      }
    }
    // a missing upload is a real 404 wherever it was asked for, so <img> and caches see it
    if (isApiUrl(request.url) && !path.startsWith(UPLOAD_PREFIXES[1])) return apiNotFound(request, reply);
    if (isSpaRoute(request, path)) {
      if (await sendPage(request, reply, path)) return reply;
    }
    return reply.code(404).send(failure('资源不存在', 404));
  });
}
