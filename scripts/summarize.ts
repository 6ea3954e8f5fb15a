/** Adds up the vitest JSON reports of this run into one closing line: "Tests: N passed, N failed". */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/build-state';

const dir = join(ROOT, '.tmp', 'reports');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const name of existsSync(dir) ? readdirSync(dir) : []) {
  if (!name.endsWith('.json')) continue;
  const r = JSON.parse(readFileSync(join(dir, name), 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  console.log(`  ${name.replace(/\.json$/, '').padEnd(8)} ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + r.numTodoTests;
}
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
