/**
 * Decides whether the production build in dist/ is missing or older than its sources,
 * so `npm start` and the e2e runner build only when needed.
 */
import { existsSync, readdirSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const DIST = join(ROOT, 'dist');
const STAMP = join(DIST, '.build-stamp');
/** The public site's server bundle (server rendering, server/src/lib/page-renderer.ts): built beside the SPAs. */
export const SSR_ENTRY = 'src/site/entry-server.tsx';
export const SSR_OUT = 'dist/.ssr';

/** Inputs of the front-end build. The server is not bundled, so it is not listed. */
const INPUTS = ['src', 'public', 'index.html', 'admin.html', 'vite.config.ts', '.env.production', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function sourcesNewest(): number {
  return Math.max(...INPUTS.map((p) => newestMtime(join(ROOT, p))));
}

export function buildIsFresh(): boolean {
  if (!existsSync(STAMP) || !['index.html', 'admin.html', '.ssr/entry-server.js'].every((f) => existsSync(join(DIST, f)))) return false;
  const built = Number(readFileSync(STAMP, 'utf8'));
  return Number.isFinite(built) && built >= sourcesNewest();
}

/** Runs the site's and the admin's `vite build`, the server bundle's and the precompression step; throws when one fails. */
export function build(): void {
  const started = sourcesNewest();
  const run = (args: string[], env: Record<string, string> = {}) => {
    const r = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', ...env } });
    if (r.status !== 0) throw new Error(`build step failed: ${args.join(' ')}`);
  };
  run([join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
  run([join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { BUILD_APP: 'admin' });
  run([join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--ssr', SSR_ENTRY, '--outDir', SSR_OUT, '--emptyOutDir', '--logLevel', 'warn']);
  run(['--import', 'tsx', join(ROOT, 'scripts/precompress.ts')]);
  writeFileSync(STAMP, String(started));
}

export function ensureBuild(log: (m: string) => void = console.log): void {
  if (buildIsFresh()) return;
  log('Building the public site and the admin (first run or sources changed)…');
  build();
}
