import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serialize } from '../serialize.ts';
import { formatAmount, parseAmount } from '../text.ts';
import { SAMPLE_NPI } from '../testing/sample-claim.ts';
import { buildProfessionalClaimSegments } from './build.ts';
import { parseProfessionalClaimFile } from './parse.ts';
import type { ProfessionalClaim, ProfessionalClaimFile, X12Address, X12Person } from './types.ts';
import { validateProfessionalClaimFile } from './validate.ts';

/** Text as the builder writes it: uppercase words with single spaces. */
const words = (max: number) =>
  fc
    .array(fc.stringMatching(/^[A-Z][A-Z0-9]{0,7}$/), { minLength: 1, maxLength: 3 })
    .map((parts) => parts.join(' ').slice(0, max).trim())
    .filter((value) => value.length > 0);
const isoDate = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const address: fc.Arbitrary<X12Address> = fc.record({
  line1: words(55),
  city: words(30),
  state: fc.stringMatching(/^[A-Z]{2}$/),
  postalCode: fc.oneof(fc.stringMatching(/^\d{5}$/), fc.stringMatching(/^\d{9}$/)),
});
const person: fc.Arbitrary<X12Person> = fc.record({
  lastName: words(60),
  firstName: words(35),
  birthDate: isoDate,
  sex: fc.constantFrom('F', 'M', 'U'),
  address,
});
const icd10 = fc.stringMatching(/^[A-TV-Z][0-9][0-9AB][0-9A-TV-Z]{0,4}$/);

const claim: fc.Arbitrary<ProfessionalClaim> = fc
  .record({
    claimNumber: fc.stringMatching(/^PPEC-20\d\d-\d{3}$/),
    placeOfService: fc.constantFrom('11', '12', '99'),
    diagnosisCodes: fc.uniqueArray(icd10, { minLength: 1, maxLength: 12 }),
    claimFilingCode: fc.constantFrom('MC', 'CI', 'MB'),
    memberId: fc.stringMatching(/^[A-Z0-9]{5,15}$/),
    subscriber: person,
    patient: fc.option(
      person.map((value) => ({ ...value, relationshipCode: '19' })),
      { nil: undefined },
    ),
    payer: fc.record({ name: words(60), id: fc.stringMatching(/^[A-Z0-9]{5}$/) }),
    lineCount: fc.integer({ min: 1, max: 8 }),
    seed: fc.array(
      fc.record({
        procedureCode: fc.stringMatching(/^[A-Z0-9]{5}$/),
        modifiers: fc.array(fc.stringMatching(/^[A-Z0-9]{2}$/), { maxLength: 4 }),
        chargeCents: fc.integer({ min: 1, max: 10_000_00 }),
        units: fc.integer({ min: 1, max: 10 }),
        pointer: fc.nat(),
        serviceDate: isoDate,
      }),
      { minLength: 8, maxLength: 8 },
    ),
  })
  .map(({ lineCount, seed, patient, ...rest }) => ({
    ...rest,
    ...(patient ? { patient } : {}),
    frequencyCode: '1' as const,
    lines: seed.slice(0, lineCount).map(({ pointer, ...line }, index) => ({
      ...line,
      controlNumber: `${rest.claimNumber}-${index + 1}`,
      diagnosisPointers: [(pointer % rest.diagnosisCodes.length) + 1],
    })),
  }));

const claimFile: fc.Arbitrary<ProfessionalClaimFile> = fc.record({
  interchange: fc.record({
    senderId: fc.stringMatching(/^[A-Z0-9]{2,15}$/),
    receiverId: fc.stringMatching(/^[A-Z0-9]{2,15}$/),
    interchangeControlNumber: fc.integer({ min: 1, max: 999_999_999 }),
    groupControlNumber: fc.integer({ min: 1, max: 999_999_999 }),
    transactionControlNumber: fc.integer({ min: 1, max: 999_999_999 }),
    usage: fc.constantFrom('T', 'P'),
    createdAt: fc
      .integer({ min: Date.UTC(2020, 0, 1) / 60_000, max: Date.UTC(2035, 0, 1) / 60_000 })
      .map((minutes) => new Date(minutes * 60_000)),
  }),
  submitter: fc.record({
    name: words(60),
    id: fc.stringMatching(/^[A-Z0-9]{2,15}$/),
    contactName: words(60),
    phone: fc.stringMatching(/^\d{10}$/),
  }),
  receiver: fc.record({ name: words(60), id: fc.stringMatching(/^[A-Z0-9]{2,15}$/) }),
  billingProvider: fc.record({
    name: words(60),
    npi: fc.constant(SAMPLE_NPI),
    taxId: fc.stringMatching(/^\d{9}$/),
    taxonomy: fc.stringMatching(/^[0-9A-Z]{9}X$/),
    address,
  }),
  claims: fc.array(claim, { minLength: 1, maxLength: 4 }).map((claims) =>
    claims.map((value, index) => ({
      ...value,
      claimNumber: `${value.claimNumber}-${index}`,
      lines: value.lines.map((line, lineIndex) => ({ ...line, controlNumber: `C${index}L${lineIndex}` })),
    })),
  ),
});

describe('837P round trip', () => {
  it('builds a valid file from any claim and reads back exactly what it was given', () => {
    fc.assert(
      fc.property(claimFile, (file) => {
        const text = serialize(buildProfessionalClaimSegments(file), {
          lineBreaks: file.interchange.usage === 'P',
        });
        expect(validateProfessionalClaimFile(text)).toEqual([]);
        expect(parseProfessionalClaimFile(text).file).toEqual(file);
      }),
      { numRuns: 150 },
    );
  });

  it('writes and reads any amount of cents unchanged', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        (cents) => parseAmount(formatAmount(cents)) === cents,
      ),
    );
  });
});
