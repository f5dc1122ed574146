import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { ERROR_CODES } from '@carenest/core';
import { HttpError } from '../lib/http-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a state-changing request comes from another origin (Origin, else Sec-Fetch-Site). */
function isCrossOrigin(
  origin: string | undefined,
  host: string | undefined,
  fetchSite: string | undefined,
): boolean {
  if (origin) {
    try {
      return new URL(origin).host !== host;
    } catch {
      return true;
    }
  }
  return fetchSite === 'cross-site';
}

/**
 * The security headers of every answer, built once: helmet's middleware parses its policy when it is made, so it
 * is made here rather than per request (the Fastify plugin rebuilt it for every request).
 */
const setSecurityHeaders = helmet({
  hsts: false,
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // Added per request, and only over TLS: on plain HTTP it would send the browser to an HTTPS port
      // nobody serves (a deployment on a LAN host without TLS).
      upgradeInsecureRequests: null,
    },
  },
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginEmbedderPolicy: false,
});

/**
 * Security headers (CSP without inline scripts, no framing, nosniff, referrer policy; HSTS and
 * upgrade-insecure-requests only over TLS, directly or through a trusted proxy),
 * refusal of cross-origin writes, and no caching of any API answer (they carry PHI).
 */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (request, reply, done) =>
    setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (
      isCrossOrigin(
        request.headers.origin,
        request.headers.host,
        typeof fetchSite === 'string' ? fetchSite : undefined,
      )
    ) {
      throw new HttpError(403, ERROR_CODES.crossOrigin, 'Requests from another origin are refused');
    }
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
    if (request.protocol !== 'https') return;
    reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    const policy = reply.getHeader('Content-Security-Policy');
    if (typeof policy === 'string')
      reply.header('Content-Security-Policy', `${policy};upgrade-insecure-requests`);
  });
}
