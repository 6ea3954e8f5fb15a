import { UAParser } from 'ua-parser-js';

export interface AgentInfo {
  browser: string;
  os: string;
}

/** Browser and OS for the login log and the online-user list, like RuoYi ('Chrome 120', 'Windows 10'). */
export function parseUserAgent(ua: string | undefined): AgentInfo {
  const r = UAParser(ua ?? '');
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ').slice(0, 50) || 'Unknown';
  return { browser: join(r.browser.name, r.browser.major), os: join(r.os.name, r.os.version) };
}
