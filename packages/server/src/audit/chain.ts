import { createHash } from 'node:crypto';
import { canonicalJson } from '@carenest/core';

/** The hash before the first row of the chain. */
export const GENESIS_HASH = '0'.repeat(64);

/** The fields of an audit row that its hash covers (everything but the hashes themselves). */
export interface ChainedAuditFields {
  sequence: string;
  id: string;
  userId: string | null;
  userRole: string | null;
  action: string;
  resourceType: string;
  resourceId: string | null;
  oldValues: unknown;
  newValues: unknown;
  ipAddress: string | null;
  userAgent: string | null;
  sessionId: string | null;
  occurredAt: Date;
  success: boolean;
  errorMessage: string | null;
}

/** SHA-256 of the previous row's hash followed by this row in canonical JSON. */
export function hashAuditRow(previousHash: string, fields: ChainedAuditFields): string {
  return createHash('sha256').update(previousHash).update(canonicalJson(fields)).digest('hex');
}
