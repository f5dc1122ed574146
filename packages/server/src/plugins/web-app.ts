import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES, MESSAGES } from '@carenest/core';

/**
 * Serves the built single-page app: files from its dist folder, and index.html for every other
 * browser path (the SPA routes). Unknown /api paths stay JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, distDirectory: string): Promise<void> {
  const hasBuild = existsSync(path.join(distDirectory, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, { root: distDirectory, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/api?');
    if (hasBuild && isPage) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return reply.status(404).send({ error: { code: ERROR_CODES.notFound, message: MESSAGES.notFound } });
  });
}
