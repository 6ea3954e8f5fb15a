/**
 * `npm run bench:visit` (part of `npm run bench`): the public pages the way a visitor gets them, on the production
 * build served as `npm start` serves it (scripts/start.ts, its own process, a fresh sample database).
 *
 * 1. First-visit JavaScript (gzip): every JS file Chromium downloads until the network is idle, lazy chunks included,
 *    measured by the shared tool first-load.mjs, against issue 13's budgets.
 * 2. Lighthouse 12, mobile preset (slow 4G, 4× CPU), through the shared tool lighthouse.sh: three runs per page, the
 *    median of each figure, against issue 13's targets.
 *
 * It reports; it does not gate (exit code 1 when a budget or target is missed, for whoever wants it; `npm test` does
 * not run it). Timing figures need an otherwise idle machine.
 *
 *   npx tsx scripts/bench-visit.ts [--quick] [--runs=3]
 *
 * `--quick` (or BENCH_QUICK=1) skips Lighthouse. The tools are not part of the project: they are looked up in
 * BENCH_TOOLS_DIR, by default ../shared/tools next to the project root.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, machineLine, runBench, stopChild, waitForServer } from './lib/bench-util';
import { ensureBuild, ROOT } from './lib/build-state';

const args = process.argv.slice(2);
const quick = args.includes('--quick') || ['1', 'true'].includes(process.env.BENCH_QUICK ?? '');
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
const TOOLS = resolve(process.env.BENCH_TOOLS_DIR || join(ROOT, '..', 'shared', 'tools'));
const FIRST_LOAD = join(TOOLS, 'first-load.mjs');
const LIGHTHOUSE = join(TOOLS, 'lighthouse.sh');

/** A guide page with a twin in both languages (src/site/content/registry.ts). */
const GUIDE = '/ossd/requirements';
/** First-visit JS budgets in KB (gzip); pages without one are reported only. */
const JS_PAGES: [path: string, budgetKb?: number][] = [
  ['/', 130], ['/en'], [GUIDE, 120], ['/school'], ['/school/detail/1'], ['/admin/login', 150],
];
const LIGHTHOUSE_PAGES = ['/', '/en', GUIDE, '/school', '/school/detail/1'];

interface Figures {
  perf: number; a11y: number; bp: number; seo: number;
  /** ms */
  lcp: number; tbt: number; fcp: number;
  cls: number;
}
/** issue 13's targets: [label, figure of the median, passes] */
const TARGETS: [string, (f: Figures) => string, (f: Figures) => boolean][] = [
  ['perf ≥ 0.95', (f) => f.perf.toFixed(2), (f) => f.perf >= 0.95],
  ['LCP ≤ 2.0 s', (f) => `${(f.lcp / 1000).toFixed(1)} s`, (f) => f.lcp <= 2000],
  ['CLS ≤ 0.02', (f) => f.cls.toFixed(3), (f) => f.cls <= 0.02],
  ['TBT ≤ 150 ms', (f) => `${f.tbt.toFixed(0)} ms`, (f) => f.tbt <= 150],
  ['a11y 1', (f) => String(f.a11y), (f) => f.a11y >= 1],
  ['bp 1', (f) => String(f.bp), (f) => f.bp >= 1],
  ['seo 1', (f) => String(f.seo), (f) => f.seo >= 1],
];

function requireTool(file: string): void {
  if (existsSync(file)) return;
  console.error(
    `bench: ${file} is missing. The visitor-side measurements use the shared tools first-load.mjs and lighthouse.sh, ` +
      'kept outside the project (default ../shared/tools next to the project root); set BENCH_TOOLS_DIR to their directory.',
  );
  process.exit(2);
}



