import { describe, expect, it } from 'vitest';
import { isIpBlacklisted, isInternalIp, ipLocation, normalizeIp } from '../../server/src/lib/ip';
import { stripFields, truncate } from '../../server/src/lib/json';
import { parseQueryString } from '../../server/src/lib/query-string';
import { formatDateTime, parseDateTime } from '../../server/src/lib/time';
import { parseUserAgent } from '../../server/src/lib/user-agent';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from '../../server/src/lib/password';
import { isPasswordExpired } from '../../server/src/modules/login/user-info';
import { configBool } from '../../server/src/modules/system/config/service';

describe('time', () => {
  it('formats instants in Asia/Shanghai time', () => {
    expect(formatDateTime(Date.UTC(2024, 0, 31, 16, 30, 5))).toBe('2024-02-01 00:30:05');
    expect(parseDateTime('2024-02-01 00:30:05')).toBe(Date.UTC(2024, 0, 31, 16, 30, 5));
    expect(parseDateTime('2024-02-01')).toBe(Date.UTC(2024, 0, 31, 16, 0, 0));
    expect(parseDateTime('yesterday')).toBeNaN();
  });
});

describe('ip', () => {
  it('recognises internal addresses', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '::1', '::ffff:192.168.0.9', 'fd00::1']) {
      expect(isInternalIp(ip), ip).toBe(true);
    }
    for (const ip of ['8.8.8.8', '172.32.0.1', '2001:db8::1']) expect(isInternalIp(ip), ip).toBe(false);
    expect(ipLocation('127.0.0.1')).toBe('内网IP');
    expect(ipLocation('8.8.8.8')).toBe('XX XX');
    expect(normalizeIp('::ffff:1.2.3.4')).toBe('1.2.3.4');
  });

  it('matches the login blacklist: exact, wildcard, CIDR and range entries', () => {
    const list = '1.2.3.4; 10.0.*.*;192.168.8.0/22;172.20.0.10-172.20.0.20';
    expect(isIpBlacklisted(list, '1.2.3.4')).toBe(true);
    expect(isIpBlacklisted(list, '10.0.77.1')).toBe(true);
    expect(isIpBlacklisted(list, '10.1.0.1')).toBe(false);
    expect(isIpBlacklisted(list, '192.168.11.200')).toBe(true);
    expect(isIpBlacklisted(list, '192.168.12.1')).toBe(false);
    expect(isIpBlacklisted(list, '172.20.0.15')).toBe(true);
    expect(isIpBlacklisted(list, '172.20.0.21')).toBe(false);
    expect(isIpBlacklisted(list, '::ffff:1.2.3.4')).toBe(true);
    expect(isIpBlacklisted('', '1.2.3.4')).toBe(false);
    expect(isIpBlacklisted('not-an-ip;;', '1.2.3.4')).toBe(false);
  });
});

describe('query strings', () => {
  it('nests bracket keys one level, collects repeats, drops prototype keys', () => {
    expect(parseQueryString('a=1&params%5Bx%5D=2&params%5By%5D=3&ids%5B%5D=4&ids%5B%5D=5&__proto__=6&constructor%5Bz%5D=7')).toEqual({
      a: '1', params: { x: '2', y: '3' }, ids: ['4', '5'],
    });
    expect(({} as Record<string, unknown>).z).toBeUndefined();
  });
});

describe('json helpers', () => {
  it('strips sensitive fields at any depth and extra excluded ones', () => {
    expect(stripFields({ password: 1, a: { newPassword: 2, b: [{ confirmPassword: 3, c: 4 }] }, token: 5 }, ['token'])).toEqual({ a: { b: [{ c: 4 }] } });
    expect(truncate('abcdef', 3)).toBe('abc');
    expect(truncate(null, 3)).toBe('');
  });
});

describe('user agent', () => {
  it('names browser and OS like RuoYi, Unknown when absent', () => {
    expect(parseUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15'))
      .toEqual({ browser: 'Safari 17', os: 'macOS 10.15.7' });
    expect(parseUserAgent(undefined)).toEqual({ browser: 'Unknown', os: 'Unknown' });
  });
});

describe('passwords', () => {
  it('hashes with scrypt in a self-describing form, and still verifies RuoYi BCrypt hashes', async () => {
    const hash = await hashPassword('admin123');
    expect(hash).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await hashPassword('admin123')).not.toBe(hash);
    expect(await verifyPassword('admin123', hash)).toBe(true);
    expect(await verifyPassword('admin124', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
    // the hash of admin123 shipped in RuoYi's SQL seed
    const ruoyi = '$2a$10$7JB720yubVSZvUI0rEqK/.VqGOZTH.ulu33dHOiBE8ByOhJIrdAu2';
    expect(await verifyPassword('admin123', ruoyi)).toBe(true);
    expect(await verifyPassword('admin124', ruoyi)).toBe(false);
    expect(needsRehash(ruoyi)).toBe(true);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
    // a tampered row cannot ask for absurd work
    expect(await verifyPassword('admin123', hash.replace('ln=15', 'ln=30'))).toBe(false);
    expect(await burnPasswordCheck('admin123')).toBe(false);
  });
});

describe('config helpers', () => {
  it('reads booleans like RuoYi, falling back on unknown text', () => {
    expect(configBool('false', true)).toBe(false);
    expect(configBool('TRUE', false)).toBe(true);
    expect(configBool('', true)).toBe(true);
    expect(configBool('whatever', true)).toBe(true);
  });

  it('expires passwords after passwordValidateDays', () => {
    const now = parseDateTime('2024-03-01 00:00:00');
    expect(isPasswordExpired('0', null, now)).toBe(false);
    expect(isPasswordExpired('30', null, now)).toBe(true);
    expect(isPasswordExpired('30', '2024-02-01 00:00:00', now)).toBe(false);
    expect(isPasswordExpired('28', '2024-02-01 00:00:00', now)).toBe(true);
  });
});
