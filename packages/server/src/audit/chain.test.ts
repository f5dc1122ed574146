import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '@carenest/core';
import { GENESIS_HASH, hashAuditRow, type ChainedAuditFields } from './chain.ts';

describe('the audit row hash', () => {
  it('equals SHA-256 of the previous hash and the canonical JSON of the row', () => {
    const fields: ChainedAuditFields = {
      sequence: '7',
      id: '0b0f8a39-5a58-4d1b-9a0b-2d3c4e5f6a7b',
      userId: null,
      userRole: 'nurse',
      action: 'VIEW_PATIENT',
      resourceType: 'PATIENT',
      resourceId: 'x"y',
      oldValues: { b: 1, a: [2, { d: null, c: 'é' }] },
      newValues: null,
      ipAddress: '127.0.0.1',
      userAgent: 'agent\nwith newline',
      sessionId: null,
      occurredAt: new Date('2026-01-02T03:04:05.678Z'),
      success: false,
      errorMessage: 'Patient not found',
    };
    const expected = createHash('sha256').update(GENESIS_HASH).update(canonicalJson(fields)).digest('hex');
    expect(hashAuditRow(GENESIS_HASH, fields)).toBe(expected);
  });
});
