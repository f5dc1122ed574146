import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES, MESSAGES } from '@carenest/core';

/** Whether a path names a file (its last segment has a dot: "/assets/missing.js", "/.env", "/backup.sql"). */
function isFilePath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return (pathname.split('/').at(-1) ?? '').includes('.');
}

/**
 * Serves the built single-page app: files from its dist folder, and index.html for the app's own routes (GET
 * paths that name no file; the app's router sends unknown ones to /dashboard). Anything else, a missing asset,
 * any other file name and unknown /api paths, answers a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, distDirectory: string): Promise<void> {
  const hasBuild = existsSync(path.join(distDirectory, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, { root: distDirectory, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/api?') &&
      !isFilePath(request.url);
    if (hasBuild && isPage) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return reply.status(404).send({ error: { code: ERROR_CODES.notFound, message: MESSAGES.notFound } });
  });
}
