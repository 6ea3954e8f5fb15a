import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/src/app';
import { type AppConfig, loadConfig } from '../../server/src/config';
import { type Db, openDatabase } from '../../server/src/db/index';
import { migrateToLatest } from '../../server/src/db/migrate';
import { seedIfEmpty } from '../../server/src/db/seed/index';
import { MEMBER_ROLE_ID } from '../../server/src/db/seed/system';
import { nowText } from '../../server/src/lib/time';
import { hashPassword } from '../../server/src/lib/password';

/** The password the test database seeds for `admin` and `editor`. */
export const TEST_PASSWORD = 'admin123';

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  /** 'sqlite' or 'postgres', following DATABASE_URL */
  dialect: 'sqlite' | 'postgres';
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** extra environment for loadConfig (DATA_DIR, ADMIN_PASSWORD and STATIC_DIR are set by the helper) */
  env?: Record<string, string | undefined>;
  /** replace config fields after loading (e.g. staticDir, captchaEnabled) */
  config?: Partial<AppConfig>;
  /** skip the seed rows (an empty, migrated database) */
  seed?: boolean;
  /** Fastify logger options (default: off) */
  logger?: import('fastify').FastifyServerOptions['logger'];
}

/**
 * A fresh database and app for one test file: a temporary SQLite file, or — when DATABASE_URL is set —
 * a new PostgreSQL schema `t_<random>` that every pooled connection uses (search_path) and that is
 * dropped on close. Migrated and seeded like a first start.
 */
