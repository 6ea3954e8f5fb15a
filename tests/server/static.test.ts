import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './helpers';

const INDEX = '<!doctype html><html><head><title>site</title></head><body>public site</body></html>';
const ADMIN = '<!doctype html><html><head><title>admin</title></head><body>admin shell</body></html>';
const SCRIPT = 'console.log("asset");'.repeat(20);

let t: TestServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dss-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'index.html.gz'), gzipSync(INDEX));
  writeFileSync(join(dist, 'admin.html'), ADMIN);
  writeFileSync(join(dist, 'assets', 'x.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'x.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestServer({ config: { staticDir: dist } });
  mkdirSync(join(t.config.uploadDir, 'upload', '2024', '01', '01'), { recursive: true });
  writeFileSync(join(t.config.uploadDir, 'upload', '2024', '01', '01', 'photo.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  writeFileSync(join(t.config.uploadDir, 'upload', '2024', '01', '01', 'doc.pdf'), '%PDF-1.4\n<script>app.alert(1)</script>');
  writeFileSync(join(t.config.uploadDir, 'upload', '2024', '01', '01', 'notes.txt'), '<html><script>alert(1)</script></html>');
  writeFileSync(join(t.config.uploadDir, 'upload', '2024', '01', '01', 'clip.mp4'), Buffer.from('000000186674797069736f6d', 'hex'));
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const fetchPage = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' | 'POST' = 'GET') =>
  t.app.inject({ method, url, headers });

describe('static serving', () => {
  it('serves the public site at / with no-cache HTML and the security headers', async () => {
    const res = await fetchPage('/', { accept: 'text/html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/school/list', '/en/station/detail/12', '/dssLogin', '/FQA'])('falls back to index.html for %s', async (url) => {
    const res = await fetchPage(url, { accept: 'text/html' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/admin', '/admin/', '/admin/foo', '/admin/system/user', '/admin/system/dict-data/index/3'])('falls back to admin.html for %s', async (url) => {
    const res = await fetchPage(url, { accept: 'text/html' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(ADMIN);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a one-year immutable cache', async () => {
    const res = await fetchPage('/assets/x.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(SCRIPT);
  });

  it('sends the precompressed sibling when the client accepts it', async () => {
    const br = await fetchPage('/assets/x.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);

    const gz = await fetchPage('/school/list', { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('no-cache');
  });

  it('answers a real 404 for missing assets and files, never index.html', async () => {
    for (const url of ['/assets/missing.js', '/assets/missing', '/missing.png', '/profile/upload/none.png']) {
      const res = await fetchPage(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('public site');
    }
    // a script request for a missing asset even with a browser-like Accept
    expect((await fetchPage('/assets/missing.js', { accept: 'text/html,*/*' })).statusCode).toBe(404);
  });

  it('serves other public files with a short cache', async () => {
    const res = await fetchPage('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves uploads under /profile/ and nothing outside the upload root', async () => {
    const res = await fetchPage('/profile/upload/2024/01/01/photo.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    // the admin client prefixes relative avatar paths with the API base
    const viaApi = await fetchPage('/prod-api/profile/upload/2024/01/01/photo.png');
    expect(viaApi.statusCode).toBe(200);
    expect(viaApi.rawPayload.equals(res.rawPayload)).toBe(true);
    expect((await fetchPage('/prod-api/profile/upload/missing.png')).statusCode).toBe(404);
    // DATA_DIR holds the database and the JWT secret, one level above the upload root
    for (const url of ['/profile/../portal.db', '/profile/%2e%2e/portal.db', '/profile/..%2fportal.db', '/profile/../jwt-secret', '/profile/%2e%2e/jwt-secret']) {
      const r = await fetchPage(url);
      expect(r.body, url).not.toContain(t.config.jwtSecret);
      expect(r.body, url).not.toContain('SQLite format');
      // either refused, or (once the URL is normalised to /jwt-secret) the site's history fallback
      if (r.statusCode === 200) expect(r.body, url).toBe(INDEX);
    }
  });

  it('sends the sample media precompressed, and uploads as they are (no sibling lookups)', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><title>sample</title></svg>'.repeat(10);
    mkdirSync(join(t.config.uploadDir, 'sample', 'cover'), { recursive: true });
    writeFileSync(join(t.config.uploadDir, 'sample', 'cover', 'a.svg'), svg);
    writeFileSync(join(t.config.uploadDir, 'sample', 'cover', 'a.svg.gz'), gzipSync(svg));
    writeFileSync(join(t.config.uploadDir, 'upload', '2024', '01', '01', 'b.svg'), svg);
    writeFileSync(join(t.config.uploadDir, 'upload', '2024', '01', '01', 'b.svg.gz'), gzipSync(svg));
    for (const base of ['/profile', '/prod-api/profile']) {
      const sample = await fetchPage(`${base}/sample/cover/a.svg`, { 'accept-encoding': 'gzip' });
      expect(sample.statusCode).toBe(200);
      expect(sample.headers['content-encoding']).toBe('gzip');
      expect(sample.headers['content-type']).toContain('image/svg+xml');
      const plain = await fetchPage(`${base}/sample/cover/a.svg`);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(svg);
      const upload = await fetchPage(`${base}/upload/2024/01/01/b.svg`, { 'accept-encoding': 'gzip' });
      expect(upload.statusCode).toBe(200);
      expect(upload.headers['content-encoding']).toBeUndefined();
      expect(upload.body).toBe(svg);
    }
    expect((await fetchPage('/profile/sample/cover/missing.svg')).statusCode).toBe(404);
  });

  it('serves documents as attachments and images and videos inline, with nosniff and the CSP', async () => {
    for (const url of ['/profile/upload/2024/01/01/doc.pdf', '/prod-api/profile/upload/2024/01/01/doc.pdf', '/profile/upload/2024/01/01/notes.txt']) {
      const res = await fetchPage(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-disposition'], url).toBe('attachment');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-security-policy'], url).toBeTruthy();
    }
    for (const url of ['/profile/upload/2024/01/01/photo.png', '/profile/upload/2024/01/01/clip.mp4']) {
      const res = await fetchPage(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-disposition'], url).toBeUndefined();
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('keeps the API answers as JSON envelopes', async () => {
    const res = await fetchPage('/prod-api/nope', { accept: 'text/html' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 404, msg: "请求地址'/nope'不存在" });
    expect((await fetchPage('/prod-api/captchaImage')).json().code).toBe(200);
  });

  it('answers HEAD like GET and refuses other methods on pages', async () => {
    const head = await fetchPage('/school/list', { accept: 'text/html' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect((await fetchPage('/school/list', {}, 'POST')).statusCode).toBe(404);
  });
});

describe('without a build', () => {
  it('answers 404 for pages and still serves the API', async () => {
    const bare = await createTestServer();
    try {
      expect((await bare.app.inject('/school/list')).statusCode).toBe(404);
      expect((await bare.app.inject('/prod-api/captchaImage')).json().code).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
