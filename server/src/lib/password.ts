import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import bcrypt from 'bcryptjs';

/**
 * Password hashes. New hashes are scrypt (node:crypto, computed on libuv's thread pool, so a burst of logins
 * does not stall the event loop) in a self-describing form:
 *
 *   $scrypt$ln=15,r=8,p=1$<salt, base64>$<key, base64>
 *
 * (ln = log2 N; 32 MiB and ~50-100 ms per hash.) RuoYi's BCrypt hashes (`$2a$…`, e.g. rows imported from a
 * RuoYi database) are still verified; `needsRehash` tells the login to replace them with scrypt.
 */
export const SCRYPT_PARAMS = { ln: 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const SCRYPT_PREFIX = '$scrypt$';

function scryptAsync(plain: string, salt: Buffer, keyLength: number, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFC'), salt, keyLength, opts, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** Node's default maxmem is 32 MiB, exactly 128·N·r for ln=15, r=8; leave room. */
const scryptOptions = (ln: number, r: number, p: number): ScryptOptions => ({ N: 2 ** ln, r, p, maxmem: 256 * 2 ** ln * r + 1024 * 1024 });

export async function hashPassword(plain: string): Promise<string> {
  const { ln, r, p } = SCRYPT_PARAMS;
  const salt = randomBytes(SALT_LENGTH);
  const key = await scryptAsync(plain, salt, KEY_LENGTH, scryptOptions(ln, r, p));
  return `${SCRYPT_PREFIX}ln=${ln},r=${r},p=${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

interface ParsedScrypt {
  ln: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

const SCRYPT_RE = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

function parseScrypt(hash: string): ParsedScrypt | null {
  const m = SCRYPT_RE.exec(hash);
  if (!m) return null;
  const [ln, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // bounds keep a tampered row from asking for gigabytes
  if (ln < 10 || ln > 20 || r < 1 || r > 32 || p < 1 || p > 16) return null;
  const key = Buffer.from(m[5], 'base64');
  if (key.length < 16) return null;
  return { ln, r, p, salt: Buffer.from(m[4], 'base64'), key };
}

const isBcrypt = (hash: string) => /^\$2[aby]\$\d\d\$/.test(hash);

export async function verifyPassword(plain: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) return false;
  const parsed = parseScrypt(hash);
  if (parsed) {
    try {
      const key = await scryptAsync(plain, parsed.salt, parsed.key.length, scryptOptions(parsed.ln, parsed.r, parsed.p));
      return timingSafeEqual(key, parsed.key);
    } catch {
      return false;
    }
  }
  if (isBcrypt(hash)) return bcrypt.compare(plain, hash).catch(() => false);
  return false;
}

/** A stored hash that is not scrypt with today's parameters (a RuoYi BCrypt hash, or older scrypt settings). */
export function needsRehash(hash: string | null | undefined): boolean {
  const parsed = hash ? parseScrypt(hash) : null;
  return !parsed || parsed.ln !== SCRYPT_PARAMS.ln || parsed.r !== SCRYPT_PARAMS.r || parsed.p !== SCRYPT_PARAMS.p;
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one password check against a throw-away hash, for callers with no account to check
 * (an unknown user name), so the answer time does not tell which names exist.
 */
export async function burnPasswordCheck(plain: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(12).toString('base64'));
  await verifyPassword(plain, await dummyHash);
  return false;
}
