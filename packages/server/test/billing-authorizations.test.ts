import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Authorization,
  type BillingCatalogue,
  type ClaimDetail,
  type ClaimProposalResponse,
} from '@carenest/core';
import { createBillingPeople, type BillingPeople } from './support/billing-fixture.ts';
import { setUpIntegrationSuite } from './support/integration-suite.ts';
import { TEST_DATABASES } from './support/test-database.ts';

describe.each(TEST_DATABASES)('authorizations and claims proposed from attendance on %s', (kind) => {
  const suite = setUpIntegrationSuite(kind);
  const { database, get, post } = suite;
  let people: BillingPeople;
  let catalogue: BillingCatalogue;
  const perDiem = (patientId: string, serviceDate: string) => ({
    patientId,
    serviceDate,
    services: [
      {
        serviceId: catalogue.services.find((service) => service.code === 'T1025')!.id,
        quantity: 1,
        diagnosisCodes: ['G80.1'],
      },
    ],
  });
  const attend = async (patientId: string, serviceDate: string, from: string, to: string) => {
    for (const [kind, time] of [
      ['check_in', from],
      ['check_out', to],
    ] as const)
      await database.db
        .insertInto('attendance_events')
        .values({
          facility_id: people.home,
          patient_id: patientId,
          service_date: serviceDate,
          kind,
          occurred_at: new Date(`${serviceDate}T${time}:00Z`),
          source: 'front_desk',
          route_id: null,
          adult_name: 'Front desk',
          signature_png: Buffer.from([137, 80, 78, 71]),
          image_sha256: '0'.repeat(64),
          recorded_by: people.admin.id,
        })
        .execute();
  };

  beforeAll(async () => {
    people = await createBillingPeople(database.db);
    catalogue = (await get(people.admin, '/api/billing/catalogue')).json<BillingCatalogue>();
  });

  it('tracks the units claims use of a child’s authorization', async () => {
    const added = await post(people.admin, `/api/patients/${people.children.sofia}/authorizations`, {
      payerName: 'Florida Medicaid',
      authorizationNumber: 'PA-2026-118',
      serviceCode: 't1025',
      unitsAuthorized: 3,
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
    expect(added.statusCode).toBe(201);
    await post(people.admin, '/api/billing/claims', perDiem(people.children.sofia, '2026-11-17'));
    await post(people.admin, '/api/billing/claims', perDiem(people.children.sofia, '2026-11-18'));
    await post(people.admin, '/api/billing/claims', perDiem(people.children.sofia, '2026-10-31'));
    const list = (await get(people.admin, `/api/patients/${people.children.sofia}/authorizations`)).json<{
      items: Authorization[];
    }>();
    expect(list.items).toEqual([
      expect.objectContaining({ serviceCode: 'T1025', unitsAuthorized: 3, unitsUsed: 2 }),
    ]);
  });

  it('refuses an authorization whose period runs backwards, and a nurse', async () => {
    const backwards = await post(people.admin, `/api/patients/${people.children.sofia}/authorizations`, {
      payerName: 'Florida Medicaid',
      authorizationNumber: 'PA-1',
      serviceCode: 'T1025',
      unitsAuthorized: 3,
      startDate: '2026-11-30',
      endDate: '2026-11-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toBe('The last day cannot be before the first');
    expect(
      (await get(people.nurse, `/api/patients/${people.children.sofia}/authorizations`)).statusCode,
    ).toBe(403);
  });

  it('proposes drafts from attendance: the per diem from four hours, hourly below, once per child-day', async () => {
    await attend(people.children.sofia, '2026-11-20', '08:00', '14:30');
    await attend(people.children.mateo, '2026-11-20', '09:00', '11:40');
    await attend(people.children.uninsured, '2026-11-20', '08:00', '15:00');
    const proposed = await post(people.admin, '/api/billing/claims/proposals', {
      from: '2026-11-20',
      to: '2026-11-20',
    });
    expect(proposed.statusCode).toBe(200);
    const answer = proposed.json<ClaimProposalResponse>();
    expect(answer.created.map((draft) => draft.patientName).sort()).toEqual(['Mateo Reyes', 'Sofia Alvarez']);
    expect(answer.skipped).toEqual([
      expect.objectContaining({ reason: 'no active insurance', serviceDate: '2026-11-20' }),
    ]);
    const lines = await Promise.all(
      answer.created.map(async (draft) =>
        (await get(people.admin, `/api/billing/claims/${draft.claimId}`)).json<ClaimDetail>(),
      ),
    );
    const byChild = Object.fromEntries(
      lines.map((claim) => [
        claim.patient.name,
        claim.services.map((line) => `${line.code}×${line.quantity}`),
      ]),
    );
    expect(byChild).toEqual({ 'Sofia Alvarez': ['T1025×1'], 'Mateo Reyes': ['T1026×2'] });
    const again = (
      await post(people.admin, '/api/billing/claims/proposals', { from: '2026-11-20', to: '2026-11-20' })
    ).json<ClaimProposalResponse>();
    expect(again.created).toEqual([]);
  });

  it('proposes no claim for a day the facility was closed, and says why', async () => {
    await database.db
      .insertInto('facility_closure_days')
      .values({ facility_id: people.home, closed_on: '2026-11-19', reason: null })
      .execute();
    await attend(people.children.sofia, '2026-11-19', '08:00', '14:30');
    const answer = (
      await post(people.admin, '/api/billing/claims/proposals', { from: '2026-11-19', to: '2026-11-19' })
    ).json<ClaimProposalResponse>();
    expect(answer.created).toEqual([]);
    expect(answer.skipped).toEqual([
      expect.objectContaining({ reason: 'the facility was closed that day', serviceDate: '2026-11-19' }),
    ]);
  });

  it('refuses a range longer than a month, a future day, and a nurse', async () => {
    expect(
      (await post(people.admin, '/api/billing/claims/proposals', { from: '2026-09-01', to: '2026-11-01' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post(people.admin, '/api/billing/claims/proposals', { from: '2026-11-01', to: '2999-11-02' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post(people.nurse, '/api/billing/claims/proposals', { from: '2026-11-20', to: '2026-11-20' }))
        .statusCode,
    ).toBe(403);
  });
});
