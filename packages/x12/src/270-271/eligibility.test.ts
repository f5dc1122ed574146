import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serialize } from '../serialize.ts';
import { SAMPLE_NPI } from '../testing/sample-claim.ts';
import {
  buildEligibilityInquirySegments,
  buildEligibilityResponseSegments,
  parseEligibilityInquiry,
  parseEligibilityResponse,
  type EligibilityInquiry,
} from './eligibility.ts';

const fixture = (name: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../../fixtures', name), 'latin1');
const HEADER = {
  senderQualifier: 'ZZ',
  senderId: 'CARENEST01',
  receiverQualifier: 'ZZ',
  receiverId: 'SANDBOXCH',
  applicationSenderCode: 'CARENEST01',
  applicationReceiverCode: 'SANDBOXCH',
  interchangeControlNumber: 9,
  groupControlNumber: 9,
  transactionControlNumber: 9,
  usage: 'T' as const,
  createdAt: new Date('2026-11-23T12:00:00Z'),
};
const INQUIRY: EligibilityInquiry = {
  traceNumber: 'ELIG-000123',
  originatorId: `9${SAMPLE_NPI}`,
  payer: { name: 'FLORIDA MEDICAID', id: '77027' },
  provider: { name: 'SUNRISE PPEC CENTER', npi: SAMPLE_NPI },
  subscriber: { lastName: 'ALVAREZ', firstName: 'SOFIA', memberId: 'FL1234567', birthDate: '2019-04-12' },
  date: '2026-11-23',
  serviceType: '30',
};

describe('eligibility (270/271)', () => {
  it('reads the public 270 and 271: the copay rows, EB03 split on the repetition separator', () => {
    expect(parseEligibilityInquiry(fixture('270-subscriber-health-benefit-check.edi'))).toMatchObject({
      traceNumber: '93175-012547',
      subscriber: { lastName: 'SMITH', memberId: '11122333301', birthDate: '1943-05-19' },
      date: '2006-05-01',
      serviceType: '30',
    });
    const response = parseEligibilityResponse(fixture('271-subscriber-health-benefit-check.edi'));
    expect(response).toMatchObject({ isEligible: true, effectiveDate: '2006-01-01', rejections: [] });
    const copays = response.benefits.filter((benefit) => benefit.code === 'B');
    expect(copays.map((benefit) => [benefit.copayCents, benefit.inNetwork])).toEqual([
      [1000, 'Y'],
      [3000, 'N'],
    ]);
    expect(copays[0]!.serviceTypes).toEqual(['1', '33', '35', '47', '86', '88', '98', 'AL', 'MH', 'UC']);
    expect(response.benefits.some((benefit) => benefit.deductibleCents !== null)).toBe(false);
  });

  it('asks about a child and reads the answer back: eligible, copay, deductible, effective date', () => {
    const inquiry = serialize(buildEligibilityInquirySegments(HEADER, INQUIRY));
    expect(parseEligibilityInquiry(inquiry)).toEqual(INQUIRY);
    const answer = serialize(
      buildEligibilityResponseSegments(HEADER, INQUIRY, {
        isEligible: true,
        effectiveDate: '2026-01-01',
        planDescription: 'Medicaid PPEC',
        copayCents: 2500,
        deductibleCents: 50000,
      }),
    );
    const response = parseEligibilityResponse(answer);
    expect(response).toMatchObject({
      traceNumber: 'ELIG-000123',
      isEligible: true,
      effectiveDate: '2026-01-01',
    });
    expect(response.benefits.find((benefit) => benefit.code === 'B')!.copayCents).toBe(2500);
    expect(response.benefits.find((benefit) => benefit.code === 'C')!.deductibleCents).toBe(50000);
  });

  it('reads a rejection (AAA) as not eligible', () => {
    const answer = serialize(
      buildEligibilityResponseSegments(HEADER, INQUIRY, {
        isEligible: false,
        effectiveDate: '',
        planDescription: '',
        copayCents: 0,
        deductibleCents: 0,
      }),
    );
    expect(parseEligibilityResponse(answer)).toMatchObject({ isEligible: false, rejections: ['72'] });
  });
});
