import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, generatePassword, loadConfig } from '../../server/src/config';

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'dss-config-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const dataDir = tempDir();
    const c = loadConfig({ DATA_DIR: dataDir });
    expect(c.port).toBe(8080);
    expect(c.host).toBe('127.0.0.1');
    expect(c.dataDir).toBe(dataDir);
    expect(c.uploadDir).toBe(join(dataDir, 'upload'));
    expect(existsSync(c.uploadDir)).toBe(true);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.sqliteFile).toBe(join(dataDir, 'portal.db'));
    expect(c.captchaEnabled).toBeUndefined();
    expect(c.staticDir).toBe(fileURLToPath(new URL('../../dist', import.meta.url)));
    expect(c.logLevel).toBe('warn');
    expect(c.trustProxy).toBe(false);
  });

  it('resolves a relative DATA_DIR to an absolute path and creates it', () => {
    const base = tempDir();
    const rel = relative(process.cwd(), join(base, 'nested', 'data'));
    const c = loadConfig({ DATA_DIR: rel });
    expect(c.dataDir).toBe(join(base, 'nested', 'data'));
    expect(statSync(c.dataDir).isDirectory()).toBe(true);
  });

  it('reads PORT, HOST, STATIC_DIR and LOG_LEVEL', () => {
    const dataDir = tempDir();
    const c = loadConfig({ DATA_DIR: dataDir, PORT: '9090', HOST: '0.0.0.0', STATIC_DIR: join(dataDir, 'web'), LOG_LEVEL: 'info' });
    expect(c).toMatchObject({ port: 9090, host: '0.0.0.0', staticDir: join(dataDir, 'web'), logLevel: 'info' });
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(ConfigError);
    // an empty STATIC_DIR (npm run dev) means: serve no SPA
    expect(loadConfig({ DATA_DIR: dataDir, STATIC_DIR: '' }).staticDir).toBe('');
  });

  it('generates the JWT secret once, keeps it in DATA_DIR/jwt-secret with mode 0600, and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = join(dataDir, 'jwt-secret');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(64);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
    // another data directory gets another secret: nothing is a constant in code
    expect(loadConfig({ DATA_DIR: tempDir() }).jwtSecret).not.toBe(first.jwtSecret);
  });

  it('prefers JWT_SECRET and then writes no secret file', () => {
    const dataDir = tempDir();
    const c = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) });
    expect(c.jwtSecret).toBe('x'.repeat(40));
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('SECRETS_KEY: 32 bytes as hex or base64, else generated once into DATA_DIR/secrets-key (0600)', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.secretsKey).toHaveLength(32);
    expect(statSync(join(dataDir, 'secrets-key')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).secretsKey.equals(first.secretsKey)).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDir() }).secretsKey.equals(first.secretsKey)).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), SECRETS_KEY: 'ab'.repeat(32) }).secretsKey).toEqual(Buffer.alloc(32, 0xab));
    expect(loadConfig({ DATA_DIR: tempDir(), SECRETS_KEY: Buffer.alloc(32, 7).toString('base64') }).secretsKey).toEqual(Buffer.alloc(32, 7));
    expect(() => loadConfig({ DATA_DIR: tempDir(), SECRETS_KEY: 'too-short' })).toThrow(ConfigError);
  });

  it('takes ADMIN_PASSWORD, or generates a random one and says so', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'Secret123' })).toMatchObject({ adminPassword: 'Secret123', adminPasswordGenerated: false });
    const a = loadConfig({ DATA_DIR: dataDir });
    const b = loadConfig({ DATA_DIR: dataDir });
    expect(a.adminPasswordGenerated).toBe(true);
    expect(a.adminPassword).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(a.adminPassword).not.toBe(b.adminPassword);
  });

  it('refuses an ADMIN_PASSWORD that login could never accept (5-20 characters)', () => {
    const dataDir = tempDir();
    expect(() => loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: '1234' })).toThrow('ADMIN_PASSWORD');
    expect(() => loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'x'.repeat(21) })).toThrow('ADMIN_PASSWORD');
  });

  it('parses CAPTCHA_ENABLED as an override, unset meaning "ask the config row"', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, CAPTCHA_ENABLED: 'false' }).captchaEnabled).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, CAPTCHA_ENABLED: 'TRUE' }).captchaEnabled).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, CAPTCHA_ENABLED: '' }).captchaEnabled).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dataDir, CAPTCHA_ENABLED: 'maybe' })).toThrow(ConfigError);
  });

  it('reads SMS_PROVIDER, outbox unless set', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).smsProvider).toBe('outbox');
    expect(loadConfig({ DATA_DIR: dataDir, SMS_PROVIDER: ' aliyun ' }).smsProvider).toBe('aliyun');
  });

  it('reads RATE_LIMITS_ENABLED, on unless set to false', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).rateLimitsEnabled).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, RATE_LIMITS_ENABLED: 'false' }).rateLimitsEnabled).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir, RATE_LIMITS_ENABLED: 'sometimes' })).toThrow(ConfigError);
  });

  it('keeps no signing key file on PostgreSQL: the key comes from the database unless JWT_SECRET is set', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://x@127.0.0.1/db' }).jwtSecret).toBe('');
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://x@127.0.0.1/db', JWT_SECRET: 'y'.repeat(40) }).jwtSecret).toBe('y'.repeat(40));
  });

  it('switches to PostgreSQL only for postgres:// URLs', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://u@h:5432/db' }).databaseUrl).toBe('postgres://u@h:5432/db');
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://u@h/db' })).toThrow(ConfigError);
  });

  it('generatePassword draws from an unambiguous alphabet', () => {
    const p = generatePassword(200);
    expect(p).toHaveLength(200);
    expect(p).not.toMatch(/[0O1lI]/);
  });
});
