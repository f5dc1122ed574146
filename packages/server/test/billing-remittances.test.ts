import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  type BillingCatalogue,
  type ClaimDetail,
  type RemittanceSummaryAnswer,
} from '@carenest/core';
import {
  buildRemittanceSegments,
  serialize,
  SAMPLE_NPI,
  type Remittance,
  type RemittanceClaim,
} from '@carenest/x12';
import { fetchRemittancesJob } from '../src/billing/index.ts';
import { enqueueJob } from '../src/jobs/enqueue-job.ts';
import { BILLING_SETTINGS, createBillingPeople, type BillingPeople } from './support/billing-fixture.ts';
import { setUpIntegrationSuite } from './support/integration-suite.ts';
import { readyAppWithJobs } from './support/test-app.ts';
import { TEST_DATABASES } from './support/test-database.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../x12/fixtures');
const HEADER = {
  senderQualifier: 'ZZ',
  senderId: 'PAYER',
  receiverQualifier: 'ZZ',
  receiverId: 'SUNRISE01',
  applicationSenderCode: 'PAYER',
  applicationReceiverCode: 'SUNRISE01',
  interchangeControlNumber: 5,
  groupControlNumber: 5,
  transactionControlNumber: 5,
  usage: 'T' as const,
  createdAt: new Date('2026-11-23T12:00:00Z'),
};

/** An 835 paying `claims` (built by a test the way a payer would), with optional provider adjustments. */
function remittanceFor(traceNumber: string, claims: RemittanceClaim[], providerAdjustmentCents = 0): string {
  const paid = claims.reduce((sum, claim) => sum + claim.paidCents, 0);
  const remittance: Remittance = {
    payer: { name: 'FLORIDA MEDICAID', id: '77027' },
    payee: { name: 'SUNRISE PPEC CENTER', npi: SAMPLE_NPI },
    payment: {
      handlingCode: 'I',
      amountCents: paid - providerAdjustmentCents,
      method: 'ACH',
      date: '2026-11-23',
      traceNumber,
      originatorId: '1770270000',
    },
    claims,
    providerAdjustments:
      providerAdjustmentCents === 0
        ? []
        : [
            {
              providerId: SAMPLE_NPI,
              fiscalPeriodDate: '2026-12-31',
              reason: 'WO',
              reference: 'OVERPAY',
              amountCents: providerAdjustmentCents,
            },
          ],
  };
  return serialize(buildRemittanceSegments(HEADER, remittance), { lineBreaks: true });
}

/** A claim paid in full less a 10% contractual adjustment per line, as a payer would write it. */
function paidClaim(
  claim: ClaimDetail,
  options: { statusCode?: string; payerClaimNumber?: string; sign?: 1 | -1 } = {},
): RemittanceClaim {
  const sign = options.sign ?? 1;
  const lines = claim.services.map((service) => {
    const adjustment = Math.round(service.totalCents / 10);
    return {
      procedureCode: service.code,
      modifiers: service.modifiers,
      chargeCents: sign * service.totalCents,
      paidCents: sign * (service.totalCents - adjustment),
      units: service.quantity,
      controlNumber: service.controlNumber,
      serviceDate: claim.serviceDate,
      adjustments: [{ group: 'CO', reason: '45', amountCents: sign * adjustment }],
    };
  });
  return {
    claimNumber: claim.claimNumber,
    statusCode: options.statusCode ?? '1',
    chargeCents: lines.reduce((sum, line) => sum + line.chargeCents, 0),
    paidCents: lines.reduce((sum, line) => sum + line.paidCents, 0),
    patientResponsibilityCents: 0,
    filingCode: 'MC',
    payerClaimNumber: options.payerClaimNumber ?? `P-${claim.claimNumber}`,
    patient: { lastName: 'ALVAREZ', firstName: 'SOFIA', memberId: 'FL1' },
    adjustments: [],
    lines,
  };
}

