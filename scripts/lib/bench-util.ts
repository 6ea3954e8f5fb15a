/** What the bench scripts share: a free port, waiting for a child server, stopping it, the exit code. */
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Polls `url` (with `init`) until it answers 2xx; fails when the child exits or `timeoutMs` passes. */
export async function waitForServer(url: string, child: ChildProcess, init: RequestInit = {}, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url, init)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not start within ${timeoutMs / 1000} s`);
}

export async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child) return;
  child.kill('SIGTERM');
  await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
}

export const machineLine = () => `  machine: ${cpus().length} CPUs, load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}`;

/** Runs a bench's main: its result is the exit code; an error is printed and exits 1. */
export function runBench(main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exitCode = 1;
    },
  );
}
