import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serialize } from '../serialize.ts';
import { SAMPLE_NPI } from '../testing/sample-claim.ts';
import { checkRemittanceBalance } from './balance.ts';
import { buildRemittanceSegments } from './build.ts';
import { parseRemittance } from './parse.ts';
import type { Remittance, RemittanceClaim } from './types.ts';

const fixture = (name: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../../fixtures', name), 'latin1');
const HEADER = {
  senderQualifier: 'ZZ',
  senderId: 'SANDBOXCH',
  receiverQualifier: 'ZZ',
  receiverId: 'CARENEST01',
  applicationSenderCode: 'SANDBOXCH',
  applicationReceiverCode: 'CARENEST01',
  interchangeControlNumber: 7001,
  groupControlNumber: 7001,
  transactionControlNumber: 7001,
  usage: 'T' as const,
  createdAt: new Date('2026-11-23T12:00:00Z'),
};

describe('the public 835 fixtures', () => {
  it('reads the managed-care remittance: two claims, claim and line CAS, balanced', () => {
    const remittance = parseRemittance(fixture('835-managed-care.edi'));
    expect(remittance.payment).toMatchObject({
      amountCents: 94500,
      method: 'ACH',
      traceNumber: '7170066655',
    });
    expect(remittance.payer.name).toBe('RUSHMORE LIFE');
    expect(remittance.payee).toEqual({ name: 'ACME MEDICAL CENTER', npi: '5544667733' });
    expect(remittance.claims.map((claim) => [claim.claimNumber, claim.chargeCents, claim.paidCents])).toEqual(
      [
        ['5554555444', 80000, 45000],
        ['8765432112', 120000, 49500],
      ],
    );
    expect(remittance.claims[0]!.adjustments).toEqual([{ group: 'CO', reason: 'A2', amountCents: 5000 }]);
    expect(remittance.claims[1]!.lines[0]!.adjustments).toEqual([
      { group: 'PR', reason: '1', amountCents: 60000 },
      { group: 'CO', reason: '45', amountCents: 5000 },
    ]);
    expect(checkRemittanceBalance(remittance)).toEqual([]);
  });

  it('reads the eMedNY professional remittance: modifiers in SVC, a zero-paid claim, balanced', () => {
    const remittance = parseRemittance(fixture('835-emedny-profee.edi'));
    expect(remittance.payment.amountCents).toBe(4575);
    expect(remittance.claims.some((claim) => claim.paidCents === 0)).toBe(true);
    expect(
      remittance.claims.flatMap((claim) => claim.lines).some((line) => line.modifiers.includes('RB')),
    ).toBe(true);
    expect(checkRemittanceBalance(remittance)).toEqual([]);
  });
});

/** A paid claim whose amounts balance: each line pays part and adjusts the rest. */
const paidClaim: fc.Arbitrary<RemittanceClaim> = fc
  .record({
    claimNumber: fc.stringMatching(/^PPEC-20\d\d-\d{3}$/),
    lines: fc.array(
      fc.record({
        procedureCode: fc.stringMatching(/^[A-Z0-9]{5}$/),
        modifiers: fc.array(fc.stringMatching(/^[A-Z0-9]{2}$/), { maxLength: 2 }),
        chargeCents: fc.integer({ min: 100, max: 500_000 }),
        share: fc.integer({ min: 0, max: 100 }),
        units: fc.integer({ min: 1, max: 10 }),
        controlNumber: fc.stringMatching(/^[A-Z0-9]{3,12}$/),
        serviceDate: fc.constantFrom('2026-11-02', '2026-11-03'),
      }),
      { minLength: 1, maxLength: 5 },
    ),
    status: fc.constantFrom('1', '2', '4'),
  })
  .map(({ claimNumber, lines, status }) => {
    const built = lines.map(({ share, ...line }) => {
      const paidCents = Math.floor((line.chargeCents * share) / 100);
      const rest = line.chargeCents - paidCents;
      return {
        ...line,
        paidCents,
        adjustments: rest === 0 ? [] : [{ group: 'CO', reason: '45', amountCents: rest }],
      };
    });
    return {
      claimNumber,
      statusCode: status,
      chargeCents: built.reduce((sum, line) => sum + line.chargeCents, 0),
      paidCents: built.reduce((sum, line) => sum + line.paidCents, 0),
      patientResponsibilityCents: 0,
      filingCode: 'MC',
      payerClaimNumber: `PAYER${claimNumber.slice(-3)}`,
      patient: { lastName: 'ALVAREZ', firstName: 'SOFIA', memberId: 'FL123' },
      adjustments: [],
      lines: built,
    };
  });

describe('835 round trip', () => {
  it('builds a balanced remittance that reads back the same and still balances', () => {
    fc.assert(
      fc.property(
        fc.array(paidClaim, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 5000 }),
        (claims, plb) => {
          const paid = claims.reduce((sum, claim) => sum + claim.paidCents, 0);
          const remittance: Remittance = {
            payer: { name: 'FLORIDA MEDICAID', id: '77027' },
            payee: { name: 'SUNRISE PPEC CENTER', npi: SAMPLE_NPI },
            payment: {
              handlingCode: 'I',
              amountCents: paid - plb,
              method: 'CHK',
              date: '2026-11-23',
              traceNumber: 'CHK1001',
              originatorId: '1591234567',
            },
            claims,
            providerAdjustments:
              plb === 0
                ? []
                : [
                    {
                      providerId: SAMPLE_NPI,
                      fiscalPeriodDate: '2026-12-31',
                      reason: 'WO',
                      reference: 'OVERPAY1',
                      amountCents: plb,
                    },
                  ],
          };
          const text = serialize(buildRemittanceSegments(HEADER, remittance));
          const read = parseRemittance(text);
          expect(read).toEqual({
            ...remittance,
            claims: claims.map((claim) => ({ ...claim, position: expect.any(Number) })),
          });
          expect(checkRemittanceBalance(read)).toEqual([]);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('names the claim, the line and the payment that do not add up', () => {
    const remittance = parseRemittance(fixture('835-managed-care.edi'));
    remittance.claims[0]!.lines[0]!.paidCents += 100;
    remittance.payment.amountCents += 1;
    expect(checkRemittanceBalance(remittance).map((problem) => problem.message)).toEqual([
      'line 1 of claim 5554555444: charge 800.00 − paid 501.00 is not its adjustments 300.00',
      'the payment 945.01 is not the claims’ payments less provider adjustments (945.00)',
    ]);
  });

  it('refuses a file that is not an 835, naming the segment', () => {
    expect(() => parseRemittance(fixture('837p-commercial-health-insurance.edi'))).toThrow(
      /^Segment GS \(position 2\), element 1: GS01 must be HP$/,
    );
    expect(() => parseRemittance('NOT X12')).toThrow(/Segment ISA/);
  });
});
