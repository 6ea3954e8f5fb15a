import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPageRenderer, moduleAssets, PAGE_STALE_MS, PAGE_TTL_MS } from '../../server/src/lib/page-renderer';
import { createTestServer, type TestServer } from './helpers';
import { invalidateBbsCache } from '../../server/src/modules/bbs/cache';

/**
 * Server rendering (issue 13) with a fixture build: the server bundle in dist/.ssr renders the paths it knows into
 * the template; the others get the SPA shell. The real bundle's pages are checked end to end (tests/e2e/ssr).
 */
const INDEX = '<!doctype html><html lang="zh-CN"><head><title>site</title></head><body><div id="root"></div></body></html>';
// renders /ossd/* (counting its renders in the page), redirects /station, renders the home page with an answer
// of the API read in process, nothing else
const BUNDLE = `let renders = 0;
export async function render(url, template, origin, services) {
  if (url === '/station') return { status: 301, html: '', location: '/station/list' };
  if (url === '/' && services) {
    const body = await services.api({ method: 'POST', url: '/prod-api/bbs/web/listCity', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    return { status: 200, html: template.replace('<div id="root"></div>', '<div id="root"><p>cities ' + body.data.length + '</p>' + services.sanitize('<b onclick="x()">safe</b><script>bad()</script>') + '</div>') };
  }
  // an item's page (rendered on every visit) and a list's (kept 5 s; it waits for globalThis.listGate when set)
  if (url.startsWith('/item/')) return { status: 200, html: 'render ' + ++renders, maxAgeMs: 0 };
  if (url.startsWith('/list/')) {
    const html = 'render ' + ++renders;
    await globalThis.listGate;
    return { status: 200, html, maxAgeMs: 5000 };
  }
  // a page long enough to be worth compressing (the others are under a kilobyte)
  if (url === '/ossd/credit-conversion') return { status: 200, html: template.replace('<div id="root"></div>', '<div id="root">' + '<p>安大略省中学文凭 OSSD: 30 credits</p>'.repeat(200) + '</div>') };
  if (!url.startsWith('/ossd/')) return null;
  url = url.split('?')[0];
  renders += 1;
  return { status: 200, html: template.replace('<div id="root"></div>', '<div id="root"><h1>' + url + '</h1><p>render ' + renders + ' at ' + origin + '</p></div>') };
}`;

