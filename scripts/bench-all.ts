/**
 * `npm run bench [-- --quick]`: every measurement, each run even when an earlier one misses its budget (the bench
 * reports; it is not part of `npm test`). The visitor's way first (first-visit JS, Lighthouse; `--quick` skips
 * Lighthouse), then the static-imports size figure (secondary), then the API. Exit code 1 when anything missed.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib/build-state';

const passOn = process.argv.slice(2);
const parts: [script: string, args: string[]][] = [
  ['scripts/bench-visit.ts', passOn.filter((a) => a === '--quick' || a.startsWith('--runs='))],
  ['scripts/bench.ts', []],
  ['scripts/bench-api.ts', passOn.filter((a) => !a.startsWith('--runs=') && a !== '--quick')],
];
let failed = 0;
for (const [script, args] of parts) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, script), ...args], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) failed++;
  console.log('');
}
process.exitCode = failed ? 1 : 0;