export async function createTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dss-server-test-'));
  const config: AppConfig = {
    ...loadConfig({
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: TEST_PASSWORD,
      STATIC_DIR: join(dataDir, 'no-dist'),
      ...opts.env,
      DATABASE_URL: undefined,
    }),
    ...opts.config,
  };
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const pgSchema = databaseUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
  if (databaseUrl && pgSchema) await adminQuery(databaseUrl, `create schema ${pgSchema}`);

  const db = openDatabase({ databaseUrl, sqliteFile: config.sqliteFile, pgSchema, pgPoolSize: 4 });
  await migrateToLatest(db);
  if (opts.seed !== false) await seedIfEmpty(db, { adminPassword: config.adminPassword });
  const app = await buildApp({ config: { ...config, databaseUrl }, db, logger: opts.logger });

  return {
    app,
    db,
    config,
    dialect: databaseUrl ? 'postgres' : 'sqlite',
    async close() {
      await app.close();
      await db.destroy();
      if (databaseUrl && pgSchema) await adminQuery(databaseUrl, `drop schema if exists ${pgSchema} cascade`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface CallResult {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Json;
  raw: string;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** the client address the server sees (default 127.0.0.1) */
  remoteAddress?: string;
}

/** One API call through app.inject; the path is relative to /prod-api unless it starts with '/prod-api' or 'http'. */
export async function call(t: TestServer, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, opts: CallOptions = {}): Promise<CallResult> {
  const url = path.startsWith('/prod-api') ? path : `/prod-api${path}`;
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await t.app.inject({
    method,
    url,
    headers,
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
  let body: Json = undefined;
  try {
    body = res.json();
  } catch {
    body = undefined;
  }
  return { status: res.statusCode, headers: res.headers, body, raw: res.body };
}

export const get = (t: TestServer, path: string, opts?: CallOptions) => call(t, 'GET', path, opts);
export const post = (t: TestServer, path: string, body?: unknown, opts?: CallOptions) => call(t, 'POST', path, { ...opts, body });

/** Sets a sys_config value (e.g. captcha or register switches). */
export async function setConfig(t: TestServer, key: string, value: string): Promise<void> {
  await t.db.updateTable('sys_config').set({ config_value: value }).where('config_key', '=', key).execute();
}

/** A fresh captcha and its answer read back from the database. */
export async function solveCaptcha(t: TestServer): Promise<{ code?: string; uuid?: string }> {
  const res = await get(t, '/captchaImage');
  if (!res.body.captchaEnabled) return {};
  const row = await t.db.selectFrom('sys_captcha').select('code').where('uuid', '=', res.body.uuid).executeTakeFirstOrThrow();
  return { code: row.code, uuid: res.body.uuid };
}

/** Logs in (solving the captcha when it is on) and returns the token; fails the test on a refusal. */
export async function login(t: TestServer, username: string, password: string = TEST_PASSWORD): Promise<string> {
  const captcha = await solveCaptcha(t);
  const res = await post(t, '/login', { username, password, ...captcha });
  if (res.body?.code !== 200) throw new Error(`login ${username} failed: ${res.raw}`);
  return res.body.token as string;
}

/** A role holding `menuIds` (pages and buttons), with a data scope ('1' all … '5' self) and its custom depts (scope 2). */
export async function createRole(
  t: TestServer,
  role: { key: string; name?: string; menuIds: readonly number[]; dataScope?: string; deptIds?: readonly number[]; sort?: number },
): Promise<number> {
  const { role_id } = await t.db.insertInto('sys_role')
    .values({
      role_name: role.name ?? role.key, role_key: role.key, role_sort: role.sort ?? 5, status: '0', data_scope: role.dataScope ?? '1',
      remark: null, create_time: nowText(),
    })
    .returning('role_id').executeTakeFirstOrThrow();
  for (const menu_id of role.menuIds) await t.db.insertInto('sys_role_menu').values({ role_id, menu_id }).execute();
  for (const dept_id of role.deptIds ?? []) await t.db.insertInto('sys_role_dept').values({ role_id, dept_id }).execute();
  return role_id;
}

/** Creates a user directly in the database, optionally with roles; returns its id. */
export async function createUser(
  t: TestServer,
  user: { userName: string; password?: string; userType?: string; roleIds?: number[]; status?: string; delFlag?: string; deptId?: number | null },
): Promise<number> {
  const { user_id } = await t.db
    .insertInto('sys_user')
    .values({
      user_name: user.userName,
      nick_name: user.userName,
      user_type: user.userType ?? '00',
      dept_id: user.deptId ?? null,
      password: await hashPassword(user.password ?? TEST_PASSWORD),
      status: user.status ?? '0',
      del_flag: user.delFlag ?? '0',
      create_time: '2024-01-01 00:00:00',
      pwd_update_date: '2024-01-01 00:00:00',
      remark: null,
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  for (const role_id of user.roleIds ?? []) await t.db.insertInto('sys_user_role').values({ user_id, role_id }).execute();
  return user_id;
}

/** The login-log rows of a user, newest first. */
export async function loginLogs(t: TestServer, userName: string) {
  return t.db.selectFrom('sys_logininfor').selectAll().where('user_name', '=', userName).orderBy('info_id', 'desc').execute();
}

/**
 * Every stored upload of a kind ('upload', 'avatar') wherever the app keeps them: files on disk under the profile
 * root, rows of the database store (PostgreSQL) and leftovers in its temporary directory — so a test can check that
 * a refused upload left nothing anywhere.
 */
export async function storedUploads(t: TestServer, kind: string): Promise<string[]> {
  const onDisk = (root: string) =>
    existsSync(root) ? readdirSync(root, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => join(d.parentPath, d.name)) : [];
  const rows = await t.db.selectFrom('sys_file').select('file_path').where('file_path', 'like', `${kind}/%`).execute();
  return [...onDisk(join(t.config.uploadDir, kind)), ...onDisk(join(t.config.dataDir, 'upload-tmp')), ...rows.map((r) => r.file_path)];
}

/** The bytes of a stored upload by its '/profile/…' path (through the app's store), or null. */
export async function readUpload(t: TestServer, profilePath: string): Promise<Buffer | null> {
  const file = await t.app.files.open(profilePath.replace(/^\/profile\//, ''));
  if (!file) return null;
  const parts: Buffer[] = [];
  for await (const chunk of file.stream()) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

/** A 1×1 PNG. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Uploads `bytes` through /common/upload as `token`; resolves the stored `/profile/...` path. */
export async function uploadFile(
  t: TestServer, token: string, fileName = 'proof.png', bytes: Buffer = TINY_PNG, type = 'image/png', url = '/prod-api/common/upload',
): Promise<string> {
  const boundary = `----dss${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  return res.json().fileName as string;
}

/** Uploads a school-authentication proof document into the private store; returns its private 'proof/…' path. */
export function uploadProof(t: TestServer, token: string, fileName = 'proof.png', bytes: Buffer = TINY_PNG, type = 'image/png'): Promise<string> {
  return uploadFile(t, token, fileName, bytes, type, '/prod-api/bbs/submitweb/uploadSchoolAuthFile');
}

/** The callers of a forum-admin permission matrix (captcha off): see forumTokens. */
export interface ForumTokens {
  admin: string;
  /** the seeded `editor` (common role: the forum menus included) */
  editor: string;
  /** a staff user with the seeded 论坛编辑 role (exactly the forum menus) */
  bbsEditor: string;
  /** a staff user whose role has system pages only (no forum menu) */
  noForum: string;
  member: string;
  memberId: number;
}

/** Logs in the forum-admin matrix's callers, with the user names a test asserts on (defaults otherwise). */
export async function forumTokens(t: TestServer, names: { bbsEditor?: string; noForum?: string; member?: string } = {}): Promise<ForumTokens> {
  const { bbsEditor = 'forum_editor', noForum = 'no_forum_staff', member = 'forum_member' } = names;
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  const { role_id: bbsRole } = await t.db.selectFrom('sys_role').select('role_id').where('role_key', '=', 'bbs_editor').executeTakeFirstOrThrow();
  await createUser(t, { userName: bbsEditor, roleIds: [Number(bbsRole)] });
  // 系统管理 and 用户管理 only
  const sysOnly = await createRole(t, { key: 'matrix_no_forum', menuIds: [1, 100] });
  await createUser(t, { userName: noForum, roleIds: [sysOnly] });
  const memberId = await createUser(t, { userName: member, userType: '01', roleIds: [MEMBER_ROLE_ID] });
  return {
    admin: await login(t, 'admin'),
    editor: await login(t, 'editor'),
    bbsEditor: await login(t, bbsEditor),
    noForum: await login(t, noForum),
    member: await login(t, member),
    memberId,
  };
}
