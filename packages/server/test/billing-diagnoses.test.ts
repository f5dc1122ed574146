import { beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  type BillingCatalogue,
  type ClaimDetail,
  type ClaimProposalResponse,
} from '@carenest/core';
import { createBillingPeople, type BillingPeople } from './support/billing-fixture.ts';
import { setUpIntegrationSuite } from './support/integration-suite.ts';
import { TEST_DATABASES } from './support/test-database.ts';

describe.each(TEST_DATABASES)('diagnoses on claims on %s', (kind) => {
  const suite = setUpIntegrationSuite(kind);
  const { database, get, post, call } = suite;
  let people: BillingPeople;
  let catalogue: BillingCatalogue;
  const claimWith = (diagnosisCodes: unknown) => ({
    patientId: people.children.sofia,
    serviceDate: '2026-11-19',
    services: [
      {
        serviceId: catalogue.services.find((service) => service.code === 'T1025')!.id,
        quantity: 1,
        diagnosisCodes,
      },
    ],
  });

  beforeAll(async () => {
    people = await createBillingPeople(database.db);
    catalogue = (await get(people.admin, '/api/billing/catalogue')).json<BillingCatalogue>();
    // A premature infant with asthma: neither code is among the catalogue's 18; "G80" is a category only.
    await database.db
      .updateTable('patients')
      .set({ primary_diagnosis: 'P07.32', secondary_diagnoses: ['J45.909', 'G80'] })
      .where('id', '=', people.children.sofia)
      .execute();
  });

  it('refuses signed out, a nurse, then a malformed code one at a time, storing nothing', async () => {
    const before = await suite.countRows('billing_claims');
    expect((await call(null, 'POST', '/api/billing/claims', claimWith(['P07.32']))).statusCode).toBe(401);
    expect((await post(people.nurse, '/api/billing/claims', claimWith(['P07.32']))).statusCode).toBe(403);
    for (const code of ['G80', 'P07.', '807.32', 'P07.32123', 'P07-32', 42]) {
      const refused = await post(people.admin, '/api/billing/claims', claimWith([code]));
      expect(refused.statusCode, String(code)).toBe(400);
      expect(refused.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { 'services.0.diagnosisCodes.0': MESSAGES.claimDiagnosisInvalid },
      });
    }
    expect(await suite.countRows('billing_claims')).toBe(before);
  });

  it('bills any billable ICD-10-CM code of the child, stored in its dotted form', async () => {
    const created = await post(people.admin, '/api/billing/claims', claimWith(['P07.32', 'j45909']));
    expect(created.statusCode).toBe(201);
    expect(created.json<ClaimDetail>().services[0]!.diagnosisCodes).toEqual(['P07.32', 'J45.909']);
  });

  it('proposes a claim for a child whose diagnoses are all outside the catalogue', async () => {
    for (const [kind, time] of [
      ['check_in', '08:00'],
      ['check_out', '14:30'],
    ] as const)
      await database.db
        .insertInto('attendance_events')
        .values({
          facility_id: people.home,
          patient_id: people.children.sofia,
          service_date: '2026-11-20',
          kind,
          occurred_at: new Date(`2026-11-20T${time}:00Z`),
          source: 'front_desk',
          route_id: null,
          adult_name: 'Front desk',
          signature_png: Buffer.from([137, 80, 78, 71]),
          image_sha256: '0'.repeat(64),
          recorded_by: people.admin.id,
        })
        .execute();
    const proposed = await post(people.admin, '/api/billing/claims/proposals', {
      from: '2026-11-20',
      to: '2026-11-20',
    });
    expect(proposed.statusCode).toBe(200);
    const answer = proposed.json<ClaimProposalResponse>();
    expect(answer.skipped).toEqual([]);
    expect(answer.created.map((draft) => draft.patientName)).toEqual(['Sofia Alvarez']);
    const claim = (
      await get(people.admin, `/api/billing/claims/${answer.created[0]!.claimId}`)
    ).json<ClaimDetail>();
    expect(claim.services[0]!.diagnosisCodes).toEqual(['P07.32', 'J45.909']);
  });
});
