/**
 * `npm run bench`: measures the production build against DESIGN.md's budgets.
 * First-load JS of a page = its HTML entry's scripts and their static imports (from Vite's manifest), plus the
 * lazily loaded chunk of the route's own page component when the router loads it on first paint.
 * Sizes are gzip level 9, as the server sends them precompressed.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuild, DIST } from './lib/build-state';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

ensureBuild();
const manifestPath = join(DIST, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) throw new Error('dist/.vite/manifest.json is missing: build.manifest must be on');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

const gz = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;

/** The chunk keys reachable through static imports from the given keys. */
function staticClosure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}

/** Chunks whose source path matches, e.g. the page component a route lazy-loads. */
const chunksMatching = (re: RegExp) => Object.keys(manifest).filter((k) => re.test(manifest[k].src ?? k));

interface Page {
  label: string;
  entry: string;
  /** source paths of the lazily loaded modules the route needs before first paint */
  lazy: RegExp[];
  budgetKb: number;
}

const pages: Page[] = [
  { label: 'public /', entry: 'index.html', lazy: [/src\/site\/pages\/home\//], budgetKb: 170 },
  { label: 'public guide page', entry: 'index.html', lazy: [/src\/site\/pages\/guide\/GuideRoute/, /src\/site\/content\/zh\/ossd-requirements/], budgetKb: 150 },
  { label: 'admin /admin/login', entry: 'admin.html', lazy: [/src\/admin\/views\/login\//], budgetKb: 200 },
];

let over = 0;
console.log('First-load JavaScript (gzip), from dist/:');
for (const p of pages) {
  const roots = [p.entry, ...p.lazy.flatMap(chunksMatching)];
  const keys = staticClosure(roots);
  const files = [...new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')))];
  const css = [...new Set([...keys].flatMap((k) => manifest[k].css ?? []))];
  const jsKb = files.reduce((n, f) => n + gz(f), 0) / 1024;
  const cssKb = css.reduce((n, f) => n + gz(f), 0) / 1024;
  const ok = jsKb <= p.budgetKb;
  if (!ok) over++;
  console.log(`  ${p.label.padEnd(22)} ${jsKb.toFixed(1).padStart(7)} KB JS in ${files.length} files (budget ${p.budgetKb} KB) ${ok ? 'OK' : 'OVER BUDGET'}   css ${cssKb.toFixed(1)} KB`);
}
console.log('Reference: RuoYi-Vue3 login page loads 587 KB gzip of JS.');
process.exitCode = over ? 1 : 0;