describe.each(TEST_DATABASES)('claims through the clearinghouse and remittances on %s', (kind) => {
  const suite = setUpIntegrationSuite(kind, { buildApp: readyAppWithJobs });
  const { database, get, post, call } = suite;
  let people: BillingPeople;
  let catalogue: BillingCatalogue;
  const newClaim = async (patientId: string) => {
    const body = {
      patientId,
      serviceDate: '2026-11-19',
      services: [
        {
          serviceId: catalogue.services.find((service) => service.code === 'T1025')!.id,
          quantity: 1,
          diagnosisCodes: ['G80.0'],
        },
        {
          serviceId: catalogue.services.find((service) => service.code === '97110')!.id,
          quantity: 2,
          modifiers: ['GP'],
          diagnosisCodes: ['G80.0'],
        },
      ],
    };
    return (await post(people.admin, '/api/billing/claims', body)).json<ClaimDetail>();
  };
  const submitted = async (patientId: string) => {
    const claim = await newClaim(patientId);
    expect((await post(people.admin, `/api/billing/claims/${claim.id}/submit`)).statusCode).toBe(200);
    return claim;
  };
  const detail = async (claimId: string) =>
    (await get(people.admin, `/api/billing/claims/${claimId}`)).json<ClaimDetail>();
  const waitForStatus = async (claimId: string, status: string) => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const claim = await detail(claimId);
      if (claim.status === status) return claim;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`claim ${claimId} never became ${status}`);
  };
  const postFile = (content: string) => post(people.admin, '/api/billing/remittances', { content });

  beforeAll(async () => {
    people = await createBillingPeople(database.db);
    catalogue = (await get(people.admin, '/api/billing/catalogue')).json<BillingCatalogue>();
    expect((await call(people.admin, 'PUT', '/api/billing/settings', BILLING_SETTINGS)).statusCode).toBe(200);
  });

  it('sends a submitted claim to the sandbox, records its 999, and marks the claim accepted', async () => {
    const claim = await submitted(people.children.sofia);
    const accepted = await waitForStatus(claim.id, 'accepted');
    expect(
      accepted.transactions.map((transaction) => [
        transaction.transactionType,
        transaction.direction,
        transaction.status,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['837P', 'outbound', 'sent'],
        ['999', 'inbound', 'processed'],
      ]),
    );
  });

  it('fetches the sandbox’s 835 for accepted claims and posts it: paid less the contractual adjustment, once', async () => {
    const claim = await submitted(people.children.sofia);
    await waitForStatus(claim.id, 'accepted');
    await database.db.transaction().execute((trx) => enqueueJob(trx, fetchRemittancesJob, {}));
    const paid = await waitForStatus(claim.id, 'paid');
    expect(paid.paidCents).toBe(39500 - 3950);
    expect(paid.payments).toHaveLength(1);
    expect(
      paid.payments[0]!.adjustments.map((adjustment) => `${adjustment.groupCode}-${adjustment.reasonCode}`),
    ).toEqual(['CO-45', 'CO-45']);
    await database.db.transaction().execute((trx) => enqueueJob(trx, fetchRemittancesJob, {}));
    const remittances = await database.db.selectFrom('remittances').select('source').execute();
    expect(remittances.filter((row) => row.source === 'clearinghouse').length).toBeGreaterThanOrEqual(1);
    expect((await detail(claim.id)).payments).toHaveLength(1);
  });

  it('posts an 835 file: lines matched by REF*6R, adjustments kept, the claim paid; the same file again changes nothing', async () => {
    const claim = await submitted(people.children.mateo);
    const content = remittanceFor('CHK-1001', [paidClaim(claim)]);
    const posted = await postFile(content);
    expect(posted.statusCode).toBe(200);
    expect(posted.json<RemittanceSummaryAnswer>()).toMatchObject({
      isAlreadyPosted: false,
      claimCount: 1,
      paidCents: 39500 - 3950,
    });
    const paid = await detail(claim.id);
    expect(paid).toMatchObject({
      status: 'paid',
      paidCents: 35550,
      payerClaimNumber: `P-${claim.claimNumber}`,
    });
    expect(paid.payments[0]!.adjustments).toEqual([
      { groupCode: 'CO', reasonCode: '45', amountCents: 3250, serviceCode: 'T1025' },
      { groupCode: 'CO', reasonCode: '45', amountCents: 700, serviceCode: '97110' },
    ]);
    const again = await postFile(content);
    expect(again.json<RemittanceSummaryAnswer>().isAlreadyPosted).toBe(true);
    const sameCheck = await postFile(
      remittanceFor('CHK-1001', [paidClaim(claim)], 0).replace('SUNRISE PPEC CENTER', 'SUNRISE PPEC'),
    );
    expect(sameCheck.json<RemittanceSummaryAnswer>().isAlreadyPosted).toBe(true);
    expect((await detail(claim.id)).paidCents).toBe(35550);
  });

  it('corrects a paid claim with a frequency-7 claim carrying the payer’s claim number, and refuses one not yet answered', async () => {
    const claim = await submitted(people.children.mateo);
    await postFile(remittanceFor('CHK-4001', [paidClaim(claim, { payerClaimNumber: 'PCN-77' })]));
    const replacement = await post(people.admin, `/api/billing/claims/${claim.id}/replacements`, {
      frequencyCode: '7',
    });
    expect(replacement.statusCode).toBe(201);
    const draft = replacement.json<ClaimDetail>();
    expect(draft).toMatchObject({
      status: 'draft',
      frequencyCode: '7',
      payerClaimNumber: 'PCN-77',
      totalCents: claim.totalCents,
    });
    expect(draft.claimNumber).not.toBe(claim.claimNumber);
    expect((await post(people.admin, `/api/billing/claims/${draft.id}/submit`)).statusCode).toBe(200);
    const file = (await get(people.admin, `/api/billing/claims/${draft.id}/837p`)).body;
    expect(file).toContain(`CLM*${draft.claimNumber}*395***99:B:7`);
    expect(file).toContain('REF*F8*PCN-77');
    const notAnswered = await post(people.admin, `/api/billing/claims/${draft.id}/replacements`, {
      frequencyCode: '8',
    });
    expect(notAnswered.statusCode).toBe(409);
    expect(notAnswered.json().error.message).toBe(MESSAGES.claimNotAdjudicated);
    expect(
      (await post(people.nurse, `/api/billing/claims/${claim.id}/replacements`, { frequencyCode: '8' }))
        .statusCode,
    ).toBe(403);
  });

  it('pairs a reversal with the payment it takes back and keeps provider-level adjustments in their ledger', async () => {
    const claim = await submitted(people.children.sofia);
    await postFile(remittanceFor('CHK-2001', [paidClaim(claim, { payerClaimNumber: 'PCN-9' })]));
    const reversal = await postFile(
      remittanceFor(
        'CHK-2002',
        [paidClaim(claim, { statusCode: '22', payerClaimNumber: 'PCN-9', sign: -1 })],
        500,
      ),
    );
    expect(reversal.statusCode).toBe(200);
    expect(reversal.json<RemittanceSummaryAnswer>()).toMatchObject({
      reversalCount: 1,
      providerAdjustmentCents: 500,
    });
    const reversed = await detail(claim.id);
    expect(reversed).toMatchObject({ status: 'accepted', paidCents: 0 });
    expect(reversed.payments.map((payment) => payment.isReversal)).toEqual([false, true]);
    const link = await database.db
      .selectFrom('claim_payments')
      .select(['id', 'reverses_payment_id'])
      .where('claim_id', '=', claim.id)
      .execute();
    expect(link.find((row) => row.reverses_payment_id)!.reverses_payment_id).toBe(
      link.find((row) => !row.reverses_payment_id)!.id,
    );
    const ledger = await database.db
      .selectFrom('provider_adjustments')
      .select(['reason_code', 'amount_cents'])
      .execute();
    expect(ledger).toEqual([{ reason_code: 'WO', amount_cents: 500 }]);
  });

  it('refuses an 835 that does not balance, names unknown claims, or is not X12, posting nothing', async () => {
    const claim = await submitted(people.children.mateo);
    const before = await suite.countRows('claim_payments');
    const unbalanced = remittanceFor('CHK-3001', [paidClaim(claim)]).replace(/^BPR\*I\*(\d+)/m, 'BPR*I*1');
    const refusals: [string, string][] = [
      [unbalanced, MESSAGES.remittanceUnbalanced],
      [
        remittanceFor('CHK-3002', [{ ...paidClaim(claim), claimNumber: 'PPEC-1999-999' }]),
        `${MESSAGES.remittanceUnknownClaims}: PPEC-1999-999`,
      ],
      ['ISA*00*garbage', 'Segment ISA (position 1): the ISA segment is shorter than 106 characters'],
      ['\u0000', MESSAGES.unstorableText],
    ];
    for (const [content, message] of refusals) {
      const refused = await postFile(content);
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json().error.message).toBe(message);
    }
    expect(await suite.countRows('claim_payments')).toBe(before);
    expect((await detail(claim.id)).payments).toEqual([]);
    expect((await post(people.nurse, '/api/billing/remittances', { content: unbalanced })).statusCode).toBe(
      403,
    );
  });

  it('imports the public 835 fixtures against claims of those numbers', async () => {
    for (const [file, numbers] of [['835-managed-care.edi', ['5554555444', '8765432112']]] as const) {
      for (const claimNumber of numbers)
        await database.db
          .insertInto('billing_claims')
          .values({
            facility_id: people.home,
            patient_id: people.children.sofia,
            claim_number: claimNumber,
            service_date: '2002-03-01',
            status: 'submitted',
            total_cents: claimNumber === '5554555444' ? 80000 : 120000,
            payer_claim_number: null,
            submission_date: new Date(),
            created_by: people.admin.id,
            created_at: new Date(),
          })
          .execute();
      const posted = await postFile(readFileSync(path.join(FIXTURES, file), 'latin1'));
      expect(posted.statusCode).toBe(200);
      expect(posted.json<RemittanceSummaryAnswer>()).toMatchObject({
        claimCount: numbers.length,
        paidCents: 94500,
      });
      const secondCheck = readFileSync(path.join(FIXTURES, file), 'latin1').replace(
        /^TRN\*1\*([^*]+)/m,
        'TRN*1*$1X',
      );
      const again = await postFile(secondCheck);
      expect(again.statusCode).toBe(400);
      expect(again.json().error.message).toMatch(
        new RegExp(`^${MESSAGES.remittanceOverpaysClaim}: ${numbers[0]} `),
      );
    }
  });

  it('refuses a second payment past the charge and a negative payment outside a reversal, naming the claim and line; PLB stays in its ledger', async () => {
    const claim = await submitted(people.children.mateo);
    const first = await postFile(remittanceFor('CHK-6001', [paidClaim(claim)], 1200));
    expect(first.statusCode).toBe(200);
    expect((await detail(claim.id)).paidCents).toBe(35550);
    const before = await suite.countRows('claim_payments');
    const twice = await postFile(remittanceFor('CHK-6002', [paidClaim(claim)]));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toMatchObject({
      message: `${MESSAGES.remittanceOverpaysClaim}: ${claim.claimNumber} ${claim.services[0]!.controlNumber}`,
      fields: { [`claims.${claim.claimNumber}`]: MESSAGES.remittanceOverpaysClaim },
    });
    const twiceInOneFile = await postFile(remittanceFor('CHK-6003', [paidClaim(claim), paidClaim(claim)]));
    expect(twiceInOneFile.statusCode).toBe(400);
    const other = await submitted(people.children.sofia);
    const negative = await postFile(remittanceFor('CHK-6004', [paidClaim(other, { sign: -1 })]));
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.message).toBe(
      `${MESSAGES.remittanceNegativePayment}: ${other.claimNumber} ${other.services[0]!.controlNumber}`,
    );
    expect(await suite.countRows('claim_payments')).toBe(before);
    expect(await detail(claim.id)).toMatchObject({ status: 'paid', paidCents: 35550 });
    expect((await detail(other.id)).paidCents).toBe(0);
    const ledger = await database.db
      .selectFrom('provider_adjustments')
      .select('amount_cents')
      .where('reference', '=', 'OVERPAY')
      .where('amount_cents', '=', 1200)
      .execute();
    expect(ledger).toHaveLength(1);
  });
});
