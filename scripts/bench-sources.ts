/**
 * `npx tsx scripts/bench-sources.ts [--files] [page ...]`: where a page's first-load bytes come from.
 * Builds once with source maps into .tmp/dist-maps (not dist/), takes the same chunks as `npm run bench` (the HTML
 * entry's static imports plus the route's own lazy chunk) and attributes each chunk's gzip size to packages (or,
 * with --files, to source files) in proportion to the bytes they produced. Pages: site-home, site-guide,
 * admin-login (default: all). `--nobuild` reuses the last build. A tool for finding what to cut, not a budget:
 * its totals run a little above the bench's (each chunk ends with a source-map comment).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { SourceMapConsumer } from 'source-map-js';
import { ROOT } from './lib/build-state';

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
}

const OUT = join(ROOT, '.tmp/dist-maps');
const args = process.argv.slice(2);
const byFile = args.includes('--files');

const PAGES: Record<string, [entry: string, lazy: RegExp[]]> = {
  'site-home': ['index.html', [/src\/site\/pages\/home\//]],
  'site-guide': ['index.html', [/src\/site\/pages\/guide\/GuideRoute/, /src\/site\/content\/zh\/ossd-requirements/]],
  'admin-login': ['admin.html', [/src\/admin\/views\/login\//]],
};

if (!args.includes('--nobuild')) {
  // as `npm run build`: the site, then the admin (vite.config.ts reads BUILD_APP)
  for (const app of ['site', 'admin']) {
    process.env.BUILD_APP = app;
    await build({
      root: ROOT,
      configFile: join(ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      build: { sourcemap: true, outDir: OUT, emptyOutDir: app === 'site' },
    });
  }
  delete process.env.BUILD_APP;
}
const manifest: Record<string, ManifestChunk> = {};
for (const name of ['manifest.json', 'manifest-admin.json']) Object.assign(manifest, JSON.parse(readFileSync(join(OUT, '.vite', name), 'utf8')) as Record<string, ManifestChunk>);

function closure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    (manifest[k].imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

/** A package name, a source file (--files) or an area of src/ ('site/layout'). */
function group(source: string | null): string {
  if (!source) return '(no source: runtime, JSON, CSS-module maps)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  const src = source.replace(/^.*?\/src\//, 'src/');
  if (byFile) return src;
  return /^src\/[^/]+\/[^/]+/.exec(src)?.[0] ?? src;
}

const wanted = args.filter((a) => PAGES[a]);
for (const name of wanted.length ? wanted : Object.keys(PAGES)) {
  const [entry, lazy] = PAGES[name];
  const roots = [entry, ...Object.keys(manifest).filter((k) => lazy.some((re) => re.test(manifest[k].src ?? k)))];
  const files = [...new Set([...closure(roots)].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')))];
  const totals = new Map<string, number>();
  let total = 0;
  for (const file of files) {
    const code = readFileSync(join(OUT, file), 'utf8');
    const gz = gzipSync(code, { level: 9 }).length;
    total += gz;
    const add = (g: string, bytes: number) => totals.set(g, (totals.get(g) ?? 0) + (bytes * gz) / code.length);
    if (!existsSync(join(OUT, `${file}.map`))) {
      add(group(null), code.length);
      continue;
    }
    const map = new SourceMapConsumer(JSON.parse(readFileSync(join(OUT, `${file}.map`), 'utf8')));
    const lines = code.split('\n');
    const segments: { line: number; column: number; source: string | null }[] = [];
    map.eachMapping((m) => segments.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source }));
    let mapped = 0;
    segments.forEach((s, i) => {
      const next = segments[i + 1];
      const end = next && next.line === s.line ? next.column : lines[s.line - 1].length;
      const bytes = Math.max(0, end - s.column);
      mapped += bytes;
      add(group(s.source), bytes);
    });
    add(group(null), Math.max(0, code.length - mapped));
  }
  console.log(`\n${name}: ${(total / 1024).toFixed(1)} KB gzip in ${files.length} files`);
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .filter(([, bytes]) => bytes >= 100)
    .forEach(([g, bytes]) => console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)}  ${g}`));
}
