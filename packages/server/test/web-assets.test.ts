import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@carenest/core';
import { buildApp } from '../src/app.ts';
import { SESSION_COOKIE } from '../src/auth/index.ts';
import { ephemeralSecrets } from '../src/secrets.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

const ENTRY = '/assets/index-4f5e6d7c.js';
const STYLES = '/assets/index-8a9b0c1d.css';
const SMALL_CHUNK = '/assets/use-id-2b3c4d5e.js';
const FOR_A_YEAR = 'public, max-age=31536000, immutable';

/** Writes a file of the build and, as the web build does (ARCHITECTURE.md, "Serving the web app"), its copies. */
function writeBuiltFile(distDirectory: string, url: string, content: Buffer, isPrecompressed: boolean): void {
  const file = path.join(distDirectory, url);
  writeFileSync(file, content);
  if (!isPrecompressed) return;
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

/** What the phone's browser receives for the web app: compressed by what it accepts, cached by what it is. */
describe('the built web app as a phone downloads it', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let distDirectory: string;
  const entry = Buffer.from(`export const screens = [${'"login", "dashboard", '.repeat(400)}];\n`);
  const styles = Buffer.from(`.mantine-Button-root { color: var(--mantine-color-blue-6); }\n`.repeat(100));
  const page = Buffer.from(
    `<!doctype html><html lang="en"><head><title>CareNest</title>` +
      `<script type="module" crossorigin src="${ENTRY}"></script>` +
      `<link rel="stylesheet" crossorigin href="${STYLES}">${'<meta name="x">'.repeat(80)}</head></html>`,
  );

  const signedInPage = Buffer.from(
    String(page).replace('</head>', `<link rel="modulepreload" crossorigin href="${SMALL_CHUNK}"></head>`),
  );

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    distDirectory = mkdtempSync(path.join(tmpdir(), 'carenest-web-assets-'));
    mkdirSync(path.join(distDirectory, 'assets'));
    writeBuiltFile(distDirectory, '/index.html', page, true);
    writeBuiltFile(distDirectory, '/index.signed-in.html', signedInPage, true);
    writeBuiltFile(distDirectory, ENTRY, entry, true);
    writeBuiltFile(distDirectory, STYLES, styles, true);
    writeBuiltFile(distDirectory, SMALL_CHUNK, Buffer.from('export const id = 1;'), false);
    writeBuiltFile(
      distDirectory,
      '/favicon.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      false,
    );
    app = await buildApp({
      db: database.db,
      secrets: ephemeralSecrets(),
      webDistDirectory: distDirectory,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    rmSync(distDirectory, { recursive: true, force: true });
  });

  /** GETs `url` accepting `acceptEncoding` (none when empty). */
  const download = (url: string, acceptEncoding: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('answers 404 in the API error shape for a missing asset, never cached as if it were one', async () => {
    const response = await download('/assets/index-00000000.js', 'br, gzip');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe(ERROR_CODES.notFound);
    expect(String(response.headers['cache-control'] ?? '')).not.toContain('immutable');
  });

  it('does not serve the compressed copies under their own names', async () => {
    for (const url of [`${ENTRY}.br`, `${ENTRY}.gz`, '/index.html.br']) {
      const response = await download(url, 'br, gzip');
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code, url).toBe(ERROR_CODES.notFound);
    }
  });

  it('sends the brotli copy to a browser that accepts brotli, the same bytes once decompressed', async () => {
    for (const [url, original, type] of [
      [ENTRY, entry, 'javascript'],
      [STYLES, styles, 'text/css'],
    ] as const) {
      const response = await download(url, 'gzip, deflate, br, zstd');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toContain(type);
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      expect(Number(response.headers['content-length']), url).toBeLessThan(original.length / 4);
      expect(brotliDecompressSync(response.rawPayload).equals(original), url).toBe(true);
    }
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const response = await download(ENTRY, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).equals(entry)).toBe(true);
  });

  it('sends the file as it is to a client that accepts no encoding, still varying by Accept-Encoding', async () => {
    const response = await download(ENTRY, '');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.equals(entry)).toBe(true);
  });

  it('sends a file too small to be worth compressing as it is', async () => {
    const response = await download(SMALL_CHUNK, 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('export const id = 1;');
  });

  it('lets the browser keep hashed assets for a year without asking again, whatever the encoding', async () => {
    for (const [url, acceptEncoding] of [
      [ENTRY, 'br'],
      [ENTRY, 'gzip'],
      [ENTRY, ''],
      [STYLES, 'br'],
      [SMALL_CHUNK, 'br'],
    ] as const) {
      const response = await download(url, acceptEncoding);
      expect(response.headers['cache-control'], `${url} ${acceptEncoding}`).toBe(FOR_A_YEAR);
    }
  });

  it('makes the browser revalidate index.html, on the app routes and by name, and unhashed files', async () => {
    for (const url of [
      '/login',
      '/dashboard',
      '/patients/123?tab=medications',
      '/index.html',
      '/favicon.svg',
    ]) {
      const response = await download(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends the app page compressed on its routes too, with its security headers', async () => {
    const response = await download('/login', 'br, gzip');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).equals(page)).toBe(true);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the signed-in page, with its preloads, to a browser with a session cookie, and says the page varies by cookie', async () => {
    const withCookie = await app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { 'accept-encoding': 'br', cookie: `${SESSION_COOKIE}=any-token` },
    });
    expect(brotliDecompressSync(withCookie.rawPayload).equals(signedInPage)).toBe(true);
    const withoutCookie = await download('/dashboard', 'br');
    expect(brotliDecompressSync(withoutCookie.rawPayload).equals(page)).toBe(true);
    for (const response of [withCookie, withoutCookie]) {
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers.vary).toMatch(/cookie/i);
    }
  });

  it('sends a public screen the plain page even with a session cookie: it needs none of the preloads', async () => {
    for (const url of ['/login', '/reset-password?token=abc']) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br', cookie: `${SESSION_COOKIE}=any-token` },
      });
      expect(brotliDecompressSync(response.rawPayload).equals(page), url).toBe(true);
      expect(response.headers.vary).toMatch(/cookie/i);
    }
  });

  it('answers HEAD on an app route as its GET would, headers without the page (an uptime check)', async () => {
    const response = await app.inject({
      method: 'HEAD',
      url: '/login',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.rawPayload.length).toBe(0);
  });

  it('answers HEAD for an asset with the headers of its GET', async () => {
    const response = await app.inject({ method: 'HEAD', url: ENTRY, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe(FOR_A_YEAR);
  });
});
