import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer. The CSP is as tight as the two SPAs allow: scripts only from us;
 * inline styles because antd injects CSS-in-JS at runtime; data:/blob: images and blob: media for
 * previews and uploads; frames from https for the admin's inner-link pages; framing only by ourselves.
 * No CORS plugin: the SPAs are served from this origin, cross-origin calls stay closed.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
