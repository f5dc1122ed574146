import { createHash } from 'node:crypto';
import { canonicalJson } from '@carenest/core';
import type { Selectable } from 'kysely';
import type { AuditLogTable } from '../db/schema.ts';

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

/**
 * The canonical JSON of a row's fields: exactly `canonicalJson(fields)`, written out with the keys in their
 * sorted order so the hot path of chain verification does not sort and walk the object each time.
 */
function canonicalFields(fields: ChainedAuditFields): string {
  const text = (value: string | null) => (value === null ? 'null' : JSON.stringify(value));
  return (
    `{"action":${text(fields.action)},"errorMessage":${text(fields.errorMessage)},"id":${text(fields.id)}` +
    `,"ipAddress":${text(fields.ipAddress)},"newValues":${canonicalJson(fields.newValues)}` +
    `,"occurredAt":${JSON.stringify(fields.occurredAt.toISOString())},"oldValues":${canonicalJson(fields.oldValues)}` +
    `,"resourceId":${text(fields.resourceId)},"resourceType":${text(fields.resourceType)}` +
    `,"sequence":${text(fields.sequence)},"sessionId":${text(fields.sessionId)},"success":${fields.success}` +
    `,"userAgent":${text(fields.userAgent)},"userId":${text(fields.userId)},"userRole":${text(fields.userRole)}}`
  );
}

/** SHA-256 of the previous row's hash followed by this row in canonical JSON. */
export function hashAuditRow(previousHash: string, fields: ChainedAuditFields): string {
  return createHash('sha256').update(previousHash).update(canonicalFields(fields)).digest('hex');
}

/** The hashed fields of a stored audit row (as read from the table), for re-computing its hash. */
export function chainedFieldsOf(row: Selectable<AuditLogTable>): ChainedAuditFields {
  return {
    sequence: String(row.sequence),
    id: row.id,
    userId: row.user_id,
    userRole: row.user_role,
    action: row.action,
    resourceType: row.resource_type,
    resourceId: row.resource_id,
    oldValues: row.old_values,
    newValues: row.new_values,
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
    sessionId: row.session_id,
    occurredAt: row.occurred_at,
    success: row.success,
    errorMessage: row.error_message,
  };
}
