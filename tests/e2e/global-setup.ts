/**
 * Starts the real portal (built SPAs + API, as `npm start` serves them) twice on free loopback ports, each
 * with its own fresh SQLite data directory: one with the captcha on (as a visitor meets it) and one with
 * CAPTCHA_ENABLED=false (for admin automation). Tests read the URLs with inject('siteUrl'/'adminUrl').
 */
import type { TestProject } from 'vitest/node';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuild, DIST, ROOT } from '../../scripts/lib/build-state';
import { E2E_ADMIN_PASSWORD } from './env';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    adminUrl: string;
    siteDataDir: string;
    adminDataDir: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolvePort(addr.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs = 60000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`portal exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/prod-api/captchaImage`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`portal at ${url} did not start within ${timeoutMs} ms`);
}

async function startPortal(env: Record<string, string>) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server/src/index.ts')], {
    cwd: ROOT,
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: DIST, ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, DATABASE_URL: '',
      // every browser request comes from 127.0.0.1: the per-address limits would count them all as one visitor
      RATE_LIMITS_ENABLED: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(url, child);
  } catch (e) {
    child.kill('SIGKILL');
    throw new Error(`${(e as Error).message}\n${output}`);
  }
  return { url, dataDir, child };
}

export default async function setup(project: TestProject) {
  ensureBuild();
  const [site, admin] = await Promise.all([startPortal({}), startPortal({ CAPTCHA_ENABLED: 'false' })]);
  project.provide('siteUrl', site.url);
  project.provide('adminUrl', admin.url);
  project.provide('siteDataDir', site.dataDir);
  project.provide('adminDataDir', admin.dataDir);
  return async () => {
    for (const p of [site, admin]) {
      p.child.kill('SIGTERM');
      await new Promise((r) => (p.child.exitCode !== null ? r(null) : p.child.once('exit', r)));
      rmSync(p.dataDir, { recursive: true, force: true });
    }
  };
}
