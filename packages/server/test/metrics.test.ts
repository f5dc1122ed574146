import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDatabaseGauges } from '../src/observability/database-gauges.ts';
import { startMetricsServer, type MetricsServer } from '../src/observability/metrics-server.ts';
import { startTracing } from '../src/observability/trace-export.ts';
import { JOBS } from '../src/background-jobs.ts';
import { buildApp } from '../src/app.ts';
import { ephemeralSecrets } from '../src/secrets.ts';
import {
  assignStaff,
  createFacility,
  createPatient,
  createUser,
  type TestUser,
} from './support/factories.ts';
import { setUpIntegrationSuite } from './support/integration-suite.ts';
import { TEST_DATABASES } from './support/test-database.ts';

/** A local OTLP/HTTP receiver: keeps the JSON bodies posted to /v1/traces. */
async function startTraceReceiver(): Promise<{ url: string; bodies: string[]; server: Server }> {
  const bodies: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.url === '/v1/traces') bodies.push(body);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bodies, server };
}

describe.each(TEST_DATABASES)('Prometheus metrics on METRICS_PORT (%s)', (kind) => {
  const { database, get } = setUpIntegrationSuite(kind, {
    signIn: 'database',
    buildApp: (db) => buildApp({ db, secrets: ephemeralSecrets() }),
  });
  let metrics: MetricsServer;
  let nurse: TestUser;
  let patientId: string;

  beforeAll(async () => {
    const facility = await createFacility(database.db);
    const admin = await createUser(database.db, 'administrator', facility);
    nurse = await createUser(database.db, 'nurse', facility, { firstName: 'Metrica' });
    patientId = await createPatient(database.db, facility, { firstName: 'Prometheia' });
    await assignStaff(database.db, patientId, nurse, admin.id);
    registerDatabaseGauges(
      database.db,
      JOBS.map((job) => job.name),
    );
    metrics = await startMetricsServer({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await metrics?.close();
  });

  const scrape = async () => {
    const response = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };

  it('answers 404 for anything but GET /metrics', async () => {
    expect((await fetch(`http://127.0.0.1:${metrics.port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metrics.port}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('times requests by route pattern and status, with no id, name or query string in any label', async () => {
    expect((await get(nurse, `/api/patients/${patientId}`)).statusCode).toBe(200);
    expect((await get(nurse, `/api/patients?search=Prometheia`)).statusCode).toBe(200);
    expect((await get(nurse, `/api/no-such-thing/${patientId}`)).statusCode).toBe(404);
    const text = await scrape();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/patients\/:patientId",status_code="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\}/,
    );
    expect(text).not.toContain(patientId);
    expect(text).not.toMatch(/Prometheia|Metrica|search=/);
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
  });

  it('reports the pool, the jobs per name and state, open streams, the audit sequencer and delivery', async () => {
    const text = await scrape();
    expect(text).toMatch(/^carenest_db_pool_connections [1-9]/m);
    expect(text).toMatch(/^carenest_db_pool_waiting_requests \d/m);
    expect(text).toMatch(/^carenest_db_pool_acquisitions_total [1-9]/m);
    expect(text).toMatch(/^carenest_db_pool_wait_seconds_total /m);
    expect(text).toMatch(/^carenest_jobs\{name="documents\.scan",state="queued"\} 0/m);
    expect(text).toMatch(/^carenest_jobs\{name="documents\.scan",state="failed"\} 0/m);
    expect(text).toMatch(/^carenest_live_event_streams_open \d/m);
    // No sequencer runs in this suite: the reads' audit rows wait, and the lag says how long.
    expect(text).toMatch(/^carenest_audit_sequencer_pending_rows [1-9]/m);
    expect(text).toMatch(/^carenest_audit_sequencer_lag_seconds \d/m);
    expect(text).toMatch(/^carenest_live_event_delivery_seconds_count \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
  });
});

describe('OpenTelemetry traces with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  const receiver: { current?: Awaited<ReturnType<typeof startTraceReceiver>> } = {};
  const tracing: { current?: ReturnType<typeof startTracing> } = {};
  const { inject, cookieOf, database } = setUpIntegrationSuite('pglite', {
    signIn: 'database',
    buildApp: async (db) => {
      receiver.current = await startTraceReceiver();
      tracing.current = startTracing({ endpoint: receiver.current.url, serviceName: 'carenest-test' });
      return buildApp({ db, secrets: ephemeralSecrets(), isTracing: true });
    },
  });
  afterAll(() => new Promise<void>((resolve) => receiver.current?.server.close(() => resolve())));

  it('exports a span per request named by its route pattern, continuing the caller’s trace', async () => {
    const facility = await createFacility(database.db);
    const nurse = await createUser(database.db, 'nurse', facility);
    const patientId = await createPatient(database.db, facility, { firstName: 'Traceia' });
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const response = await inject({
      method: 'GET',
      url: `/api/patients/${patientId}?search=Traceia`,
      headers: { cookie: await cookieOf(nurse), traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    expect(response.statusCode).toBeLessThan(500);
    await tracing.current!.shutdown();
    const exported = receiver.current!.bodies.join('\n');
    expect(exported).toContain('GET /api/patients/:patientId');
    expect(exported).toContain('carenest-test');
    expect(exported).toContain(traceId);
    expect(exported).not.toContain(patientId);
    expect(exported).not.toContain('Traceia');
  });
});
