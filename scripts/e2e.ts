/** `npm run test:e2e`: builds the app when stale, then runs the Chromium suite against the real server. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuild, ROOT } from './lib/build-state';
import { CHROMIUM } from '../tests/e2e/browser';

if (!existsSync(CHROMIUM)) {
  console.error(`Chromium not found at ${CHROMIUM}. Install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}
ensureBuild();
const r = spawnSync(process.execPath, [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'e2e', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
});
process.exit(r.status ?? 1);
