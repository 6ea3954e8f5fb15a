/**
 * `npm run dev`: the API server (restarting on change) and Vite with hot reload, which proxies /prod-api to it.
 * Open http://localhost:5173/ (public site) and http://localhost:5173/admin/ (admin).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib/build-state';

const apiPort = process.env.API_PORT ?? '8080';
const children: ChildProcess[] = [];
const run = (args: string[], env: NodeJS.ProcessEnv) => {
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    if (code && code !== 0) shutdown(code);
  });
};
function shutdown(code = 0) {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

run([join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'server/src/index.ts'], { PORT: apiPort, STATIC_DIR: '' });
run([join(ROOT, 'node_modules/vite/bin/vite.js')], { API_PORT: apiPort });
