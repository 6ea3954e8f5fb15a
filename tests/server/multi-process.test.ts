/**
 * Issue 9, "Two API processes on one PostgreSQL": two real server processes (`node server/src/index.ts`, each with
 * its own DATA_DIR and pool) on one database behave as one — the signing key, sessions, captchas, the login lock,
 * rate limits and uploads are shared. PostgreSQL only (SQLite is one process's file): skipped when DATABASE_URL is unset;
 * CI runs the server suite again with DATABASE_URL, so it runs there.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const DATABASE_URL = process.env.DATABASE_URL;
const REPO = fileURLToPath(new URL('../../', import.meta.url));
const PASSWORD = 'multi-Proc1';
const schema = `mp_${randomBytes(6).toString('hex')}`;
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), randomBytes(3 * 1024 * 1024)]);

interface Proc {
  child: ChildProcess;
  url: string;
  dataDir: string;
  output: () => string;
}

/** Starts `server/src/index.ts` in a child process and resolves with its URL once it prints the banner. */
function startServer(databaseUrl: string, name: string): Promise<Proc> {
  const dataDir = mkdtempSync(join(tmpdir(), `dss-mp-${name}-`));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_PASSWORD: PASSWORD,
    STATIC_DIR: '',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'false',
  };
  delete env.JWT_SECRET;
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO, 'server/src/index.ts')], { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server ${name} did not start in 90 s:\n${out}`));
    }, 90_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /Public site:\s+(http:\/\/127\.0\.0\.1:\d+)\//.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1], dataDir, output: () => out });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server ${name} exited with ${code}:\n${out}`));
    });
  });
}

