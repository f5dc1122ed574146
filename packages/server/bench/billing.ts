// The billing benchmark: an 835 of 5,000 claims posted in one transaction (target under 3 s), and
// 1,000 claims built and validated as 837P from the database (target under 1 s).
//   npm run bench:billing                                   (PGlite)
//   BENCH_DATABASE_URL=postgres://… npm run bench:billing   (also PostgreSQL)
import { performance } from 'node:perf_hooks';
import {
  buildRemittanceSegments,
  serialize,
  SAMPLE_NPI,
  validateProfessionalClaimFile,
  type RemittanceClaim,
} from '@carenest/x12';
import { claimFilesFor, claimFileText } from '../src/billing/claim-file.ts';
import { postRemittance } from '../src/billing/post-remittance.ts';
import { openScratchDatabase, type ScratchDatabase } from './scratch-database.ts';

const CLAIMS = 5000;
const FILES = 1000;

/** A facility with billing settings, a payer, one insured child with billing details, and `CLAIMS` submitted claims of two lines. */
async function seed(
  scratch: ScratchDatabase,
): Promise<{ facilityId: string; claims: { id: string; number: string }[] }> {
  const { db } = scratch;
  const { id: facilityId } = await db
    .insertInto('facilities')
    .values({ name: 'Bench PPEC', timezone: 'America/New_York' } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: userId } = await db
    .insertInto('users')
    .values({
      email: 'bench-admin@example.com',
      first_name: 'Bench',
      last_name: 'Admin',
      role: 'administrator',
      facility_id: facilityId,
      password_hash: 'x',
      status: 'active',
      is_active: true,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: patientId } = await db
    .insertInto('patients')
    .values({
      facility_id: facilityId,
      first_name: 'Sofia',
      last_name: 'Alvarez',
      date_of_birth: '2019-04-12',
      medical_record_number: 'MRN-B1',
      primary_diagnosis: 'G80.0',
      care_complexity: 'high',
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('patient_insurance')
    .values({
      patient_id: patientId,
      insurance_name: 'Florida Medicaid',
      policy_number: 'FL1',
      group_number: null,
      subscriber_name: 'Sofia Alvarez',
      subscriber_dob: null,
      relationship_to_patient: 'self',
      is_active: true,
      effective_date: null,
      benefits: null,
    } as never)
    .execute();
  await db
    .insertInto('patient_billing_details')
    .values({
      patient_id: patientId,
      sex: 'F',
      address_line1: '1 Palm Ave',
      city: 'Miami',
      state: 'FL',
      postal_code: '33145',
      updated_at: new Date(),
    })
    .execute();
  await db
    .insertInto('billing_payers')
    .values({
      facility_id: facilityId,
      insurance_name: 'Florida Medicaid',
      payer_id: '77027',
      claim_filing_code: 'MC',
    })
    .execute();
  await db
    .insertInto('billing_settings')
    .values({
      facility_id: facilityId,
      provider_name: 'Bench PPEC',
      npi: SAMPLE_NPI,
      tax_id: '591234567',
      taxonomy: '261QP2300X',
      address_line1: '1 Care Way',
      city: 'Miami',
      state: 'FL',
      postal_code: '33101',
      place_of_service: '99',
      submitter_id: 'BENCH01',
      submitter_contact_name: 'Billing',
      submitter_phone: '3055550100',
      receiver_id: 'CNSANDBOX',
      receiver_name: 'Sandbox',
      updated_by: userId,
      updated_at: new Date(),
    })
    .execute();
  const claims: { id: string; number: string }[] = [];
  for (let start = 0; start < CLAIMS; start += 500) {
    const rows = await db
      .insertInto('billing_claims')
      .values(
        Array.from({ length: Math.min(500, CLAIMS - start) }, (_, index) => ({
          facility_id: facilityId,
          patient_id: patientId,
          claim_number: `PPEC-2026-${start + index + 1}`,
          service_date: '2026-11-19',
          status: 'submitted',
          total_cents: 46000,
          payer_claim_number: null,
          submission_date: new Date(),
          created_by: userId,
          created_at: new Date(),
        })),
      )
      .returning(['id', 'claim_number'])
      .execute();
    claims.push(...rows.map((row) => ({ id: row.id, number: row.claim_number })));
    await db
      .insertInto('claim_services')
      .values(
        rows.flatMap((row) => [
          {
            claim_id: row.id,
            position: 1,
            code: 'T1025',
            description: 'PPEC per diem',
            quantity: 1,
            unit_price_cents: 32500,
            total_cents: 32500,
            modifiers: [],
            diagnosis_codes: ['G80.0'],
            control_number: `${row.claim_number}-1`,
          },
          {
            claim_id: row.id,
            position: 2,
            code: '97110',
            description: 'therapeutic exercises',
            quantity: 4,
            unit_price_cents: 3375,
            total_cents: 13500,
            modifiers: ['GP'],
            diagnosis_codes: ['G80.0'],
            control_number: `${row.claim_number}-2`,
          },
        ]),
      )
      .execute();
  }
  return { facilityId, claims };
}

/** The payer's 835 for every claim: each line paid less a 10% contractual adjustment. */
function remittanceFor(claims: { number: string }[]): string {
  const paid: RemittanceClaim[] = claims.map((claim) => ({
    claimNumber: claim.number,
    statusCode: '1',
    chargeCents: 46000,
    paidCents: 41400,
    patientResponsibilityCents: 0,
    filingCode: 'MC',
    payerClaimNumber: `P${claim.number}`,
    patient: { lastName: 'ALVAREZ', firstName: 'SOFIA', memberId: 'FL1' },
    adjustments: [],
    lines: [
      {
        procedureCode: 'T1025',
        modifiers: [],
        chargeCents: 32500,
        paidCents: 29250,
        units: 1,
        controlNumber: `${claim.number}-1`,
        adjustments: [{ group: 'CO', reason: '45', amountCents: 3250 }],
      },
      {
        procedureCode: '97110',
        modifiers: ['GP'],
        chargeCents: 13500,
        paidCents: 12150,
        units: 4,
        controlNumber: `${claim.number}-2`,
        adjustments: [{ group: 'CO', reason: '45', amountCents: 1350 }],
      },
    ],
  }));
  return serialize(
    buildRemittanceSegments(
      {
        senderQualifier: 'ZZ',
        senderId: 'PAYER',
        receiverQualifier: 'ZZ',
        receiverId: 'BENCH01',
        applicationSenderCode: 'PAYER',
        applicationReceiverCode: 'BENCH01',
        interchangeControlNumber: 1,
        groupControlNumber: 1,
        transactionControlNumber: 1,
        usage: 'T',
        createdAt: new Date(),
      },
      {
        payer: { name: 'FLORIDA MEDICAID', id: '77027' },
        payee: { name: 'BENCH PPEC', npi: SAMPLE_NPI },
        payment: {
          handlingCode: 'I',
          amountCents: paid.reduce((sum, claim) => sum + claim.paidCents, 0),
          method: 'ACH',
          date: '2026-11-23',
          traceNumber: 'EFT-BENCH',
          originatorId: '1770270000',
        },
        claims: paid,
        providerAdjustments: [],
      },
    ),
  );
}

/** Runs both measurements on one database kind and prints them. */
async function measure(serverUrl: string | undefined): Promise<void> {
  const scratch = await openScratchDatabase(serverUrl);
  try {
    const { facilityId, claims } = await seed(scratch);
    const sample = claims.slice(0, FILES);
    let invalid = 0;
    const buildStarted = performance.now();
    await scratch.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('billing_claims')
        .select([
          'id',
          'facility_id',
          'patient_id',
          'claim_number',
          'service_date',
          'frequency_code',
          'payer_claim_number',
        ])
        .where(
          'id',
          'in',
          sample.map((claim) => claim.id),
        )
        .execute();
      const files = await claimFilesFor(trx, rows, {
        controlNumbers: rows.map((_, index) => index + 1),
        usage: 'T',
        now: new Date(),
      });
      for (const file of files)
        if (validateProfessionalClaimFile(claimFileText(file)).length > 0) invalid += 1;
    });
    const buildMs = performance.now() - buildStarted;
    const content = remittanceFor(claims);
    const postStarted = performance.now();
    const summary = await scratch.db.transaction().execute((trx) =>
      postRemittance(trx, {
        facilityId,
        content,
        source: 'file',
        audit: {
          userId: null,
          userRole: 'system-scheduler',
          sessionId: null,
          ipAddress: null,
          userAgent: 'bench',
        },
        postedBy: null,
        now: new Date(),
      }),
    );
    const postMs = performance.now() - postStarted;
    console.log(
      `${scratch.kind}: ${FILES} claims read from the database, built and validated as 837P in ${buildMs.toFixed(0)} ms (${invalid} invalid; target < 1000 ms)`,
    );
    console.log(
      `${scratch.kind}: an 835 of ${summary.claimCount} claims (${(content.length / 1048576).toFixed(1)} MB) posted in ${postMs.toFixed(0)} ms (target < 3000 ms)`,
    );
  } finally {
    await scratch.drop();
  }
}

await measure(undefined);
if (process.env.BENCH_DATABASE_URL) await measure(process.env.BENCH_DATABASE_URL);
