import { isIP } from 'node:net';

/** Strip the IPv4-mapped IPv6 prefix so '::ffff:127.0.0.1' is treated as '127.0.0.1'. */
export function normalizeIp(ip: string | undefined): string {
  if (!ip) return '';
  const v = ip.trim();
  return v.toLowerCase().startsWith('::ffff:') && isIP(v.slice(7)) === 4 ? v.slice(7) : v;
}

function ipv4ToInt(ip: string): number | null {
  if (isIP(ip) !== 4) return null;
  return ip.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
}

/** Loopback, private (RFC 1918), link-local and unique-local addresses: RuoYi shows them as 内网IP. */
export function isInternalIp(rawIp: string): boolean {
  const ip = normalizeIp(rawIp);
  const n = ipv4ToInt(ip);
  if (n !== null) {
    const inRange = (base: string, bits: number) => {
      const b = ipv4ToInt(base)!;
      const size = 2 ** (32 - bits);
      return n >= b && n < b + size;
    };
    return inRange('127.0.0.0', 8) || inRange('10.0.0.0', 8) || inRange('172.16.0.0', 12) ||
      inRange('192.168.0.0', 16) || inRange('169.254.0.0', 16);
  }
  const v6 = ip.toLowerCase();
  return v6 === '::1' || v6.startsWith('fc') || v6.startsWith('fd') || v6.startsWith('fe80:');
}

/** Login-log location. There is no IP geolocation (RuoYi's is off by default too). */
export function ipLocation(ip: string): string {
  return isInternalIp(ip) ? '内网IP' : 'XX XX';
}

/**
 * Does `ip` match the `;`-separated blacklist of config `sys.login.blackIPList`?
 * Entries: exact address, `*` wildcards per IPv4 octet (`192.168.1.*`), CIDR (`10.0.0.0/8`)
 * and ranges (`10.0.0.1-10.0.0.99`).
 */
export function isIpBlacklisted(list: string | undefined, rawIp: string): boolean {
  if (!list?.trim()) return false;
  const ip = normalizeIp(rawIp);
  return list.split(';').map((s) => s.trim()).filter(Boolean).some((entry) => matchIpEntry(entry, ip));
}

function matchIpEntry(entry: string, ip: string): boolean {
  if (entry === ip) return true;
  const n = ipv4ToInt(ip);
  if (n === null) return false;
  if (entry.includes('*')) {
    const parts = entry.split('.');
    const ipParts = ip.split('.');
    return parts.length === 4 && parts.every((p, i) => p === '*' || p === ipParts[i]);
  }
  if (entry.includes('/')) {
    const [base, bitsText] = entry.split('/');
    const b = ipv4ToInt(base);
    const bits = Number(bitsText);
    if (b === null || !Number.isInteger(bits) || bits < 0 || bits > 32) return false;
    const size = 2 ** (32 - bits);
    return Math.floor(n / size) === Math.floor(b / size);
  }
  if (entry.includes('-')) {
    const [from, to] = entry.split('-').map((s) => ipv4ToInt(s.trim()));
    return from !== null && to !== null && n >= Math.min(from, to) && n <= Math.max(from, to);
  }
  return false;
}
