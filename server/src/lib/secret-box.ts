import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets kept in the database (the SMS gateway's access secret) are sealed with AES-256-GCM under the key from
 * configuration (config.secretsKey: SECRETS_KEY, else DATA_DIR/secrets-key), so a copy of the database alone does
 * not reveal them. Sealed text: 'enc:v1:<iv>:<tag>:<ciphertext>' (base64url; a fresh 12-byte IV each time).
 * Text without the prefix is a value stored before sealing (read as it is, and sealed at start).
 */
const PREFIX = 'enc:v1:';
export const SECRET_KEY_BYTES = 32;

export function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

export function sealSecret(key: Buffer, plain: string): string {
  if (key.length !== SECRET_KEY_BYTES) throw new Error('the secrets key must be 32 bytes');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${PREFIX}${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${data.toString('base64url')}`;
}

/** The plain secret; a value stored before sealing comes back as it is. Throws when the key is wrong or the text was altered. */
export function openSecret(key: Buffer, stored: string): string {
  if (!isSealed(stored)) return stored;
  const [iv, tag, data] = stored.slice(PREFIX.length).split(':');
  if (iv === undefined || tag === undefined || data === undefined) throw new Error('sealed secret is malformed');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
