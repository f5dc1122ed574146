import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingCatalogue, ClaimDetail } from '@carenest/core';
import { tokenize } from '@carenest/x12';
import {
  connectClearinghouse,
  startSandboxClearinghouse,
  type ClearinghouseConnection,
  type SandboxClearinghouse,
} from '../src/clearinghouse/index.ts';
import type { Database } from '../src/db/schema.ts';
import { ephemeralSecrets } from '../src/secrets.ts';
import { BILLING_SETTINGS, createBillingPeople, type BillingPeople } from './support/billing-fixture.ts';
import { setUpIntegrationSuite } from './support/integration-suite.ts';
import { buildAppWithJobs } from './support/test-app.ts';
import { TEST_DATABASES } from './support/test-database.ts';

/** ISA15 of an X12 file: T (test data) or P (production data). */
const usageOf = (file: string) =>
  tokenize(file).segments.find((segment) => segment.id === 'ISA')!.elements[14];

/**
 * A claim submitted and a child's eligibility checked through a clearinghouse; answers the settings' clearinghouse
 * status and the ISA15 of the 837P and the 270 as stored.
 */
function describeClearinghouse(
  kind: 'pglite' | 'postgresql',
  title: string,
  connect: () => Promise<{ connection: ClearinghouseConnection; close(): Promise<void> }>,
  expected: { isSandbox: boolean; usage: 'T' | 'P' },
) {
  describe(title, () => {
    let connected: Awaited<ReturnType<typeof connect>>;
    const suite = setUpIntegrationSuite(kind, {
      buildApp: async (db: Kysely<Database>): Promise<FastifyInstance> => {
        connected = await connect();
        const app = await buildAppWithJobs({
          db,
          secrets: ephemeralSecrets(),
          clearinghouse: connected.connection.client,
        });
        await app.ready();
        return app;
      },
    });
    afterAll(() => connected.close());
    let people: BillingPeople;

    beforeAll(async () => {
      people = await createBillingPeople(suite.database.db);
      expect(
        (await suite.call(people.admin, 'PUT', '/api/billing/settings', BILLING_SETTINGS)).statusCode,
      ).toBe(200);
    });

    it(`says the clearinghouse is ${expected.isSandbox ? 'the sandbox' : 'a real one'} in the settings answer`, async () => {
      const settings = await suite.get(people.admin, '/api/billing/settings');
      expect(settings.json().clearinghouse).toEqual(expected);
    });

    it(`marks the submitted 837P and the eligibility 270 ${expected.usage} in ISA15`, async () => {
      const catalogue = (await suite.get(people.admin, '/api/billing/catalogue')).json<BillingCatalogue>();
      const perDiem = catalogue.services.find((service) => service.code === 'T1025')!.id;
      const claim = (
        await suite.post(people.admin, '/api/billing/claims', {
          patientId: people.children.sofia,
          serviceDate: '2026-11-19',
          services: [{ serviceId: perDiem, quantity: 1, diagnosisCodes: ['G80.0'] }],
        })
      ).json<ClaimDetail>();
      expect((await suite.post(people.admin, `/api/billing/claims/${claim.id}/submit`)).statusCode).toBe(200);
      expect(
        (await suite.post(people.admin, `/api/patients/${people.children.sofia}/eligibility-checks`))
          .statusCode,
      ).toBe(201);
      const files = await suite.database.db
        .selectFrom('edi_transactions')
        .select(['transaction_type', 'content'])
        .where('transaction_type', 'in', ['837P', '270'])
        .where('direction', '=', 'outbound')
        .execute();
      expect(files.map((file) => file.transaction_type).sort()).toEqual(['270', '837P']);
      for (const file of files) expect(usageOf(file.content), file.transaction_type).toBe(expected.usage);
    });
  });
}

describe.each(TEST_DATABASES)('the clearinghouse a facility bills through, on %s', (kind) => {
  describeClearinghouse(
    kind,
    'without CLEARINGHOUSE_URL: the local sandbox',
    async () => {
      const connection = await connectClearinghouse({});
      return { connection, close: () => connection.close() };
    },
    { isSandbox: true, usage: 'T' },
  );

  let remote: SandboxClearinghouse;
  describeClearinghouse(
    kind,
    'with CLEARINGHOUSE_URL naming a clearinghouse (a server of its own speaking the protocol)',
    async () => {
      remote = await startSandboxClearinghouse();
      const connection = await connectClearinghouse({
        url: remote.baseUrl,
        token: remote.token,
        clientId: remote.clientId,
      });
      return { connection, close: () => remote.close() };
    },
    { isSandbox: false, usage: 'P' },
  );

  describeClearinghouse(
    kind,
    'with CLEARINGHOUSE_USAGE=T for a clearinghouse’s test endpoint',
    async () => {
      remote = await startSandboxClearinghouse();
      const connection = await connectClearinghouse({
        url: remote.baseUrl,
        token: remote.token,
        clientId: remote.clientId,
        usage: 'T',
      });
      return { connection, close: () => remote.close() };
    },
    { isSandbox: false, usage: 'T' },
  );
});
