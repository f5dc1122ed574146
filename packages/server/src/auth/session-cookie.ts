import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './session-token.ts';

/** Sets the session cookie: httpOnly, SameSite=Strict, Secure over TLS, no persistent lifetime. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
  });
}
