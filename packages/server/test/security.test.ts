import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ephemeralSecrets } from '../src/secrets.ts';
import { createFacility, createUser, type TestUser } from './support/factories.ts';
import { buildTestApp, signInAs } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

describe('web security of the API', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: TestUser;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildTestApp(database.db);
    admin = await createUser(database.db, 'administrator', await createFacility(database.db));
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('sends a CSP without inline scripts that forbids framing, plus nosniff and a referrer policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends HSTS only over TLS: behind a TLS proxy, never on plain HTTP', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const proxied = await buildApp({
      db: database.db,
      secrets: ephemeralSecrets(),
      isBehindProxy: true,
    });
    try {
      const overTls = await proxied.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await proxied.close();
    }
  });

  it('marks every API answer no-store, since they carry PHI', async () => {
    const cookie = await signInAs(app, admin);
    const response = await app.inject({ method: 'GET', url: '/api/patients', headers: { cookie } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses a state-changing request from another origin', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { email: admin.email, password: 'whatever1', role: 'administrator' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CROSS_ORIGIN_REFUSED');
  });

  it('accepts a same-origin write', async () => {
    const cookie = await signInAs(app, admin);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(204);
  });

  it('answers unknown API routes 404 in the error shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('reports health once the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('lists every API route with its schemas in the OpenAPI document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/demo-accounts',
        '/api/auth/login',
        '/api/auth/logout',
        '/api/auth/session',
        '/api/dashboard',
        '/api/health',
        '/api/patients',
        '/api/patients/{patientId}',
      ]),
    );
    expect(document.paths['/api/auth/login'].post.requestBody).toBeDefined();
    expect(document.paths['/api/patients'].get.responses['200']).toBeDefined();
  });
});
