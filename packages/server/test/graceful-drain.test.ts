import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { multipartBody, samplePdf } from './support/document-uploads.ts';
import {
  freePort,
  signInDemoAccount,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from './support/server-process.ts';

/** Reads an event stream as raw text until the server ends it. */
async function readRawStream(
  baseUrl: string,
  cookie: string,
): Promise<{ opened: Promise<void>; text: Promise<string> }> {
  const response = await fetch(`${baseUrl}/api/events`, { headers: { cookie, accept: 'text/event-stream' } });
  let received = '';
  let markOpened!: () => void;
  const opened = new Promise<void>((resolve) => (markOpened = resolve));
  const text = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body!) {
        received += decoder.decode(chunk as Uint8Array, { stream: true });
        if (received.includes('event: ready')) markOpened();
      }
    } catch {
      // The connection broke instead of ending: what arrived is what the assertions read.
    }
    return received;
  })();
  return { opened, text };
}

/** An upload whose body is sent in two halves: the second when the test says so. */
function splitUpload(baseUrl: string, cookie: string, body: ReturnType<typeof multipartBody>) {
  const url = new URL(`${baseUrl}/api/documents`);
  let finish!: () => void;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: url.pathname,
        headers: { ...body.headers, cookie, 'content-length': String(body.payload.length) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    outgoing.on('error', reject);
    const half = Math.floor(body.payload.length / 2);
    outgoing.write(body.payload.subarray(0, half));
    finish = () => outgoing.end(body.payload.subarray(half));
  });
  return { answer, finish: () => finish() };
}

describe('a graceful drain on SIGTERM', () => {
  let server: ServerProcess;
  let dataDirectory: string;
  let metricsPort: number;

  beforeAll(async () => {
    dataDirectory = mkdtempSync(path.join(tmpdir(), 'carenest-drain-'));
    metricsPort = await freePort();
    server = await startServerProcess({
      DATA_DIR: dataDirectory,
      SEED_DEMO: 'true',
      DRAIN_GRACE_SECONDS: '2',
      METRICS_PORT: String(metricsPort),
    });
  }, 120_000);
  afterAll(async () => {
    await stopServerProcess(server, 'SIGKILL');
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  it('serves Prometheus text on METRICS_PORT, on loopback', async () => {
    const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('http_request_duration_seconds_bucket');
  });

  it('turns readiness to 503 at once, keeps serving, ends streams with a retry hint, finishes the upload in flight, and exits 0', async () => {
    const cookie = await signInDemoAccount(server, 'nurse@carenest.example', 'nurse');
    const caseload = (await (
      await fetch(`${server.baseUrl}/api/assigned-patients`, { headers: { cookie } })
    ).json()) as { patients: { id: string }[] };
    expect((await fetch(`${server.baseUrl}/api/health/ready`)).status).toBe(200);
    const stream = await readRawStream(server.baseUrl, cookie);
    await stream.opened;
    const upload = splitUpload(
      server.baseUrl,
      cookie,
      multipartBody(
        { patientId: caseload.patients[0]!.id, category: 'medical_records' },
        { name: 'in-flight.pdf', content: samplePdf('in flight', 2_000_000), type: 'application/pdf' },
      ),
    );

    const signalledAt = Date.now();
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      server.child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    // Twice, as when `npm start` forwards the signal the process group also delivered: one drain all the same.
    server.child.kill('SIGTERM');
    server.child.kill('SIGTERM');

    // The signal reaches the process asynchronously: the first readiness check after it is handled says 503.
    const ready = await vi.waitFor(
      async () => {
        const answer = await fetch(`${server.baseUrl}/api/health/ready`);
        expect(answer.status).toBe(503);
        return answer;
      },
      { timeout: 1500, interval: 20 },
    );
    expect(await ready.json()).toMatchObject({ error: { code: 'DRAINING' } });
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/api/auth/session`, { headers: { cookie } })).status).toBe(200);

    // After the grace the stream ends with a short retry, the browser's cue to reconnect elsewhere.
    const streamText = await stream.text;
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(1900);
    expect(streamText.startsWith('retry: 3000')).toBe(true);
    expect(streamText).toMatch(/event: ready[\s\S]*retry: \d{3,4}\n\n$/);

    upload.finish();
    const uploaded = await upload.answer;
    expect(uploaded.status).toBe(201);

    expect(await exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(45_000);
  }, 60_000);
});
