import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../server/src/index';

const dataDir = mkdtempSync(join(tmpdir(), 'dss-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** main() always runs on SQLite here: it is about starting, printing and stopping, not the store. */
const env = { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', STATIC_DIR: join(dataDir, 'no-dist') };

async function startCapturing(extra: Record<string, string> = {}) {
  const lines: string[] = [];
  const spy = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    lines.push(args.join(' '));
  });
  try {
    const server = await main({ ...env, ...extra });
    return { server, output: lines.join('\n') };
  } finally {
    spy.mockRestore();
  }
}

describe('main()', () => {
  it('starts, prints the URLs and the generated admin password once, and serves the API', async () => {
    const { server, output } = await startCapturing();
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(output).toContain(`${server.url}/`);
      expect(output).toContain(`${server.url}/admin/`);
      expect(output).toContain(`admin / ${server.config.adminPassword}`);
      const res = await fetch(`${server.url}/prod-api/captchaImage`);
      expect((await res.json()).code).toBe(200);
      const login = await fetch(`${server.url}/prod-api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: server.config.adminPassword }),
      });
      // captcha is on by default, so the password alone is not enough — but the route answers
      expect((await login.json()).msg).toBe('验证码已失效');
    } finally {
      await server.close();
    }
  });

  it('handles SIGINT/SIGTERM while running and lets go of them on close', async () => {
    const before = process.listenerCount('SIGTERM');
    const { server } = await startCapturing();
    expect(process.listenerCount('SIGTERM')).toBe(before + 1);
    expect(process.listenerCount('SIGINT')).toBeGreaterThan(0);
    await server.close();
    expect(process.listenerCount('SIGTERM')).toBe(before);
  });

  it('fails cleanly when the port is taken', async () => {
    const { server } = await startCapturing();
    const before = process.listenerCount('SIGTERM');
    try {
      const port = new URL(server.url).port;
      await expect(main({ ...env, PORT: port })).rejects.toThrow(/EADDRINUSE|address already in use/);
      expect(process.listenerCount('SIGTERM')).toBe(before);
    } finally {
      await server.close();
    }
  });

  it('does not print a password on later starts', async () => {
    const { server, output } = await startCapturing();
    try {
      expect(output).toContain('the password printed at the first start');
      expect(output).not.toContain(server.config.adminPassword);
    } finally {
      await server.close();
    }
  });
});

describe('tsx server/src/index.ts', () => {
  it('runs when executed directly and exits 0 on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dss-cli-'));
    const entry = fileURLToPath(new URL('../../server/src/index.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dir, PORT: '0', ADMIN_PASSWORD: 'cli-pass-123', STATIC_DIR: join(dir, 'none') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let out = '';
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no banner: ${out}`)), 30_000);
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          if (out.includes('/admin/')) {
            clearTimeout(timer);
            resolve();
          }
        });
        child.stderr.on('data', (d: Buffer) => (out += d.toString()));
        child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
      });
      expect(out).toContain('ADMIN_PASSWORD');
      expect(out).not.toContain('cli-pass-123');
      const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exit).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 40_000);
});
