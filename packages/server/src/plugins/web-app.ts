import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES, MESSAGES, isPublicScreenPath } from '@carenest/core';
import { SESSION_COOKIE } from '../auth/index.ts';
import { pathnameOf } from '../lib/request-path.ts';

/** How long a browser keeps a file whose name carries its content hash: a year, never revalidated. */
const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** index.html and the other unhashed files: kept, but revalidated before each use, so a deploy shows at once. */
const UNHASHED_FILE_CACHE_CONTROL = 'no-cache';

/**
 * index.html with preloads of the signed-in layout and landing screen and of the answers its first render waits
 * for, written by the web build (packages/web/build/signed-in-page.ts); sent instead of index.html to a browser
 * that has a session cookie, on any path but a public screen's.
 */
const SIGNED_IN_PAGE = 'index.signed-in.html';

/** Whether a path names a file (its last segment has a dot: "/assets/missing.js", "/.env", "/backup.sql"). */
function isFilePath(url: string): boolean {
  return (pathnameOf(url).split('/').at(-1) ?? '').includes('.');
}

/**
 * Serves the built single-page app: files from its dist folder, and index.html for the app's own routes (GET
 * and HEAD paths that name no file; the app's router sends unknown ones to /dashboard), or the signed-in page
 * when the browser sends a session cookie and the path is not a public screen's. Anything else, a missing asset,
 * any other file name and unknown /api paths, answers a JSON 404.
 *
 * Each file goes out as the build's brotli or gzip copy beside it when the browser accepts one (`Vary:
 * Accept-Encoding`); the copies are not addressable themselves. Files under assets/ are named by their content
 * hash and cached for a year; everything else, index.html first, is revalidated (ARCHITECTURE.md, "Serving
 * the web app").
 */
export async function registerWebApp(app: FastifyInstance, distDirectory: string): Promise<void> {
  const hasBuild = existsSync(path.join(distDirectory, 'index.html'));
  const hasSignedInPage = existsSync(path.join(distDirectory, SIGNED_IN_PAGE));
  if (hasBuild) {
    const hashedDirectory = path.join(distDirectory, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: distDirectory,
      wildcard: false,
      index: false,
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        const isHashed = filePath.startsWith(hashedDirectory);
        reply.header('Cache-Control', isHashed ? HASHED_ASSET_CACHE_CONTROL : UNHASHED_FILE_CACHE_CONTROL);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/api?') &&
      !isFilePath(request.url);
    if (hasBuild && isPage) {
      // Which page depends on the cookie: a shared cache must keep them apart.
      reply.header('Vary', 'Cookie');
      // A public screen needs none of the signed-in page's preloads, even with a (perhaps expired) session cookie.
      const hasSession = hasSignedInPage && request.cookies[SESSION_COOKIE] !== undefined;
      const isPublicScreen = isPublicScreenPath(pathnameOf(request.url));
      return reply.sendFile(hasSession && !isPublicScreen ? SIGNED_IN_PAGE : 'index.html');
    }
    return reply.status(404).send({ error: { code: ERROR_CODES.notFound, message: MESSAGES.notFound } });
  });
}
