import type { Kysely } from 'kysely';
import { buildRemittanceSegments, serialize, SAMPLE_NPI } from '@carenest/x12';
import type { Database } from '../../src/db/schema.ts';
import { createFacility, createPatient, createUser, type TestUser } from './factories.ts';

/** The facility's billing settings as an administrator enters them. */
export const BILLING_SETTINGS = {
  providerName: 'Sunrise PPEC Center',
  npi: SAMPLE_NPI,
  taxId: '59-1234567',
  taxonomy: '261QP2300X',
  addressLine1: '100 Care Way',
  city: 'Miami',
  state: 'FL',
  postalCode: '33101',
  placeOfService: '99',
  submitterId: 'SUNRISE01',
  submitterContactName: 'Billing Office',
  submitterPhone: '(305) 555-0100',
  receiverId: 'CNSANDBOX',
  receiverName: 'CareNest Sandbox Clearinghouse',
};

/** Two facilities: home with its administrator, a nurse and three children (Medicaid self, parent's plan, none). */
export interface BillingPeople {
  home: string;
  admin: TestUser;
  nurse: TestUser;
  otherAdmin: TestUser;
  children: { sofia: string; mateo: string; uninsured: string; elsewhere: string };
}

/**
 * Creates the billing story's people and children. Sofia is her own Medicaid subscriber, Mateo is on his
 * mother's commercial plan, the third child has no insurance; the payers of both plans are set up and both
 * insured children have billing details. Billing settings are left for the tests to enter.
 */
export async function createBillingPeople(db: Kysely<Database>): Promise<BillingPeople> {
  const home = await createFacility(db);
  const elsewhereFacility = await createFacility(db);
  const insurance = (insuranceName: string, subscriberName: string, relationshipToPatient: string) => ({
    insuranceName,
    policyNumber: `M${Math.floor(Math.random() * 1e9)}`,
    groupNumber: null,
    subscriberName,
    subscriberDOB: relationshipToPatient === 'self' ? null : '1990-02-01',
    relationshipToPatient,
    isActive: true,
    effectiveDate: '2026-01-01',
    benefits: null,
  });
  const sofia = await createPatient(db, home, {
    firstName: 'Sofia',
    lastName: 'Alvarez',
    insurance: insurance('Florida Medicaid', 'Sofia Alvarez', 'self'),
  });
  const mateo = await createPatient(db, home, {
    firstName: 'Mateo',
    lastName: 'Reyes',
    insurance: insurance('Sunshine Health Plus', 'Maria Reyes', 'mother'),
  });
  const uninsured = await createPatient(db, home, { firstName: 'Noah' });
  const elsewhere = await createPatient(db, elsewhereFacility, {
    firstName: 'Omar',
    insurance: insurance('Florida Medicaid', 'Omar Haddad', 'self'),
  });
  await db
    .insertInto('billing_payers')
    .values([
      { facility_id: home, insurance_name: 'Florida Medicaid', payer_id: '77027', claim_filing_code: 'MC' },
      {
        facility_id: home,
        insurance_name: 'Sunshine Health Plus',
        payer_id: '68069',
        claim_filing_code: 'CI',
      },
    ])
    .execute();
  await db
    .insertInto('patient_billing_details')
    .values(
      [sofia, mateo].map((patientId) => ({
        patient_id: patientId,
        sex: 'F' as const,
        address_line1: '12 Palm St',
        city: 'Miami',
        state: 'FL',
        postal_code: '33101',
        updated_at: new Date(),
      })),
    )
    .execute();
  return {
    home,
    admin: await createUser(db, 'administrator', home),
    nurse: await createUser(db, 'nurse', home),
    otherAdmin: await createUser(db, 'administrator', elsewhereFacility),
    children: { sofia, mateo, uninsured, elsewhere },
  };
}

/** An 835 that pays nothing for no claim (a payer's zero-dollar notice): valid, balanced, postable. */
export function emptyRemittance(traceNumber = 'NOTICE-1'): string {
  return serialize(
    buildRemittanceSegments(
      {
        senderQualifier: 'ZZ',
        senderId: 'PAYER',
        receiverQualifier: 'ZZ',
        receiverId: 'SUNRISE01',
        applicationSenderCode: 'PAYER',
        applicationReceiverCode: 'SUNRISE01',
        interchangeControlNumber: 9,
        groupControlNumber: 9,
        transactionControlNumber: 9,
        usage: 'T',
        createdAt: new Date('2026-11-23T12:00:00Z'),
      },
      {
        payer: { name: 'FLORIDA MEDICAID', id: '77027' },
        payee: { name: 'SUNRISE PPEC CENTER', npi: SAMPLE_NPI },
        payment: {
          handlingCode: 'H',
          amountCents: 0,
          method: 'NON',
          date: '2026-11-23',
          traceNumber,
          originatorId: '1770270000',
        },
        claims: [],
        providerAdjustments: [],
      },
    ),
  );
}
