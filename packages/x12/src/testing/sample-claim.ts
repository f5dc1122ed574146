import { npiCheckDigit } from '../npi.ts';
import type { ProfessionalClaimFile } from '../837p/types.ts';

/** A valid NPI for tests (the check digit computed, not guessed). */
export const SAMPLE_NPI = `123456789${npiCheckDigit('123456789')}`;

/**
 * An 837P a PPEC center would send: a Medicaid child who is her own subscriber, per diem care (T1025) and two
 * therapies with their modifiers, three diagnoses. Used by the tests of this package and of the server.
 */
export function sampleClaimFile(overrides: Partial<ProfessionalClaimFile> = {}): ProfessionalClaimFile {
  return {
    interchange: {
      senderId: 'CARENEST01',
      receiverId: 'SANDBOXCH',
      interchangeControlNumber: 1001,
      groupControlNumber: 1001,
      transactionControlNumber: 1001,
      usage: 'T',
      createdAt: new Date('2026-11-20T15:30:00Z'),
    },
    submitter: {
      name: 'Sunrise PPEC Center',
      id: 'CARENEST01',
      contactName: 'Billing Office',
      phone: '305-555-0100',
    },
    receiver: { name: 'CareNest Sandbox Clearinghouse', id: 'SANDBOXCH' },
    billingProvider: {
      name: 'Sunrise PPEC Center',
      npi: SAMPLE_NPI,
      taxId: '59-1234567',
      taxonomy: '261QP2300X',
      address: { line1: '100 Care Way', city: 'Miami', state: 'FL', postalCode: '33101' },
    },
    claims: [
      {
        claimNumber: 'PPEC-2026-001',
        placeOfService: '99',
        frequencyCode: '1',
        diagnosisCodes: ['G80.0', 'F84.0', 'Q90.9'],
        claimFilingCode: 'MC',
        memberId: 'FL1234567',
        subscriber: {
          lastName: 'Alvarez',
          firstName: 'Sofía',
          birthDate: '2019-04-12',
          sex: 'F',
          address: {
            line1: '12 Palm St',
            line2: 'Apt 4',
            city: 'Miami',
            state: 'FL',
            postalCode: '331010000',
          },
        },
        payer: { name: 'Florida Medicaid', id: '77027' },
        lines: [
          {
            controlNumber: 'L1A',
            procedureCode: 'T1025',
            modifiers: [],
            chargeCents: 32500,
            units: 1,
            diagnosisPointers: [1, 2],
            serviceDate: '2026-11-19',
          },
          {
            controlNumber: 'L1B',
            procedureCode: '97110',
            modifiers: ['GP'],
            chargeCents: 7000,
            units: 2,
            diagnosisPointers: [1],
            serviceDate: '2026-11-19',
          },
          {
            controlNumber: 'L1C',
            procedureCode: '92507',
            modifiers: ['GN'],
            chargeCents: 6500,
            units: 1,
            diagnosisPointers: [2, 3],
            serviceDate: '2026-11-19',
          },
        ],
      },
    ],
    ...overrides,
  };
}
