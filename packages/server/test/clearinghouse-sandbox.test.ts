import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildEligibilityInquirySegments,
  buildProfessionalClaimSegments,
  parseAcknowledgment,
  parseEligibilityResponse,
  sampleClaimFile,
  serialize,
  SAMPLE_NPI,
} from '@carenest/x12';
import {
  createClearinghouseClient,
  startSandboxClearinghouse,
  type SandboxClearinghouse,
} from '../src/clearinghouse/index.ts';

describe('the sandbox clearinghouse', () => {
  let sandbox: SandboxClearinghouse;
  const client = () =>
    createClearinghouseClient({ baseUrl: sandbox.baseUrl, token: sandbox.token, clientId: sandbox.clientId });
  beforeAll(async () => {
    sandbox = await startSandboxClearinghouse();
  });
  afterAll(() => sandbox.close());

  it('accepts a valid 837P with a 999', async () => {
    const answer = await client().send({
      transactionType: '837P',
      content: serialize(buildProfessionalClaimSegments(sampleClaimFile())),
    });
    expect(answer.success).toBe(true);
    expect(parseAcknowledgment(answer.data.acknowledgment!)).toMatchObject({
      status: 'A',
      errors: [],
      transaction: { setId: '837', controlNumber: '1001' },
    });
  });

  it('rejects a broken 837P with a 999 naming the segment, its position from ST and the element', async () => {
    const broken = serialize(buildProfessionalClaimSegments(sampleClaimFile())).replace('*460***', '*470***');
    const answer = await client().send({ transactionType: '837P', content: broken });
    const acknowledgment = parseAcknowledgment(answer.data.acknowledgment!);
    expect(acknowledgment.status).toBe('R');
    expect(acknowledgment.errors).toEqual([
      {
        segmentId: 'CLM',
        position: 19,
        element: 2,
        code: '8',
        message: expect.stringContaining('CLM02 470 does not equal the sum of the lines'),
      },
    ]);
    const remittance = await client().send({ transactionType: '835', content: 'CARENEST01' });
    expect(remittance.data.remittance).toContain('PPEC-2026-001');
  });

  it('answers a 270 with a 271: eligible, copay 25, deductible 500; a member id starting with X is not', async () => {
    const inquiry = (memberId: string) =>
      serialize(
        buildEligibilityInquirySegments(
          {
            senderQualifier: 'ZZ',
            senderId: 'CARENEST01',
            receiverQualifier: 'ZZ',
            receiverId: 'CNSANDBOX',
            applicationSenderCode: 'CARENEST01',
            applicationReceiverCode: 'CNSANDBOX',
            interchangeControlNumber: 1,
            groupControlNumber: 1,
            transactionControlNumber: 1,
            usage: 'T',
            createdAt: new Date(),
          },
          {
            traceNumber: 'T1',
            originatorId: `9${SAMPLE_NPI}`,
            payer: { name: 'FLORIDA MEDICAID', id: '77027' },
            provider: { name: 'SUNRISE', npi: SAMPLE_NPI },
            subscriber: { lastName: 'ALVAREZ', firstName: 'SOFIA', memberId, birthDate: '2019-04-12' },
            date: '2026-11-23',
            serviceType: '30',
          },
        ),
      );
    const eligible = parseEligibilityResponse(
      (await client().send({ transactionType: '270', content: inquiry('FL1') })).data.response!,
    );
    expect(eligible.isEligible).toBe(true);
    expect(eligible.benefits.find((benefit) => benefit.code === 'B')!.copayCents).toBe(2500);
    expect(eligible.benefits.find((benefit) => benefit.code === 'C')!.deductibleCents).toBe(50000);
    const refused = parseEligibilityResponse(
      (await client().send({ transactionType: '270', content: inquiry('X99') })).data.response!,
    );
    expect(refused.isEligible).toBe(false);
  });

  it('refuses wrong credentials with the spec’s HTTP error, and never sends PHI in the clear to another machine', async () => {
    const wrong = createClearinghouseClient({
      baseUrl: sandbox.baseUrl,
      token: 'nope',
      clientId: sandbox.clientId,
    });
    expect(await wrong.send({ transactionType: '835', content: 'X' })).toMatchObject({
      success: false,
      errors: ['HTTP 401: Unauthorized'],
      isRetryable: false,
    });
    expect(() =>
      createClearinghouseClient({ baseUrl: 'http://clearinghouse.example.com', token: 't', clientId: 'c' }),
    ).toThrow(/HTTPS/);
  });
});
