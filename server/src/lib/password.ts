import bcrypt from 'bcryptjs';

/**
 * RuoYi-compatible BCrypt: '$2a$' prefix, cost 10, so hashes move between RuoYi and this server both ways.
 * bcryptjs 3 writes '$2b$' salts; for passwords under 72 bytes 2a and 2b compute the same hash, and older
 * Java BCrypt implementations only accept '$2a$'.
 */
export function hashPassword(plain: string): Promise<string> {
  const salt = bcrypt.genSaltSync(10).replace(/^\$2b\$/, '$2a$');
  return bcrypt.hash(plain, salt);
}

export function verifyPassword(plain: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) return Promise.resolve(false);
  return bcrypt.compare(plain, hash).catch(() => false);
}
