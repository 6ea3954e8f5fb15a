import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything the server reads from the environment, resolved once at start. */
export interface AppConfig {
  port: number;
  host: string;
  /** absolute; holds the SQLite file, uploads and the generated JWT secret */
  dataDir: string;
  /** absolute; root of the files served under /profile/* (DATA_DIR/upload) */
  uploadDir: string;
  /** postgres://… switches the store to PostgreSQL; undefined → SQLite at `sqliteFile` */
  databaseUrl: string | undefined;
  sqliteFile: string;
  /**
   * the token signing key: JWT_SECRET, else generated once into DATA_DIR/jwt-secret (SQLite), else — on
   * PostgreSQL — '' here and read from (or created once in) the database by `prepareDatabase`, so every process
   * on that database signs with the same key (login/token.ts `sharedSigningSecret`)
   */
  jwtSecret: string;
  /** password given to `admin` (and `editor`) when the database is seeded */
  adminPassword: string;
  /** true when `adminPassword` was generated in this run (ADMIN_PASSWORD unset), so it must be printed */
  adminPasswordGenerated: boolean;
  /** CAPTCHA_ENABLED override; undefined → the config row sys.account.captchaEnabled decides */
  captchaEnabled: boolean | undefined;
  /**
   * RATE_LIMITS_ENABLED=false switches off the per-address limits (captcha images, logins, sign-ups; the rows
   * sys.limit.*) for automation that sends everything from one address (e2e, bench); default on
   */
  rateLimitsEnabled: boolean;
  /** SMS_PROVIDER: the name of the SMS provider (modules/sms/provider.ts `SMS_PROVIDERS`); default 'outbox' */
  smsProvider: string;
  /** where the built SPAs are (index.html, admin.html, assets/); '' = serve no SPA (dev: Vite serves them) */
  staticDir: string;
  logLevel: string;
  /**
   * Fastify trustProxy (TRUST_PROXY): false (default) ignores X-Forwarded-For; 'true' trusts any proxy;
   * otherwise a comma list of proxy addresses/CIDRs (e.g. '127.0.0.1,10.0.0.0/8') as proxy-addr reads it.
   */
  trustProxy: boolean | string;
  /**
   * PUBLIC_ORIGIN: the site's public address ('https://example.com', no path), used where an absolute URL is
   * required (sitemap.xml, robots.txt's Sitemap line); default http://localhost:<port>
   */
  publicOrigin: string;
}

export type Env = Record<string, string | undefined>;

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const JWT_SECRET_FILE = 'jwt-secret';

export class ConfigError extends Error {}

export function loadConfig(env: Env = process.env): AppConfig {
  const dataDir = resolve(env.DATA_DIR?.trim() || './data');
  mkdirSync(dataDir, { recursive: true });
  const uploadDir = join(dataDir, 'upload');
  mkdirSync(uploadDir, { recursive: true });

  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//i.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL 必须以 postgres:// 开头（不设置则使用 SQLite）');
  }

  const admin = resolveAdminPassword(env.ADMIN_PASSWORD);
  const port = parsePort(env.PORT);
  return {
    port,
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir,
    uploadDir,
    databaseUrl,
    sqliteFile: join(dataDir, 'portal.db'),
    jwtSecret: env.JWT_SECRET?.trim() || (databaseUrl ? '' : readOrCreateSecret(dataDir)),
    adminPassword: admin.password,
    adminPasswordGenerated: admin.generated,
    captchaEnabled: parseOptionalBool('CAPTCHA_ENABLED', env.CAPTCHA_ENABLED),
    rateLimitsEnabled: parseOptionalBool('RATE_LIMITS_ENABLED', env.RATE_LIMITS_ENABLED) ?? true,
    smsProvider: env.SMS_PROVIDER?.trim() || 'outbox',
    staticDir: resolveStaticDir(env.STATIC_DIR),
    logLevel: env.LOG_LEVEL?.trim() || 'warn',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicOrigin: parsePublicOrigin(env.PUBLIC_ORIGIN, port),
  };
}

/** Unset → <repo>/dist; set but empty → '' (no SPA serving, as `npm run dev` asks); else resolved. */
function resolveStaticDir(value: string | undefined): string {
  if (value === undefined) return join(REPO_ROOT, 'dist');
  return value.trim() ? resolve(value.trim()) : '';
}

/** An http(s) origin without a trailing slash; unset → http://localhost:<port>. */
function parsePublicOrigin(value: string | undefined, port: number): string {
  const v = value?.trim();
  if (!v) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    throw new ConfigError(`PUBLIC_ORIGIN 无效：${value}`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
    throw new ConfigError(`PUBLIC_ORIGIN 必须是 http(s)://主机[:端口]，不带路径：${value}`);
  }
  return url.origin;
}

function parsePort(value: string | undefined): number {
  if (!value?.trim()) return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT 无效：${value}`);
  return port;
}

function parseOptionalBool(name: string, value: string | undefined): boolean | undefined {
  const v = value?.trim().toLowerCase();
  if (!v) return undefined;
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw new ConfigError(`${name} 只能是 true 或 false：${value}`);
}

function parseTrustProxy(value: string | undefined): boolean | string {
  const v = value?.trim();
  if (!v || v === 'false') return false;
  return v === 'true' ? true : v;
}

/**
 * The signing key is never a constant in code (RuoYi's default secret let anyone forge tokens):
 * generated once with crypto random bytes and kept beside the data, readable by the owner only.
 */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, JWT_SECRET_FILE);
  if (!existsSync(file)) {
    try {
      // 'wx' fails if another process created it in the meantime; then we read theirs
      writeFileSync(file, randomBytes(64).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new ConfigError(`${file} 中的密钥太短，请删除该文件后重启`);
  return secret;
}

/** Login accepts passwords of 5-20 characters, so the seeded one must fit too. */
function resolveAdminPassword(value: string | undefined): { password: string; generated: boolean } {
  if (value !== undefined && value !== '') {
    if (value.length < 5 || value.length > 20) throw new ConfigError('ADMIN_PASSWORD 长度必须在5到20个字符之间');
    return { password: value, generated: false };
  }
  return { password: generatePassword(16), generated: true };
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** Unambiguous letters and digits (no 0/O, 1/l/I), unbiased by rejection sampling. */
export function generatePassword(length: number): string {
  let out = '';
  const limit = 256 - (256 % PASSWORD_ALPHABET.length);
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit && out.length < length) out += PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length];
    }
  }
  return out;
}
