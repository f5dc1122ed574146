import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type BillingCatalogue, type ClaimDetail, type ClaimListResponse } from '@carenest/core';
import { parseProfessionalClaimFile, validateProfessionalClaimFile } from '@carenest/x12';
import { BILLING_SETTINGS, createBillingPeople, type BillingPeople } from './support/billing-fixture.ts';
import { createPatient } from './support/factories.ts';
import { setUpIntegrationSuite } from './support/integration-suite.ts';
import { TEST_DATABASES } from './support/test-database.ts';

/** The calendar day `days` after today (UTC), as an ISO date. */
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(TEST_DATABASES)('claims on %s', (kind) => {
  const suite = setUpIntegrationSuite(kind);
  const { database, get, post, call } = suite;
  let people: BillingPeople;
  let catalogue: BillingCatalogue;
  const serviceId = (code: string) => catalogue.services.find((service) => service.code === code)!.id;
  const therapyClaim = (patientId: string) => ({
    patientId,
    serviceDate: '2026-11-19',
    services: [
      { serviceId: serviceId('T1025'), quantity: 1, diagnosisCodes: ['G80.0', 'F84.0'] },
      { serviceId: serviceId('97110'), quantity: 2, modifiers: ['GP'], diagnosisCodes: ['G80.0'] },
      { serviceId: serviceId('92507'), quantity: 1, modifiers: ['GN'], diagnosisCodes: ['F84.0', 'Q90.9'] },
    ],
  });

  beforeAll(async () => {
    people = await createBillingPeople(database.db);
    catalogue = (await get(people.admin, '/api/billing/catalogue')).json<BillingCatalogue>();
  });

  it('seeds the spec’s 17 services and the PPEC codes, with the 18 diagnosis codes', () => {
    expect(catalogue.services).toHaveLength(19);
    expect(catalogue.services.find((service) => service.code === '97110')).toMatchObject({
      unitPriceCents: 3500,
      allowedModifiers: ['GP', 'GN'],
    });
    expect(catalogue.diagnosisCodes).toHaveLength(18);
  });

  it('creates a draft with totals computed on the server and numbers claims PPEC-year-NNN', async () => {
    const created = await post(people.admin, '/api/billing/claims', therapyClaim(people.children.sofia));
    expect(created.statusCode).toBe(201);
    const claim = created.json<ClaimDetail>();
    expect(claim).toMatchObject({
      status: 'draft',
      totalCents: 32500 + 7000 + 6500,
      insuranceName: 'Florida Medicaid',
    });
    expect(claim.claimNumber).toMatch(/^PPEC-2026-\d{3}$/);
    expect(claim.services.map((line) => [line.code, line.totalCents, line.controlNumber])).toEqual([
      ['T1025', 32500, `${claim.claimNumber}-1`],
      ['97110', 7000, `${claim.claimNumber}-2`],
      ['92507', 6500, `${claim.claimNumber}-3`],
    ]);
    const audit = await database.db
      .selectFrom('audit_log')
      .select('action')
      .where('resource_id', '=', claim.id)
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['CREATE_CLAIM']);
  });

  it('never hands out a claim number twice, even when claims are created at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        post(people.admin, '/api/billing/claims', therapyClaim(people.children.sofia)),
      ),
    );
    const numbers = answers.map((answer) => answer.json<ClaimDetail>().claimNumber);
    expect(new Set(numbers).size).toBe(6);
  });

  it('refuses a bad line one field at a time, a child without insurance, another facility, storing nothing', async () => {
    const before = await suite.countRows('billing_claims');
    const base = therapyClaim(people.children.sofia);
    const withLine = (change: object) => ({ ...base, services: [{ ...base.services[1]!, ...change }] });
    const refusals: [object, string][] = [
      [withLine({ modifiers: ['GO'] }), MESSAGES.claimModifierNotAllowed],
      [withLine({ quantity: 11 }), MESSAGES.claimQuantityRange],
      [withLine({ diagnosisCodes: [] }), MESSAGES.claimDiagnosisRequired],
      [withLine({ diagnosisCodes: ['G80'] }), MESSAGES.claimDiagnosisInvalid],
      [withLine({ serviceId: crypto.randomUUID() }), MESSAGES.claimServiceUnknown],
      [{ ...base, services: [] }, MESSAGES.claimServicesRequired],
      [{ ...base, serviceDate: daysFromToday(30) }, MESSAGES.claimServiceDateInFuture],
      [{ ...base, serviceDate: '2999-01-01' }, MESSAGES.dateOutOfRange],
      [therapyClaim(people.children.uninsured), MESSAGES.claimPatientWithoutInsurance],
    ];
    for (const [body, message] of refusals) {
      const refused = await post(people.admin, '/api/billing/claims', body);
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json().error.message).toBe(message);
    }
    expect((await post(people.otherAdmin, '/api/billing/claims', base)).statusCode).toBe(404);
    expect(
      (await post(people.admin, '/api/billing/claims', therapyClaim(people.children.elsewhere))).statusCode,
    ).toBe(404);
    const nurse = await post(people.nurse, '/api/billing/claims', base);
    expect(nurse.statusCode).toBe(403);
    expect(nurse.json().error.message).toBe(MESSAGES.billingRestricted);
    expect(await suite.countRows('billing_claims')).toBe(before);
  });

  it('refuses to submit before billing settings exist, then submits a valid 837P once', async () => {
    const claim = (
      await post(people.admin, '/api/billing/claims', therapyClaim(people.children.sofia))
    ).json<ClaimDetail>();
    const early = await post(people.admin, `/api/billing/claims/${claim.id}/submit`);
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toBe(MESSAGES.claimBillingSettingsMissing);

    const badNpi = await call(people.admin, 'PUT', '/api/billing/settings', {
      ...BILLING_SETTINGS,
      npi: '1234567890',
    });
    expect(badNpi.json().error.message).toBe(MESSAGES.billingNpiInvalid);
    expect((await call(people.admin, 'PUT', '/api/billing/settings', BILLING_SETTINGS)).statusCode).toBe(200);

    const submitted = await post(people.admin, `/api/billing/claims/${claim.id}/submit`);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json<ClaimDetail>()).toMatchObject({
      status: 'submitted',
      transactions: [{ transactionType: '837P', direction: 'outbound', status: 'pending' }],
    });
    const again = await post(people.admin, `/api/billing/claims/${claim.id}/submit`);
    expect(again.statusCode).toBe(409);

    const file = await get(people.admin, `/api/billing/claims/${claim.id}/837p`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(`${claim.claimNumber}-837p.x12`);
    expect(validateProfessionalClaimFile(file.body)).toEqual([]);
    const [sent] = parseProfessionalClaimFile(file.body).file.claims;
    expect(sent).toMatchObject({
      claimNumber: claim.claimNumber,
      diagnosisCodes: ['G800', 'F840', 'Q909'],
      claimFilingCode: 'MC',
      payer: { id: '77027' },
    });
    expect(sent!.patient).toBeUndefined();
    expect(sent!.lines.map((line) => [line.procedureCode, line.modifiers, line.diagnosisPointers])).toEqual([
      ['T1025', [], [1, 2]],
      ['97110', ['GP'], [1]],
      ['92507', ['GN'], [2, 3]],
    ]);
    expect(file.body).toContain('SBR*P*18*');
  });

  it('refuses to submit for a child without billing details until they are entered', async () => {
    const noah = await createPatient(database.db, people.home, {
      firstName: 'Noah',
      lastName: 'Diaz',
      insurance: {
        insuranceName: 'Florida Medicaid',
        policyNumber: 'FL77',
        groupNumber: null,
        subscriberName: 'Noah Diaz',
        subscriberDOB: null,
        relationshipToPatient: 'self',
        isActive: true,
        effectiveDate: null,
        benefits: null,
      },
    });
    const claim = (await post(people.admin, '/api/billing/claims', therapyClaim(noah))).json<ClaimDetail>();
    const refused = await post(people.admin, `/api/billing/claims/${claim.id}/submit`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(MESSAGES.claimPatientBillingDetailsMissing);
    const badZip = await call(people.admin, 'PUT', `/api/patients/${noah}/billing-details`, {
      sex: 'M',
      addressLine1: '9 Bay Rd',
      city: 'Miami',
      state: 'FL',
      postalCode: '331',
    });
    expect(badZip.json().error.message).toBe(MESSAGES.billingPostalCodeInvalid);
    const saved = await call(people.admin, 'PUT', `/api/patients/${noah}/billing-details`, {
      sex: 'M',
      addressLine1: '9 Bay Rd',
      city: 'Miami',
      state: 'fl',
      postalCode: '33101',
    });
    expect(saved.json()).toEqual({
      details: { sex: 'M', addressLine1: '9 Bay Rd', city: 'Miami', state: 'FL', postalCode: '33101' },
    });
    expect((await get(people.nurse, `/api/patients/${noah}/billing-details`)).statusCode).toBe(403);
    expect((await post(people.admin, `/api/billing/claims/${claim.id}/submit`)).statusCode).toBe(200);
  });

  it('bills a child on a parent’s plan with the parent as subscriber and the child in a patient loop', async () => {
    const claim = (
      await post(people.admin, '/api/billing/claims', therapyClaim(people.children.mateo))
    ).json<ClaimDetail>();
    await post(people.admin, `/api/billing/claims/${claim.id}/submit`);
    const text = (await get(people.admin, `/api/billing/claims/${claim.id}/837p`)).body;
    const [sent] = parseProfessionalClaimFile(text).file.claims;
    expect(sent).toMatchObject({
      subscriber: { lastName: 'REYES', firstName: 'MARIA' },
      patient: { firstName: 'MATEO', relationshipCode: '19' },
      claimFilingCode: 'CI',
    });
  });

  it('lists claims with stats, search and status filter, for the facility only', async () => {
    const list = (await get(people.admin, '/api/billing/claims?status=submitted')).json<ClaimListResponse>();
    expect(list.items.every((item) => item.status === 'submitted')).toBe(true);
    expect(list.stats.pending).toBe(3);
    expect(list.stats.total).toBeGreaterThanOrEqual(10);
    const searched = (await get(people.admin, '/api/billing/claims?search=mateo')).json<ClaimListResponse>();
    expect(searched.items.map((item) => item.patient.name)).toEqual(['Mateo Reyes']);
    expect((await get(people.otherAdmin, '/api/billing/claims')).json<ClaimListResponse>().total).toBe(0);
    expect((await get(people.nurse, '/api/billing/claims')).statusCode).toBe(403);
  });
});
