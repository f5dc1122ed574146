import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { readConfig, readPublicUrl } from '../src/config.ts';
import { ephemeralSecrets } from '../src/secrets.ts';
import { createFacility, createUser, type TestUser } from './support/factories.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

/** Links in emails come from PUBLIC_URL alone: a forged Host must never carry a reset token elsewhere. */
describe('links in emails', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let proxied: FastifyInstance;
  let nurse: TestUser;
  const sentMail: { to: string; text: string }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const options = {
      db: database.db,
      secrets: ephemeralSecrets(),
      publicUrl: 'https://care.example.org',
      sendMail: async (message: { to: string; subject: string; text: string }) => {
        sentMail.push(message);
      },
    };
    app = await buildApp(options);
    proxied = await buildApp({ ...options, isBehindProxy: true });
    nurse = await createUser(database.db, 'nurse', await createFacility(database.db));
  });
  afterAll(async () => {
    await app.close();
    await proxied.close();
    await database.drop();
  });

  /** The reset link mailed to the nurse after the last request. */
  const lastLinkTo = (email: string) =>
    sentMail
      .filter((mail) => mail.to === email)
      .at(-1)
      ?.text.match(/https?:\/\/\S+/)?.[0];

  it('mails a reset link under PUBLIC_URL when the request names a foreign Host', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      headers: { host: 'attacker.example' },
      payload: { email: nurse.email },
    });
    expect(response.statusCode).toBe(202);
    expect(lastLinkTo(nurse.email)).toMatch(/^https:\/\/care\.example\.org\/reset-password\?token=[\w%-]+$/);
  });

  it('ignores X-Forwarded-Host and X-Forwarded-Proto from a trusted proxy as well', async () => {
    const response = await proxied.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      headers: { 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'http' },
      payload: { email: nurse.email },
    });
    expect(response.statusCode).toBe(202);
    expect(lastLinkTo(nurse.email)).toMatch(/^https:\/\/care\.example\.org\/reset-password\?token=/);
  });

  it('refuses to build an app that sends email without PUBLIC_URL', async () => {
    await expect(
      buildApp({
        db: database.db,
        secrets: ephemeralSecrets(),
        sendMail: async () => {},
      }),
    ).rejects.toThrow(/PUBLIC_URL/);
  });
});

describe('PUBLIC_URL and HOST in the configuration', () => {
  it('refuses to start with SMTP_URL and without PUBLIC_URL', () => {
    expect(() => readPublicUrl({ SMTP_URL: 'smtp://mail.example:587' })).toThrow(/PUBLIC_URL is required/);
  });

  it('refuses a PUBLIC_URL that is not an absolute http(s) origin', () => {
    for (const value of [
      'care.example.org',
      'ftp://care.example.org',
      'https://u:p@care.example.org',
      'https://a.example/?x=1',
    ])
      expect(() => readPublicUrl({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL/);
  });

  it('keeps a path prefix and drops a trailing slash', () => {
    expect(readPublicUrl({ PUBLIC_URL: 'https://care.example.org/' })).toBe('https://care.example.org');
    expect(readPublicUrl({ PUBLIC_URL: 'https://example.org/carenest/' })).toBe(
      'https://example.org/carenest',
    );
  });

  it('listens on loopback unless HOST says otherwise', () => {
    const dataDirectory = mkdtempSync(path.join(tmpdir(), 'carenest-config-'));
    try {
      expect(readConfig({ DATA_DIR: dataDirectory }).host).toBe('127.0.0.1');
      expect(readConfig({ DATA_DIR: dataDirectory, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    } finally {
      rmSync(dataDirectory, { recursive: true, force: true });
    }
  });
});
