/** Adds up the vitest JSON reports of this run into one closing line: "Tests: N passed, N failed". */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/build-state';

const dir = join(ROOT, '.tmp', 'reports');
let passed = 0;
let failed = 0;
let skipped = 0;
const failures: string[] = [];

interface Report {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: { name: string; assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[] }[];
}
for (const name of existsSync(dir) ? readdirSync(dir) : []) {
  if (!name.endsWith('.json')) continue;
  const r = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Report;
  console.log(`  ${name.replace(/\.json$/, '').padEnd(8)} ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
  // The failures' names and first message lines go last, where a log cut to its tail still shows them.
  for (const file of r.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.status !== 'failed') continue;
      // the message up to its stack (an assertion's own message may hold several lines, e.g. console errors)
      const lines = (t.failureMessages?.[0] ?? '').split('\n');
      const end = lines.findIndex((l, i) => i > 0 && /^\s+at /.test(l));
      const why = lines.slice(0, Math.min(end < 0 ? lines.length : end, 12)).map((l) => l.slice(0, 300)).join('\n      ');
      failures.push(`  ✗ ${file.name.replace(ROOT + '/', '')} › ${t.fullName}\n      ${why}`);
    }
  }
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + r.numTodoTests;
}
if (failures.length) console.log(`failed:\n${failures.join('\n')}`);
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
