import type { Transaction } from 'kysely';
import { addCalendarDays, createClaimSchema, todayInZone } from '@carenest/core';
import { buildRemittanceSegments, serialize, SAMPLE_NPI, type RemittanceClaim } from '@carenest/x12';
import {
  createClaim,
  facilityCatalogue,
  findVisibleClaim,
  postRemittance,
  submitClaim,
} from '../billing/index.ts';
import type { Database } from '../db/schema.ts';
import type { CommandScope } from '../shared/request-scope.ts';

/** The demo children's sex, which the chart does not hold and an 837P needs, by MRN. */
const DEMO_SEX: Readonly<Record<string, 'F' | 'M'>> = {
  'MRN-100234': 'M',
  'MRN-100235': 'F',
  'MRN-100241': 'M',
  'MRN-100256': 'F',
  'MRN-100263': 'M',
  'MRN-100270': 'F',
  'MRN-100288': 'M',
  'MRN-100297': 'F',
  'MRN-100305': 'M',
  'MRN-100312': 'F',
  'MRN-100328': 'M',
  'MRN-100336': 'F',
};

/** Streets of the demo children's homes (fictional house numbers in Miami). */
const DEMO_STREETS = [
  'Palm Ave',
  'Coral Way',
  'Bayshore Dr',
  'Flagler St',
  'Biscayne Blvd',
  'Ponce de Leon Blvd',
];

/** The children billed in the demo, with the therapy each gets beside the per diem. */
const DEMO_BILLED: readonly {
  medicalRecordNumber: string;
  therapy: { code: string; modifiers: ('GP' | 'GN' | 'GO')[] };
  diagnoses: string[];
}[] = [
  {
    medicalRecordNumber: 'MRN-100234',
    therapy: { code: '97110', modifiers: ['GP'] },
    diagnoses: ['G80.0', 'G40.909'],
  },
  { medicalRecordNumber: 'MRN-100235', therapy: { code: '92507', modifiers: ['GN'] }, diagnoses: ['F84.0'] },
  {
    medicalRecordNumber: 'MRN-100241',
    therapy: { code: '97530', modifiers: ['GO'] },
    diagnoses: ['Q05.2', 'G80.1'],
  },
  { medicalRecordNumber: 'MRN-100270', therapy: { code: '97112', modifiers: ['GP'] }, diagnoses: ['G93.1'] },
];

/** The administrator's command scope, so demo claims are made, numbered and audited like real ones. */
function administratorScope(
  trx: Transaction<Database>,
  administratorId: string,
  facilityId: string,
  now: Date,
): CommandScope {
  return {
    trx,
    actor: {
      userId: administratorId,
      role: 'administrator',
      facilityId,
      isPending: false,
      sessionId: 'demo-seed',
      hasValidHipaa: true,
      mustEnrolMfa: false,
    },
    audit: {
      userId: administratorId,
      userRole: 'administrator',
      sessionId: null,
      ipAddress: null,
      userAgent: 'demo seed',
    },
    now,
  };
}

/**
 * Billing for the first demo facility: its billing settings (a valid NPI, the sandbox clearinghouse), a payer
 * for every insurance its children hold, each child's sex and home address, and a week of claims for four
 * children (per diem T1025 and a therapy with its modifier): the first day paid (three) and denied (one) by a
 * posted 835, the next two days submitted as 837P files, the last two days drafts waiting for review; and
 * Mateo's prior authorization for six days of per diem, five of them used. Written through the billing commands, so numbers, totals, files and
 * audit rows are the real ones.
 */
