import { describe, expect, it } from 'vitest';
import { buildProfessionalClaimSegments } from '../837p/build.ts';
import { validateProfessionalClaimFile } from '../837p/validate.ts';
import { serialize } from '../serialize.ts';
import { sampleClaimFile } from '../testing/sample-claim.ts';
import { buildAcknowledgmentSegments, parseAcknowledgment } from './acknowledgment.ts';

const HEADER = {
  senderQualifier: 'ZZ',
  senderId: 'SANDBOXCH',
  receiverQualifier: 'ZZ',
  receiverId: 'CARENEST01',
  applicationSenderCode: 'SANDBOXCH',
  applicationReceiverCode: 'CARENEST01',
  interchangeControlNumber: 42,
  groupControlNumber: 42,
  transactionControlNumber: 42,
  usage: 'T' as const,
  createdAt: new Date('2026-11-23T12:00:00Z'),
};
const ABOUT = {
  group: { functionalId: 'HC', controlNumber: '1001', version: '005010X222A1' },
  transaction: { setId: '837', controlNumber: '1001' },
};

describe('999 acknowledgments', () => {
  it('accepts a valid claim file', () => {
    const text = serialize(buildAcknowledgmentSegments(HEADER, ABOUT, [], 3));
    expect(parseAcknowledgment(text)).toEqual({ ...ABOUT, status: 'A', errors: [] });
  });

  it('rejects a broken one naming the segment, its position from ST and the element', () => {
    const broken = serialize(buildProfessionalClaimSegments(sampleClaimFile())).replace('*460***', '*461***');
    const issues = validateProfessionalClaimFile(broken);
    const text = serialize(buildAcknowledgmentSegments(HEADER, ABOUT, issues, 3));
    const read = parseAcknowledgment(text);
    expect(read.status).toBe('R');
    expect(read.errors).toEqual([
      {
        segmentId: 'CLM',
        position: issues[0]!.position - 2,
        element: 2,
        code: '8',
        message: expect.stringContaining('CLM02 461'),
      },
    ]);
  });
});
