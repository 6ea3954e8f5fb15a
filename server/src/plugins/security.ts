import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * Security headers on every answer. The CSP is as tight as the two SPAs allow: scripts only from us;
 * inline styles because antd injects CSS-in-JS at runtime; data:/blob: images and blob: media for
 * previews and uploads; frames from https for the admin's inner-link pages; framing only by ourselves.
 * No CORS plugin: the SPAs are served from this origin, cross-origin calls stay closed.
 */
export const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'", 'https:'],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // the portal is often served over plain http on a LAN; upgrading would break every asset there
      upgradeInsecureRequests: null,
    },
  },
  // X-Frame-Options matches frame-ancestors for old browsers
  frameguard: { action: 'sameorigin' as const },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
};

/**
 * The headers @fastify/helmet sets with HELMET_OPTIONS, read once from a throwaway instance. They depend on
 * nothing in the request (no nonces, no functions in the directives), while the plugin rebuilds helmet's
 * middleware, parsing every CSP directive again, on each request: measured at about a tenth of a cached public
 * list call's time (scripts/bench-api.ts). Same headers, set from this list.
 */
export async function helmetHeaders(): Promise<[string, string][]> {
  const probe = Fastify();
  let headers: [string, string][] = [];
  try {
    await probe.register(helmet, HELMET_OPTIONS);
    probe.get('/', (_request, reply) => {
      // at this point only helmet has written to the raw response
      headers = Object.entries(reply.raw.getHeaders()).map(([name, value]) => [name, String(value)]);
      return '';
    });
    await probe.inject({ method: 'GET', url: '/' });
  } finally {
    await probe.close();
  }
  if (!headers.some(([name]) => name === 'content-security-policy')) throw new Error('helmet set no Content-Security-Policy');
  return headers;
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = await helmetHeaders();
  // synchronous and first, on every request (API, static files, 404s, refusals), as helmet's own hook was
  app.addHook('onRequest', (_request, reply, done) => {
    const res = reply.raw;
    for (const [name, value] of headers) res.setHeader(name, value);
    done();
  });
}