export async function seedDemoBilling(
  trx: Transaction<Database>,
  options: { facilityId: string; timeZone: string; administratorId: string; now: Date },
): Promise<void> {
  const { facilityId, timeZone, administratorId, now } = options;
  await trx
    .insertInto('billing_settings')
    .values({
      facility_id: facilityId,
      provider_name: 'Sunshine Pediatric Extended Care',
      npi: SAMPLE_NPI,
      tax_id: '591234567',
      taxonomy: '261QP2300X',
      address_line1: '2400 Coral Way',
      city: 'Miami',
      state: 'FL',
      postal_code: '33145',
      place_of_service: '99',
      submitter_id: 'SUNSHINE01',
      submitter_contact_name: 'Billing Office',
      submitter_phone: '3055550100',
      receiver_id: 'CNSANDBOX',
      receiver_name: 'CareNest Sandbox Clearinghouse',
      updated_by: administratorId,
      updated_at: now,
    })
    .execute();
  const children = await trx
    .selectFrom('patients')
    .leftJoin('patient_insurance', 'patient_insurance.patient_id', 'patients.id')
    .select(['patients.id', 'patients.medical_record_number', 'patient_insurance.insurance_name'])
    .where('patients.facility_id', '=', facilityId)
    .orderBy('patients.medical_record_number')
    .execute();
  const insuranceNames = [
    ...new Set(children.flatMap((child) => (child.insurance_name ? [child.insurance_name] : []))),
  ];
  await trx
    .insertInto('billing_payers')
    .values(
      insuranceNames.map((name, index) => ({
        facility_id: facilityId,
        insurance_name: name,
        payer_id: String(77000 + index * 7),
        claim_filing_code: 'MC',
      })),
    )
    .execute();
  await trx
    .insertInto('patient_billing_details')
    .values(
      children.map((child, index) => ({
        patient_id: child.id,
        sex: DEMO_SEX[child.medical_record_number] ?? 'U',
        address_line1: `${120 + index * 17} ${DEMO_STREETS[index % DEMO_STREETS.length]}`,
        city: 'Miami',
        state: 'FL',
        postal_code: '33145',
        updated_at: now,
      })),
    )
    .execute();

  const catalogue = await facilityCatalogue(trx, facilityId);
  const serviceId = (code: string) => catalogue.find((service) => service.code === code)!.id;
  const today = todayInZone(now, timeZone);
  const weekdays: string[] = [];
  for (let back = 1; weekdays.length < 5; back += 1) {
    const day = addCalendarDays(today, -back);
    if (![0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) weekdays.unshift(day);
  }
  const firstDay: string[] = [];
  for (const [dayIndex, serviceDate] of weekdays.entries()) {
    const scope = administratorScope(trx, administratorId, facilityId, new Date(`${serviceDate}T23:00:00Z`));
    for (const billed of DEMO_BILLED) {
      const child = children.find(
        (candidate) => candidate.medical_record_number === billed.medicalRecordNumber,
      );
      if (!child?.insurance_name) continue;
      const patient = {
        id: child.id,
        facilityId,
        firstName: '',
        lastName: '',
        medicalRecordNumber: billed.medicalRecordNumber,
        isActive: true,
        timeZone,
      };
      const input = createClaimSchema.parse({
        patientId: child.id,
        serviceDate,
        services: [
          { serviceId: serviceId('T1025'), quantity: 1, diagnosisCodes: billed.diagnoses },
          {
            serviceId: serviceId(billed.therapy.code),
            quantity: 2,
            modifiers: billed.therapy.modifiers,
            diagnosisCodes: billed.diagnoses.slice(0, 1),
          },
        ],
      });
      const claimId = await createClaim({ ...scope, patient, input });
      if (dayIndex >= weekdays.length - 2) continue;
      const claim = await findVisibleClaim(trx, scope.actor, claimId);
      await submitClaim({ ...scope, now: new Date(scope.now.getTime() + 60_000), claim: claim!, usage: 'T' });
      if (dayIndex === 0) firstDay.push(claimId);
    }
  }
  await payFirstDay(trx, { facilityId, administratorId, claimIds: firstDay, paidOn: weekdays[2]! });
  const mateo = children.find((child) => child.medical_record_number === 'MRN-100234');
  if (mateo)
    await trx
      .insertInto('prior_authorizations')
      .values({
        facility_id: facilityId,
        patient_id: mateo.id,
        payer_name: 'Sunshine Health (Florida Medicaid)',
        authorization_number: 'PA-2026-4471',
        service_code: 'T1025',
        units_authorized: 6,
        start_date: weekdays[0]!,
        end_date: addCalendarDays(weekdays[0]!, 29),
        created_by: administratorId,
        created_at: now,
      })
      .execute();
}

/**
 * The first day's claims as a payer settled them: their 837P files taken by an earlier clearinghouse, and an
 * 835 posted from a file paying three less a 10% contractual adjustment (CO-45) and denying the last as not
 * medically necessary (CO-50). The other submitted days go to the sandbox clearinghouse when CareNest starts.
 */
async function payFirstDay(
  trx: Transaction<Database>,
  options: { facilityId: string; administratorId: string; claimIds: string[]; paidOn: string },
): Promise<void> {
  const { facilityId, administratorId, claimIds, paidOn } = options;
  if (claimIds.length === 0) return;
  await trx
    .updateTable('edi_transactions')
    .set({ status: 'sent' })
    .where('related_claim_id', 'in', claimIds)
    .execute();
  const claims = await trx
    .selectFrom('billing_claims')
    .innerJoin('patients', 'patients.id', 'billing_claims.patient_id')
    .select(['billing_claims.id', 'billing_claims.claim_number', 'patients.first_name', 'patients.last_name'])
    .where('billing_claims.id', 'in', claimIds)
    .orderBy('billing_claims.claim_number')
    .execute();
  const lines = await trx
    .selectFrom('claim_services')
    .selectAll()
    .where('claim_id', 'in', claimIds)
    .orderBy('position')
    .execute();
  const settled: RemittanceClaim[] = claims.map((claim, index) => {
    const isDenied = index === claims.length - 1;
    const claimLines = lines
      .filter((line) => line.claim_id === claim.id)
      .map((line) => {
        const adjustment = isDenied ? line.total_cents : Math.round(line.total_cents / 10);
        return {
          procedureCode: line.code,
          modifiers: line.modifiers,
          chargeCents: line.total_cents,
          paidCents: line.total_cents - adjustment,
          units: line.quantity,
          controlNumber: line.control_number,
          adjustments: [{ group: 'CO', reason: isDenied ? '50' : '45', amountCents: adjustment }],
        };
      });
    return {
      claimNumber: claim.claim_number,
      statusCode: isDenied ? '4' : '1',
      chargeCents: claimLines.reduce((sum, line) => sum + line.chargeCents, 0),
      paidCents: claimLines.reduce((sum, line) => sum + line.paidCents, 0),
      patientResponsibilityCents: 0,
      filingCode: 'MC',
      payerClaimNumber: `DEMO${claim.claim_number.replaceAll('-', '')}`,
      patient: { lastName: claim.last_name, firstName: claim.first_name, memberId: '' },
      adjustments: [],
      lines: claimLines,
    };
  });
  const content = serialize(
    buildRemittanceSegments(
      {
        senderQualifier: 'ZZ',
        senderId: 'FLMEDICAID',
        receiverQualifier: 'ZZ',
        receiverId: 'SUNSHINE01',
        applicationSenderCode: 'FLMEDICAID',
        applicationReceiverCode: 'SUNSHINE01',
        interchangeControlNumber: 1,
        groupControlNumber: 1,
        transactionControlNumber: 1,
        usage: 'T',
        createdAt: new Date(`${paidOn}T15:00:00Z`),
      },
      {
        payer: { name: 'Florida Medicaid', id: '77000' },
        payee: { name: 'Sunshine Pediatric Extended Care', npi: SAMPLE_NPI },
        payment: {
          handlingCode: 'I',
          amountCents: settled.reduce((sum, claim) => sum + claim.paidCents, 0),
          method: 'ACH',
          date: paidOn,
          traceNumber: `EFT-DEMO-${paidOn.replaceAll('-', '')}`,
          originatorId: '1770000000',
        },
        claims: settled,
        providerAdjustments: [],
      },
    ),
    { lineBreaks: true },
  );
  await postRemittance(trx, {
    facilityId,
    content,
    source: 'file',
    audit: {
      userId: administratorId,
      userRole: 'administrator',
      sessionId: null,
      ipAddress: null,
      userAgent: 'demo seed',
    },
    postedBy: administratorId,
    now: new Date(`${paidOn}T15:30:00Z`),
  });
}
