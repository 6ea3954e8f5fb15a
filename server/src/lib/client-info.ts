import type { FastifyRequest } from 'fastify';
import { ipLocation, normalizeIp } from './ip';
import { parseUserAgent } from './user-agent';

/** Who is calling: what the login log, the session row and the operation log record. */
export interface ClientInfo {
  ip: string;
  location: string;
  browser: string;
  os: string;
}

export function clientInfo(request: FastifyRequest): ClientInfo {
  const ip = normalizeIp(request.ip);
  const { browser, os } = parseUserAgent(request.headers['user-agent']);
  return { ip, location: ipLocation(ip), browser, os };
}