async function stopServer(p: Proc | undefined): Promise<void> {
  if (!p || p.child.exitCode !== null) return;
  const exited = new Promise<void>((done) => p.child.once('exit', () => done()));
  p.child.kill('SIGTERM');
  const timer = setTimeout(() => p.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
  rmSync(p.dataDir, { recursive: true, force: true });
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The same database URL, every connection pinned to `schema` (so parallel test files do not meet). */
function withSchema(url: string, schema: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

async function api(p: Proc, method: string, path: string, opts: { token?: string; body?: unknown } = {}): Promise<Json> {
  const res = await fetch(`${p.url}/prod-api${path}`, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  return res.json();
}

async function setCaptcha(on: boolean): Promise<void> {
  await adminQuery(`update ${schema}.sys_config set config_value = '${on}' where config_key = 'sys.account.captchaEnabled'`);
}

async function captchaAnswer(uuid: string): Promise<string> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ code: string }>(`select code from ${schema}.sys_captcha where uuid = $1`, [uuid]);
    return rows[0]!.code;
  } finally {
    await client.end();
  }
}

const loginOn = (p: Proc, username: string, password: string) => api(p, 'POST', '/login', { body: { username, password } });

describe.skipIf(!DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let a: Proc;
  let b: Proc;

  beforeAll(async () => {
    await adminQuery(`create schema ${schema}`);
    const url = withSchema(DATABASE_URL!, schema);
    // both start at once on the empty database: one migrates and seeds, the other waits and finds it done
    [a, b] = await Promise.all([startServer(url, 'a'), startServer(url, 'b')]);
    // this file sends more logins from 127.0.0.1 than sys.limit.login allows a minute (the limit has its own tests)
    await adminQuery(`update ${schema}.sys_config set config_value = '0' where config_key = 'sys.limit.login'`);
    // captchas off (the config row, which both read on every request); one test turns them on
    await setCaptcha(false);
  }, 200_000);

  afterAll(async () => {
    await Promise.all([stopServer(a), stopServer(b)]);
    if (DATABASE_URL) await adminQuery(`drop schema if exists ${schema} cascade`);
  }, 60_000);

  it('share the generated signing key through the database, not their DATA_DIRs', async () => {
    expect(a.url).not.toBe(b.url);
    expect(existsSync(join(a.dataDir, 'jwt-secret'))).toBe(false);
    expect(existsSync(join(b.dataDir, 'jwt-secret'))).toBe(false);
  });

  it('a login on A works on B, and a logout on B ends it on A', async () => {
    const res = await loginOn(a, 'admin', PASSWORD);
    expect(res.code).toBe(200);
    const token = res.token as string;
    expect((await api(b, 'GET', '/getInfo', { token })).user.userName).toBe('admin');
    expect((await api(a, 'GET', '/getInfo', { token })).code).toBe(200);
    expect((await api(b, 'POST', '/logout', { token })).msg).toBe('退出成功');
    expect((await api(a, 'GET', '/getInfo', { token })).code).toBe(401);
    expect((await api(b, 'GET', '/getInfo', { token })).code).toBe(401);
  });

  it('a force logout (在线用户 › 强退) through B ends the session on A', async () => {
    const admin = (await loginOn(a, 'admin', PASSWORD)).token as string;
    const token = (await loginOn(a, 'editor', PASSWORD)).token as string;
    expect((await api(a, 'GET', '/getInfo', { token })).code).toBe(200);
    const online = await api(b, 'GET', '/monitor/online/list?userName=editor', { token: admin });
    expect(online.rows).toHaveLength(1);
    expect(await api(b, 'DELETE', `/monitor/online/${online.rows[0].tokenId}`, { token: admin })).toEqual({ code: 200, msg: '操作成功' });
    expect((await api(a, 'GET', '/getInfo', { token })).code).toBe(401);
    expect((await api(a, 'GET', '/monitor/online/list?userName=editor', { token: admin })).rows).toEqual([]);
  });

  it('a captcha issued by A is answered at B, once', async () => {
    await setCaptcha(true);
    try {
      const image = await api(a, 'GET', '/captchaImage');
      expect(image.captchaEnabled).toBe(true);
      const code = await captchaAnswer(image.uuid);
      expect((await api(b, 'POST', '/login', { body: { username: 'admin', password: PASSWORD, code, uuid: image.uuid } })).code).toBe(200);
      expect((await api(a, 'POST', '/login', { body: { username: 'admin', password: PASSWORD, code, uuid: image.uuid } })).msg).toBe('验证码已失效');
    } finally {
      await setCaptcha(false);
    }
  });

  it('5 wrong passwords split across A and B lock the account on both', async () => {
    const wrong = await Promise.all([
      ...[1, 2, 3].map((i) => loginOn(a, 'editor', `wrong-${i}`)),
      ...[4, 5].map((i) => loginOn(b, 'editor', `wrong-${i}`)),
    ]);
    expect(wrong.every((r) => r.msg === '用户不存在/密码错误')).toBe(true);
    const locked = { code: 500, msg: '密码输入错误5次，帐户锁定10分钟' };
    expect(await loginOn(a, 'editor', PASSWORD)).toEqual(locked);
    expect(await loginOn(b, 'editor', PASSWORD)).toEqual(locked);
  });

  it('parallel guesses at both processes still get at most 5 comparisons', async () => {
    const signup = await api(a, 'POST', '/register', { body: { username: 'split', password: PASSWORD, confirmPassword: PASSWORD, phonenumber: '13700001111' } });
    expect(signup.code).toBe(200);
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => loginOn(i % 2 ? a : b, 'split', `guess-${i}`)));
    expect(answers.filter((r) => r.msg === '用户不存在/密码错误')).toHaveLength(5);
    expect(answers.filter((r) => r.msg === '密码输入错误5次，帐户锁定10分钟')).toHaveLength(19);
  });

  it('a file uploaded through A downloads through B, as /profile/… and as a resource', async () => {
    const token = (await loginOn(a, 'admin', PASSWORD)).token as string;
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), '校园.png');
    const up = (await (await fetch(`${a.url}/prod-api/common/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).json()) as Json;
    expect(up.code).toBe(200);
    const served = await fetch(`${b.url}${up.fileName}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    const viaApiBase = await fetch(`${b.url}/prod-api${up.fileName}`);
    expect(Buffer.from(await viaApiBase.arrayBuffer()).equals(PNG)).toBe(true);
    const resource = await fetch(`${b.url}/prod-api/common/download/resource?resource=${encodeURIComponent(up.fileName)}`, { headers: { authorization: `Bearer ${token}` } });
    expect(resource.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.from(await resource.arrayBuffer()).equals(PNG)).toBe(true);
    // nothing of it on either process's disk: the database holds it
    expect(existsSync(join(a.dataDir, 'upload', up.fileName.slice('/profile/'.length)))).toBe(false);
    expect((await fetch(`${b.url}/profile/upload/2020/01/01/${'0'.repeat(32)}.png`)).status).toBe(404);
  });

  it('share rate limits: the contact form takes 5 enquiries from one address across both', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        api(i % 2 ? a : b, 'POST', '/bbs/web/addContact', { body: { name: `访客${i}`, mobile: '13800138000', message: 'hi' } }),
      ),
    );
    expect(answers.filter((r) => r.code === 200)).toHaveLength(5);
    expect(answers.filter((r) => r.msg === '提交过于频繁，请稍后再试')).toHaveLength(7);
  });
});
