import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, MESSAGES } from '@carenest/core';
import { buildApp } from '../src/app.ts';
import { ephemeralSecrets } from '../src/secrets.ts';
import { refusalForDatabaseError } from '../src/shared/database-errors.ts';
import { createFacility, createSessionCookie, createUser } from './support/factories.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

/** What scanners found (NUL bytes, framework replies, unknown paths, CSP on plain HTTP), answered properly. */
describe('hardening against what scanners found', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let proxied: FastifyInstance;
  let administratorCookie: string;
  let distDirectory: string;
  const sentMail: { to: string; subject: string; text: string }[] = [];
  const registration = {
    firstName: 'Rosa',
    lastName: 'Diaz',
    role: 'nurse',
    password: 'Str0ng!Pass',
    confirmPassword: 'Str0ng!Pass',
  };

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    distDirectory = mkdtempSync(path.join(tmpdir(), 'carenest-dist-'));
    mkdirSync(path.join(distDirectory, 'assets'));
    writeFileSync(path.join(distDirectory, 'index.html'), '<!doctype html><title>CareNest</title>');
    writeFileSync(path.join(distDirectory, 'assets/app-1a2b3c.js'), 'console.log(1)');
    const options = {
      db: database.db,
      secrets: ephemeralSecrets(),
      webDistDirectory: distDirectory,
      publicUrl: 'https://care.example.org',
      sendMail: async (message: { to: string; subject: string; text: string }) => {
        sentMail.push(message);
      },
    };
    app = await buildApp(options);
    proxied = await buildApp({ ...options, isBehindProxy: true });
    const facility = await createFacility(database.db);
    administratorCookie = await createSessionCookie(
      database.db,
      (await createUser(database.db, 'administrator', facility)).id,
    );
  });
  afterAll(async () => {
    await app.close();
    await proxied.close();
    await database.drop();
    rmSync(distDirectory, { recursive: true, force: true });
  });

  it('answers 400 naming the field for a NUL byte in a query parameter, never 500', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/patients?search=a%00b',
      headers: { cookie: administratorCookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: ERROR_CODES.validation,
      message: MESSAGES.unstorableText,
      fields: { search: MESSAGES.unstorableText },
    });
  });

  it('answers 400 for a NUL byte or a lone surrogate in one field of an otherwise valid registration', async () => {
    const valid = {
      firstName: 'Rosa',
      lastName: 'Diaz',
      email: 'rosa.hardening@test.example',
      role: 'nurse',
      password: 'Str0ng!Pass',
      confirmPassword: 'Str0ng!Pass',
    };
    for (const [field, value] of [
      ['firstName', 'Ro\u0000sa'],
      ['lastName', 'Di\uD800az'],
      ['email', 'rosa\u0000@test.example'],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...valid, [field]: value },
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error.fields).toEqual({ [field]: MESSAGES.unstorableText });
    }
    expect(
      await database.db.selectFrom('users').select('id').where('last_name', '=', 'Diaz').execute(),
    ).toEqual([]);
  });

  it('keeps whole emoji (surrogate pairs) as ordinary text', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/patients?search=${encodeURIComponent('🧒')}`,
      headers: { cookie: administratorCookie },
    });
    expect(response.statusCode).toBe(200);
  });

  it('maps the database errors only bad input causes to 400 or 409, and leaves others alone', () => {
    expect(refusalForDatabaseError({ code: '22021' })?.statusCode).toBe(400);
    expect(refusalForDatabaseError({ code: '22P05' })?.statusCode).toBe(400);
    expect(refusalForDatabaseError({ code: '22P02' })?.statusCode).toBe(400);
    expect(refusalForDatabaseError({ code: '23505' })).toMatchObject({
      statusCode: 409,
      code: ERROR_CODES.conflict,
    });
    expect(refusalForDatabaseError({ code: '53300' })).toBeUndefined();
    expect(refusalForDatabaseError(new Error('connection lost'))).toBeUndefined();
  });

  it("answers a malformed URL in the API's error shape", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/patients/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: ERROR_CODES.validation, message: MESSAGES.invalidRequest },
    });
  });

  it("answers headers too large with 431 in the API's error shape", async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(reply.startsWith('HTTP/1.1 431')).toBe(true);
    expect(JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4)).error.code).toBe(
      ERROR_CODES.payloadTooLarge,
    );
  });

  it('serves the app for its routes only: a missing asset or any other file name answers 404', async () => {
    const page = await app.inject({ method: 'GET', url: '/patients/123?tab=medications' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect((await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' })).statusCode).toBe(200);
    for (const url of ['/assets/missing.js', '/.env', '/backup.sql', '/wp-login.php', '/api/nothing-here']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code, url).toBe(ERROR_CODES.notFound);
    }
  });

  it('asks browsers to upgrade insecure requests only when the request arrived over TLS', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    const overTls = await proxied.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(overTls.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it("tells an address's owner by email when someone registers it again, and nobody else learns it", async () => {
    const owner = await createUser(database.db, 'nurse', null);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...registration, email: owner.email },
      remoteAddress: '10.0.0.7',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ isReceived: true });
    await vi.waitFor(() => expect(sentMail.map((mail) => mail.to)).toContain(owner.email));
    const attempt = await database.db
      .selectFrom('audit_log')
      .select(['success', 'user_id'])
      .where('action', '=', 'REGISTER')
      .where('resource_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(attempt).toEqual({ success: false, user_id: owner.id });
  });

  it('limits registrations to 10 a minute from one address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...registration, email: `limit-${attempt}@test.example` },
        remoteAddress: '10.0.0.8',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('marks the session cookie Secure when the request arrived over TLS through a trusted proxy, only then', async () => {
    const payload = (email: string) => ({ ...registration, email });
    const plain = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: payload('plain@test.example'),
    });
    expect(String(plain.headers['set-cookie'])).not.toContain('Secure');
    const overTls = await proxied.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: payload('tls@test.example'),
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(String(overTls.headers['set-cookie'])).toContain('Secure');
  });

  it('shows a pending self-registered administrator nothing of the facility or the audit chain', async () => {
    const pending = await createUser(database.db, 'administrator', null, { status: 'pending' });
    const cookie = await createSessionCookie(database.db, pending.id);
    for (const url of ['/api/audit-logs/verify', '/api/audit-logs', '/api/users', '/api/patients']) {
      const response = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, url).toBe(403);
      expect(response.body, url).not.toContain('checkedRows');
      expect(response.json().error.message, url).toBe(MESSAGES.pendingApproval);
    }
    const dashboard = (
      await app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } })
    ).json();
    expect(dashboard.cards.every((card: { value: number }) => card.value === 0)).toBe(true);
  });
});
