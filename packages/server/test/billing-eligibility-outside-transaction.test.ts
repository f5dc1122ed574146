import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EligibilityCheck } from '@carenest/core';
import {
  createClearinghouseClient,
  startSandboxClearinghouse,
  type SandboxClearinghouse,
} from '../src/clearinghouse/index.ts';
import { ephemeralSecrets } from '../src/secrets.ts';
import { BILLING_SETTINGS, createBillingPeople, type BillingPeople } from './support/billing-fixture.ts';
import { setUpIntegrationSuite } from './support/integration-suite.ts';
import { buildAppWithJobs } from './support/test-app.ts';
import { TEST_DATABASES } from './support/test-database.ts';

/**
 * A slow clearinghouse: a local server that holds each request until the test releases it, then forwards it
 * to the sandbox and answers what the sandbox answered.
 */
async function startHoldingClearinghouse(sandbox: SandboxClearinghouse) {
  let arrived: () => void = () => undefined;
  let release: () => void = () => undefined;
  const arrival = new Promise<void>((resolve) => (arrived = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      arrived();
      void released.then(async () => {
        const forwarded = await fetch(new URL('transactions', `${sandbox.baseUrl.replace(/\/$/, '')}/`), {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Authorization: request.headers.authorization ?? '',
            'X-Client-Id': String(request.headers['x-client-id'] ?? ''),
          },
          body: Buffer.concat(chunks).toString('utf8'),
        });
        response.writeHead(forwarded.status, { 'Content-Type': 'application/json' });
        response.end(await forwarded.text());
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    arrival,
    release: () => release(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(TEST_DATABASES)('eligibility outside the transaction on %s', (kind) => {
  let sandbox: SandboxClearinghouse;
  let holding: Awaited<ReturnType<typeof startHoldingClearinghouse>>;
  beforeAll(async () => {
    sandbox = await startSandboxClearinghouse();
    holding = await startHoldingClearinghouse(sandbox);
  });
  afterAll(async () => {
    holding.release();
    await holding.close();
    await sandbox.close();
  });
  const suite = setUpIntegrationSuite(kind, {
    buildApp: async (db) => {
      const app = await buildAppWithJobs({
        db,
        secrets: ephemeralSecrets(),
        clearinghouse: createClearinghouseClient({
          baseUrl: holding.baseUrl,
          token: sandbox.token,
          clientId: sandbox.clientId,
          usage: 'T',
        }),
      });
      await app.ready();
      return app;
    },
  });
  const { database, get, post, call } = suite;
  let people: BillingPeople;

  beforeAll(async () => {
    people = await createBillingPeople(database.db);
    expect((await call(people.admin, 'PUT', '/api/billing/settings', BILLING_SETTINGS)).statusCode).toBe(200);
  });

  it('refuses signed out and a nurse before asking anyone', async () => {
    const path = `/api/patients/${people.children.sofia}/eligibility-checks`;
    expect((await call(null, 'POST', path)).statusCode).toBe(401);
    expect((await post(people.nurse, path)).statusCode).toBe(403);
  });

  it('holds no transaction while the clearinghouse thinks: another request completes meanwhile', async () => {
    let isCheckAnswered = false;
    const checking = post(people.admin, `/api/patients/${people.children.sofia}/eligibility-checks`).then(
      (answer) => {
        isCheckAnswered = true;
        return answer;
      },
    );
    await holding.arrival;
    // On the embedded database (one connection) this read would wait for a transaction held across the call.
    const meanwhile = await get(people.admin, `/api/patients/${people.children.mateo}`);
    expect(meanwhile.statusCode).toBe(200);
    const change = await call(people.admin, 'PUT', '/api/billing/settings', {
      ...BILLING_SETTINGS,
      providerName: 'Sunrise PPEC Center',
    });
    expect(change.statusCode).toBe(200);
    if (kind === 'postgresql') {
      const { rows } = await sql<{ count: number }>`
        SELECT count(*)::int AS count FROM pg_stat_activity
        WHERE datname = current_database() AND state LIKE 'idle in transaction%'
          AND query ILIKE '%from "patients"%'`.execute(database.db);
      expect(rows[0]!.count).toBe(0);
    }
    expect(isCheckAnswered).toBe(false);
    holding.release();
    const answered = await checking;
    expect(answered.statusCode).toBe(201);
    expect(answered.json<EligibilityCheck>().isEligible).toBe(true);
    const recorded = await database.db
      .selectFrom('eligibility_checks')
      .select('patient_id')
      .where('patient_id', '=', people.children.sofia)
      .execute();
    expect(recorded).toHaveLength(1);
    const audit = await database.db
      .selectFrom('audit_log')
      .select('action')
      .where('resource_id', '=', people.children.sofia)
      .where('action', '=', 'CHECK_ELIGIBILITY')
      .execute();
    expect(audit).toHaveLength(1);
  });
});