let dist: string;
let t: TestServer;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dss-ssr-dist-'));
  mkdirSync(join(dist, '.ssr'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'admin.html'), '<!doctype html><title>admin</title>');
  writeFileSync(join(dist, '.ssr', 'entry-server.js'), BUNDLE);
  t = await createTestServer({ env: { PUBLIC_ORIGIN: 'https://www.example.test' }, config: { staticDir: dist } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('server-rendered pages', () => {
  it('sends a page the bundle renders, with the public origin, as HTML that is revalidated', async () => {
    const res = await page('/ossd/requirements?from=search');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"><h1>/ossd/requirements</h1><p>render 1 at https://www.example.test</p></div>');
  });

  it('renders a page once and serves it from memory after that', async () => {
    const first = await page('/ossd/literacy-test');
    const again = await page('/ossd/literacy-test');
    expect(again.body).toBe(first.body);
  });

  it('serves the SPA shell where the bundle renders nothing, and a real 404 for unknown paths', async () => {
    const school = await page('/school');
    expect(school.statusCode).toBe(200);
    expect(school.body).toContain('<div id="root"></div>');
    const unknown = await page('/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root"></div>');
  });

  it('answers a route’s redirect with a real redirect', async () => {
    const res = await page('/station');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/station/list');
  });

  it('renders the home page (not the index file) with the API answered in process and rich text sanitized', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<p>cities [1-9]\d*<\/p><b>safe<\/b><\/div>/);
    expect((await t.app.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
  });

  it('forgets rendered pages when the forum’s public content changes', async () => {
    const first = await page('/ossd/volunteer-hours');
    expect((await page('/ossd/volunteer-hours')).body).toBe(first.body);
    invalidateBbsCache(t.app.db);
    expect((await page('/ossd/volunteer-hours')).body).not.toBe(first.body);
  });

  it('compresses a rendered page for a browser that accepts it: brotli first, else gzip, else as it is', async () => {
    const plain = await page('/ossd/credit-conversion');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<p>安大略省中学文凭 OSSD: 30 credits</p>');
    const as = (encodings: string) => t.app.inject({ method: 'GET', url: '/ossd/credit-conversion', headers: { accept: 'text/html', 'accept-encoding': encodings } });
    const br = await as('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(plain.body) / 5);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    // the same cached page again, from the compressed copy
    expect(brotliDecompressSync((await as('br')).rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await as('gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    const refused = await as('br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('sends a page under a kilobyte as it is', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ossd/introduction', headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('<h1>/ossd/introduction</h1>');
  });

  it('never serves the server bundle itself', async () => {
    const res = await t.app.inject('/.ssr/entry-server.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('export async function render');
  });
});

describe('the page cache', () => {
  it('renders again after the time to live (past it for a minute behind the kept page), or once cleared', async () => {
    let now = 1_000;
    const pages = (await loadPageRenderer(dist, 'https://a.test', { now: () => now }))!;
    const text = async (path: string) => (await pages.render(path))?.html.match(/render \d+/)?.[0];
    const first = await text('/ossd/a');
    expect(await text('/ossd/a')).toBe(first);
    // past its time: sent at once as it was, rendered again behind it for the next visitor
    now += PAGE_TTL_MS;
    expect(await text('/ossd/a')).toBe(first);
    const later = await vi.waitFor(async () => {
      const again = await text('/ossd/a');
      expect(again).not.toBe(first);
      return again;
    });
    // more than a minute past its time: the visitor waits for a new render
    now += PAGE_TTL_MS + PAGE_STALE_MS;
    const latest = await text('/ossd/a');
    expect(latest).not.toBe(later);
    expect(await text('/ossd/a')).toBe(latest);
    pages.clear();
    expect(await text('/ossd/a')).not.toBe(latest);
    expect(await pages.render('/school')).toBeNull();
  });

  it('keeps a page for as long as it says: an item’s page not at all, a list’s for its own time', async () => {
    let now = 1_000;
    const pages = (await loadPageRenderer(dist, 'https://a.test', { now: () => now }))!;
    const text = async (path: string) => (await pages.render(path))?.html;
    const item = await text('/item/1');
    expect(await text('/item/1')).not.toBe(item);
    // an item's page is never kept, so never sent stale either
    now += 1;
    expect(await text('/item/1')).not.toBe(item);
    const list = await text('/list/a');
    now += 4_999;
    expect(await text('/list/a')).toBe(list);
    now += 1;
    expect(await text('/list/a')).toBe(list);
    await vi.waitFor(async () => expect(await text('/list/a')).not.toBe(list));
  });

  it('renders a stale page again once however many visitors ask, and not at all once the content changed', async () => {
    let now = 1_000;
    const pages = (await loadPageRenderer(dist, 'https://a.test', { now: () => now }))!;
    const text = async (path: string) => (await pages.render(path))?.html;
    const first = await text('/list/c');
    let open!: () => void;
    (globalThis as { listGate?: Promise<void> }).listGate = new Promise<void>((resolve) => (open = resolve));
    try {
      now += 5_000;
      // three visitors while the render behind the page waits: each gets the kept page, one render runs
      expect(await Promise.all([text('/list/c'), text('/list/c'), text('/list/c')])).toEqual([first, first, first]);
      // the render behind them starts once their pages have gone out (it holds the process)
      await new Promise((resolve) => setImmediate(resolve));
      // a write while it renders: the render's page is not kept, and the next visitor waits for a fresh one
      pages.clear();
      open();
      await new Promise((resolve) => setImmediate(resolve));
      const fresh = await text('/list/c');
      expect(fresh).not.toBe(first);
      const rendered = (s: string | undefined) => Number(s!.match(/render (\d+)/)![1]);
      // the stale page's one background render plus this visitor's own
      expect(rendered(fresh)).toBe(rendered(first) + 2);
    } finally {
      delete (globalThis as { listGate?: Promise<void> }).listGate;
    }
  });

  it('does not keep a page whose render began before the content changed', async () => {
    const pages = (await loadPageRenderer(dist, 'https://a.test'))!;
    const text = async (path: string) => (await pages.render(path))?.html;
    let open!: () => void;
    (globalThis as { listGate?: Promise<void> }).listGate = new Promise<void>((resolve) => (open = resolve));
    try {
      // the render reads, then a write empties the cache while it is still rendering
      const rendering = text('/list/b');
      await new Promise((resolve) => setImmediate(resolve));
      pages.clear();
      open();
      const before = await rendering;
      expect(await text('/list/b')).not.toBe(before);
    } finally {
      delete (globalThis as { listGate?: Promise<void> }).listGate;
    }
  });

  it('is absent for a build without a server bundle', async () => {
    expect(await loadPageRenderer(join(dist, 'nowhere'), 'https://a.test')).toBeNull();
    expect(await loadPageRenderer('', 'https://a.test')).toBeNull();
  });
});

describe('a page’s own stylesheets and code', () => {
  const manifest = {
    'index.html': { file: 'assets/index-a.js', css: ['assets/index-a.css'], imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-b.js' },
    '_list.js': { file: 'assets/list-c.js', css: ['assets/list-c.css'], imports: ['_react.js'] },
    'src/site/pages/home/HomePage.tsx': { file: 'assets/HomePage-d.js', css: ['assets/HomePage-d.css', 'assets/index-a.css'], imports: ['_list.js', 'index.html'] },
  };

  it('are the styles and chunks of the module’s chunk and what it imports, less what the HTML entry loads', () => {
    expect(moduleAssets(manifest, 'src/site/pages/home/HomePage.tsx')).toEqual({
      css: ['assets/HomePage-d.css', 'assets/list-c.css'],
      js: ['assets/HomePage-d.js', 'assets/list-c.js'],
    });
  });

  it('are none for a module the build does not have', () => {
    expect(moduleAssets(manifest, 'src/site/pages/nope.tsx')).toEqual({ css: [], js: [] });
  });
});
