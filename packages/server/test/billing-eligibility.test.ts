import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type EligibilityCheck, type PatientDetail } from '@carenest/core';
import { createClearinghouseClient } from '../src/clearinghouse/index.ts';
import { ephemeralSecrets } from '../src/secrets.ts';
import { BILLING_SETTINGS, createBillingPeople, type BillingPeople } from './support/billing-fixture.ts';
import { setUpIntegrationSuite } from './support/integration-suite.ts';
import { buildAppWithJobs, readyAppWithJobs, signInAs } from './support/test-app.ts';
import { TEST_DATABASES } from './support/test-database.ts';

describe.each(TEST_DATABASES)('eligibility checks on %s', (kind) => {
  const suite = setUpIntegrationSuite(kind, { buildApp: readyAppWithJobs });
  const { database, get, post, call } = suite;
  let people: BillingPeople;
  const check = (patientId: string) => post(people.admin, `/api/patients/${patientId}/eligibility-checks`);
  const insuranceOf = async (patientId: string) =>
    (await get(people.admin, `/api/patients/${patientId}`)).json<{ patient: PatientDetail }>().patient
      .insurance!;

  beforeAll(async () => {
    people = await createBillingPeople(database.db);
  });

  it('refuses before billing settings exist, and refuses a nurse', async () => {
    const early = await check(people.children.sofia);
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toBe(MESSAGES.claimBillingSettingsMissing);
    expect((await call(people.admin, 'PUT', '/api/billing/settings', BILLING_SETTINGS)).statusCode).toBe(200);
    expect(
      (await post(people.nurse, `/api/patients/${people.children.sofia}/eligibility-checks`)).statusCode,
    ).toBe(403);
  });

  it('asks the payer with a 270 and shows the 271 in the chart: eligible, effective date, copay and deductible', async () => {
    const answered = await check(people.children.sofia);
    expect(answered.statusCode).toBe(201);
    const result = answered.json<EligibilityCheck>();
    expect(result).toMatchObject({ isEligible: true, effectiveDate: `${new Date().getUTCFullYear()}-01-01` });
    expect(result.benefits.find((benefit) => benefit.copayCents !== null)!.copayCents).toBe(2500);
    expect(result.benefits.find((benefit) => benefit.deductibleCents !== null)!.deductibleCents).toBe(50000);
    const insurance = await insuranceOf(people.children.sofia);
    expect(insurance.eligibilityStatus).toMatchObject({
      isActive: true,
      benefits: expect.stringContaining('Copay $25.00 · Deductible $500.00'),
    });
    expect(insurance.eligibilityStatus.lastChecked).not.toBeNull();
    const audit = await database.db
      .selectFrom('audit_log')
      .select('action')
      .where('resource_id', '=', people.children.sofia)
      .where('action', '=', 'CHECK_ELIGIBILITY')
      .execute();
    expect(audit).toHaveLength(1);
    const files = await database.db
      .selectFrom('edi_transactions')
      .select(['transaction_type', 'direction'])
      .where('transaction_type', 'in', ['270', '271'])
      .execute();
    expect(files).toEqual(
      expect.arrayContaining([
        { transaction_type: '270', direction: 'outbound' },
        { transaction_type: '271', direction: 'inbound' },
      ]),
    );
  });

  it('marks the insurance not eligible when the payer says so', async () => {
    await database.db
      .updateTable('patient_insurance')
      .set({ policy_number: 'X4040' })
      .where('patient_id', '=', people.children.mateo)
      .execute();
    const answered = await check(people.children.mateo);
    expect(answered.json<EligibilityCheck>().isEligible).toBe(false);
    expect((await insuranceOf(people.children.mateo)).eligibilityStatus.isActive).toBe(false);
  });

  it('answers 502 "Eligibility check failed" when the clearinghouse cannot be reached, leaving the chart as it was', async () => {
    const unreachable = await buildAppWithJobs({
      db: database.db,
      secrets: ephemeralSecrets(),
      clearinghouse: createClearinghouseClient({
        baseUrl: 'http://127.0.0.1:9',
        token: 't',
        clientId: 'c',
        timeoutMs: 2000,
      }),
    });
    try {
      const before = await insuranceOf(people.children.sofia);
      const failed = await unreachable.inject({
        method: 'POST',
        url: `/api/patients/${people.children.sofia}/eligibility-checks`,
        headers: { cookie: await signInAs(unreachable, people.admin) },
      });
      expect(failed.statusCode).toBe(502);
      expect(failed.json().error.message).toMatch(new RegExp(`^${MESSAGES.eligibilityCheckFailed}: `));
      expect(await insuranceOf(people.children.sofia)).toEqual(before);
    } finally {
      await unreachable.close();
    }
  });
});
