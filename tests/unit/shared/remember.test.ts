import { describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import {
  REMEMBER_DAYS,
  REMEMBER_KEY_STORAGE,
  clearRemembered,
  decryptSecret,
  encryptSecret,
  loadRemembered,
  saveRemembered,
} from '@shared/auth/remember';

describe('remember me', () => {
  it('returns null when nothing was remembered', async () => {
    await expect(loadRemembered()).resolves.toBeNull();
  });

  it('stores username, an encrypted password and the flag for 30 days, and reads them back', async () => {
    const set = vi.spyOn(Cookies, 'set');
    await saveRemembered({ username: ' admin ', password: 'S3cret!密码' });
    expect(REMEMBER_DAYS).toBe(30);
    for (const name of ['username', 'password', 'rememberMe']) {
      expect(set).toHaveBeenCalledWith(name, expect.any(String), expect.objectContaining({ expires: 30 }));
    }
    set.mockRestore();
    expect(Cookies.get('username')).toBe('admin');
    expect(Cookies.get('rememberMe')).toBe('true');
    const stored = Cookies.get('password')!;
    expect(stored).not.toContain('S3cret');
    expect(stored).not.toBe(btoa('S3cret!'));
    await expect(loadRemembered()).resolves.toEqual({ username: 'admin', password: 'S3cret!密码', rememberMe: true });
  });

  it('uses a random per-browser key (not a constant of the bundle) and a fresh IV each time', async () => {
    const a = await encryptSecret('same');
    const b = await encryptSecret('same');
    expect(a).not.toBe(b);
    const key = localStorage.getItem(REMEMBER_KEY_STORAGE);
    expect(key).toBeTruthy();
    expect(atob(key!)).toHaveLength(32);
    await expect(decryptSecret(a!)).resolves.toBe('same');
  });

  it('another browser (a different key) cannot decrypt the cookie: the password comes back empty', async () => {
    await saveRemembered({ username: 'admin', password: 'admin123' });
    localStorage.removeItem(REMEMBER_KEY_STORAGE);
    await expect(loadRemembered()).resolves.toEqual({ username: 'admin', password: '', rememberMe: true });
    await encryptSecret('x'); // a new key is generated
    await expect(loadRemembered()).resolves.toMatchObject({ password: '' });
  });

  it('a tampered cookie decrypts to nothing', async () => {
    const enc = (await encryptSecret('admin123'))!;
    const [v, iv, ct] = enc.split('.');
    const flipped = `${v}.${iv}.${ct!.slice(0, -4)}AAA=`;
    await expect(decryptSecret(flipped)).resolves.toBeNull();
    await expect(decryptSecret('plain-old-rsa-value')).resolves.toBeNull();
  });

  it('clearRemembered removes the three cookies', async () => {
    await saveRemembered({ username: 'admin', password: 'admin123' });
    clearRemembered();
    expect(Cookies.get('username')).toBeUndefined();
    expect(Cookies.get('password')).toBeUndefined();
    expect(Cookies.get('rememberMe')).toBeUndefined();
    await expect(loadRemembered()).resolves.toBeNull();
  });
});
