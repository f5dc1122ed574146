import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  httpsRequest,
  openHttpsStream,
  startReverseProxy,
  type ReverseProxy,
} from './support/nginx-process.ts';
import {
  freePort,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from './support/server-process.ts';

/**
 * deploy/nginx/carenest.conf as docs/production.md ships it, run by Debian's nginx in front of a CareNest server
 * process started with TRUST_PROXY=true: HTTPS reaches the API, plain HTTP is redirected, the forwarded headers
 * reach the server, and a live event passes through the event stream as it is written.
 */
describe('the nginx example configuration', () => {
  const dataDirectory = mkdtempSync(path.join(tmpdir(), 'carenest-nginx-data-'));
  let server: ServerProcess;
  let proxy: ReverseProxy;

  beforeAll(async () => {
    server = await startServerProcess({ DATA_DIR: dataDirectory, TRUST_PROXY: 'true', SEED_DEMO: 'true' });
    proxy = await startReverseProxy({
      https: await freePort(),
      http: await freePort(),
      upstream: Number(new URL(server.baseUrl).port),
    });
  }, 180_000);

  afterAll(async () => {
    await proxy?.stop();
    if (server) await stopServerProcess(server, 'SIGTERM');
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  /** Signs a demo account in through the proxy, as the browser does (same-origin POST), and answers its cookie. */
  async function signInThroughProxy(email: string, role: string): Promise<string> {
    const answer = await httpsRequest(`${proxy.httpsUrl}/api/auth/login`, {
      ca: proxy.certificate,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: proxy.httpsUrl },
      body: JSON.stringify({ email, password: 'Demo!Pass1', role }),
    });
    expect(answer.status).toBe(200);
    return String(answer.headers['set-cookie']![0]).split(';')[0]!;
  }

  it('answers /api/health over HTTPS, and the server sees HTTPS (HSTS is sent)', async () => {
    const answer = await httpsRequest(`${proxy.httpsUrl}/api/health`, { ca: proxy.certificate });
    expect(answer.status).toBe(200);
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('redirects plain HTTP to HTTPS', async () => {
    const status = await new Promise<{ code: number; location: string | undefined }>((resolve, reject) =>
      request(`${proxy.httpUrl}/api/health`, (response) => {
        response.resume();
        resolve({ code: response.statusCode!, location: response.headers.location });
      })
        .on('error', reject)
        .end(),
    );
    expect(status).toEqual({ code: 301, location: 'https://127.0.0.1/api/health' });
  });

  it('passes an event stream through unbuffered: a note written through the proxy arrives on it', async () => {
    const cookie = await signInThroughProxy('nurse@carenest.example', 'nurse');
    const stream = await openHttpsStream(`${proxy.httpsUrl}/api/events`, {
      ca: proxy.certificate,
      headers: { cookie, accept: 'text/event-stream' },
    });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toContain('text/event-stream');
      await stream.waitFor((text) => text.includes('retry: 3000'));
      const caseload = await httpsRequest(`${proxy.httpsUrl}/api/assigned-patients`, {
        ca: proxy.certificate,
        headers: { cookie },
      });
      const patientId = (JSON.parse(caseload.body) as { patients: { id: string }[] }).patients[0]!.id;
      const note = await httpsRequest(`${proxy.httpsUrl}/api/clinical-notes`, {
        ca: proxy.certificate,
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', origin: proxy.httpsUrl },
        body: JSON.stringify({
          patientId,
          noteType: 'nursing_note',
          content: 'Resting comfortably behind nginx.',
        }),
      });
      expect(note.status).toBe(201);
      await stream.waitFor(
        (text) => text.includes('"kind":"clinical-note.changed"') && text.includes(patientId),
      );
    } finally {
      stream.close();
    }
  });
});