const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One Lighthouse run through the shared tool; null when it failed (its message is printed). */
function lighthouse(url: string, dir: string, n: number): Figures | null {
  const json = join(dir, `lh-${n}.json`);
  const r = spawnSync('bash', [LIGHTHOUSE, url, 'mobile', '--json', json], { cwd: ROOT, encoding: 'utf8' });
  if (!existsSync(json)) {
    console.log(`    run ${n + 1}: failed ${(r.stdout + r.stderr).trim().split('\n').pop() ?? ''}`);
    return null;
  }
  const report = JSON.parse(readFileSync(json, 'utf8')) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
  };
  rmSync(json);
  const score = (k: string) => report.categories[k]?.score ?? 0;
  const value = (k: string) => report.audits[k]?.numericValue ?? Number.NaN;
  return {
    perf: score('performance'), a11y: score('accessibility'), bp: score('best-practices'), seo: score('seo'),
    lcp: value('largest-contentful-paint'), tbt: value('total-blocking-time'), fcp: value('first-contentful-paint'),
    cls: value('cumulative-layout-shift'),
  };
}

async function main(): Promise<number> {
  requireTool(FIRST_LOAD);
  if (!quick) requireTool(LIGHTHOUSE);
  ensureBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'dss-bench-visit-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // the app as `npm start` serves it: the built SPAs and the API on one port
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/start.ts')], {
    cwd: ROOT,
    env: {
      ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '',
      ADMIN_PASSWORD: 'bench-admin-1', LOG_LEVEL: 'warn', NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let missed = 0;
  try {
    await waitForServer(`${base}/`, child, {}, 120_000);

    console.log(`First-visit JavaScript (gzip; every JS file Chromium downloads until the network is idle; ${FIRST_LOAD}):`);
    const out = spawnSync(process.execPath, [FIRST_LOAD, base, ...JS_PAGES.map(([p]) => p)], { cwd: ROOT, encoding: 'utf8' });
    if (out.status !== 0) throw new Error(`first-load.mjs failed: ${out.stderr.trim()}`);
    const sizes = new Map<string, { kb: number; files: number }>();
    for (const line of out.stdout.split('\n')) {
      const m = /^(\S+) js_gz_kb=([\d.]+) js_raw_kb=[\d.]+ files=(\d+)/.exec(line);
      if (m) sizes.set(m[1], { kb: Number(m[2]), files: Number(m[3]) });
    }
    for (const [path, budget] of JS_PAGES) {
      const s = sizes.get(path);
      if (!s) throw new Error(`first-load.mjs printed no line for ${path}:\n${out.stdout}`);
      const ok = budget === undefined || s.kb <= budget;
      if (!ok) missed++;
      const verdict = budget === undefined ? '(no budget)' : `budget ${budget} KB  ${ok ? 'OK' : 'OVER BUDGET'}`;
      console.log(`  ${path.padEnd(20)} ${s.kb.toFixed(1).padStart(7)} KB in ${String(s.files).padStart(2)} files  ${verdict}`);
    }

    if (quick) {
      console.log('Lighthouse skipped (--quick / BENCH_QUICK=1).');
    } else {
      console.log(`Lighthouse 12 mobile (slow 4G, 4× CPU), median of ${runs} runs per page (${LIGHTHOUSE}):`);
      const lhDir = mkdtempSync(join(tmpdir(), 'dss-lighthouse-'));
      try {
        for (const path of LIGHTHOUSE_PAGES) {
          const results = Array.from({ length: runs }, (_, n) => lighthouse(base + path, lhDir, n)).filter((f): f is Figures => f !== null);
          if (results.length === 0) {
            missed++;
            console.log(`  ${path.padEnd(20)} no run succeeded`);
            continue;
          }
          const med = Object.fromEntries(
            (Object.keys(results[0]) as (keyof Figures)[]).map((k) => [k, median(results.map((f) => f[k]))]),
          ) as unknown as Figures;
          const cells = TARGETS.map(([label, show, pass]) => {
            const ok = pass(med);
            if (!ok) missed++;
            return `${label.split(' ')[0]} ${show(med)} ${ok ? 'pass' : 'FAIL'}`;
          });
          console.log(`  ${path.padEnd(20)} ${cells.join('  ')}  (FCP ${(med.fcp / 1000).toFixed(1)} s; ${results.length} runs)`);
        }
      } finally {
        rmSync(lhDir, { recursive: true, force: true });
      }
      console.log(`  targets: ${TARGETS.map(([label]) => label).join(', ')}`);
    }
    console.log(machineLine());
  } finally {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return missed ? 1 : 0;
}

runBench(main);
